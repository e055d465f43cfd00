// The scale benchmark's cases and how a client asks the lake for each: shared by the benchmark
// (which checks the answers against the scan) and its timing client (support/scaleClient.ts).
import {DEMO_DATASET, DEMO_PROJECT_ID} from '../../../server/seed/demoUsers.ts'
import {BENCH_TYPES} from '../generate.ts'
import {searchQuery} from '../searchQuery.ts'

export const API = `/v2023-11-13`

export interface Case {
  name: string
  /** A GROQ query with its parameters, or the doc endpoint for one id. */
  query?: (i: number) => {query: string; params: Record<string, unknown>}
  doc?: (i: number) => string
}

export function casesFor(sampleIds: string[]): Case[] {
  const id = (i: number) => sampleIds[i % sampleIds.length]
  const search = (term: string) => searchQuery({name: term, terms: [term], types: [], ordering: '_updatedAt desc', page: 0})
  return [
    {name: 'by id: *[_id == $id][0]{_id, title}', query: (i) => ({query: '*[_id == $id][0]{_id, title}', params: {id: id(i)}})},
    {name: 'by id: GET /data/doc/{id}', doc: id},
    {name: 'ids: *[_id in $ids]{_id, _type} (20 ids)', query: (i) => ({query: '*[_id in $ids]{_id, _type}', params: {ids: Array.from({length: 20}, (_, k) => id(i + k * 13))}})},
    {
      name: 'attribute: article rank > 990, order(rank desc)[0...50]',
      query: () => ({query: '*[_type == "article" && rank > 990] | order(rank desc)[0...50]{_id, rank}', params: {}}),
    },
    {
      name: 'attribute + deref: article rank == $r [0...20], author->name',
      query: (i) => ({query: '*[_type == "article" && rank == $r][0...20]{_id, "author": author->name}', params: {r: (i * 37) % 1000}}),
    },
    {name: 'count: articles with a title', query: () => ({query: 'count(*[_type == "article" && defined(title)])', params: {}})},
    {
      name: "list pane: *[_type == $type] | order(_updatedAt desc)[0...50]",
      query: (i) => ({query: '*[_type == $type] | order(_updatedAt desc) [0...50] {_id, _type, _updatedAt, title, name}', params: {type: BENCH_TYPES[i % BENCH_TYPES.length]}}),
    },
    {
      name: 'search: one common term, all types',
      query: (i) => {
        const {query, params} = search(['lake', 'rive', 'ston', 'harb'][i % 4])
        return {query, params: {...params, __types: [...BENCH_TYPES]}}
      },
    },
  ]
}

/**
 * A read over HTTP, sent again once when the connection was closed under it: a scan of a million
 * documents runs longer than the lake keeps an idle connection, and the client may reuse one the
 * lake is just closing. Reads only; a write is never repeated.
 */
async function read(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}

export async function ask(lake: {url: string}, token: string, c: Case, i: number): Promise<unknown> {
  const headers = {authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID}
  if (c.doc) {
    const response = await read(`${lake.url}${API}/data/doc/${DEMO_DATASET}/${encodeURIComponent(c.doc(i))}`, {headers})
    if (response.status !== 200) throw new Error(`${c.name}: ${response.status}`)
    return ((await response.json()) as {documents: unknown[]}).documents[0]
  }
  const {query, params} = c.query!(i)
  // perspective raw: the scan below sees drafts too.
  const response = await read(`${lake.url}${API}/data/query/${DEMO_DATASET}?perspective=raw&returnQuery=false`, {method: 'POST', headers, body: JSON.stringify({query, params})})
  if (response.status !== 200) throw new Error(`${c.name}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as {result: unknown}).result
}

export async function ping(lake: {url: string}): Promise<void> {
  const response = await read(`${lake.url}${API}/ping`, {})
  if (response.status !== 200) throw new Error(`ping: ${response.status}`)
  await response.arrayBuffer()
}

