// The history selection the URL names (`rev`, `since` pane params), resolved against the pair's
// timeline: the timeline machine reads pages of transactions, the selection machine says whether
// the names are a revision, a range, still loading (older pages are asked for) or invalid.
import {useActorRef, useSelector} from '@xstate/react'
import {useEffect, useMemo} from 'react'
import type {Chunk, HistoryTransaction} from '../../../../core/history/index.ts'
import type {ContentLake} from '../../../../core/ports.ts'
import {historySelectionMachine} from '../../../../machines/historySelection.ts'
import {historyTimelineMachine} from '../../../../machines/historyTimeline.ts'
import {historyPageReader} from '../../../../machines/historyTimelineActors.ts'

export type HistorySelectionView =
  | {state: 'loading'}
  | {state: 'failed'; message: string; retry: () => void}
  | {state: 'invalid'}
  | {state: 'rev'; rev: Chunk; latest: Chunk | null; transactions: readonly HistoryTransaction[]}
  | {state: 'range'; since: Chunk; rev: Chunk | null; latest: Chunk | null; transactions: readonly HistoryTransaction[]}

/** A minute: time ids turn stale with time, so the selection is judged again now and then. */
const TICK_MS = 60_000

export function useHistorySelection(lake: ContentLake, documentId: string, rev: string | null, since: string | null): HistorySelectionView {
  const timelineMachine = useMemo(() => historyTimelineMachine.provide({actors: {readPage: historyPageReader(lake, documentId)}}), [lake, documentId])
  const timeline = useActorRef(timelineMachine, {input: {publishedId: documentId}})
  const selectionMachine = useMemo(
    () => historySelectionMachine.provide({actions: {requestMore: () => timeline.send({type: 'loadMore'})}}),
    [timeline],
  )
  const selection = useActorRef(selectionMachine, {input: {}})
  const chunks = useSelector(timeline, (s) => s.context.chunks)
  const transactions = useSelector(timeline, (s) => s.context.transactions)
  const complete = useSelector(timeline, (s) => s.context.complete)
  const failure = useSelector(timeline, (s) => (s.matches('failed') ? (s.context.error ?? '') : null))
  // The timeline reads pages only when asked while idle; a selection that waits asks again.
  const idle = useSelector(timeline, (s) => s.matches('idle'))
  useEffect(() => selection.send({type: 'select', rev, since}), [selection, rev, since])
  useEffect(() => selection.send({type: 'chunks', chunks, complete}), [selection, chunks, complete])
  useEffect(() => {
    const timer = setInterval(() => selection.send({type: 'tick'}), TICK_MS)
    return () => clearInterval(timer)
  }, [selection])
  const state = useSelector(selection, (s) => s.value as 'inactive' | 'loading' | 'rev' | 'range' | 'invalid')
  const revChunk = useSelector(selection, (s) => s.context.revChunk)
  const sinceChunk = useSelector(selection, (s) => s.context.sinceChunk)
  useEffect(() => {
    if (state === 'loading' && idle) timeline.send({type: 'loadMore'})
  }, [state, idle, timeline])

  if (failure !== null) return {state: 'failed', message: failure, retry: () => timeline.send({type: 'retry'})}
  const latest = chunks.at(-1) ?? null
  if (state === 'rev' && revChunk) return {state: 'rev', rev: revChunk, latest, transactions}
  if (state === 'range' && sinceChunk) return {state: 'range', since: sinceChunk, rev: revChunk, latest, transactions}
  if (state === 'invalid') return {state: 'invalid'}
  return {state: 'loading'}
}
