// The editing state of one document pair: HEAD, the local queues and EDGE, and the pure steps
// that move it. The pair machine holds one of these in its context.
import type {MutationEvent} from '../lake/types.ts'
import {baseOf, rebase, type SubmittedTransaction, applyPending} from './edge.ts'
import type {LocalPatch} from './localPatches.ts'
import {EMPTY_PAIR, type PairDocuments, type PairSpec} from './pair.ts'
import {squash} from './squash.ts'
import {preserveUnchanged} from './structuralSharing.ts'

export interface EditingState {
  spec: PairSpec
  /** False until HEAD was fetched once. */
  loaded: boolean
  /** The last revisions the lake confirmed. */
  head: PairDocuments
  /** Sent, waiting for their echo on the listener. */
  submitted: SubmittedTransaction[]
  /** Made since the last commit, not sent yet. */
  pending: LocalPatch[]
  /** HEAD + submitted + pending: what the editor shows. */
  edge: PairDocuments
  /** Events of transactions that touched both documents, waiting for the rest of their transaction. */
  incomplete: Record<string, MutationEvent[]>
  /** Counts listener connections (welcomes), to tell which answers may have lost their echo. */
  generation: number
}

export function createEditingState(spec: PairSpec): EditingState {
  return {spec, loaded: false, head: EMPTY_PAIR, submitted: [], pending: [], edge: EMPTY_PAIR, incomplete: {}, generation: 0}
}

/** Nothing local is waiting: EDGE is HEAD, and HEAD is what the lake has. */
export function isConsistent(state: EditingState): boolean {
  return state.pending.length === 0 && state.submitted.length === 0
}

/** A local edit: EDGE changes at once, the patches wait for the next commit. */
export function localEdit(state: EditingState, patches: readonly LocalPatch[]): EditingState {
  if (patches.length === 0) return state
  return {
    ...state,
    pending: [...state.pending, ...patches],
    edge: preserveUnchanged(state.edge, applyPending(state.spec, state.edge, patches)),
  }
}

/**
 * Moves HEAD and/or the submitted queue and rebuilds EDGE. Pending patches are first squashed
 * against the base they were made on, so that a word typed before the move lands as a diff on
 * top of whatever changed underneath instead of overwriting it.
 */
export function moveBase(
  state: EditingState,
  next: {head?: PairDocuments; submitted?: SubmittedTransaction[]},
): EditingState {
  const head = next.head ?? state.head
  const submitted = next.submitted ?? state.submitted
  const pending = state.pending.length ? squash(state.spec, baseOf(state.spec, state.head, state.submitted), state.pending) : state.pending
  return {
    ...state,
    head,
    submitted,
    pending,
    edge: preserveUnchanged(state.edge, rebase(state.spec, head, submitted, pending)),
  }
}
