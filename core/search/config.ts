// What the search machine needs to know about one workspace's schema: the searchable document
// types, how filters start and become query clauses, and how a request is built. Made once per
// workspace by `searchConfigOf` (searchConfigOf.ts) from the pure functions of this folder, so the
// machine stays free of schema details and its tests can hand it a small config of their own.
import type {OperatorInputComponent, RecentSearch, SearchFilter, SearchOrdering, SearchRequest, SearchTerms} from './types.ts'

export interface SearchOperatorInfo {
  initialValue: unknown
  inputComponent: OperatorInputComponent
}

export interface SearchRequestInput {
  terms: SearchTerms
  filterClauses: string[]
  ordering: SearchOrdering
  pageIndex: number
}

export interface SearchConfig {
  /** Every searchable document type, sorted by name. */
  documentTypes: readonly string[]
  orderings: readonly SearchOrdering[]
  defaultOrdering: SearchOrdering
  /** A filter's identity in the list: adding one with the same key is refused (SH-SEARCH-046). */
  keyOf(filter: Pick<SearchFilter, 'filterName' | 'fieldId'>): string
  /** The operator a new filter starts with, or null when no such filter exists. */
  defaultOperatorOf(filter: Pick<SearchFilter, 'filterName' | 'fieldId'>): string | null
  /** Whether `operatorType` is one of the filter's operators. */
  hasOperator(filter: Pick<SearchFilter, 'filterName' | 'fieldId'>, operatorType: string): boolean
  operator(operatorType: string): SearchOperatorInfo | null
  /** The filter's GROQ clause, or null when it does not apply (SH-SEARCH-060). */
  clauseOf(filter: SearchFilter): string | null
  /** Whether the filter's field exists in every one of `types` (pinned filters: always). */
  appliesToTypes(filter: Pick<SearchFilter, 'filterName' | 'fieldId'>, types: readonly string[]): boolean
  buildRequest(input: SearchRequestInput): SearchRequest
}

/**
 * Where recent searches live (SH-SEARCH-130 … 137); the browser's is backed by local storage.
 * The machine holds the list and hands it in, so each call is a function of its arguments plus
 * the write: exploring a machine's paths in a test never sees another path's writes.
 */
export interface RecentSearchStore {
  load(): RecentSearch[]
  /** The list with `search` saved as the newest entry, as stored. */
  add(current: readonly RecentSearch[], search: {terms: SearchTerms; filters: SearchFilter[]}): RecentSearch[]
  remove(current: readonly RecentSearch[], index: number): RecentSearch[]
  clear(): RecentSearch[]
}
