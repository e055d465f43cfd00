// HEAD taken from a fetch: on the listener's welcome (first connect and every reconnect) and
// whenever an event shows that something was missed.
import type {PairDocuments} from './pair.ts'
import {type EditingState, moveBase} from './state.ts'

/** A new listener connection: answers to transactions sent before it may have lost their echo. */
export function startGeneration(state: EditingState): EditingState {
  return {...state, generation: state.generation + 1}
}

/** Ids of the submitted transactions the lake has stored: a fetch started now contains them. */
export function storedTransactionIds(state: EditingState): string[] {
  return state.submitted.filter((tx) => tx.accepted).map((tx) => tx.transactionId)
}

/**
 * HEAD becomes the fetched pair. Submitted transactions the fetch contains leave the queue (they
 * would otherwise be applied twice): those stored before the fetch started, and any whose id is a
 * fetched revision, with everything sent before it. The rest and the pending patches are rebased.
 */
export function resetHead(
  state: EditingState,
  fetched: PairDocuments,
  storedBeforeFetch: readonly string[] = [],
): EditingState {
  let submitted = state.submitted.filter((tx) => !storedBeforeFetch.includes(tx.transactionId))
  for (const doc of [fetched.draft, fetched.published]) {
    const index = submitted.findIndex((tx) => tx.transactionId === doc?._rev)
    if (index >= 0) submitted = submitted.slice(index + 1)
  }
  return {...moveBase(state, {head: fetched, submitted}), loaded: true, incomplete: {}}
}
