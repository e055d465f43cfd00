// Mutation events from the pair's listener: the echo of our own transactions and everybody else's.
import {applyDocumentEffect} from '../mendoza/documentEffects.ts'
import type {MutationEvent, SanityDocument} from '../lake/types.ts'
import {type PairDocuments, sideOf} from './pair.ts'
import {type EditingState, moveBase} from './state.ts'
import {runTransaction} from './transaction.ts'

/**
 * - buffered: part of a transaction whose other events have not arrived yet
 * - applied: someone else's change, now in HEAD and rebased under the local edits
 * - confirmed: the echo of one of our transactions
 * - ignored: nothing new (already in HEAD, or not about this pair)
 * - refetch: the event does not follow HEAD; something was missed
 */
export type ReceiveOutcome = 'buffered' | 'applied' | 'confirmed' | 'ignored' | 'refetch'

/**
 * `live`: events arriving on a listener that is in step with HEAD; a gap means a refetch.
 * `replay`: events that arrived while HEAD was being fetched; those the fetch already contains
 * do not follow it and are skipped.
 */
export type ReceiveMode = 'live' | 'replay'

const revOf = (doc: SanityDocument | null) => doc?._rev ?? null

/** The document after the event, or `undefined` when the event does not say. */
export function documentAfter(current: SanityDocument | null, event: MutationEvent): SanityDocument | null | undefined {
  if (event.resultRev === undefined || event.transition === 'disappear') return null
  if (event.result) return event.result
  if (event.effects) return applyDocumentEffect(current, event.effects.apply as never, event.resultRev)
  if (!event.mutations?.length) return undefined
  const {changes} = runTransaction(() => current, event.mutations, {
    transactionId: event.resultRev,
    timestamp: event.timestamp,
    lenient: true,
  })
  const change = changes.find((c) => c.id === event.documentId)
  return change ? change.after : current
}

export function receiveMutation(
  state: EditingState,
  event: MutationEvent,
  mode: ReceiveMode = 'live',
): {state: EditingState; outcome: ReceiveOutcome} {
  const {spec} = state
  if (!sideOf(spec, event.documentId)) return {state, outcome: 'ignored'}
  const {transactionId} = event
  const group = [...(state.incomplete[transactionId] ?? []), event]
  // A transaction that touched both documents is applied whole, never half.
  if (group.length < event.transactionTotalEvents) {
    return {state: {...state, incomplete: {...state.incomplete, [transactionId]: group}}, outcome: 'buffered'}
  }
  const {[transactionId]: _done, ...incomplete} = state.incomplete
  group.sort((a, b) => a.transactionCurrentEvent - b.transactionCurrentEvent)
  const ours = state.submitted.some((tx) => tx.transactionId === transactionId)

  let head: PairDocuments = state.head
  let gap = false
  let changed = false
  for (const ev of group) {
    const side = sideOf(spec, ev.documentId)
    if (!side) continue
    const current = head[side]
    if ((ev.resultRev ?? null) === revOf(current)) continue
    const after = (ev.previousRev ?? null) === revOf(current) ? documentAfter(current, ev) : undefined
    if (after === undefined) {
      gap = true
      continue
    }
    head = {...head, [side]: after}
    changed = true
  }

  if (gap && mode === 'live') {
    // HEAD stays as it is until the refetch. Our transaction is stored (this is its echo), so the
    // refetch will count it in, and until then EDGE keeps showing it.
    const submitted = state.submitted.map((tx) => (tx.transactionId === transactionId ? {...tx, accepted: true} : tx))
    return {state: {...state, incomplete, submitted}, outcome: 'refetch'}
  }
  const submitted = ours ? state.submitted.filter((tx) => tx.transactionId !== transactionId) : state.submitted
  if (!changed && !ours) return {state: {...state, incomplete}, outcome: 'ignored'}
  return {state: {...moveBase(state, {head, submitted}), incomplete}, outcome: ours ? 'confirmed' : 'applied'}
}

