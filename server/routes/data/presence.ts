// GET /socket/{dataset} as a WebSocket: presence (LAKE-PRES). Who is in the studio and where,
// relayed between the sockets of one dataset; the lake stores none of it.
import type {FastifyInstance, FastifyRequest} from 'fastify'
import type {WebSocket} from '@fastify/websocket'
import {socketIdentity} from '../../auth/socketIdentity.ts'
import type {LakeContext} from '../../context.ts'
import {badRequest, forbidden, LakeError, unauthorized} from '../../http/lakeError.ts'
import {locationsOf, rpcCallOf, type PresencePush, type RpcCall} from '../../presence/messages.ts'
import {PresenceRoom, type PresencePeer} from '../../presence/presenceRoom.ts'

/** How long a socket may stay silent before saying who it is (as the listener socket). */
const AUTHORIZATION_TIMEOUT_MS = 10_000
/** Text frames holding only this are heartbeats (LAKE-PRES-003): answered, never parsed. */
const HEARTBEAT = '♥'

/** `Bearer <token>` → the token; anything else (a cookie session sends none) → undefined. */
function bearerOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^bearer\s+\S/i.test(value) ? value.replace(/^bearer\s+/i, '') : undefined
}

export async function presenceRoutes(app: FastifyInstance, ctx: LakeContext) {
  const rooms = new Map<string, PresenceRoom>()
  const roomOf = (projectId: string, dataset: string): {room: PresenceRoom; key: string} => {
    const key = `${projectId}/${dataset}`
    let room = rooms.get(key)
    if (!room) {
      const data = ctx.lake.dataset(projectId, dataset)
      rooms.set(key, (room = new PresenceRoom((id) => data.get(id))))
    }
    return {room, key}
  }
  const sockets = new Set<WebSocket>()
  app.addHook('preClose', async () => {
    for (const socket of sockets) socket.close(1001)
  })

  const wsHandler = (socket: WebSocket, request: FastifyRequest<{Params: {dataset: string}}>) => {
    sockets.add(socket)
    const reply = (call: RpcCall, result: unknown) => {
      if (call.id !== null && socket.readyState === socket.OPEN) socket.send(JSON.stringify({jsonrpc: '2.0', id: call.id, result}))
    }
    const fail = (call: RpcCall | null, error: LakeError) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({jsonrpc: '2.0', id: call?.id ?? null, error: {code: error.statusCode, message: error.message, data: error.toBody()}}))
    }
    // A refusal is one error answer, then the close with 4000 + the HTTP status, as the listener socket.
    const refuse = (call: RpcCall | null, error: unknown) => {
      const lakeError = error instanceof LakeError ? error : new LakeError(500, 'internalError', 'Presence could not start')
      if (!(error instanceof LakeError)) request.log.error({err: error}, 'presence socket failed to start')
      fail(call, lakeError)
      socket.close(4000 + Math.min(lakeError.statusCode, 999))
    }
    let peer: PresencePeer | null = null
    let room: PresenceRoom | null = null
    const timer = setTimeout(() => refuse(null, badRequest('No authorization call: call "authorization" first')), AUTHORIZATION_TIMEOUT_MS)

    // The first call must be `authorization` (LAKE-PRES-004): it carries the token, or none for a
    // cookie session, and may name the project, as the listener's hello does.
    const authorize = (call: RpcCall) => {
      if (call.method !== 'authorization') throw badRequest('The first call must be "authorization"')
      const {projectId, identity} = socketIdentity(ctx, request, {projectId: call.params.projectId, token: bearerOf(call.params.authorization)})
      if (!identity.user) throw unauthorized('Presence needs a signed-in user: send a token or a session cookie')
      if (!identity.access.hasAnywhere('read')) throw forbidden('You may not read this dataset')
      room = roomOf(projectId, request.params.dataset).room
      peer = {
        userId: identity.user.id,
        access: identity.access,
        push: (message: PresencePush) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({jsonrpc: '2.0', method: 'presence', params: message}))
        },
      }
      room.join(peer)
      reply(call, {userId: identity.user.id})
    }

    const handle = async (call: RpcCall, from: PresencePeer, in_: PresenceRoom) => {
      const sessionId = typeof call.params.session === 'string' ? call.params.session : typeof (call.params.data as {sessionId?: unknown})?.sessionId === 'string' ? (call.params.data as {sessionId: string}).sessionId : null
      switch (call.method) {
        case 'presence_subscribe':
          return reply(call, true)
        case 'presence_announce':
          if (!sessionId) return fail(call, badRequest('presence_announce needs {data: {sessionId, locations}}'))
          await in_.announce(from, sessionId, locationsOf((call.params.data as {locations?: unknown}).locations))
          return reply(call, true)
        case 'presence_rollcall':
          if (!sessionId) return fail(call, badRequest('presence_rollcall needs {session}'))
          await in_.rollCall(from, sessionId)
          return reply(call, true)
        case 'presence_disconnect':
          if (!sessionId) return fail(call, badRequest('presence_disconnect needs {session}'))
          await in_.disconnect(from, sessionId)
          return reply(call, true)
        default:
          return fail(call, badRequest(`Unknown method "${call.method}"`))
      }
    }

    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '' : String(raw)
      if (text === HEARTBEAT) {
        if (socket.readyState === socket.OPEN) socket.send(HEARTBEAT)
        return
      }
      const call = rpcCallOf(text)
      if (!peer || !room) {
        clearTimeout(timer)
        try {
          if (!call) throw badRequest('Messages are JSON-RPC 2.0 calls')
          authorize(call)
        } catch (error) {
          refuse(call, error)
        }
        return
      }
      if (!call) return fail(null, badRequest('Messages are JSON-RPC 2.0 calls'))
      handle(call, peer, room).catch((error: unknown) => {
        request.log.error({err: error}, 'presence call failed')
        fail(call, error instanceof LakeError ? error : new LakeError(500, 'internalError', 'Presence call failed'))
      })
    })
    socket.on('close', () => {
      clearTimeout(timer)
      sockets.delete(socket)
      if (peer && room) void room.leave(peer)
    })
  }

  app.route<{Params: {dataset: string}}>({
    method: 'GET',
    url: '/socket/:dataset',
    handler: async () => {
      throw badRequest('The presence endpoint is a WebSocket: open it with an Upgrade request')
    },
    wsHandler,
  })
}
