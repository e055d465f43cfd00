// Global search (shell seed §3, §4): the whole search state, every transition of it, the 300 ms
// debounce and the request. The dialog region opens and closes the search; the request region
// waits for the terms to settle and asks the provided `search` actor for one page of hits. A
// newer change while a request runs leaves `fetching`, which stops the old request: a late answer
// can never overwrite newer terms.
import {assign, enqueueActions, fromPromise, setup} from 'xstate'
import type {RecentSearchStore, SearchConfig} from '../core/search/config.ts'
import {SEARCH_DEBOUNCE_MS} from '../core/search/constants.ts'
import * as searchState from '../core/search/searchState.ts'
import type {SearchState} from '../core/search/searchState.ts'
import type {SearchFilter, SearchHit, SearchOrdering, SearchRequest, SearchTerms} from '../core/search/types.ts'

export interface SearchInput {
  config: SearchConfig
  recents: RecentSearchStore
  fullscreen?: boolean
  debug?: boolean
}

export interface SearchContext extends SearchState {
  config: SearchConfig
  recents: RecentSearchStore
}

export interface SearchActorInput {
  request: SearchRequest
  terms: SearchTerms
  ordering: SearchOrdering
}

type FilterRef = Pick<SearchFilter, 'filterName' | 'fieldId'>

export type SearchEvent =
  | {type: 'dialog.open'}
  | {type: 'dialog.close'}
  | {type: 'dialog.toggle'}
  | {type: 'query.set'; query: string}
  | {type: 'type.add'; documentType: string}
  | {type: 'type.remove'; documentType: string}
  | {type: 'types.clear'}
  | {type: 'filter.add'; filter: FilterRef}
  | {type: 'filter.remove'; key: string}
  | {type: 'filter.operator.set'; key: string; operatorType: string}
  | {type: 'filter.value.set'; key: string; value: unknown}
  | {type: 'filters.clear'}
  | {type: 'filters.toggle'}
  | {type: 'fullscreen.set'; fullscreen: boolean}
  | {type: 'ordering.set'; ordering: SearchOrdering}
  | {type: 'ordering.reset'}
  | {type: 'page.next'}
  | {type: 'activeIndex.set'; index: number}
  | {type: 'recent.apply'; index: number}
  | {type: 'recent.remove'; index: number}
  | {type: 'recents.clear'}
  | {type: 'hit.select'; hit: SearchHit}
  | {type: 'debug.set'; debug: boolean}
  /** Internal: the terms settled into something worth asking for, or into nothing. */
  | {type: 'request.schedule'}
  | {type: 'request.cancel'}

/** Context with the state replaced by what a pure transition made of it. */
const apply =
  (change: (context: SearchContext, event: SearchEvent) => SearchState) =>
  ({context, event}: {context: SearchContext; event: SearchEvent}) =>
    change(context, event) as Partial<SearchContext>

