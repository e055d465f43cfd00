// The changes a history range holds: the pair as it was before the range's first chunk (from the
// lake), the range's transactions replayed over it, and each changed field with who changed it.
import {useMemo} from 'react'
import {documentChanges, fieldAuthors, type Chunk, type FieldChange, type HistoryTransaction} from '../../../../core/history/index.ts'
import type {ContentLake} from '../../../../core/ports.ts'
import {useVersionAt} from './useVersionAt.ts'

export type RangeChanges = {state: 'loading'} | {state: 'failed'; retry: () => void} | {state: 'ready'; changes: FieldChange[]}

/** A millisecond before the chunk began: the version just before it, when its predecessor is not loaded. */
function justBefore(timestamp: string): string {
  return new Date(Date.parse(timestamp) - 1).toISOString()
}

export function useRangeChanges(lake: ContentLake, documentId: string, transactions: readonly HistoryTransaction[], since: Chunk, end: Chunk): RangeChanges {
  const previous = transactions[since.start - 1]
  const at = since.type === 'initial' ? null : previous ? {revision: previous.id} : {time: justBefore(since.startTimestamp)}
  const start = useVersionAt(lake, documentId, at)
  const changes = useMemo(() => {
    if (start.state !== 'ready') return null
    const range = transactions.slice(since.start, end.end + 1)
    const {authors, after} = fieldAuthors(range, documentId, start.pair)
    return documentChanges(start.pair.draft ?? start.pair.published, after, authors)
  }, [start, transactions, since.start, end.end, documentId])
  if (start.state === 'failed') return start
  return changes ? {state: 'ready', changes} : {state: 'loading'}
}
