// The presence socket over a browser (or Node 22+) WebSocket: `/socket/{dataset}` at the presence
// API version, JSON-RPC 2.0 calls (LAKE-PRES-002). The first call is `authorization`, with the
// token when the studio signs in by token and none for a cookie session, naming the project as the
// listener socket's hello does; a `♥` goes out now and then so proxies keep an idle socket open.
import {PRESENCE_API_VERSION, PRESENCE_REQUEST_TAG} from '../../core/presence/constants.ts'
import type {PresenceSocket, PresenceSocketHandlers, PresenceTransport} from '../../core/presence/port.ts'
import type {LakeClientConfig} from '../http/config.ts'
import {createRequester} from '../http/request.ts'

const HEARTBEAT = '♥'
const HEARTBEAT_EVERY_MS = 25_000

export function createPresenceTransport(config: LakeClientConfig, WebSocketImpl: typeof WebSocket = globalThis.WebSocket): PresenceTransport {
  const requester = createRequester(config)
  return {
    open(sessionId: string, handlers: PresenceSocketHandlers): PresenceSocket {
      const url = requester.url({path: `/socket/${encodeURIComponent(config.dataset)}`, version: PRESENCE_API_VERSION, tag: PRESENCE_REQUEST_TAG}).replace(/^http/, 'ws')
      let nextId = 0
      let authorized = false
      let left = false
      const socket = new WebSocketImpl(url)
      const call = (method: string, params: Record<string, unknown>) => {
        if (socket.readyState === WebSocketImpl.OPEN) socket.send(JSON.stringify({jsonrpc: '2.0', method, params, id: ++nextId}))
      }
      const heartbeat = setInterval(() => {
        if (socket.readyState === WebSocketImpl.OPEN) socket.send(HEARTBEAT)
      }, HEARTBEAT_EVERY_MS)
      const authorizationId = 1
      socket.addEventListener('open', () => {
        call('authorization', {projectId: config.projectId, ...(config.token ? {authorization: `Bearer ${config.token}`} : {})})
      })
      socket.addEventListener('message', (message) => {
        if (message.data === HEARTBEAT) return
        let parsed: {id?: unknown; method?: unknown; params?: unknown; error?: {message?: string}} | null
        try {
          parsed = JSON.parse(String(message.data))
        } catch {
          return
        }
        if (!parsed) return
        if (parsed.id === authorizationId && !authorized) {
          if (parsed.error) return handlers.lost(parsed.error.message ?? 'The lake refused presence')
          authorized = true
          call('presence_subscribe', {})
          return handlers.opened()
        }
        if (parsed.method === 'presence') handlers.received(parsed.params)
      })
      socket.addEventListener('close', (event) => {
        clearInterval(heartbeat)
        if (!left) handlers.lost(event.reason || `The presence socket closed (${event.code})`)
      })
      return {
        announce: (locations) => call('presence_announce', {data: {sessionId, locations}}),
        rollCall: () => call('presence_rollcall', {session: sessionId}),
        close() {
          left = true
          clearInterval(heartbeat)
          // Leaving on purpose (tab closed, signed out): the others need not wait for the socket to time out.
          call('presence_disconnect', {session: sessionId})
          socket.close(1000)
        },
      }
    },
  }
}
