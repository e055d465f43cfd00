// The editing state of one document pair: HEAD, the local queues and EDGE, and the pure steps
// that move it. The pair machine holds one of these in its context.
import type {MutationEvent} from '../lake/types.ts'
import type {SanityDocument} from '../lake/types.ts'
import {baseOf, type SubmittedTransaction} from './edge.ts'
import type {LocalPatch} from './localPatches.ts'
import {creationBody, EMPTY_PAIR, type PairDocuments, type PairSpec, targetSide} from './pair.ts'
import type {Path} from './paths.ts'
import {applyRetargeted, changedBlocks} from './retarget.ts'
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

/**
 * The pair with `patches` applied to the edited document (created first when missing), each rich-text
 * diff moved to where its text now is (retarget.ts), with the patches as they were applied.
 */
function applyFollowingText(
  spec: PairSpec,
  docs: PairDocuments,
  patches: readonly LocalPatch[],
  movedTo?: (arrayPath: Path, blockKey: string) => boolean,
): {docs: PairDocuments; patches: LocalPatch[]} {
  if (patches.length === 0) return {docs, patches: [...patches]}
  const side = targetSide(spec)
  const target: SanityDocument = docs[side] ?? ({_rev: '', _createdAt: '', _updatedAt: '', ...creationBody(spec, docs)} as SanityDocument)
  const {doc, patches: placed} = applyRetargeted(target, patches, movedTo)
  return {docs: {...docs, [side]: doc}, patches: placed}
}

/**
 * A local edit: EDGE changes at once, the patches wait for the next commit. A rich-text editor that
 * has not taken someone else's re-cut of its block yet types at the old span: the diff goes where
 * its text now is (any block of the field may hold it, when found there alone).
 */
export function localEdit(state: EditingState, patches: readonly LocalPatch[]): EditingState {
  if (patches.length === 0) return state
  const {docs, patches: placed} = applyFollowingText(state.spec, state.edge, patches)
  return {
    ...state,
    pending: [...state.pending, ...placed],
    edge: preserveUnchanged(state.edge, docs),
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
  const oldBase = state.pending.length ? baseOf(state.spec, state.head, state.submitted) : undefined
  const squashed = oldBase ? squash(state.spec, oldBase, state.pending) : state.pending
  const base = baseOf(state.spec, head, submitted)
  // Typing in a span someone else re-cut, split off or joined meanwhile follows its text: into the
  // same block, or one the move changed (retarget.ts).
  const side = targetSide(state.spec)
  const movedTo = oldBase ? changedBlocks(oldBase[side], base[side]) : undefined
  const {docs, patches: pending} = applyFollowingText(state.spec, base, squashed, movedTo)
  return {
    ...state,
    head,
    submitted,
    pending,
    edge: preserveUnchanged(state.edge, docs),
  }
}
