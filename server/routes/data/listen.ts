// GET /data/listen/{dataset}: Server-Sent Events for every committed change matching a GROQ filter.
import {credentialOf} from '../../auth/identity.ts'
import {verifyToken} from '../../auth/tokens.ts'
import type {FastifyInstance, FastifyReply} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {randomString} from '../../../core/random.ts'
import {badRequest, LakeError} from '../../http/lakeError.ts'
import {flag, groqParams, oneOf, type QueryString} from '../../http/params.ts'
import {listenHeartbeatMs} from '../../listen/heartbeat.ts'
import {compileListenFilter, type ListenFilter} from '../../listen/listenFilter.ts'
import {mutationEventsFor, type ListenerOptions} from '../../listen/mutationEvents.ts'
import {SseStream} from '../../listen/sse.ts'

// Clients keep listener URLs under 16 kB (browsers' request limit), so longer is not a real client.
const MAX_QUERY_LENGTH = 16_000
// From this API version on, drafts and versions are left out unless `includeAllVersions=true`.
const PUBLISHED_ONLY_FROM = '2025-02-19'

function optionsOf(query: QueryString, apiVersion: string): ListenerOptions {
  oneOf(query, 'visibility', ['transaction', 'query', 'sync', 'async', 'deferred'] as const, 'query')
  const version = apiVersion.slice(1)
  return {
    includeResult: query.includeResult === undefined ? true : flag(query, 'includeResult'),
    includePreviousRevision: flag(query, 'includePreviousRevision'),
    includeMutations: query.includeMutations === undefined ? true : flag(query, 'includeMutations'),
    includeEffects: Boolean(query.effectFormat) && oneOf(query, 'effectFormat', ['mendoza'] as const, 'mendoza') === 'mendoza',
    publishedOnly: version !== '1' && version >= PUBLISHED_ONLY_FROM && !flag(query, 'includeAllVersions'),
  }
}

/** Headers hooks already put on the reply (CORS), which a hijacked response would otherwise lose. */
function inheritedHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value
  }
  return headers
}

export async function listenRoutes(app: FastifyInstance, ctx: LakeContext) {
  const open = new Set<() => void>()
  // Open streams would hold the server open forever. They are ended without `disconnect`, which
  // clients take as final: a studio must reconnect by itself when the lake comes back.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end()
  })

  app.get<{Params: {dataset: string}; Querystring: QueryString}>('/data/listen/:dataset', async (request, reply) => {
    const projectId = requireProject(ctx, request)
    const dataset = ctx.lake.dataset(projectId, request.params.dataset)
    const query = request.query.query
    if (typeof query !== 'string' || !query.trim()) throw badRequest('"query" is required: a GROQ filter such as *[_type == "post"]')
    if (query.length > MAX_QUERY_LENGTH) throw badRequest(`"query" is longer than ${MAX_QUERY_LENGTH} characters`)
    const params = groqParams(request.query)
    const options = optionsOf(request.query, request.apiVersion)
    const {access, user} = request.identity

    // A query that does not parse is reported on the stream, as clients surface `channelError` events.
    let filter: ListenFilter | null = null
    let parseError: LakeError | null = null
    try {
      filter = compileListenFilter(query, params, user?.id)
    } catch (err) {
      if (!(err instanceof LakeError)) throw err
      parseError = err
    }

    reply.hijack()
    const stream = new SseStream(reply.raw)
    stream.open(inheritedHeaders(reply))
    if (!filter) {
      const error = parseError!
      stream.send({event: 'channelError', data: {message: error.message, error: {type: error.type, description: error.message, ...error.details}}})
      stream.end()
      return reply
    }

    // Transactions are handled one after the other so events never overtake each other.
    let queue = Promise.resolve()
    const unsubscribe = ctx.lake.bus.subscribe(projectId, dataset.name, (committed) => {
      queue = queue.then(async () => {
        if (stream.ended) return
        try {
          for (const data of await mutationEventsFor(committed, {filter, access, options})) {
            stream.send({event: 'mutation', id: data.eventId, data})
          }
        } catch (err) {
          request.log.error({err, transactionId: committed.tx.id}, 'listener failed to handle a transaction')
        }
      })
    })
    // A listener lives only as long as the credentials it was opened with: after a sign-out or a
    // revoked token it is told so with `disconnect`, and clients do not retry with dead credentials.
    const secret = credentialOf(request)
    const stillSignedIn = () => !secret || verifyToken(ctx.store, secret) !== null
    const heartbeat = setInterval(() => {
      if (stillSignedIn()) stream.heartbeat()
      else disconnect('Your session has ended; sign in again to keep listening')
    }, listenHeartbeatMs())
    const cleanUp = () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(end)
    }
    const end = () => {
      cleanUp()
      stream.end()
    }
    const disconnect = (reason: string) => {
      cleanUp()
      stream.send({event: 'disconnect', data: {reason}})
      stream.end()
    }
    open.add(end)
    reply.raw.on('close', cleanUp)

    stream.send({event: 'welcome', data: {listenerName: randomString(22)}})
    return reply
  })
}
