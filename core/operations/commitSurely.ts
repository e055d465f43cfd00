// An operation's transaction (Publish, Delete, Restore…) whose answer did not arrive may still have
// been stored: the request reached the lake and the connection broke on the way back. Sending it
// again under the same transaction id settles it — the lake stores it once, and answers a repeat
// with 409 transactionIdConflict — so "failed" is only said when the lake did not store it.
import {classifyCommitFailure} from '../editing/commitFailure.ts'

/** Waits before each repeat of a transaction whose answer was lost (ms): three more tries in about 4 s. */
export const LOST_ANSWER_RETRY_MS = [500, 1_000, 2_500] as const

export interface CommitSurelyOptions {
  /** The pause before a repeat (the caller's timers: core keeps none). */
  wait: (ms: number) => Promise<void>
  delays?: readonly number[]
}

/**
 * Runs `send` (which must send the same transaction id each time) until the lake answers. A lost
 * answer (a network error or a 5xx, 408, 429) is tried again; a repeat the lake already stored
 * counts as done (answered `null`); a refusal is thrown at once.
 */
export async function commitSurely<T>(send: () => Promise<T>, options: CommitSurelyOptions): Promise<T | null> {
  const wait = options.wait
  const delays = options.delays ?? LOST_ANSWER_RETRY_MS
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const failure = classifyCommitFailure(error)
      if (failure === 'alreadyStored') return null
      if (failure !== 'transient' || attempt >= delays.length) throw error
      await wait(delays[attempt]!)
    }
  }
}
