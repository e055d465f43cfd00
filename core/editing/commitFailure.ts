// What a failed commit means for the transaction (editing seed §8: 4xx cancels, other failures
// are retried). Errors are read by shape, so any adapter's error with a `status` works.

export type CommitFailure =
  /** A retry of a transaction that did land: the lake knows the id. Treat as stored. */
  | 'alreadyStored'
  /** The lake refused it (validation, permission, revision guard): drop it. */
  | 'refused'
  /**
   * A guarded transaction found the published version changed (or gone): nothing was stored;
   * send the same edits again on a fresh HEAD.
   */
  | 'baseMoved'
  /** Unreachable, overloaded or failing: try again later with the same id. */
  | 'transient'

export function classifyCommitFailure(error: unknown, transaction?: {guarded?: boolean}): CommitFailure {
  const {status, type} = (error ?? {}) as {status?: unknown; type?: unknown}
  if (status === 409 && type === 'transactionIdConflict') return 'alreadyStored'
  // A guarded transaction checks the published revision, or patches a document it does not create:
  // either 409 says the pair moved under it. Other transactions create what they patch.
  if (transaction?.guarded && status === 409 && (type === 'conflict' || type === 'documentNotFoundError')) return 'baseMoved'
  // 408 and 429 are 4xx statuses that ask to come back later, not refusals.
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused'
  return 'transient'
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}
