// EDGE: what the editor sees. HEAD (the last confirmed revisions), then every submitted
// transaction, then the pending local patches, in order.
import type {Mutation, SanityDocument} from '../lake/types.ts'
import {applyLocalPatches, type LocalPatch} from './localPatches.ts'
import {creationBody, documentById, type PairDocuments, type PairSpec, sideOf, targetSide} from './pair.ts'
import {runTransaction} from './transaction.ts'

export interface SubmittedTransaction {
  transactionId: string
  mutations: Mutation[]
  /** The squashed local patches it carries, to be sent again if its guard fails. */
  patches: LocalPatch[]
  /**
   * A 409 for a moved or missing document means "send again on a fetched pair": it checks the
   * published revision it made the draft from, or patches a draft it does not create (commit.ts).
   */
  guarded: boolean
  /** The lake answered that it stored the transaction; its echo may still be on the way. */
  accepted: boolean
  /** The listener connection it was sent under: after a reconnect its echo may be lost. */
  generation: number
}

/** The pair after a transaction, as the lake is expected to apply it (failing mutations skipped). */
export function applyTransactionLocally(
  spec: PairSpec,
  docs: PairDocuments,
  mutations: readonly Mutation[],
  transactionId: string,
): PairDocuments {
  const get = documentById(spec, docs)
  const {changes} = runTransaction(get, mutations, {transactionId, timestamp: '', lenient: true})
  const next = {...docs}
  for (const {id, before, after} of changes) {
    const side = sideOf(spec, id)
    if (!side) continue
    // The lake sets the times; until it answers, keep the ones we know.
    next[side] = after && {...after, _updatedAt: before?._updatedAt ?? after._createdAt ?? '', _createdAt: after._createdAt || before?._createdAt || ''}
  }
  return next
}

/** The pair with the pending patches applied, creating the edited document first when it is missing. */
export function applyPending(spec: PairSpec, docs: PairDocuments, pending: readonly LocalPatch[]): PairDocuments {
  if (pending.length === 0) return docs
  const side = targetSide(spec)
  const target: SanityDocument = docs[side] ?? ({_rev: '', _createdAt: '', _updatedAt: '', ...creationBody(spec, docs)} as SanityDocument)
  return {...docs, [side]: applyLocalPatches(target, pending)}
}

/** HEAD with the submitted transactions applied: the base pending patches were made against. */
export function baseOf(spec: PairSpec, head: PairDocuments, submitted: readonly SubmittedTransaction[]): PairDocuments {
  return submitted.reduce((docs, tx) => applyTransactionLocally(spec, docs, tx.mutations, tx.transactionId), head)
}

/** The rebase: EDGE from HEAD and the local queues. */
export function rebase(
  spec: PairSpec,
  head: PairDocuments,
  submitted: readonly SubmittedTransaction[],
  pending: readonly LocalPatch[],
): PairDocuments {
  return applyPending(spec, baseOf(spec, head, submitted), pending)
}
