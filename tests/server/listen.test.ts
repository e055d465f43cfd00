// Contract of GET /data/listen/{dataset}: the SSE stream the studio and @sanity/client listen to.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {sanityClientFor} from '../support/sanityClient.ts'
import {applyPatch} from 'mendoza'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'
import {openSse, type SseConnection, type SseEvent} from '../support/sse.ts'

let lake: TestLake

function withoutRev(doc: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!doc) return doc
  const {_rev: _ignored, ...rest} = doc
  return rest
}
const open: SseConnection[] = []

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  for (const connection of open) connection.close()
  await lake?.close()
})

interface ListenInit {
  role?: RoleName | null
  params?: Record<string, unknown>
  options?: Record<string, string>
  headers?: Record<string, string>
  dataset?: string
  version?: string
}

async function listen(query: string, init: ListenInit = {}): Promise<SseConnection> {
  const {role = 'editor', params = {}, options = {}, headers = {}, dataset = lake.dataset, version = 'v2023-11-13'} = init
  const qs = new URLSearchParams({query, ...options})
  for (const [name, value] of Object.entries(params)) qs.set(`$${name}`, JSON.stringify(value))
  const h: Record<string, string> = {'X-Sanity-Project-ID': lake.projectId, ...headers}
  if (role) h.authorization = `Bearer ${lake.tokens[role]}`
  const connection = await openSse(`${lake.url}/${version}/data/listen/${dataset}?${qs}`, {headers: h})
  open.push(connection)
  return connection
}

/** Opens a listener and waits for its welcome, so everything committed afterwards reaches it. */
async function listening(query: string, init?: ListenInit): Promise<SseConnection> {
  const connection = await listen(query, init)
  const welcome = await connection.next()
  expect(welcome.event).toBe('welcome')
  return connection
}

