// Contract of /data/history/{dataset}/transactions/{ids} (NDJSON) and /documents/{ids}.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {applyPatch} from 'mendoza'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

let lake: TestLake
// The story every test reads: four transactions on `h-doc`, the last one also creating `h-other`.
const tx: string[] = []
const times: string[] = []
// A draft and its published document created together, for the contributor (history on drafts only).
let pairTx = ''

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function mutate(mutations: unknown[], role: RoleName = 'editor'): Promise<string> {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {role, method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
  return ((await response.json()) as {transactionId: string}).transactionId
}

interface LogLine {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, {apply: unknown[]; revert: unknown[]}>
  mutations?: unknown[]
}

async function log(ids: string, query = '', role: RoleName | null = 'editor'): Promise<LogLine[]> {
  const response = await lake.api(`/data/history/${lake.dataset}/transactions/${ids}${query ? `?${query}` : ''}`, {role})
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
  const text = await response.text()
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line))
}

async function documentsAt(ids: string, query: string, role: RoleName | null = 'editor') {
  const response = await lake.api(`/data/history/${lake.dataset}/documents/${ids}?${query}`, {role})
  return {status: response.status, body: (await response.json()) as {documents: Record<string, any>[]; error?: {description: string}}}
}

beforeAll(async () => {
  lake = await startTestLake()
  const steps = [
    [{create: {_id: 'h-doc', _type: 'story', title: 'First', n: 1}}],
    [{patch: {id: 'h-doc', set: {title: 'Second'}}}],
    [{patch: {id: 'h-doc', set: {title: 'Third'}, inc: {n: 1}}}],
    [{patch: {id: 'h-doc', set: {title: 'Fourth'}}}, {createOrReplace: {_id: 'h-other', _type: 'story', title: 'Other'}}],
  ]
  for (const mutations of steps) {
    tx.push(await mutate(mutations))
    // Distinct timestamps, so "a moment between two transactions" exists.
    await sleep(20)
  }
  const lines = await log('h-doc')
  times.push(...lines.map((line) => line.timestamp))
  pairTx = await mutate([
    {create: {_id: 'drafts.h-pair', _type: 'story', title: 'Draft'}},
    {create: {_id: 'h-pair', _type: 'story', title: 'Published'}},
  ])
})
afterAll(async () => {
  await lake?.close()
})

