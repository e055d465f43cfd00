// History over HTTP against the real lake: the NDJSON transaction log and documents at a point.
import {firstValueFrom, toArray} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpContentLake, LakeRequestError} from '../../adapters/index.ts'
import type {TransactionLogEntry} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {configFor, recordingFetch, uniqueId} from './lakeClient.ts'
import {observe} from './observed.ts'
import {createActor, waitFor} from 'xstate'
import {historyTimelineMachine} from '../../machines/historyTimeline.ts'
import {historyPageReader} from '../../machines/historyTimelineActors.ts'

let lake: TestLake
let client: ContentLake
let id: string
let txs: string[]
let betweenTime: string

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  lake = await startTestLake()
  client = createHttpContentLake(configFor(lake))
  id = uniqueId('adapterHistory')
  txs = []
  txs.push((await client.mutate([{create: {_id: id, _type: 'adapterHistory', title: 'First'}}])).transactionId)
  await pause(20)
  betweenTime = new Date().toISOString()
  await pause(20)
  txs.push((await client.mutate([{patch: {id, set: {title: 'Second'}}}])).transactionId)
  txs.push((await client.mutate([{patch: {id, set: {title: 'Third'}}}])).transactionId)
})
afterAll(async () => {
  await lake?.close()
})

const all = (source: import('rxjs').Observable<TransactionLogEntry>) => firstValueFrom(source.pipe(toArray()))

describe('transactions', () => {
  it('streams one entry per transaction, oldest first, with mendoza effects', async () => {
    const entries = await all(client.transactions([id], {effectFormat: 'mendoza', excludeContent: true}))
    expect(entries.map((e) => e.id)).toEqual(txs)
    for (const entry of entries) {
      expect(entry.documentIDs).toContain(id)
      expect(entry.effects[id]).toHaveProperty('apply')
      expect(entry.author).toBe('p-editor')
      expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false)
    }
  })

  it('sends reverse, limit and toTransaction as the lake reads them', async () => {
    const recording = recordingFetch()
    const paging = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    const entries = await all(paging.transactions([id], {reverse: true, limit: 2, toTransaction: txs[2], tag: 'history.page'}))
    expect(entries.map((e) => e.id)).toEqual([txs[2], txs[1]])
    const url = new URL(recording.requests[0].url)
    expect(url.pathname).toBe(`/v2023-11-13/data/history/${lake.dataset}/transactions/${id}`)
    expect(url.searchParams.get('limit')).toBe('2')
    expect(url.searchParams.get('reverse')).toBe('true')
    expect(url.searchParams.get('tag')).toBe('studio.history.page')
  })

  it('errors the stream with a LakeRequestError when the lake refuses', async () => {
    const events = observe(createHttpContentLake(configFor(lake, 'editor')).transactions([id], {toTransaction: 'no-such-tx'}))
    await expect.poll(() => events.error !== undefined).toBe(true)
    expect(events.error).toBeInstanceOf(LakeRequestError)
    expect((events.error as LakeRequestError).status).toBe(400)
  })
})

describe('documentsAt', () => {
  it('returns the document as of a revision', async () => {
    const [doc] = await client.documentsAt([id], {revision: txs[1]})
    expect(doc).toMatchObject({_id: id, title: 'Second', _rev: txs[1]})
  })

  it('returns the document as of a time', async () => {
    const [doc] = await client.documentsAt([id], {time: betweenTime})
    expect(doc).toMatchObject({_id: id, title: 'First', _rev: txs[0]})
  })

  it('refuses a revision and a time together without asking the lake', async () => {
    const recording = recordingFetch()
    const careful = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}))
    const both = {revision: txs[0], time: betweenTime} as unknown as {revision: string}
    await expect(careful.documentsAt([id], both)).rejects.toThrow(/not both/)
    await expect(careful.documentsAt([id], {} as {revision: string})).rejects.toThrow(/revision or a time/)
    expect(recording.requests).toHaveLength(0)
  })
})

