// The presence transport's heartbeats (LAKE-PRES-003), over a stand-in WebSocket on a fake clock:
// an open socket sends a `♥` text frame every 25 s until it is closed, and a `♥` from the lake is
// a heartbeat, not a message for the presence machine. (tests/server/presenceSocket.test.ts checks
// the lake's half: it answers a `♥` with one.)
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createPresenceTransport} from '../../adapters/presence/index.ts'

class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static last: FakeSocket | null = null
  readyState = FakeSocket.CONNECTING
  readonly sent: string[] = []
  readonly url: string
  constructor(url: string) {
    super()
    this.url = url
    FakeSocket.last = this
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED
    this.dispatchEvent(Object.assign(new Event('close'), {code, reason: ''}))
  }
  /** The lake accepts the connection and the authorization call. */
  accept() {
    this.readyState = FakeSocket.OPEN
    this.dispatchEvent(new Event('open'))
    this.receive(JSON.stringify({jsonrpc: '2.0', id: 1, result: {}}))
  }
  receive(data: string) {
    this.dispatchEvent(Object.assign(new Event('message'), {data}))
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function openSocket() {
  const transport = createPresenceTransport({apiHost: 'http://lake.test', projectId: 'p', dataset: 'production', token: 't'}, FakeSocket as unknown as typeof WebSocket)
  const handlers = {opened: vi.fn(), received: vi.fn(), lost: vi.fn()}
  const presence = transport.open('session-1', handlers)
  const socket = FakeSocket.last!
  socket.accept()
  return {presence, socket, handlers}
}

const heartbeats = (socket: FakeSocket) => socket.sent.filter((frame) => frame === '♥').length

describe('presence heartbeats', () => {
  it('an open socket sends a ♥ every 25 s, and none once closed', () => {
    const {presence, socket, handlers} = openSocket()
    expect(handlers.opened).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(24_999)
    expect(heartbeats(socket)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(heartbeats(socket)).toBe(1)
    vi.advanceTimersByTime(50_000)
    expect(heartbeats(socket)).toBe(3)
    presence.close()
    vi.advanceTimersByTime(100_000)
    expect(heartbeats(socket)).toBe(3)
  })

  it('a ♥ from the lake is a heartbeat, not a presence message; other pushes are handed on', () => {
    const {socket, handlers} = openSocket()
    socket.receive('♥')
    expect(handlers.received).not.toHaveBeenCalled()
    expect(handlers.lost).not.toHaveBeenCalled()
    const push = {type: 'presence', state: {userId: 'p-x', sessionId: 's', timestamp: 't', locations: []}}
    socket.receive(JSON.stringify({jsonrpc: '2.0', method: 'presence', params: push}))
    expect(handlers.received).toHaveBeenCalledExactlyOnceWith(push)
  })
})