describe('GET /data/history/{dataset}/transactions/{ids}', () => {
  test('one NDJSON line per transaction touching the ids, oldest first, with content', async () => {
    const lines = await log('h-doc')
    expect(lines.map((l) => l.id)).toEqual(tx)
    expect(lines[0]).toEqual({
      id: tx[0],
      timestamp: expect.any(String),
      author: 'p-editor',
      documentIDs: ['h-doc'],
      effects: {'h-doc': {apply: expect.any(Array), revert: expect.any(Array)}},
      mutations: [{create: {_id: 'h-doc', _type: 'story', title: 'First', n: 1}}],
    })
    expect(lines[3]!.documentIDs.sort()).toEqual(['h-doc', 'h-other'])
  })

  test('replaying the effects from nothing rebuilds the current document, and reverting returns to nothing', async () => {
    const lines = await log('h-doc', 'effectFormat=mendoza')
    // As the official consumers apply them: to the document without `_rev`.
    let doc: unknown = null
    for (const line of lines) doc = applyPatch(doc, line.effects['h-doc']!.apply)
    const current = await (await lake.api(`/data/doc/${lake.dataset}/h-doc`)).json()
    const {_rev, ...currentWithoutRev} = current.documents[0]
    expect(_rev).toBe(lines.at(-1)!.id)
    expect(doc).toEqual(currentWithoutRev)
    for (const line of [...lines].reverse()) doc = applyPatch(doc, line.effects['h-doc']!.revert)
    expect(doc).toBeNull()
  })

  test('excludeContent drops mutations and effects, unless effectFormat=mendoza asks for the effects', async () => {
    const bare = await log('h-doc', 'excludeContent=true')
    expect(bare).toHaveLength(4)
    for (const line of bare) {
      expect(line).not.toHaveProperty('mutations')
      expect(line.effects).toEqual({})
    }
    // What the studio's timeline sends: it reads the effects and never the mutations.
    const timeline = await log('h-doc', 'excludeContent=true&effectFormat=mendoza')
    for (const line of timeline) {
      expect(line).not.toHaveProperty('mutations')
      expect(line.effects['h-doc']).toEqual({apply: expect.any(Array), revert: expect.any(Array)})
    }
  })

  test('excludeMutations keeps the effects', async () => {
    const lines = await log('h-doc', 'excludeMutations=true')
    for (const line of lines) {
      expect(line).not.toHaveProperty('mutations')
      expect(Object.keys(line.effects)).toContain('h-doc')
    }
  })

  test('reverse gives newest first; limit caps the count', async () => {
    expect((await log('h-doc', 'reverse=true')).map((l) => l.id)).toEqual([...tx].reverse())
    expect((await log('h-doc', 'reverse=true&limit=2')).map((l) => l.id)).toEqual([tx[3], tx[2]])
    expect((await log('h-doc', 'limit=1')).map((l) => l.id)).toEqual([tx[0]])
  })

  test('fromTransaction is exclusive, toTransaction inclusive', async () => {
    expect((await log('h-doc', `fromTransaction=${tx[0]}`)).map((l) => l.id)).toEqual(tx.slice(1))
    expect((await log('h-doc', `toTransaction=${tx[2]}`)).map((l) => l.id)).toEqual(tx.slice(0, 3))
    expect((await log('h-doc', `fromTransaction=${tx[0]}&toTransaction=${tx[2]}`)).map((l) => l.id)).toEqual([tx[1], tx[2]])
    // The studio pages backwards this way and drops the repeated boundary.
    expect((await log('h-doc', `reverse=true&limit=2&toTransaction=${tx[2]}`)).map((l) => l.id)).toEqual([tx[2], tx[1]])
  })

  test('includeIdentifiedDocumentsOnly leaves out the other documents a transaction touched', async () => {
    const [last] = await log('h-doc', `reverse=true&limit=1&includeIdentifiedDocumentsOnly=true`)
    expect(last!.documentIDs).toEqual(['h-doc'])
    expect(Object.keys(last!.effects)).toEqual(['h-doc'])
    expect(last!.mutations).toEqual([{patch: {id: 'h-doc', set: {title: 'Fourth'}}}])
    const [full] = await log('h-doc', 'reverse=true&limit=1')
    expect(Object.keys(full!.effects).sort()).toEqual(['h-doc', 'h-other'])
    expect(full!.mutations).toHaveLength(2)
  })

  test('the ids are comma separated and a transaction touching several is listed once', async () => {
    const lines = await log('h-other,h-doc')
    expect(lines.map((l) => l.id)).toEqual(tx)
  })

  test('bad options are 400s with a clear description', async () => {
    const get = (query: string) => lake.api(`/data/history/${lake.dataset}/transactions/h-doc?${query}`)
    for (const query of ['limit=0', 'limit=10001', 'limit=ten', 'reverse=maybe', 'effectFormat=json']) {
      const response = await get(query)
      expect(response.status, query).toBe(400)
    }
    const unknown = await get('fromTransaction=no-such-transaction')
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.description).toMatch(/no-such-transaction/)
    const unknownTo = await get('toTransaction=nope')
    expect(unknownTo.status).toBe(400)
    expect((await lake.api('/data/history/nope/transactions/h-doc')).status).toBe(404)
  })

  test('history needs the history permission: 401 signed out, 403 without it, filtered where partial', async () => {
    expect((await lake.api(`/data/history/${lake.dataset}/transactions/h-doc`, {role: null})).status).toBe(401)
    // Contributors have history on drafts only.
    const denied = await lake.api(`/data/history/${lake.dataset}/transactions/h-doc`, {role: 'contributor'})
    expect(denied.status).toBe(403)
    expect((await denied.json()).error.description).toMatch(/history/)
    expect((await log('h-doc', '', 'viewer')).map((l) => l.id)).toEqual(tx)

    const lines = await log('drafts.h-pair,h-pair', '', 'contributor')
    expect(lines.map((l) => l.id)).toEqual([pairTx])
    expect(lines[0]!.documentIDs).toEqual(['drafts.h-pair'])
    expect(Object.keys(lines[0]!.effects)).toEqual(['drafts.h-pair'])
    expect(lines[0]!.mutations).toEqual([{create: {_id: 'drafts.h-pair', _type: 'story', title: 'Draft'}}])
  })
})

