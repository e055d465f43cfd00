// ContentLake over HTTP against the real lake: queries, documents by id, mutations, errors.
import {sanityClientFor} from '../support/sanityClient.ts'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  createHttpContentLake,
  LakeRequestError,
  MAX_CONCURRENT_REQUESTS,
  MAX_ID_PATH_LENGTH,
} from '../../adapters/index.ts'
import {KEEPALIVE_MAX_BODY_CHARS} from '../../adapters/http/request.ts'
import type {ContentLake} from '../../core/ports.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {configFor, recordingFetch, uniqueId} from './lakeClient.ts'

let lake: TestLake
let client: ContentLake

beforeAll(async () => {
  lake = await startTestLake()
  client = createHttpContentLake(configFor(lake))
})
afterAll(async () => {
  await lake?.close()
})

/** Path and query string of a request, what proxies limit. */
const pathLength = (url: string) => url.length - lake.url.length

describe('requests', () => {
  it('sends the project header, the bearer token, a versioned path and a studio request tag', async () => {
    const recording = recordingFetch()
    const tagged = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    await tagged.query('count(*[_type == "nothing"])', {}, {tag: 'test.count'})
    const [request] = recording.requests
    const url = new URL(request.url)
    expect(url.pathname).toBe(`/v2023-11-13/data/query/${lake.dataset}`)
    expect(url.searchParams.get('tag')).toBe('studio.test.count')
    expect(request.headers.get('x-sanity-project-id')).toBe(lake.projectId)
    expect(request.headers.get('authorization')).toBe(`Bearer ${lake.tokens.editor}`)
  })

  it('uses cookies instead when no token is configured', async () => {
    const recording = recordingFetch()
    const anonymous = createHttpContentLake(configFor(lake, null, {fetch: recording.fetch}))
    await anonymous.query('count(*[_type == "nothing"])')
    expect(recording.requests[0].headers.has('authorization')).toBe(false)
    expect(recording.requests[0].credentials).toBe('include')
  })
})

describe('index settings', () => {
  it('reads the dataset\'s search depth, tagged search.getPartialIndexSettings', async () => {
    const recording = recordingFetch()
    const tagged = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    await expect(tagged.indexSettings!()).resolves.toEqual({partialIndexSettings: {maxFieldDepth: 3}})
    const url = new URL(recording.requests[0].url)
    expect(url.pathname).toBe(`/v2023-11-13/projects/${lake.projectId}/datasets/${lake.dataset}/index-settings`)
    expect(url.searchParams.get('tag')).toBe('studio.search.getPartialIndexSettings')
  })
})

