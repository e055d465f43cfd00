// The listener against the real lake, over both its transports (a WebSocket, which browsers use,
// and fetch + SSE): welcome, mutations, unsubscribing, a bad query, a refusal, a signed-out
// session, and reconnecting after a cut connection or a restarted server.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpContentLake} from '../../adapters/index.ts'
import type {ListenEvent} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import {startLake} from '../../server/start.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {configFor, recordingFetch, uniqueId} from './lakeClient.ts'
import {observe} from './observed.ts'

let lake: TestLake
let client: ContentLake

beforeAll(async () => {
  lake = await startTestLake()
  client = createHttpContentLake(configFor(lake), {listen: {transport: 'sse'}})
})
afterAll(async () => {
  await lake?.close()
})

const isType =
  <T extends ListenEvent['type']>(type: T) =>
  (event: ListenEvent): event is Extract<ListenEvent, {type: T}> =>
    event.type === type

/** Resolves when the server has seen the next listen request's connection close. */
function nextListenerClosed(target: TestLake): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (request: {url?: string}, response: {once(event: 'close', fn: () => void): void}) => {
      if (!request.url?.includes('/data/listen/')) return
      target.running.app.server.off('request', onRequest)
      response.once('close', resolve)
    }
    target.running.app.server.on('request', onRequest)
  })
}

/** Open listener sockets on the lake's side. */
const socketsOf = (target: TestLake) => (target.running.app as unknown as {websocketServer: {clients: Set<{terminate(): void}>}}).websocketServer.clients