describe('GET /data/history/{dataset}/documents/{ids}', () => {
  test('a document at a revision is the document that transaction left', async () => {
    const first = await documentsAt('h-doc', `revision=${tx[0]}`)
    expect(first.status).toBe(200)
    expect(first.body.documents).toEqual([expect.objectContaining({_id: 'h-doc', _rev: tx[0], title: 'First', n: 1})])
    const third = await documentsAt('h-doc', `revision=${tx[2]}`)
    expect(third.body.documents[0]).toMatchObject({title: 'Third', n: 2, _rev: tx[2]})
  })

  test('several ids at one revision: each as it was then, absent ones omitted', async () => {
    const atSecond = await documentsAt('h-doc,h-other', `revision=${tx[1]}`)
    expect(atSecond.body.documents.map((d) => [d._id, d.title])).toEqual([['h-doc', 'Second']])
    const atLast = await documentsAt('h-doc,h-other', `revision=${tx[3]}`)
    expect(atLast.body.documents.map((d) => [d._id, d.title])).toEqual([
      ['h-doc', 'Fourth'],
      ['h-other', 'Other'],
    ])
    expect((await documentsAt('h-doc', 'revision=no-such-revision')).body.documents).toEqual([])
  })

  test('a document at a time between two transactions is the earlier one', async () => {
    const between = new Date((Date.parse(times[1]!) + Date.parse(times[2]!)) / 2).toISOString()
    const {status, body} = await documentsAt('h-doc', `time=${encodeURIComponent(between)}`)
    expect(status).toBe(200)
    expect(body.documents).toEqual([expect.objectContaining({title: 'Second', _rev: tx[1]})])
    const before = new Date(Date.parse(times[0]!) - 1000).toISOString()
    expect((await documentsAt('h-doc', `time=${encodeURIComponent(before)}`)).body.documents).toEqual([])
  })

  test('a deleted document is absent after its deletion and present before', async () => {
    const created = await mutate([{create: {_id: 'h-gone', _type: 'story', title: 'Soon gone'}}])
    const deleted = await mutate([{delete: {id: 'h-gone'}}])
    expect((await documentsAt('h-gone', `revision=${deleted}`)).body.documents).toEqual([])
    expect((await documentsAt('h-gone', `revision=${created}`)).body.documents).toHaveLength(1)
    expect((await documentsAt('h-gone', `time=${encodeURIComponent(new Date().toISOString())}`)).body.documents).toEqual([])
  })

  test('revision and time together, neither, or a bad time are 400s', async () => {
    const both = await documentsAt('h-doc', `revision=${tx[0]}&time=${encodeURIComponent(new Date().toISOString())}`)
    expect(both.status).toBe(400)
    expect(both.body.error?.description).toMatch(/revision.*time|time.*revision/)
    const neither = await documentsAt('h-doc', '')
    expect(neither.status).toBe(400)
    const badTime = await documentsAt('h-doc', 'time=yesterday-ish')
    expect(badTime.status).toBe(400)
    expect(badTime.body.error?.description).toMatch(/time/)
  })

  test('history permission applies: signed out 401, contributor sees drafts only', async () => {
    expect((await documentsAt('h-doc', `revision=${tx[0]}`, null)).status).toBe(401)
    const pair = await documentsAt('drafts.h-pair,h-pair', `time=${encodeURIComponent(new Date().toISOString())}`, 'contributor')
    expect(pair.status).toBe(200)
    expect(pair.body.documents.map((d) => d._id)).toEqual(['drafts.h-pair'])
  })
})