describe('query', () => {
  it('passes GROQ parameters as JSON and resolves to the result', async () => {
    const type = uniqueId('adapterQuery')
    await client.mutate(
      [1, 2, 3].map((n) => ({create: {_id: `${type}-${n}`, _type: type, n, label: `item "${n}"`}})),
      {visibility: 'sync'},
    )
    const result = await client.query<{_id: string; n: number}[]>(
      '*[_type == $type && n >= $min && label in $labels] | order(n asc){_id, n}',
      {type, min: 2, labels: ['item "2"', 'item "3"']},
    )
    expect(result).toEqual([
      {_id: `${type}-2`, n: 2},
      {_id: `${type}-3`, n: 3},
    ])
  })

  it('sends a query string longer than the GET limit as a POST body', async () => {
    const recording = recordingFetch()
    const posting = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    const long = 'x'.repeat(12_000)
    expect(await posting.query('$long + "!"', {long})).toBe(`${long}!`)
    expect(recording.requests[0].method).toBe('POST')
    expect(await posting.query('$short + "!"', {short: 'y'})).toBe('y!')
    expect(recording.requests[1].method).toBe('GET')
  })

  it('sends mutations as keepalive requests, so that edits sent as the page goes still arrive; long bodies and reads go without', async () => {
    const recording = recordingFetch()
    const writing = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    const id = uniqueId('keepalive')
    await writing.mutate([{create: {_id: id, _type: 'adapterKeepalive', title: 'Small'}}])
    await writing.mutate([{patch: {id, set: {body: 'x'.repeat(KEEPALIVE_MAX_BODY_CHARS)}}}])
    await writing.getDocument(id)
    await writing.query('*[_id == $id][0].title', {id})
    expect(recording.requests.map((request) => [request.method, request.keepalive])).toEqual([
      ['POST', true],
      ['POST', false],
      ['GET', false],
      ['GET', false],
    ])
    expect(((await client.getDocument(id)) as {body?: string} | null)?.body).toHaveLength(KEEPALIVE_MAX_BODY_CHARS)
  })

  it('turns a query the lake refuses into a LakeRequestError with status, type and description', async () => {
    const error = await client.query('*[_type == ').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LakeRequestError)
    const e = error as LakeRequestError
    expect(e.status).toBe(400)
    expect(e.isNetworkError).toBe(false)
    expect(typeof e.type).toBe('string')
    expect(e.description).toBeTruthy()
    expect(e.message).toContain(e.description!)
  })

  it('tells an unreachable lake apart from a refusal', async () => {
    const offline = createHttpContentLake({...configFor(lake), apiHost: 'http://127.0.0.1:1'})
    const error = (await offline.query('1').catch((e: unknown) => e)) as LakeRequestError
    expect(error).toBeInstanceOf(LakeRequestError)
    expect(error.isNetworkError).toBe(true)
    expect(error.status).toBe(0)
    expect(error.message).toBe('Unknown network error attempting to reach 127.0.0.1:1')
  })

  it('rejects with the abort error when the signal is aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await client.query('1', {}, {signal: controller.signal}).catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('getDocuments', () => {
  it('returns the documents that exist and lists the others as omitted', async () => {
    const id = uniqueId('adapterDoc')
    await client.mutate([{create: {_id: id, _type: 'adapterDoc', title: 'Here'}}])
    const missing = uniqueId('adapterMissing')
    const answer = await client.getDocuments([id, missing])
    expect(answer.documents.map((d) => [d._id, d.title])).toEqual([[id, 'Here']])
    expect(answer.omitted).toEqual([{id: missing, reason: 'existence'}])

    const check = await client.getDocuments([id, missing], {excludeContent: true})
    expect(check.documents).toEqual([])
    expect(check.omitted).toEqual([{id: missing, reason: 'existence'}])

    expect((await client.getDocument(id))?.title).toBe('Here')
    expect(await client.getDocument(missing)).toBeNull()
  })

  it('splits many ids into requests under the path limit, at most 10 at a time, and merges the answers', async () => {
    const padding = 'p'.repeat(80)
    const existing = Array.from({length: 25}, (_, i) => `adapterBatch-${i}-${padding}`)
    await client.mutate(existing.map((_id) => ({createOrReplace: {_id, _type: 'adapterBatch'}})))
    const missing = Array.from({length: 1475}, (_, i) => `adapterBatchMissing-${i}-${padding}`)
    const ids = [...missing.slice(0, 700), ...existing, ...missing.slice(700)]

    const recording = recordingFetch()
    const batching = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    const answer = await batching.getDocuments(ids)

    expect(recording.requests.length).toBeGreaterThan(MAX_CONCURRENT_REQUESTS)
    for (const request of recording.requests) expect(pathLength(request.url)).toBeLessThanOrEqual(MAX_ID_PATH_LENGTH)
    expect(recording.maxInFlight).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS)
    expect(recording.maxInFlight).toBeGreaterThan(1)
    expect(answer.documents.map((d) => d._id).sort()).toEqual([...existing].sort())
    expect(answer.omitted?.map((o) => o.id).sort()).toEqual([...missing].sort())
    expect(answer.omitted?.every((o) => o.reason === 'existence')).toBe(true)
  })
})

describe('mutate', () => {
  it('uses the given transaction id as the revision of what it touched', async () => {
    const id = uniqueId('adapterMutate')
    const transactionId = uniqueId('tx')
    const created = await client.mutate([{create: {_id: id, _type: 'adapterMutate', count: 1}}], {transactionId, returnIds: true})
    expect(created.transactionId).toBe(transactionId)
    expect(created.results).toEqual([{id, operation: 'create'}])
    expect(created.documentIds).toEqual([id])
    expect((await client.getDocument(id))?._rev).toBe(transactionId)

    const patched = await client.mutate([{patch: {id, ifRevisionID: transactionId, set: {title: 'Patched'}, inc: {count: 2}}}], {
      returnDocuments: true,
      visibility: 'sync',
    })
    expect(patched.results[0].operation).toBe('update')
    expect(patched.documents?.[0]).toMatchObject({_id: id, title: 'Patched', count: 3, _rev: patched.transactionId})
  })

  it('changes nothing on a dry run', async () => {
    const id = uniqueId('adapterDry')
    const result = await client.mutate([{create: {_id: id, _type: 'adapterDry'}}], {dryRun: true})
    expect(result.results).toEqual([{id, operation: 'create'}])
    expect(await client.getDocument(id)).toBeNull()
  })

  it('reports a stale revision as a refusal, not a network error', async () => {
    const id = uniqueId('adapterStale')
    await client.mutate([{create: {_id: id, _type: 'adapterStale'}}])
    const error = (await client
      .mutate([{patch: {id, ifRevisionID: 'not-the-revision', set: {title: 'x'}}}])
      .catch((e: unknown) => e)) as LakeRequestError
    expect(error).toBeInstanceOf(LakeRequestError)
    expect(error.status).toBeGreaterThanOrEqual(400)
    expect(error.status).toBeLessThan(500)
    expect(error.isNetworkError).toBe(false)
  })
})

describe('@sanity/client agrees', () => {
  it('reads the same query results and documents as our adapter', async () => {
    const sanity = sanityClientFor(lake)
    const type = uniqueId('adapterCompat')
    await client.mutate([{create: {_id: `${type}-a`, _type: type, n: 1}}])
    const query = '*[_type == $type]{_id, _rev, n}'
    expect(await client.query(query, {type})).toEqual(await sanity.fetch(query, {type}))
    expect(await client.getDocument(`${type}-a`)).toEqual(await sanity.getDocument(`${type}-a`))
  })
})
