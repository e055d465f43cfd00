// The shapes of global search (shell seed §3): terms, filters and their definitions, orderings,
// hits and recent searches. Pure data; the search machine holds them, core functions derive from
// them, the UI renders them.

export type SortDirection = 'asc' | 'desc'

export interface SearchSort {
  field: string
  direction: SortDirection
}

/** One of the orderings offered in the ordering menu (SH-SEARCH-035, SH-SEARCH-110). */
export interface SearchOrdering {
  /** i18n key of its title in the search namespace. */
  titleKey: string
  sort: SearchSort
  /** The created/updated orderings ignore the score (`skipSortByScore`). */
  ignoreScore: boolean
  /** i18n key of the label shown instead of the sort field (relevance). */
  customMeasurementLabel?: string
}

/** What the editor typed and the document types chosen; `types` kept sorted by name. */
export interface SearchTerms {
  query: string
  types: string[]
  /** Set when the terms were taken from a recent search (its index); cleared by ordering changes. */
  recentIndex?: number
}

/** An applied filter (SH-SEARCH-032). Pinned filters have no fieldId. */
export interface SearchFilter {
  filterName: string
  fieldId?: string
  operatorType: string
  value?: unknown
}

/** Range values ({from, to}); both bounds are exclusive. */
export interface RangeValue<T = number> {
  from: T | null
  to: T | null
}

/** Reference values. */
export interface ReferenceValue {
  _ref: string
}

/** Date filter values (SH-SEARCH-032). */
export interface DateFilterValue {
  date?: string | null
  includeTime?: boolean
  from?: string | null
  to?: string | null
  unit?: 'days' | 'weeks' | 'months' | 'years'
  unitValue?: number | null
}

/** A searchable field found in the schema (SH-SEARCH-033). */
export interface SearchFieldDefinition {
  /** type, field path, filter name and the document types, joined. */
  id: string
  name: string
  title: string
  /** Titles from the document down to the field, for display ("SEO / Title"). */
  titlePath: string[]
  /** GROQ path from the document, e.g. `seo.title`, `tags[]`. */
  fieldPath: string
  /** The field's schema type name as stored. */
  type: string
  /** The filter that edits it (`string`, `stringList`, `arrayReferences`, `portableText`, …). */
  filterName: string
  /** Document types that have the field; empty for underscore fields (every type). */
  documentTypes: string[]
  /** The field's `options.list`, as title and value, for filters that pick from it. */
  options?: {title: string; value: string | number | boolean}[]
  /** The document types a reference field (or an array of references) may point to. */
  referenceTypes?: string[]
  /** The field's schema description, for the add-filter tooltip (SH-SEARCH-021). */
  description?: string
}

/** The name of the editor component an operator's value uses; same name = same value shape. */
export type OperatorInputComponent =
  | 'none'
  | 'string'
  | 'stringList'
  | 'number'
  | 'numberRange'
  | 'boolean'
  | 'reference'
  | 'date'
  | 'dateRange'
  | 'dateLast'
  | 'datetime'
  | 'datetimeRange'

export interface SearchOperatorDefinition<V = unknown> {
  type: string
  /** i18n keys (search namespace) of its button label and its description. */
  nameKey: string
  descriptionKey?: string
  initialValue: V | null
  inputComponent: OperatorInputComponent
  /** The GROQ clause for the value, or null when the value is not valid (SH-SEARCH-060 … 066). */
  /** `now` anchors relative dates ("last 7 days", a range without an end); the caller passes the clock. */
  groqFilter: (input: {fieldPath?: string; value: V | null | undefined; now?: Date}) => string | null
}

/** An entry of an operator list: an operator type, or a divider between groups. */
export type OperatorListEntry = {name: string; type: 'item'} | {type: 'divider'}

/** A filter that can be added (SH-SEARCH-034). */
export interface SearchFilterDefinition {
  type: 'field' | 'pinned'
  name: string
  /** Pinned filters carry their own title key; field filters take the field's title. */
  titleKey?: string
  group?: string
  fieldPath?: string
  operators: OperatorListEntry[]
  descriptionKey?: string
}

/** Why a hit matched: a searched path, the reason and its share of the score (SH-SEARCH-036). */
export interface SearchStory {
  path: string
  why: string
  score: number
}

export interface SearchHit {
  _id: string
  _type: string
  score: number
  stories: SearchStory[]
  /** A draft of the document was among the rows (its `_id` is the published id either way). */
  hasDraft?: boolean
  /** The published document was among the rows. */
  hasPublished?: boolean
}

export interface SearchResult {
  error: string | null
  /** Unset until the first batch arrives. */
  hasMore: boolean | null
  hits: SearchHit[]
  loaded: boolean
  loading: boolean
}

export interface RecentSearchFilter {
  fieldId?: string
  filterName: string
  operatorType: string
  value?: unknown
}

/** A recent search as stored (SH-SEARCH-130). */
export interface RecentSearch {
  created: string
  filters: RecentSearchFilter[]
  terms: {query: string; typeNames: string[]}
}

export interface RecentSearchesContainer {
  version: number
  recentSearches: RecentSearch[]
}

/** A GROQ request ready for the lake's query endpoint. */
export interface SearchRequest {
  query: string
  params: Record<string, unknown>
  /** Request tag (`studio.search.global`). */
  tag: string
}
