// Turning pending patches into a transaction, and what the lake's answer does to the queues.
import type {Mutation} from '../lake/types.ts'
import {baseOf, type SubmittedTransaction} from './edge.ts'
import {type LocalPatch, toPatchOperations} from './localPatches.ts'
import {creationBody, type PairDocuments, type PairSpec, targetId, targetSide} from './pair.ts'
import {PathError, pathKey, pathToString} from './paths.ts'
import {squash} from './squash.ts'
import {type EditingState, moveBase} from './state.ts'

export interface CommitTransaction {
  /** Chosen here: the lake makes it the new `_rev` of every document it touches. */
  transactionId: string
  mutations: Mutation[]
  /**
   * A 409 for a moved or missing document means "rebuild and send again": it starts with the
   * published revision check, or patches a document without creating it.
   */
  guarded?: boolean
}

/** Why a patch could never be sent (a malformed path), or null. */
export function localPatchProblem(patch: LocalPatch): string | null {
  try {
    pathToString(patch.path)
    return null
  } catch (error) {
    if (error instanceof PathError) return error.message
    throw error
  }
}

/**
 * Moves the pending patches into one transaction. When the edited document is missing from the
 * base, the transaction starts with its createIfNotExists, so the first edit of a published-only
 * document creates the draft from the published content in the same transaction. When it is there,
 * the patches go alone: a createIfNotExists carries the whole document, and sending it with every
 * commit serialised, sent and parsed a 1,000-block body once a second while the editor typed. Such
 * a transaction is guarded instead: if the document is gone at the lake (someone published or
 * discarded the draft meanwhile), the lake refuses it as not found, and its patches are rebuilt
 * and sent again on the fetched pair, now with the creation (classifyCommitFailure: 'baseMoved').
 * EDGE does not change.
 */
export function buildCommit(state: EditingState, transactionId: string): {state: EditingState; transaction: CommitTransaction | null} {
  if (state.pending.length === 0) return {state, transaction: null}
  const {spec} = state
  const base = baseOf(spec, state.head, state.submitted)
  const patches = squash(spec, base, state.pending)
  if (patches.length === 0) return {state: {...state, pending: []}, transaction: null}
  const id = targetId(spec)
  const exists = base[targetSide(spec)] !== null
  const guard = exists ? null : publishedGuard(spec, base)
  const mutations: Mutation[] = [
    ...(guard ? [guard] : []),
    ...(exists ? [] : [{createIfNotExists: creationBody(spec, base)}]),
    ...patchMutations(id, patches),
  ]
  const guarded = guard !== null || exists
  const submitted: SubmittedTransaction = {transactionId, mutations, patches, guarded, accepted: false, generation: state.generation}
  return {
    state: {...state, pending: [], submitted: [...state.submitted, submitted]},
    transaction: {transactionId, mutations, guarded: submitted.guarded},
  }
}

/**
 * A draft made from the published version is only right while that version is the one the editor
 * saw: someone may have published (or discarded) in the meantime, and a draft recreated from an
 * older copy would take back what they published. So the transaction checks the published
 * revision, without writing it; when it moved, the lake refuses and the patches are sent again
 * on the new base (requeueCommit). A document never published has nothing to check.
 */
function publishedGuard(spec: PairSpec, base: PairDocuments): Mutation | null {
  if (spec.liveEdit || !base.published?._rev) return null
  return {patch: {id: spec.publishedId, ifRevisionID: base.published._rev}}
}

/**
 * One patch mutation per local patch, except that "start empty if missing" and the diff that
 * follows it on the same path travel as one patch (the lake applies setIfMissing first).
 */
function patchMutations(id: string, patches: readonly LocalPatch[]): Mutation[] {
  const out: Mutation[] = []
  for (let i = 0; i < patches.length; i++) {
    const patch = patches[i]
    const next = patches[i + 1]
    if (patch.type === 'setIfMissing' && next?.type === 'diffMatchPatch' && pathKey(next.path) === pathKey(patch.path)) {
      out.push({patch: {id, ...toPatchOperations(patch), ...toPatchOperations(next)}})
      i++
    } else {
      out.push({patch: {id, ...toPatchOperations(patch)}})
    }
  }
  return out
}

/**
 * The lake stored the transaction. Its echo still moves HEAD; but when the listener reconnected
 * since it was sent, the echo may have been lost, and only a refetch can tell.
 */
export function acceptCommit(state: EditingState, transactionId: string): {state: EditingState; refetch: boolean} {
  const tx = state.submitted.find((t) => t.transactionId === transactionId)
  if (!tx) return {state, refetch: false}
  return {
    state: {...state, submitted: state.submitted.map((t) => (t === tx ? {...t, accepted: true} : t))},
    refetch: tx.generation < state.generation,
  }
}

export interface RefusedCommit {
  transaction: CommitTransaction
  /** The pair as the editor saw it before the refused changes were taken back, so they can be copied. */
  shown: PairDocuments
}

/**
 * The published version moved under a guarded transaction (classifyCommitFailure: 'baseMoved'):
 * nothing was stored, so its patches go back to the front of the queue, to be rebuilt on HEAD
 * once it has been fetched again. EDGE does not change: every keystroke is still there.
 */
export function requeueCommit(state: EditingState, transactionId: string): EditingState {
  const tx = state.submitted.find((t) => t.transactionId === transactionId)
  if (!tx) return state
  return {...state, submitted: state.submitted.filter((t) => t !== tx), pending: [...tx.patches, ...state.pending]}
}

/** The lake refused the transaction (4xx): it is dropped and EDGE rebuilt without it. */
export function refuseCommit(state: EditingState, transactionId: string): {state: EditingState; refused: RefusedCommit | null} {
  const tx = state.submitted.find((t) => t.transactionId === transactionId)
  if (!tx) return {state, refused: null}
  const next = moveBase(state, {submitted: state.submitted.filter((t) => t !== tx)})
  return {state: next, refused: {transaction: {transactionId, mutations: tx.mutations}, shown: state.edge}}
}
