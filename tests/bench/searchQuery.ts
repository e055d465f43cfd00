// The query global search sends (core/search builds it in the studio), over the benchmark schema
// of generate.ts: the searchable paths per type, one `match` clause per term, the hit projection.
import {BENCH_TYPES} from './generate.ts'

/** Hits per page of a search request. */
export const SEARCH_PAGE = 1000

/** The searchable paths of the bench schema, per type, as the studio derives them. */
const PATHS: Record<(typeof BENCH_TYPES)[number], string[]> = {
  article: ['title', 'excerpt', 'seo.title', 'pt::text(body)', 'tags[]'],
  author: ['name', 'bio'],
  category: ['title'],
  comment: ['text'],
  page: ['title', 'slug.current'],
}

export interface SearchCase {
  name: string
  terms: string[]
  types: (typeof BENCH_TYPES)[number][]
  ordering: string
  page: number
  filter?: string
}

export function searchQuery(c: SearchCase): {query: string; params: Record<string, unknown>} {
  const types = c.types.length > 0 ? c.types : [...BENCH_TYPES]
  const paths = ['_id', '_type', ...new Set(types.flatMap((t) => PATHS[t]))]
  const clauses = c.terms.map((_, i) => `(${paths.map((p) => `${p} match $t${i}`).join(' || ')})`)
  const filter = ['_type in $__types', ...(c.filter ? [`(${c.filter})`] : []), ...clauses].join(' && ')
  const selects = types.map((t) => `_type == "${t}" => {${PATHS[t].map((p, i) => `"w${i}": ${p}`).join(', ')}}`).join(', ')
  const query = [
    '// findability-mvi:4',
    '// findability-recent-search:none',
    `// findability-selected-types:${c.types.length}`,
    `// findability-sort:${c.ordering}`,
    '// findability-source:global',
    `// findability-filter-count:${c.filter ? 1 : 0}`,
    `*[${filter}] | order(${c.ordering}) [${SEARCH_PAGE * c.page}...${SEARCH_PAGE * c.page + SEARCH_PAGE}] {_type, _id, _createdAt, _updatedAt, ...select(${selects})}`,
  ].join('\n')
  const params: Record<string, unknown> = {__types: types}
  c.terms.forEach((term, i) => (params[`t${i}`] = `${term}*`))
  return {query, params}
}

