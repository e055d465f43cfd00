// GET /data/listen/{dataset} opened as a WebSocket (what the studio uses in browsers, where every
// SSE listener would hold one of a host's six HTTP/1.1 connections): the hello message that names
// project and token, the same events as the SSE stream, grants applied, refusals as one `error`
// message and a close code, and a session cookie refused from an origin the lake does not trust.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
const sockets: WebSocket[] = []

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await lake?.close()
})

interface Message {
  event: string
  id?: string
  data: Record<string, any>
}

interface Connection {
  socket: WebSocket
  next(): Promise<Message>
  closed: Promise<{code: number}>
}

function connect(query: string, hello: Record<string, unknown> | string | null, options: {dataset?: string; headers?: Record<string, string>} = {}): Connection {
  const qs = new URLSearchParams({query})
  const url = `${lake.url.replace('http', 'ws')}/v2023-11-13/data/listen/${options.dataset ?? lake.dataset}?${qs}`
  // Node's WebSocket takes headers through its undici dispatcher options; the Origin test needs them.
  const socket = new WebSocket(url, options.headers ? ({headers: options.headers} as unknown as string[]) : undefined)
  sockets.push(socket)
  const queue: Message[] = []
  const waiting: ((message: Message) => void)[] = []
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message
    const waiter = waiting.shift()
    if (waiter) waiter(message)
    else queue.push(message)
  })
  if (hello !== null) socket.addEventListener('open', () => socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello)))
  const closed = new Promise<{code: number}>((resolve) => socket.addEventListener('close', (event) => resolve({code: event.code})))
  return {
    socket,
    closed,
    next: () =>
      new Promise<Message>((resolve, reject) => {
        const queued = queue.shift()
        if (queued) return resolve(queued)
        const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5_000)
        waiting.push((message) => {
          clearTimeout(timer)
          resolve(message)
        })
      }),
  }
}

async function mutate(mutations: unknown[]) {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
}

describe('a listener over a WebSocket', () => {
  test('says welcome after the hello, then sends each matching mutation with its result', async () => {
    const id = `socket-${Date.now()}`
    const connection = connect(`*[_id == "${id}"]`, {type: 'hello', projectId: lake.projectId, token: lake.tokens.editor})
    expect((await connection.next()).event).toBe('welcome')
    await mutate([{create: {_id: id, _type: 'category', title: 'Over a socket'}}])
    const message = await connection.next()
    expect(message.event).toBe('mutation')
    expect(message.id).toBe(message.data.eventId)
    expect(message.data).toMatchObject({documentId: id, transition: 'appear', result: {_id: id, title: 'Over a socket'}})
  })

  test('applies the grants of the token the hello names', async () => {
    const id = `socket-draft-${Date.now()}`
    // Anonymous callers read nothing of a private dataset: the listener opens but stays silent.
    const anonymous = connect(`*[_id == "drafts.${id}" || _id == "${id}-marker"]`, {type: 'hello', projectId: lake.projectId})
    expect((await anonymous.next()).event).toBe('welcome')
    const editor = connect(`*[_id == "drafts.${id}" || _id == "${id}-marker"]`, {type: 'hello', projectId: lake.projectId, token: lake.tokens.editor})
    expect((await editor.next()).event).toBe('welcome')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'category', title: 'Draft'}}])
    expect((await editor.next()).data.documentId).toBe(`drafts.${id}`)
    await expect(Promise.race([anonymous.next(), new Promise((resolve) => setTimeout(() => resolve('silent'), 500))])).resolves.toBe('silent')
  })

  test('reports a filter that does not parse as a channelError and closes', async () => {
    const connection = connect('*[_type == ', {type: 'hello', projectId: lake.projectId, token: lake.tokens.editor})
    const message = await connection.next()
    expect(message.event).toBe('channelError')
    expect(message.data.error.type).toBe('queryParseError')
    await connection.closed
  })

  test('refuses a bad token, an unknown dataset and a hello that is not JSON, each with its status', async () => {
    const badToken = connect('*', {type: 'hello', projectId: lake.projectId, token: 'not-a-token'})
    expect(await badToken.next()).toMatchObject({event: 'error', data: {statusCode: 401, error: {type: 'unauthorized'}}})
    expect((await badToken.closed).code).toBe(4401)

    const unknownDataset = connect('*', {type: 'hello', projectId: lake.projectId, token: lake.tokens.editor}, {dataset: 'nowhere'})
    expect(await unknownDataset.next()).toMatchObject({event: 'error', data: {statusCode: 404}})
    expect((await unknownDataset.closed).code).toBe(4404)

    const notJson = connect('*', 'hello?')
    expect(await notJson.next()).toMatchObject({event: 'error', data: {statusCode: 400, message: 'The hello message is not JSON'}})

    const wrongFirst = connect('*', {type: 'subscribe'})
    expect(await wrongFirst.next()).toMatchObject({event: 'error', data: {statusCode: 400}})
  })

  test('takes a session cookie only from an origin the lake trusts', async () => {
    // A session cookie carries a token of the lake's own.
    const cookie = `sanitySession=${lake.tokens.editor}`
    const foreign = connect('*', {type: 'hello', projectId: lake.projectId}, {headers: {cookie, origin: 'https://evil.example'}})
    expect(await foreign.next()).toMatchObject({event: 'error', data: {statusCode: 403}})
    const local = connect('*', {type: 'hello', projectId: lake.projectId}, {headers: {cookie, origin: 'http://localhost:3333'}})
    expect((await local.next()).event).toBe('welcome')
  })
})