async function mutate(mutations: unknown[], role: RoleName = 'editor') {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {role, method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
  return (await response.json()) as {transactionId: string}
}

const dataOf = (event: SseEvent) => JSON.parse(event.data) as Record<string, any>
let counter = 0
const uniqueType = () => `listenTest${++counter}`

function sanityClient() {
  return sanityClientFor(lake, 'editor', {
    // The client names the project in this header on requests but not on its EventSource, which
    // relies on the <projectId>.<host> name instead; Node cannot resolve `demo.localhost`.
    headers: {'X-Sanity-Project-ID': lake.projectId},
  })
}

describe('GET /data/listen', () => {
  test('answers an event stream that starts with a welcome naming the listener', async () => {
    const connection = await listen('*[_type == "nothing"]', {headers: {origin: 'http://localhost:5173'}})
    expect(connection.response.status).toBe(200)
    expect(connection.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(connection.response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(connection.response.headers.get('access-control-allow-credentials')).toBe('true')
    const first = await connection.next()
    expect(first.event).toBe('welcome')
    expect(typeof dataOf(first).listenerName).toBe('string')
    expect(dataOf(first).listenerName.length).toBeGreaterThan(0)
  })

  test('a create produces a mutation event with every field clients read', async () => {
    const type = uniqueType()
    const connection = await listening(`*[_type == "${type}"]`)
    const {transactionId} = await mutate([{create: {_id: `${type}-a`, _type: type, title: 'Hello'}}])
    const event = await connection.next()
    expect(event.event).toBe('mutation')
    expect(event.id).toBe(`${transactionId}#${type}-a`)
    const data = dataOf(event)
    expect(data).toMatchObject({
      eventId: `${transactionId}#${type}-a`,
      documentId: `${type}-a`,
      transactionId,
      identity: 'p-editor',
      mutations: [{create: {_id: `${type}-a`, _type: type, title: 'Hello'}}],
      resultRev: transactionId,
      transition: 'appear',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      result: {_id: `${type}-a`, _type: type, title: 'Hello', _rev: transactionId},
    })
    expect(data.previousRev).toBeUndefined()
    expect(Number.isNaN(Date.parse(data.timestamp))).toBe(false)
    expect(data.result._updatedAt).toBe(data.timestamp)
    expect(data).not.toHaveProperty('previous')
    expect(data).not.toHaveProperty('effects')
  })

  test('two listeners each receive every event of a two-document transaction, numbered', async () => {
    const type = uniqueType()
    const first = await listening(`*[_type == "${type}"]`)
    const second = await listening(`*[_type == "${type}"]`, {role: 'viewer'})
    const {transactionId} = await mutate([
      {create: {_id: `${type}-1`, _type: type}},
      {create: {_id: `${type}-2`, _type: type}},
    ])
    for (const connection of [first, second]) {
      const events = [dataOf(await connection.next()), dataOf(await connection.next())]
      expect(events.map((e) => e.transactionId)).toEqual([transactionId, transactionId])
      expect(events.map((e) => e.documentId).sort()).toEqual([`${type}-1`, `${type}-2`])
      expect(events.map((e) => e.transactionTotalEvents)).toEqual([2, 2])
      expect(events.map((e) => e.transactionCurrentEvent)).toEqual([1, 2])
    }
  })

  test('only documents matching the filter count towards a transaction', async () => {
    const type = uniqueType()
    const connection = await listening(`*[_type == "${type}"]`)
    await mutate([{create: {_id: `${type}-in`, _type: type}}, {create: {_id: `${type}-out`, _type: `${type}Other`}}])
    const data = dataOf(await connection.next())
    expect(data.documentId).toBe(`${type}-in`)
    expect(data.transactionTotalEvents).toBe(1)
    expect(await connection.collect(300)).toEqual([])
  })

  test('transitions: appear, update, disappear as a document enters and leaves the filter', async () => {
    const type = uniqueType()
    const id = `${type}-doc`
    const connection = await listening(`*[_type == "${type}" && status == "live"]`)
    await mutate([{create: {_id: id, _type: type, status: 'draft'}}])
    await mutate([{patch: {id, set: {status: 'live'}}}])
    expect(dataOf(await connection.next())).toMatchObject({documentId: id, transition: 'appear'})
    await mutate([{patch: {id, set: {title: 'Renamed'}}}])
    expect(dataOf(await connection.next())).toMatchObject({transition: 'update', result: {title: 'Renamed'}})
    await mutate([{patch: {id, set: {status: 'archived'}}}])
    expect(dataOf(await connection.next())).toMatchObject({transition: 'disappear', result: {status: 'archived'}})
    // Neither the create before it matched nor edits while it does not match are announced.
    await mutate([{patch: {id, set: {title: 'Still archived'}}}])
    expect(await connection.collect(300)).toEqual([])
  })

  test('a deletion disappears with the previous revision and no result', async () => {
    const type = uniqueType()
    const id = `${type}-doc`
    const created = await mutate([{create: {_id: id, _type: type}}])
    const connection = await listening(`*[_type == "${type}"]`, {options: {includePreviousRevision: 'true'}})
    const {transactionId} = await mutate([{delete: {id}}])
    const data = dataOf(await connection.next())
    expect(data).toMatchObject({documentId: id, transition: 'disappear', previousRev: created.transactionId, previous: {_id: id}})
    expect(data.mutations).toEqual([{delete: {id}}])
    expect(data.transactionId).toBe(transactionId)
    expect(data).not.toHaveProperty('result')
    expect(data).not.toHaveProperty('resultRev')
  })

  test('includeResult=false leaves out the result; includePreviousRevision adds the previous one', async () => {
    const type = uniqueType()
    const id = `${type}-doc`
    const lean = await listening(`*[_type == "${type}"]`, {options: {includeResult: 'false'}})
    const full = await listening(`*[_type == "${type}"]`, {options: {includePreviousRevision: 'true'}})
    const created = await mutate([{create: {_id: id, _type: type, n: 1}}])
    expect(dataOf(await lean.next())).not.toHaveProperty('result')
    expect(dataOf(await full.next())).toMatchObject({previous: null, result: {n: 1}})
    await mutate([{patch: {id, inc: {n: 1}}}])
    const leanUpdate = dataOf(await lean.next())
    expect(leanUpdate).not.toHaveProperty('result')
    expect(leanUpdate).not.toHaveProperty('previous')
    expect(leanUpdate.previousRev).toBe(created.transactionId)
    expect(dataOf(await full.next())).toMatchObject({previous: {n: 1, _rev: created.transactionId}, result: {n: 2}})
  })

  test('effectFormat=mendoza effects turn the previous revision into the result and back', async () => {
    const type = uniqueType()
    const id = `${type}-doc`
    const connection = await listening(`*[_type == "${type}"]`, {options: {effectFormat: 'mendoza', includePreviousRevision: 'true'}})
    await mutate([{create: {_id: id, _type: type, title: 'One', tags: ['a', 'b'], body: {text: 'long text here'}}}])
    await mutate([{patch: {id, set: {title: 'Two', 'body.text': 'long text there'}, insert: {after: 'tags[-1]', items: ['c']}}}])
    await mutate([{delete: {id}}])
    const events = [dataOf(await connection.next()), dataOf(await connection.next()), dataOf(await connection.next())]
    expect(events.map((e) => e.transition)).toEqual(['appear', 'update', 'disappear'])
    for (const event of events) {
      expect(event.effects).toEqual({apply: expect.any(Array), revert: expect.any(Array)})
      // Effects are over the documents without `_rev`, as the official consumers apply them.
      const previous = withoutRev(event.previous ?? null)
      const result = withoutRev(event.result ?? null)
      expect(applyPatch(structuredClone(previous), event.effects.apply)).toEqual(result)
      expect(applyPatch(structuredClone(result), event.effects.revert)).toEqual(previous)
    }
  })

  test('GROQ parameters given as $name JSON values select the documents', async () => {
    const type = uniqueType()
    const connection = await listening('*[_id in [$a, $b]]', {params: {a: `${type}-a`, b: `${type}-b`}})
    await mutate([{create: {_id: `${type}-c`, _type: type}}])
    await mutate([{create: {_id: `${type}-b`, _type: type}}])
    expect(dataOf(await connection.next()).documentId).toBe(`${type}-b`)
    expect(await connection.collect(200)).toEqual([])
  })

  test('from API version 2025-02-19 drafts are left out unless includeAllVersions=true', async () => {
    const type = uniqueType()
    const published = await listening(`*[_type == "${type}"]`, {version: 'v2025-02-19'})
    const everything = await listening(`*[_type == "${type}"]`, {version: 'v2025-02-19', options: {includeAllVersions: 'true'}})
    const older = await listening(`*[_type == "${type}"]`)
    await mutate([{create: {_id: `drafts.${type}-d`, _type: type}}])
    await mutate([{create: {_id: `${type}-p`, _type: type}}])
    expect(dataOf(await published.next()).documentId).toBe(`${type}-p`)
    expect([dataOf(await everything.next()).documentId, dataOf(await everything.next()).documentId]).toEqual([`drafts.${type}-d`, `${type}-p`])
    expect(dataOf(await older.next()).documentId).toBe(`drafts.${type}-d`)
  })

  test('an anonymous listener is welcomed but told nothing about the private dataset', async () => {
    const type = uniqueType()
    const anonymous = await listening(`*[_type == "${type}"]`, {role: null})
    const editor = await listening(`*[_type == "${type}"]`)
    await mutate([{create: {_id: `${type}-secret`, _type: type}}])
    expect((await editor.next()).event).toBe('mutation')
    expect(await anonymous.collect(300)).toEqual([])
  })

  test('a query that does not parse is reported as a channelError, then the stream ends', async () => {
    const connection = await listen('*[_type == ')
    expect(connection.response.status).toBe(200)
    const event = await connection.next()
    expect(event.event).toBe('channelError')
    expect(typeof dataOf(event).message).toBe('string')
    expect(dataOf(event).message.length).toBeGreaterThan(0)
    await connection.closed
  })

  test('refusals before streaming are JSON errors', async () => {
    const unknown = await lake.api('/data/listen/nope?query=*')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.description).toMatch(/nope/)
    const missing = await lake.api(`/data/listen/${lake.dataset}`)
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.description).toMatch(/query/)
    const badParam = await lake.api(`/data/listen/${lake.dataset}?query=*&%24a=%7Bnot-json`)
    expect(badParam.status).toBe(400)
    const badFlag = await lake.api(`/data/listen/${lake.dataset}?query=*&includeResult=maybe`)
    expect(badFlag.status).toBe(400)
  })

  test('heartbeat comments keep an idle stream open', async () => {
    process.env.LAKE_LISTEN_HEARTBEAT_MS = '50'
    try {
      const connection = await listening('*[_type == "idle"]')
      await connection.collect(400)
      expect(connection.comments).toBeGreaterThanOrEqual(3)
    } finally {
      delete process.env.LAKE_LISTEN_HEARTBEAT_MS
    }
  })

  test('closing the server ends the stream without disconnect, so clients reconnect', async () => {
    const own = await startTestLake()
    let closing: Promise<void> | null = null
    try {
      const connection = await openSse(`${own.url}/v2023-11-13/data/listen/${own.dataset}?query=*`, {
        headers: {'X-Sanity-Project-ID': own.projectId, authorization: `Bearer ${own.tokens.editor}`},
      })
      expect((await connection.next()).event).toBe('welcome')
      closing = own.close()
      await connection.closed
      const rest = await connection.collect(50)
      expect(rest.map((e) => e.event)).not.toContain('disconnect')
    } finally {
      await (closing ?? own.close())
    }
  })

  test('signing out sends disconnect with a reason to listeners opened with that token', async () => {
    process.env.LAKE_LISTEN_HEARTBEAT_MS = '50'
    try {
      const login = await lake.api('/auth/login/password', {
        version: 'v2021-06-07',
        role: null,
        method: 'POST',
        body: JSON.stringify({email: 'editor@demo.local', password: 'editor-demo'}),
      })
      const {token} = (await login.json()) as {token: string}
      const connection = await openSse(`${lake.url}/v2023-11-13/data/listen/${lake.dataset}?query=*`, {
        headers: {'X-Sanity-Project-ID': lake.projectId, authorization: `Bearer ${token}`},
      })
      expect((await connection.next()).event).toBe('welcome')
      const logout = await fetch(`${lake.url}/v2021-06-07/auth/logout`, {
        method: 'POST',
        headers: {'X-Sanity-Project-ID': lake.projectId, authorization: `Bearer ${token}`},
      })
      expect(logout.status).toBe(200)
      const event = await connection.next()
      expect(event.event).toBe('disconnect')
      expect(String(dataOf(event).reason)).toMatch(/session has ended/)
      await connection.closed
    } finally {
      delete process.env.LAKE_LISTEN_HEARTBEAT_MS
    }
  })

  test('@sanity/client listen() receives the mutation of client.create()', async () => {
    const client = sanityClient()
    const type = uniqueType()
    const event = await new Promise<Record<string, any>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no mutation event within 5 s')), 5000)
      const subscription = client.listen(`*[_type == "${type}"]`, {}, {events: ['welcome', 'mutation']}).subscribe({
        next: (e) => {
          if (e.type === 'welcome') client.create({_type: type, title: 'From the client'}).catch(reject)
          if (e.type === 'mutation') {
            clearTimeout(timer)
            subscription.unsubscribe()
            resolve(e)
          }
        },
        error: (err) => {
          clearTimeout(timer)
          reject(err)
        },
      })
    })
    expect(event).toMatchObject({type: 'mutation', transition: 'appear', result: {_type: type, title: 'From the client'}})
  })

  test('@sanity/client surfaces a bad query as a ChannelError', async () => {
    const error = await new Promise<Error>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no error within 5 s')), 5000)
      sanityClient()
        .listen('*[_type == ')
        .subscribe({
          next: () => {},
          error: (err) => {
            clearTimeout(timer)
            resolve(err)
          },
        })
    })
    expect(error.name).toBe('ChannelError')
  })
})