describe('the timeline over the lake', () => {
  it('chunks a pair’s real history: created, two authors’ draft edits merged, published', async () => {
    const pairId = uniqueId('timeline')
    const as = (role: 'editor' | 'contributor') => createHttpContentLake(configFor(lake, role))
    await as('editor').mutate([{create: {_id: `drafts.${pairId}`, _type: 'article', title: 'One'}}])
    await as('contributor').mutate([{patch: {id: `drafts.${pairId}`, set: {title: 'Two'}}}])
    await as('editor').mutate([{patch: {id: `drafts.${pairId}`, set: {excerpt: 'Three'}}}])
    await as('editor').mutate([{delete: {id: `drafts.${pairId}`}}, {createOrReplace: {_id: pairId, _type: 'article', title: 'Two', excerpt: 'Three'}}])
    const actor = createActor(historyTimelineMachine.provide({actors: {readPage: historyPageReader(client, pairId)}}), {input: {publishedId: pairId}}).start()
    const snapshot = await waitFor(actor, (s) => s.matches('complete') || s.matches('failed'))
    expect(snapshot.context.error).toBeNull()
    expect(snapshot.context.chunks.map((chunk) => [chunk.type, [...chunk.authors].sort()])).toEqual([
      ['initial', ['p-editor']],
      ['editDraft', ['p-contributor', 'p-editor']],
      ['publish', ['p-editor']],
    ])
  })
})


// What the lake might send that it should not: answered by a fetch that returns canned responses,
// since the real lake never produces them.
describe('history answers the adapter refuses', () => {
  const cannedLake = (body: BodyInit | null, contentType: string) =>
    createHttpContentLake({
      apiHost: 'http://lake.invalid',
      projectId: 'p',
      dataset: 'production',
      token: 't',
      fetch: async () => new Response(body, {status: 200, headers: {'Content-Type': contentType}}),
    })

  it('a line with an error ends the stream with its description, or its type without one', async () => {
    const first = JSON.stringify({id: 'tx1', timestamp: '2026-01-01T00:00:00Z', author: 'a', documentIDs: ['d'], effects: {}})
    const described = observe(cannedLake(`${first}\n${JSON.stringify({error: {type: 'queryTimeout', description: 'History read timed out'}})}\n`, 'application/x-ndjson').transactions(['d']))
    await expect.poll(() => described.error !== undefined).toBe(true)
    expect(described.values.map((entry) => entry.id)).toEqual(['tx1'])
    expect((described.error as Error).message).toBe('History read timed out')
    const typed = observe(cannedLake(`${JSON.stringify({error: {type: 'queryTimeout'}})}\n`, 'application/x-ndjson').transactions(['d']))
    await expect.poll(() => typed.error !== undefined).toBe(true)
    expect((typed.error as Error).message).toBe('queryTimeout')
  })

  it('a response without a body is “Failed to read body from response”', async () => {
    const events = observe(cannedLake(null, 'application/x-ndjson').transactions(['d']))
    await expect.poll(() => events.error !== undefined).toBe(true)
    expect((events.error as Error).message).toBe('Failed to read body from response')
  })

  it('a document at a revision without `_rev` is “snapshot has no _rev”', async () => {
    const lakeWithout = cannedLake(JSON.stringify({documents: [{_id: 'd', _type: 't'}]}), 'application/json')
    await expect(lakeWithout.documentsAt(['d'], {revision: 'r1'})).rejects.toThrow('snapshot has no _rev')
  })
})

describe('deleted documents', () => {
  it('lists a type’s deleted pairs newest first with what restoring needs, and sends type, limit and tag', async () => {
    const recorder = recordingFetch()
    const recorded = createHttpContentLake(configFor(lake, 'editor', {fetch: recorder.fetch}))
    const type = uniqueId('adapterDeleted')
    const ids = [uniqueId('gone'), uniqueId('gone')]
    for (const gone of ids) {
      await client.mutate([{create: {_id: gone, _type: type, title: `Title of ${gone}`}}])
      await client.mutate([{delete: {id: gone}}])
    }
    const listed = await recorded.deletedDocuments!(type, {limit: 5, tag: 'structure.deleted'})
    expect(listed.map((entry) => entry.id)).toEqual([...ids].reverse())
    expect(listed[0]).toMatchObject({type, deletedBy: 'p-editor', title: `Title of ${ids[1]}`})
    const [back] = await recorded.documentsAt([ids[0]], {revision: listed[1].revision})
    expect(back).toMatchObject({_id: ids[0], title: `Title of ${ids[0]}`})
    const url = new URL(recorder.requests[0].url)
    expect(url.pathname).toMatch(/\/data\/history\/[^/]+\/deleted$/)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({type, limit: '5', tag: 'studio.structure.deleted'})
  })
})
