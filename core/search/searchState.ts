// The search state of shell seed §3 and its pure transitions (§4). The search machine holds one
// of these and applies these functions; nothing here knows about time or requests.
import type {SearchConfig} from './config.ts'
import type {RecentSearch, SearchFilter, SearchHit, SearchOrdering, SearchResult, SearchTerms} from './types.ts'

export interface SearchState {
  terms: SearchTerms
  filters: SearchFilter[]
  ordering: SearchOrdering
  pageIndex: number
  result: SearchResult
  recentSearches: RecentSearch[]
  /** Fullscreen search hides filters until toggled; otherwise they always show (SH-SEARCH-004). */
  fullscreen: boolean
  filtersVisible: boolean
  lastActiveIndex: number
  /** The filter added last, so the UI can open its editor. */
  lastAddedFilter: SearchFilter | null
  /** The selected types, or every searchable type when none is selected (SH-SEARCH-052). */
  documentTypesNarrowed: string[]
  /** The clauses of the filters that apply, joined into the query with AND (SH-SEARCH-061). */
  filterClauses: string[]
  debug: boolean
}

export const EMPTY_RESULT: SearchResult = {error: null, hasMore: null, hits: [], loaded: false, loading: false}

export function initialSearchState(config: SearchConfig, options: {recentSearches?: RecentSearch[]; fullscreen?: boolean; debug?: boolean} = {}): SearchState {
  const fullscreen = options.fullscreen ?? false
  return {
    terms: {query: '', types: []},
    filters: [],
    ordering: config.defaultOrdering,
    pageIndex: 0,
    result: EMPTY_RESULT,
    recentSearches: options.recentSearches ?? [],
    fullscreen,
    filtersVisible: !fullscreen,
    lastActiveIndex: 0,
    lastAddedFilter: null,
    documentTypesNarrowed: [...config.documentTypes],
    filterClauses: [],
    debug: options.debug ?? false,
  }
}

/** Terms are worth a request when there is text, a type or an applicable filter (SH-SEARCH-056). */
export function hasValidTerms(state: Pick<SearchState, 'terms' | 'filterClauses'>): boolean {
  return state.terms.query.trim() !== '' || state.terms.types.length > 0 || state.filterClauses.length > 0
}

/** Re-derives what every filter or type change affects (SH-SEARCH-053). */
function derive(config: SearchConfig, state: SearchState): SearchState {
  const documentTypesNarrowed = state.terms.types.length > 0 ? [...state.terms.types] : [...config.documentTypes]
  const filterClauses = state.filters.map((filter) => config.clauseOf(filter)).filter((clause): clause is string => clause !== null)
  return {...state, documentTypesNarrowed, filterClauses}
}

const sortedUnique = (types: Iterable<string>) => [...new Set(types)].sort((a, b) => a.localeCompare(b))

/** Any change of what is searched starts again at the first page (SH-SEARCH-049). */
function newTerms(state: SearchState, terms: SearchTerms): SearchState {
  return {...state, terms, pageIndex: 0, result: {...state.result, loaded: false}}
}

export function setQuery(config: SearchConfig, state: SearchState, query: string): SearchState {
  const {recentIndex: _recent, ...terms} = state.terms
  return derive(config, newTerms(state, {...terms, query}))
}

/** Selecting a type narrows the types and drops filters that do not fit all of them (SH-SEARCH-052). */
export function addType(config: SearchConfig, state: SearchState, type: string): SearchState {
  if (!config.documentTypes.includes(type) || state.terms.types.includes(type)) return state
  const types = sortedUnique([...state.terms.types, type])
  const filters = state.filters.filter((filter) => config.appliesToTypes(filter, types))
  return derive(config, {...newTerms(state, {...state.terms, types}), filters})
}

export function removeType(config: SearchConfig, state: SearchState, type: string): SearchState {
  if (!state.terms.types.includes(type)) return state
  return derive(config, newTerms(state, {...state.terms, types: state.terms.types.filter((t) => t !== type)}))
}

export function clearTypes(config: SearchConfig, state: SearchState): SearchState {
  if (state.terms.types.length === 0) return state
  return derive(config, newTerms(state, {...state.terms, types: []}))
}

export function addFilter(config: SearchConfig, state: SearchState, wanted: Pick<SearchFilter, 'filterName' | 'fieldId'>): SearchState {
  const key = config.keyOf(wanted)
  // Only filters whose field every selected type has can be added (the picker offers no others).
  if (!config.appliesToTypes(wanted, state.terms.types)) return state
  if (state.filters.some((filter) => config.keyOf(filter) === key)) return state
  const operatorType = config.defaultOperatorOf(wanted)
  if (operatorType === null) return state
  const operator = config.operator(operatorType)
  const filter: SearchFilter = {filterName: wanted.filterName, operatorType, value: operator?.initialValue ?? null}
  if (wanted.fieldId !== undefined) filter.fieldId = wanted.fieldId
  return derive(config, {...newTerms(state, state.terms), filters: [...state.filters, filter], lastAddedFilter: filter})
}

