// The GROQ request of one page of global search (SH-SEARCH-120 … SH-SEARCH-124). Pure: the same
// inputs give the same text. Words of the query travel as parameters and filter values only as
// escaped literals, so nothing an editor types changes the shape of the query.
import {RECENT_SEARCHES_MAX, SEARCH_LIMIT, SEARCH_QUERY_VERSION} from './constants.ts'
import {isGroqIdentifier} from './groqLiteral.ts'
import {DEFAULT_SORT, sortOf} from './orderings.ts'
import type {SearchSpec} from './searchSpecs.ts'
import {groqString} from './groqLiteral.ts'
import type {SearchOrdering, SearchRequest, SearchSort, SearchTerms} from './types.ts'

export const SEARCH_TAG = 'studio.search.global'

export interface BuildSearchQueryInput {
  terms: SearchTerms
  /** Clauses of the filters that apply (filterClausesOf). */
  filterClauses: readonly string[]
  ordering?: SearchOrdering | null
  pageIndex: number
  specs: readonly SearchSpec[]
  /** Set when the terms came from a recent search (its index). */
  recentIndex?: number
}

/** The words of a query, each with a trailing wildcard (SH-SEARCH-122). */
export function termParams(query: string): Record<string, string> {
  const words = query.trim().split(/\s+/).filter((word) => word.length > 0)
  return Object.fromEntries(words.map((word, index) => [`t${index}`, `${word}*`]))
}

function safeSort(sort: SearchSort): SearchSort {
  // The sort field and direction are written into the query: only a plain field name and asc/desc.
  return isGroqIdentifier(sort.field) && (sort.direction === 'asc' || sort.direction === 'desc') ? sort : DEFAULT_SORT
}

export function buildSearchQuery({terms, filterClauses, ordering, pageIndex, specs, recentIndex}: BuildSearchQueryInput): SearchRequest {
  const selected = [...new Set(terms.types)].sort()
  const types = selected.length > 0 ? selected : specs.map((spec) => spec.typeName).sort()
  const inPlay = specs.filter((spec) => types.includes(spec.typeName))

  const params: Record<string, unknown> = {__types: types, ...termParams(terms.query)}
  const paths = [...new Set(inPlay.flatMap((spec) => spec.paths.map(({path}) => path)))]
  if (paths.length === 0) paths.push('_id')
  const termClauses = Object.keys(params)
    .filter((name) => name !== '__types')
    .map((name) => `(${paths.map((path) => `${path} match $${name}`).join(' || ')})`)
  const constraints = ['_type in $__types', ...filterClauses.map((clause) => `(${clause})`), ...termClauses]

  const sort = safeSort(sortOf(ordering))
  const page = Number.isSafeInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0
  const offset = page * SEARCH_LIMIT
  const recent = recentIndex !== undefined && Number.isInteger(recentIndex) && recentIndex >= 0 && recentIndex < RECENT_SEARCHES_MAX ? String(recentIndex) : 'none'

  const selects = inPlay
    .map((spec) => {
      const projected = spec.paths.filter(({key}) => key.startsWith('w'))
      if (projected.length === 0) return null
      return `_type == ${groqString(spec.typeName)} => {${projected.map(({key, path}) => `"${key}": ${path}`).join(', ')}}`
    })
    .filter((entry): entry is string => entry !== null)
  const projection = ['_type', '_id', '_createdAt', '_updatedAt', ...(selects.length > 0 ? [`...select(${selects.join(', ')})`] : [])]

  const query = [
    `// findability-mvi:${SEARCH_QUERY_VERSION}`,
    `// findability-recent-search:${recent}`,
    `// findability-selected-types:${selected.length}`,
    `// findability-sort:${sort.field} ${sort.direction}`,
    `// findability-source:global`,
    `// findability-filter-count:${filterClauses.length}`,
    `*[${constraints.join(' && ')}] | order(${sort.field} ${sort.direction}) [${offset}...${offset + SEARCH_LIMIT}] {${projection.join(', ')}}`,
  ].join('\n')

  return {query, params, tag: SEARCH_TAG}
}