export const searchMachine = setup({
  types: {} as {context: SearchContext; events: SearchEvent; input: SearchInput},
  actors: {
    search: fromPromise<SearchHit[], SearchActorInput>(async () => {
      throw new Error('search: the "search" actor must be provided by the caller')
    }),
  },
  actions: {
    /** After any change of what is searched: ask again, or clear when nothing is left to ask (SH-SEARCH-054, 055). */
    searchAgain: enqueueActions(({context, enqueue}) => {
      if (searchState.hasValidTerms(context)) {
        enqueue.raise({type: 'request.schedule'})
      } else {
        enqueue.assign(searchState.clearResults(context) as Partial<SearchContext>)
        enqueue.raise({type: 'request.cancel'})
      }
    }),
    saveRecent: assign(({context}) => ({
      // Only the filters that apply are worth keeping (SH-SEARCH-132); the store trims and dedupes.
      recentSearches: context.recents.add(context.recentSearches, {
        terms: context.terms,
        filters: context.filters.filter((filter) => context.config.clauseOf(filter) !== null),
      }),
    })),
  },
  guards: {
    recentExists: ({context, event}) => event.type === 'recent.apply' && context.recentSearches[event.index] !== undefined,
    // Only past a page that was loaded for the current terms: right after a change the list still
    // shows the old hits, and paging them would skip the new first page.
    canPage: ({context}) =>
      context.result.hasMore === true && context.result.loaded && !context.result.loading && searchState.hasValidTerms(context),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({input}) => ({
    ...searchState.initialSearchState(input.config, {recentSearches: input.recents.load(), fullscreen: input.fullscreen, debug: input.debug}),
    config: input.config,
    recents: input.recents,
  }),
  on: {
    'query.set': {actions: [assign(apply((c, e) => searchState.setQuery(c.config, c, (e as {query: string}).query))), 'searchAgain']},
    'type.add': {actions: [assign(apply((c, e) => searchState.addType(c.config, c, (e as {documentType: string}).documentType))), 'searchAgain']},
    'type.remove': {actions: [assign(apply((c, e) => searchState.removeType(c.config, c, (e as {documentType: string}).documentType))), 'searchAgain']},
    'types.clear': {actions: [assign(apply((c) => searchState.clearTypes(c.config, c))), 'searchAgain']},
    'filter.add': {actions: [assign(apply((c, e) => searchState.addFilter(c.config, c, (e as {filter: FilterRef}).filter))), 'searchAgain']},
    'filter.remove': {actions: [assign(apply((c, e) => searchState.removeFilter(c.config, c, (e as {key: string}).key))), 'searchAgain']},
    'filter.operator.set': {
      actions: [assign(apply((c, e) => searchState.setFilterOperator(c.config, c, (e as {key: string}).key, (e as {operatorType: string}).operatorType))), 'searchAgain'],
    },
    'filter.value.set': {
      actions: [assign(apply((c, e) => searchState.setFilterValue(c.config, c, (e as {key: string}).key, (e as {value: unknown}).value))), 'searchAgain'],
    },
    'filters.clear': {actions: [assign(apply((c) => searchState.clearFilters(c.config, c))), 'searchAgain']},
    'filters.toggle': {actions: assign(apply((c) => searchState.toggleFilters(c)))},
    'fullscreen.set': {actions: assign(apply((c, e) => searchState.setFullscreen(c, (e as {fullscreen: boolean}).fullscreen)))},
    'ordering.set': {actions: [assign(apply((c, e) => searchState.setOrdering(c, (e as {ordering: SearchOrdering}).ordering))), 'searchAgain']},
    'ordering.reset': {actions: [assign(apply((c) => searchState.setOrdering(c, c.config.defaultOrdering))), 'searchAgain']},
    'page.next': {guard: 'canPage', actions: [assign(apply((c) => searchState.incrementPage(c))), 'searchAgain']},
    'activeIndex.set': {actions: assign({lastActiveIndex: ({event}) => event.index})},
    'recent.apply': {
      guard: 'recentExists',
      actions: [
        assign(apply((c, e) => searchState.applyRecentSearch(c.config, c, (e as {index: number}).index))),
        // Picking a recent search makes it the newest (SH-SEARCH-057).
        'saveRecent',
        'searchAgain',
      ],
    },
    'recent.remove': {actions: assign({recentSearches: ({context, event}) => context.recents.remove(context.recentSearches, event.index)})},
    'recents.clear': {actions: assign({recentSearches: ({context}) => context.recents.clear()})},
    'debug.set': {actions: assign({debug: ({event}) => event.debug})},
  },
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {on: {'dialog.open': 'open', 'dialog.toggle': 'open'}},
        open: {
          on: {
            'dialog.close': 'closed',
            'dialog.toggle': 'closed',
            // Selecting a hit saves the search first, then closes (SH-SEARCH-008).
            'hit.select': {target: 'closed', actions: 'saveRecent'},
          },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        // Handlers sit on each state, not on the region: a re-entering transition declared on the
        // region would re-enter the whole parallel machine and close the dialog.
        idle: {on: {'request.schedule': 'debouncing'}},
        debouncing: {
          after: {debounce: 'fetching'},
          on: {'request.schedule': {target: 'debouncing', reenter: true}, 'request.cancel': 'idle'},
        },
        fetching: {
          on: {'request.schedule': 'debouncing', 'request.cancel': 'idle'},
          entry: assign(apply((c) => searchState.requestStarted(c))),
          invoke: {
            id: 'search',
            src: 'search',
            input: ({context}) => ({
              request: context.config.buildRequest({
                terms: context.terms,
                filterClauses: context.filterClauses,
                ordering: context.ordering,
                pageIndex: context.pageIndex,
              }),
              terms: context.terms,
              ordering: context.ordering,
            }),
            onDone: {target: 'idle', actions: assign(({context, event}) => searchState.requestCompleted(context, event.output) as Partial<SearchContext>)},
            onError: {target: 'idle', actions: assign(({context, event}) => searchState.requestFailed(context, messageOf(event.error)) as Partial<SearchContext>)},
          },
          // Leaving while a request runs (new terms, or nothing left to search) drops its answer.
          exit: assign(({context}) => ({result: {...context.result, loading: false}})),
        },
      },
    },
  },
})

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'The search failed'
}