function updateFilter(config: SearchConfig, state: SearchState, key: string, change: (filter: SearchFilter) => SearchFilter): SearchState {
  let changed = false
  const filters = state.filters.map((filter) => {
    if (config.keyOf(filter) !== key) return filter
    changed = true
    return change(filter)
  })
  return changed ? derive(config, {...newTerms(state, state.terms), filters}) : state
}

/** A new operator keeps the value when both edit it with the same component (SH-SEARCH-048). */
export function setFilterOperator(config: SearchConfig, state: SearchState, key: string, operatorType: string): SearchState {
  const next = config.operator(operatorType)
  if (!next) return state
  return updateFilter(config, state, key, (filter) => {
    if (!config.hasOperator(filter, operatorType)) return filter
    const previous = config.operator(filter.operatorType)
    const keep = previous?.inputComponent === next.inputComponent
    return {...filter, operatorType, value: keep ? filter.value : next.initialValue}
  })
}

export function setFilterValue(config: SearchConfig, state: SearchState, key: string, value: unknown): SearchState {
  return updateFilter(config, state, key, (filter) => ({...filter, value}))
}

export function removeFilter(config: SearchConfig, state: SearchState, key: string): SearchState {
  const filters = state.filters.filter((filter) => config.keyOf(filter) !== key)
  if (filters.length === state.filters.length) return state
  const lastAddedFilter = state.lastAddedFilter && config.keyOf(state.lastAddedFilter) === key ? null : state.lastAddedFilter
  return derive(config, {...newTerms(state, state.terms), filters, lastAddedFilter})
}

export function clearFilters(config: SearchConfig, state: SearchState): SearchState {
  if (state.filters.length === 0) return state
  return derive(config, {...newTerms(state, state.terms), filters: [], lastAddedFilter: null})
}

/** Setting or resetting the ordering forgets that the terms came from a recent search (SH-SEARCH-041). */
export function setOrdering(state: SearchState, ordering: SearchOrdering): SearchState {
  const {recentIndex: _recent, ...terms} = state.terms
  return {...state, ordering, terms, pageIndex: 0, result: {...state.result, loaded: false}}
}

/** A recent search brings back its terms and filters; its types merge with the current ones (SH-SEARCH-050). */
export function applyRecentSearch(config: SearchConfig, state: SearchState, index: number): SearchState {
  const recent = state.recentSearches[index]
  if (!recent) return state
  const types = sortedUnique([...state.terms.types, ...recent.terms.typeNames].filter((type) => config.documentTypes.includes(type)))
  // The merged types can be narrower than when the search was saved: keep the filters that still fit.
  const filters = recent.filters.filter((filter) => config.appliesToTypes(filter, types)).map((filter) => ({...filter}))
  return derive(config, {...newTerms(state, {query: recent.terms.query, types, recentIndex: index}), filters, lastAddedFilter: null})
}

export function incrementPage(state: SearchState): SearchState {
  return {...state, pageIndex: state.pageIndex + 1}
}

/** Clearing: first page, no hits, `hasMore` unknown (SH-SEARCH-042). */
export function clearResults(state: SearchState): SearchState {
  return {...state, pageIndex: 0, result: {...state.result, hits: [], hasMore: null, loading: false}}
}

export function requestStarted(state: SearchState): SearchState {
  return {...state, result: {...state.result, loading: true, loaded: false}}
}

/** A batch arrives: appended after the first page, replacing otherwise (SH-SEARCH-044). */
export function requestCompleted(state: SearchState, hits: SearchHit[]): SearchState {
  // A draft and its published version can land on different pages: the page after keeps one hit.
  const seen = new Set(state.pageIndex > 0 ? state.result.hits.map((hit) => hit._id) : [])
  const all = state.pageIndex > 0 ? [...state.result.hits, ...hits.filter((hit) => !seen.has(hit._id))] : hits
  return {...state, result: {error: null, hasMore: hits.length > 0, hits: all, loaded: true, loading: false}}
}

export function requestFailed(state: SearchState, error: string): SearchState {
  return {...state, result: {...state.result, error, loaded: false, loading: false}}
}

export function setFullscreen(state: SearchState, fullscreen: boolean): SearchState {
  if (state.fullscreen === fullscreen) return state
  return {...state, fullscreen, filtersVisible: !fullscreen}
}

/** Only fullscreen search can hide its filters (SH-SEARCH-004). */
export function toggleFilters(state: SearchState): SearchState {
  return state.fullscreen ? {...state, filtersVisible: !state.filtersVisible} : state
}
