// The query a reference field's search sends (seeds: reference search): the studio's search over
// the field's target types, the field's own `filter` with its params, at most 100 results, tagged
// `search.reference`. Drafts and published versions of one document come back as one hit under the
// published id, with which versions exist: choosing it decides the reference's strength.
import {publishedIdOf, isDraftId} from '../documents/ids.ts'
import type {SearchSpec} from '../search/searchSpecs.ts'
import type {ReferenceHit} from './referenceValue.ts'

export const REFERENCE_SEARCH_LIMIT = 100
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300
export const REFERENCE_SEARCH_TAG = 'search.reference'
/** How often a shown reference whose target may still change is checked again (seeds: preview refresh). */
export const REFERENCE_REFRESH_MS = 10_000
/** The message when the field's custom filter does not parse (seeds: error catalogue). */
export const INVALID_REFERENCE_FILTER = 'Invalid reference filter, please check the custom "filter" option'

export interface ReferenceSearchInput {
  term: string
  /** The search specs of the field's target types. */
  specs: readonly SearchSpec[]
  types: readonly string[]
  /** The field's resolved `options.filter` and its params. */
  filter?: string
  filterParams?: Record<string, unknown>
  /** Published documents only (cross-dataset references cannot point at drafts). */
  publishedOnly?: boolean
}

export interface ReferenceSearchRequest {
  query: string
  params: Record<string, unknown>
  tag: string
}

/** Our own parameters start with `__`, so the field's filter params cannot collide with them. */
export function buildReferenceSearch({term, specs, types, filter, filterParams = {}, publishedOnly = false}: ReferenceSearchInput): ReferenceSearchRequest {
  const params: Record<string, unknown> = {...filterParams, __types: [...types]}
  const words = term.trim().split(/\s+/).filter((word) => word.length > 0)
  const inPlay = specs.filter((spec) => types.includes(spec.typeName))
  const paths = [...new Set(['_id', ...inPlay.flatMap((spec) => spec.paths.map(({path}) => path))])]
  const clauses = words.map((word, index) => {
    params[`__t${index}`] = `${word}*`
    return `(${paths.map((path) => `${path} match $__t${index}`).join(' || ')})`
  })
  const constraints = ['_type in $__types', ...(publishedOnly ? ['!(_id in path("drafts.**"))'] : []), ...(filter && filter.trim() ? [`(${filter})`] : []), ...clauses]
  // Twice the limit: a document's draft and published version are two rows but one hit.
  const query = `*[${constraints.join(' && ')}] | order(_updatedAt desc) [0...${REFERENCE_SEARCH_LIMIT * 2}] {_id, _type}`
  return {query, params, tag: REFERENCE_SEARCH_TAG}
}

/** One hit per document (published id), in the order first seen, at most the limit. */
export function collapseReferenceHits(rows: readonly {_id: string; _type: string}[]): ReferenceHit[] {
  const hits = new Map<string, ReferenceHit>()
  for (const row of rows) {
    if (typeof row?._id !== 'string' || typeof row._type !== 'string') continue
    const id = publishedIdOf(row._id)
    const hit = hits.get(id) ?? {id, type: row._type, published: false, draft: false}
    if (isDraftId(row._id)) hit.draft = true
    else hit.published = true
    hits.set(id, hit)
  }
  return [...hits.values()].slice(0, REFERENCE_SEARCH_LIMIT)
}

export interface FilterContext {
  document: unknown
  parent: unknown
  parentPath: readonly (string | number | {_key: string})[]
}

export type ReferenceFilterOption =
  | string
  | ((context: FilterContext) => {filter?: string; params?: Record<string, unknown>} | Promise<{filter?: string; params?: Record<string, unknown>}>)

/**
 * The filter and params of a field's options: a string with `filterParams` (an object), or a
 * function of the document, the parent and its path that answers both.
 */
export async function resolveReferenceFilter(options: Readonly<Record<string, unknown>> | undefined, context: FilterContext): Promise<{filter?: string; params: Record<string, unknown>}> {
  const filter = options?.filter as ReferenceFilterOption | undefined
  if (typeof filter === 'function') {
    const resolved = await filter(context)
    return {filter: typeof resolved?.filter === 'string' ? resolved.filter : undefined, params: {...(resolved?.params ?? {})}}
  }
  const params = options?.filterParams
  return {
    filter: typeof filter === 'string' ? filter : undefined,
    params: params && typeof params === 'object' && !Array.isArray(params) ? {...(params as Record<string, unknown>)} : {},
  }
}