describe.each(['websocket', 'sse'] as const)('listen over %s', (transport) => {
  const listenOptions = {transport}
  const listener = () => createHttpContentLake(configFor(lake), {listen: listenOptions})

  it('welcomes, then reports a matching mutation, and closes the connection on unsubscribe', async () => {
    const type = uniqueId('adapterListen')
    const socketsBefore = socketsOf(lake).size
    const closed = transport === 'sse' ? nextListenerClosed(lake) : expect.poll(() => socketsOf(lake).size).toBe(socketsBefore)
    const events = observe(listener().listen('*[_type == $type]', {type}, {includeResult: true}))
    const welcome = await events.take()
    expect(welcome.type).toBe('welcome')
    expect(welcome.type === 'welcome' && welcome.listenerName).toBeTruthy()
    expect(socketsOf(lake).size).toBe(transport === 'websocket' ? socketsBefore + 1 : socketsBefore)

    const id = `${type}-1`
    const {transactionId} = await client.mutate([{create: {_id: id, _type: type, title: 'Hello'}}])
    const mutation = await events.take(isType('mutation'))
    expect(mutation).toMatchObject({documentId: id, transactionId, transition: 'appear', resultRev: transactionId})
    expect(mutation.result).toMatchObject({_id: id, title: 'Hello'})

    // A document of another type does not match the filter.
    await client.mutate([{create: {_id: `${type}-other`, _type: `${type}Other`}}])
    await client.mutate([{patch: {id, set: {title: 'Again'}}}])
    const next = await events.take(isType('mutation'))
    expect(next.documentId).toBe(id)
    expect(next.transition).toBe('update')

    events.unsubscribe()
    await closed
    expect(events.values.filter((e) => e.type === 'mutation')).toHaveLength(2)
  })

  it('reports a query the lake cannot parse as a channel error and stops', async () => {
    const events = observe(listener().listen('*[_type == '))
    const event = await events.take()
    expect(event.type).toBe('channelError')
    expect(event.type === 'channelError' && event.message).toBeTruthy()
    await expect.poll(() => events.completed).toBe(true)
  })

  it.runIf(transport === 'sse')('after a cut connection emits reconnect, connects again with Last-Event-ID and is welcomed again', async () => {
    const recording = recordingFetch()
    const listening = createHttpContentLake(configFor(lake, 'editor', {fetch: recording.fetch}), {listen: {initialDelayMs: 50, transport}})
    const type = uniqueId('adapterReconnect')
    const events = observe(listening.listen('*[_type == $type]', {type}))
    await events.take(isType('welcome'))
    await client.mutate([{create: {_id: `${type}-1`, _type: type}}])
    const mutation = await events.take(isType('mutation'))

    lake.running.app.server.closeAllConnections()
    await events.take(isType('reconnect'))
    await events.take(isType('welcome'))
    const again = recording.requests.filter((r) => r.url.includes('/data/listen/'))
    expect(again).toHaveLength(2)
    expect(again[1].headers.get('last-event-id')).toBe(mutation.eventId)

    // Still listening on the new connection.
    await client.mutate([{patch: {id: `${type}-1`, set: {title: 'After'}}}])
    expect((await events.take(isType('mutation'))).documentId).toBe(`${type}-1`)
    events.unsubscribe()
  })

  it.runIf(transport === 'websocket')('after a cut socket emits reconnect, is welcomed again and keeps listening', async () => {
    const listening = createHttpContentLake(configFor(lake), {listen: {initialDelayMs: 50, transport}})
    const type = uniqueId('adapterSocketCut')
    const events = observe(listening.listen('*[_type == $type]', {type}))
    await events.take(isType('welcome'))
    lake.cutConnections()
    await events.take(isType('reconnect'))
    await events.take(isType('welcome'))
    await client.mutate([{create: {_id: `${type}-1`, _type: type}}])
    expect((await events.take(isType('mutation'))).documentId).toBe(`${type}-1`)
    events.unsubscribe()
  })

  it('keeps trying while the lake is down and is welcomed by the restarted lake on the same port', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lake-adapter-restart-'))
    const first = await startTestLake({dataDir, keepData: true})
    const config = configFor(first)
    const listening = createHttpContentLake(config, {listen: {initialDelayMs: 100, maxDelayMs: 400, transport}})
    const events = observe(listening.listen('*[_type == "adapterRestart"]'))
    try {
      await events.take(isType('welcome'))
      // Cut the stream before closing, as a crash would: no farewell event reaches the client.
      first.cutConnections()
      await events.take(isType('reconnect'))
      await first.running.close()
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(events.values.filter(isType('reconnect')).length).toBeGreaterThanOrEqual(2)

      const second = await startLake({port: first.running.port, host: '127.0.0.1', dataDir, corsOrigins: [], publicUrl: null, logLevel: 'silent'})
      try {
        await events.take(isType('welcome'), 5000)
        expect(events.error).toBeUndefined()
        await createHttpContentLake(config).mutate([{create: {_id: uniqueId('restart'), _type: 'adapterRestart'}}])
        await events.take(isType('mutation'))
      } finally {
        events.unsubscribe()
        await second.close()
      }
    } finally {
      events.unsubscribe()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })

  it('reports a signed-out session\'s disconnect and stops without retrying', async () => {
    process.env.LAKE_LISTEN_HEARTBEAT_MS = '50'
    const own = await startTestLake()
    try {
      const login = await own.api('/auth/login/password', {
        version: 'v2021-06-07',
        role: null,
        method: 'POST',
        body: JSON.stringify({email: 'editor@demo.local', password: 'editor-demo'}),
      })
      const {token} = (await login.json()) as {token: string}
      const events = observe(
        createHttpContentLake({...configFor(own), token}, {listen: {initialDelayMs: 50, transport}}).listen('*[_type == "x"]'),
      )
      try {
        await events.take(isType('welcome'))
        await fetch(`${own.url}/v2021-06-07/auth/logout`, {method: 'POST', headers: {authorization: `Bearer ${token}`}})
        expect((await events.take(isType('disconnect'))).reason).toBeTruthy()
        await expect.poll(() => events.completed).toBe(true)
        expect(events.values.some((e) => e.type === 'reconnect')).toBe(false)
      } finally {
        events.unsubscribe()
      }
    } finally {
      delete process.env.LAKE_LISTEN_HEARTBEAT_MS
      await own.close()
    }
  })

  it('reconnects by itself when the lake shuts down cleanly', async () => {
    const closing = await startTestLake()
    const events = observe(createHttpContentLake(configFor(closing), {listen: {initialDelayMs: 50, transport}}).listen('*[_type == "x"]'))
    try {
      await events.take(isType('welcome'))
      await closing.close()
      await events.take(isType('reconnect'))
      expect(events.values.some((e) => e.type === 'disconnect')).toBe(false)
      expect(events.completed).toBe(false)
    } finally {
      events.unsubscribe()
    }
  })

  it('fails at once when the lake refuses the listener', async () => {
    const refused = createHttpContentLake({...configFor(lake), projectId: 'no-such-project'}, {listen: listenOptions})
    const events = observe(refused.listen('*'))
    await expect.poll(() => events.error !== undefined).toBe(true)
    expect((events.error as {status: number}).status).toBeGreaterThanOrEqual(400)
    expect(events.values.some((e) => e.type === 'reconnect')).toBe(false)
  })
})
