// The queries a lake runs over its own documents before it listens. The first request after a
// start would otherwise pay for compiling the whole query path (planning, candidate sets, the
// match test, projections, select, counting): over ids and terms that exist nothing is skipped
// early, so every step the studio's own queries take runs here first. The queries read only, and
// name no attribute the planner would start keeping an order for (a use of `order(x)` or `x > 1`
// counts towards keeping one), so warming up changes no index.
import type {SanityDocument} from '../../core/lake/types.ts'
import {textTokens} from '../query/matchText.ts'

export type WarmUpQuery = [query: string, params: Record<string, unknown>]

/** What the warm-up needs from the index. */
export interface WarmUpSource {
  /** The type with the most documents, and a few of its documents. */
  sampleOfLargestType(count: number): {type: string; docs: SanityDocument[]} | null
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The first plain string attribute of a document with a token to search for. */
function textAttribute(doc: SanityDocument): {attribute: string; token: string} | null {
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith('_') || !IDENTIFIER.test(key) || typeof value !== 'string') continue
    const token = textTokens(value).find((t) => /^[A-Za-z0-9]{2,}$/.test(t))
    if (token) return {attribute: key, token}
  }
  return null
}

/** An attribute holding blocks (`pt::text` reads it), if the document has one. */
function blockAttribute(doc: SanityDocument): string | null {
  for (const [key, value] of Object.entries(doc)) {
    if (!IDENTIFIER.test(key) || !Array.isArray(value)) continue
    if (value.some((item) => item && typeof item === 'object' && Array.isArray((item as {children?: unknown}).children))) return key
  }
  return null
}

/** The studio's shapes of query over real documents, or only id shapes when nothing is stored. */
export function warmUpQueries(source: WarmUpSource): WarmUpQuery[] {
  const sample = source.sampleOfLargestType(20)
  const missing = '\u0000warm-up'
  if (!sample || sample.docs.length === 0) {
    return [
      ['*[_id == $id][0]{_id, title}', {id: missing}],
      ['*[_type == $type] | order(_updatedAt desc) [0...50] {_id, _type, _updatedAt}', {type: missing}],
    ]
  }
  const {type, docs} = sample
  const ids = docs.map((d) => d._id)
  const queries: WarmUpQuery[] = [
    ['*[_id == $id][0]{_id, _type, _updatedAt}', {id: ids[0]}],
    ['*[_id in $ids]{_id, _type}', {ids}],
    ['*[_type == $type] | order(_updatedAt desc) [0...50] {_id, _type, _updatedAt, title, name}', {type}],
    // Counting a whole type of a large dataset would cost the start more than its compiling.
    ['count(*[_type == $type && _id in $ids && defined(_updatedAt)])', {type, ids}],
  ]
  const text = docs.map(textAttribute).find((t) => t !== null)
  if (text) {
    const blocks = docs.map(blockAttribute).find((b) => b !== null)
    const paths = ['_id', '_type', text.attribute, ...(blocks ? [`pt::text(${blocks})`] : [])]
    const projection = paths.slice(2).map((p, i) => `"w${i}": ${p}`).join(', ')
    queries.push([
      `*[_type in $types && (${paths.map((p) => `${p} match $t`).join(' || ')})] | order(_updatedAt desc) [0...1000] ` +
        `{_type, _id, _createdAt, _updatedAt, ...select(_type == $type => {${projection}})}`,
      {types: [type], type, t: `${text.token.slice(0, 3)}*`},
    ])
  }
  return queries
}
