// The presence socket (LAKE-PRES) on a real lake: refused without a credential, a roll call makes
// the others announce, a closed socket is announced as a disconnect, and a location in a document
// the listener may not read never reaches them.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

let lake: TestLake
const sockets: WebSocket[] = []

beforeAll(async () => {
  lake = await startTestLake()
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {
    method: 'POST',
    body: JSON.stringify({
      mutations: [
        {createOrReplace: {_id: 'presence-article', _type: 'article', title: 'Everyone may read this'}},
        {createOrReplace: {_id: 'presence-product', _type: 'product', title: 'Contributors may not read this'}},
      ],
    }),
  })
  expect(response.status).toBe(200)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await lake?.close()
})

interface Message {
  id?: number | string | null
  method?: string
  params?: Record<string, any>
  result?: unknown
  error?: {code: number; message: string}
}

interface Peer {
  socket: WebSocket
  /** The next message matching `accept` (others are skipped); rejects after 3 s. */
  next(accept?: (message: Message) => boolean): Promise<Message>
  call(method: string, params?: Record<string, unknown>): void
  closed: Promise<{code: number}>
}

let callId = 0

function open(options: {headers?: Record<string, string>} = {}): Peer {
  const socket = new WebSocket(`${lake.url.replace('http', 'ws')}/v2022-06-30/socket/${lake.dataset}?tag=studio.presence`, options.headers ? ({headers: options.headers} as unknown as string[]) : undefined)
  sockets.push(socket)
  const queue: Message[] = []
  let wake: (() => void) | null = null
  socket.addEventListener('message', (event) => {
    if (event.data === '♥') return
    queue.push(JSON.parse(String(event.data)) as Message)
    wake?.()
  })
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()))
  const closed = new Promise<{code: number}>((resolve) => socket.addEventListener('close', (event) => resolve({code: event.code})))
  return {
    socket,
    closed,
    call(method, params = {}) {
      void opened.then(() => socket.send(JSON.stringify({jsonrpc: '2.0', method, params, id: ++callId})))
    },
    async next(accept = () => true) {
      const deadline = Date.now() + 3000
      for (;;) {
        const index = queue.findIndex(accept)
        if (index >= 0) return queue.splice(index, 1)[0]!
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no matching message within 3 s; got ${JSON.stringify(queue)}`)
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, left)
        })
      }
    },
  }
}

async function signedIn(role: RoleName): Promise<Peer> {
  const peer = open()
  peer.call('authorization', {authorization: `Bearer ${lake.tokens[role]}`, projectId: lake.projectId})
  const answer = await peer.next((m) => m.result !== undefined || m.error !== undefined)
  expect(answer.error).toBeUndefined()
  return peer
}

const pushOf = (type: string, sessionId?: string) => (m: Message) => m.method === 'presence' && m.params?.type === type && (sessionId === undefined || m.params.sessionId === sessionId)

const location = (documentId: string, path: unknown[] = []) => ({type: 'document', documentId, path, lastActiveAt: new Date().toISOString()})

describe('the presence socket', () => {
  test('is refused without a credential, and with an unknown token', async () => {
    const anonymous = open()
    anonymous.call('authorization', {projectId: lake.projectId})
    const refusal = await anonymous.next()
    expect(refusal.error?.code).toBe(401)
    expect((await anonymous.closed).code).toBe(4401)

    const unknown = open()
    unknown.call('authorization', {authorization: 'Bearer not-a-token', projectId: lake.projectId})
    expect((await unknown.next()).error?.code).toBe(401)
    expect((await unknown.closed).code).toBe(4401)
  })

  test('refuses a session cookie from an origin the lake does not trust', async () => {
    const foreign = open({headers: {cookie: `sanitySession=${lake.tokens.editor}`, origin: 'https://evil.example'}})
    foreign.call('authorization', {projectId: lake.projectId})
    expect((await foreign.next()).error?.code).toBe(403)
    expect((await foreign.closed).code).toBe(4403)
  })

  test('a roll call makes the others announce, and the announce reaches the caller as a state', async () => {
    const ada = await signedIn('administrator')
    const edith = await signedIn('editor')
    edith.call('presence_rollcall', {session: 'edith-tab-000001'})
    const rollCall = await ada.next(pushOf('rollCall', 'edith-tab-000001'))
    expect(rollCall.params).toMatchObject({userId: 'p-editor'})

    ada.call('presence_announce', {data: {sessionId: 'ada-tab-00000001', locations: [location('presence-article', ['title'])]}})
    const state = await edith.next(pushOf('state', 'ada-tab-00000001'))
    expect(state.params).toMatchObject({userId: 'p-admin', sessionId: 'ada-tab-00000001', locations: [{type: 'document', documentId: 'presence-article', path: ['title']}]})
    expect(Date.parse(state.params!.timestamp)).not.toBeNaN()
    ada.socket.close()
    edith.socket.close()
  })

  test('a closed socket is a disconnect of each of its sessions for the others', async () => {
    const ada = await signedIn('administrator')
    const edith = await signedIn('editor')
    ada.call('presence_announce', {data: {sessionId: 'ada-tab-closing1', locations: []}})
    await edith.next(pushOf('state', 'ada-tab-closing1'))
    ada.socket.close()
    const gone = await edith.next(pushOf('disconnect', 'ada-tab-closing1'))
    expect(gone.params).toMatchObject({userId: 'p-admin'})
    edith.socket.close()
  })

  test('an explicit disconnect ends that session only', async () => {
    const ada = await signedIn('administrator')
    const edith = await signedIn('editor')
    ada.call('presence_announce', {data: {sessionId: 'ada-tab-leaving1', locations: []}})
    await edith.next(pushOf('state', 'ada-tab-leaving1'))
    // A socket cannot end a session it did not announce.
    edith.call('presence_disconnect', {session: 'ada-tab-leaving1'})
    ada.call('presence_disconnect', {session: 'ada-tab-leaving1'})
    await edith.next(pushOf('disconnect', 'ada-tab-leaving1'))
    await expect(ada.next(pushOf('disconnect'))).rejects.toThrow(/no matching message/)
    ada.socket.close()
    edith.socket.close()
  })

  test('a location in a document the listener may not read is stripped', async () => {
    const ada = await signedIn('administrator')
    const connie = await signedIn('contributor')
    const edith = await signedIn('editor')
    ada.call('presence_announce', {
      data: {sessionId: 'ada-tab-products', locations: [location('presence-product', ['title']), location('presence-article'), location('never-saved-document')]},
    })
    const seenByConnie = await connie.next(pushOf('state', 'ada-tab-products'))
    expect(seenByConnie.params!.locations.map((l: {documentId: string}) => l.documentId)).toEqual(['presence-article'])
    expect(JSON.stringify(seenByConnie)).not.toContain('presence-product')
    const seenByEdith = await edith.next(pushOf('state', 'ada-tab-products'))
    expect(seenByEdith.params!.locations.map((l: {documentId: string}) => l.documentId)).toEqual(['presence-product', 'presence-article'])
    for (const peer of [ada, connie, edith]) peer.socket.close()
  })

  test('answers heartbeats and refuses a first call other than authorization', async () => {
    const peer = open()
    const heartbeat = new Promise<string>((resolve) => peer.socket.addEventListener('message', (event) => resolve(String(event.data))))
    await new Promise((resolve) => peer.socket.addEventListener('open', resolve))
    peer.socket.send('♥')
    expect(await heartbeat).toBe('♥')
    peer.call('presence_rollcall', {session: 'x'})
    expect((await peer.next()).error?.code).toBe(400)
    expect((await peer.closed).code).toBe(4400)
  })
})
