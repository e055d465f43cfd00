// Test model of global search: the editor types, picks types and filters, changes the ordering,
// pages, picks recents and hits; the debounce timer fires; the request answers with hits, with an
// empty batch, or fails. Bounded so every transition can be replayed: one page beyond the first,
// at most one recent search. `npm run paths -- search` prints the paths.
import {TestModel} from 'xstate/graph'
import {searchMachine, type SearchContext, type SearchEvent} from '../../machines/search.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {AUTHOR, memoryRecents, testSearchConfig, TITLE, UPDATED_ASC} from './support/searchConfig.ts'

export const DEBOUNCE_TIMER = 'xstate.after.debounce.search.request.debouncing'
export const HIT: SearchHit = {_id: 'a1', _type: 'article', score: 1, stories: [{path: 'title', why: '[Exact match]', score: 1}]}
export const SEARCH_FAILED = new Error('The lake did not answer')

const done = (hits: SearchHit[]) => ({type: 'xstate.done.actor.search', output: hits}) as unknown as SearchEvent
const failed = {type: 'xstate.error.actor.search', error: SEARCH_FAILED} as unknown as SearchEvent

/** The request lifecycle: typing, ordering, paging, the timer, answers, recents and the dialog. */
export const requestEvents: SearchEvent[] = [
  {type: 'dialog.toggle'},
  {type: 'query.set', query: 'lake'},
  {type: 'query.set', query: '  '},
  {type: 'ordering.set', ordering: UPDATED_ASC},
  {type: 'ordering.reset'},
  {type: 'page.next'},
  {type: 'recent.apply', index: 0},
  {type: 'hit.select', hit: HIT},
  {type: DEBOUNCE_TIMER} as unknown as SearchEvent,
  done([HIT]),
  done([]),
  failed,
]

/** Terms and filters: types narrowing, filters added, edited and dropped; requests only scheduled. */
export const termEvents: SearchEvent[] = [
  {type: 'query.set', query: 'lake'},
  {type: 'type.add', documentType: 'article'},
  {type: 'type.add', documentType: 'author'},
  {type: 'type.remove', documentType: 'article'},
  {type: 'types.clear'},
  {type: 'filter.add', filter: TITLE},
  {type: 'filter.add', filter: AUTHOR},
  {type: 'filter.value.set', key: 'string-title', value: 'Lake'},
  {type: 'filter.operator.set', key: 'string-title', operatorType: 'stringMatches'},
  {type: 'filter.operator.set', key: 'string-title', operatorType: 'defined'},
  {type: 'filter.remove', key: 'string-title'},
  {type: 'filters.clear'},
]

type Snapshot = {context: SearchContext}

/** A state is its value and its context's data (ports and functions left out). */
function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: SearchContext}
  const {config: _config, recents: _recents, ...data} = context
  return JSON.stringify({value, data})
}

/** Bounds that keep the request graph small enough to replay every transition. */
function requestAllowed({context}: Snapshot, event: SearchEvent): boolean {
  switch (event.type) {
    case 'page.next':
      return context.pageIndex === 0
    case 'hit.select':
      return context.recentSearches.length === 0
    case 'ordering.set':
    case 'ordering.reset':
      return context.pageIndex === 0 && context.result.error === null
    case 'dialog.toggle':
      return context.result.hits.length === 0
    default:
      return true
  }
}

export const requestModel = new TestModel(searchMachine, {
  input: {config: testSearchConfig, recents: memoryRecents()},
  events: requestEvents,
  serializeState,
  filterEvents: (snapshot, event) => snapshot.can(event) && requestAllowed(snapshot as unknown as Snapshot, event),
})

export const termsModel = new TestModel(searchMachine, {
  input: {config: testSearchConfig, recents: memoryRecents()},
  events: termEvents,
  serializeState,
  filterEvents: (snapshot, event) => snapshot.can(event),
})

/** What `npm run paths -- search` prints. */
export const model = requestModel

export function describeState(snapshot: {value: unknown; context: SearchContext}): string {
  const {terms, filters, pageIndex, result, recentSearches, ordering} = snapshot.context
  const value = snapshot.value as {dialog: string; request: string}
  const parts = [`dialog.${value.dialog}`, `request.${value.request}`, `query="${terms.query}"`]
  if (terms.types.length) parts.push(`types=${terms.types.join(',')}`)
  if (filters.length) parts.push(`filters=${filters.map((f) => `${f.fieldId}:${f.operatorType}=${JSON.stringify(f.value ?? null)}`).join(',')}`)
  if (ordering !== testSearchConfig.defaultOrdering) parts.push(`order=${ordering.sort.field} ${ordering.sort.direction}`)
  if (pageIndex) parts.push(`page=${pageIndex}`)
  parts.push(`hits=${result.hits.length}${result.loading ? ' loading' : ''}${result.error ? ' error' : ''}`)
  if (recentSearches.length) parts.push(`recents=${recentSearches.length}`)
  return parts.join('  ')
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === DEBOUNCE_TIMER) return 'debounce timer fires'
  if (event.type === 'xstate.done.actor.search') return `search answers ${(event.output as unknown[]).length} hit(s)`
  if (event.type === 'xstate.error.actor.search') return 'search fails'
  const {type, ...rest} = event
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
}
