// The live list of a type's documents: the lake's listener for the type, and a fresh query at the
// welcome and after mutations (at most one query per REFETCH_MS, the last mutation always followed
// by one), so the list follows everyone's edits without a request per keystroke.
import {asyncScheduler, catchError, filter, from, identity, map, type MonoTypeOperatorFunction, type Observable, of, startWith, switchMap, throttleTime} from 'rxjs'
import type {ContentLake} from '../../core/ports.ts'
import type {ListenEvent} from '../../core/lake/types.ts'
import {listEntriesOf, markOtherHalves, missingHalfOf, type ListEntry, type ListRow} from './listEntries.ts'

/** Commits come at most once a second per editor (K-ED-022); the list need not be faster. */
export const REFETCH_MS = 500

/** The most documents a list shows: drafts and published versions together. */
export const LIST_LIMIT = 2000

export type DocumentListState =
  | {status: 'loading'}
  /** `refreshError`: the last refresh failed; the entries are the last ones that arrived. */
  | {status: 'ready'; entries: ListEntry[]; truncated: boolean; refreshError?: string}
  | {status: 'error'; message: string}

export const LIST_LISTEN_QUERY = '*[_type == $type]'

export function listQuery(projection: string): string {
  return `*[_type == $type] | order(_updatedAt desc) [0...${LIST_LIMIT}] ${projection}`
}

/**
 * `holdRefetch` may hold back the events that start a query (while the editor types: each save is
 * a mutation, and each query costs the page and the lake on the same machine a request, a parse
 * and a list to rebuild, for a list that will not be redrawn before typing pauses anyway).
 */
export function documentList(
  lake: ContentLake,
  type: string,
  projection: string,
  holdRefetch: MonoTypeOperatorFunction<ListenEvent> = identity,
): Observable<DocumentListState> {
  const query = listQuery(projection)
  return lake.listen(LIST_LISTEN_QUERY, {type}, {includeResult: false, tag: 'structure.document-list-listener'}).pipe(
    filter((event) => event.type === 'welcome' || event.type === 'mutation' || event.type === 'channelError'),
    throttleTime(REFETCH_MS, asyncScheduler, {leading: true, trailing: true}),
    holdRefetch,
    switchMap((event): Observable<DocumentListState> => {
      if (event.type === 'channelError') return of({status: 'error', message: event.message})
      return from(listRows(lake, query, type)).pipe(
        map(({entries, truncated}): DocumentListState => ({status: 'ready', entries, truncated})),
        catchError((error: unknown) => of<DocumentListState>({status: 'error', message: error instanceof Error ? error.message : String(error)})),
      )
    }),
    startWith<DocumentListState>({status: 'loading'}),
    catchError((error: unknown) => of<DocumentListState>({status: 'error', message: error instanceof Error ? error.message : String(error)})),
  )
}

/**
 * The list's entries. For a list cut at its limit, the entries whose other half exists beyond the
 * cut are marked: a draft among the rows whose published version is older than the 2,000th row is
 * still "edited", not "unpublished". Within the limit every half is among the rows.
 */
async function listRows(lake: ContentLake, query: string, type: string): Promise<{entries: ListEntry[]; truncated: boolean}> {
  const rows = await lake.query<ListRow[]>(query, {type}, {tag: 'structure.document-list'})
  const entries = listEntriesOf(rows)
  if (rows.length < LIST_LIMIT) return {entries, truncated: false}
  const missing = entries.map(missingHalfOf).filter((id): id is string => id !== null)
  if (missing.length > 0) {
    const found = await lake.query<string[]>('*[_id in $ids]._id', {ids: missing}, {tag: 'structure.document-list-pairs'})
    markOtherHalves(entries, new Set(found))
  }
  return {entries, truncated: true}
}
