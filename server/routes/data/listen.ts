// GET /data/listen/{dataset}: every committed change matching a GROQ filter, as Server-Sent Events,
// or — the same URL opened as a WebSocket — as JSON messages. Browsers keep at most six HTTP/1.1
// connections per host and a listener holds one for as long as it is open, so a studio with a few
// listeners in two tabs would have none left for its queries; WebSockets are not counted there.
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import type {WebSocket} from '@fastify/websocket'
import {credentialOf, type Identity} from '../../auth/identity.ts'
import {socketIdentity} from '../../auth/socketIdentity.ts'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {badRequest, LakeError} from '../../http/lakeError.ts'
import {flag, groqParams, oneOf, type QueryString} from '../../http/params.ts'
import {startListener, type OpenListeners} from '../../listen/listener.ts'
import {compileListenFilter, type ListenFilter} from '../../listen/listenFilter.ts'
import type {ListenerOptions} from '../../listen/mutationEvents.ts'
import {SocketStream} from '../../listen/socketStream.ts'
import {SseStream} from '../../listen/sse.ts'

// Clients keep listener URLs under 16 kB (browsers' request limit), so longer is not a real client.
const MAX_QUERY_LENGTH = 16_000
// From this API version on, drafts and versions are left out unless `includeAllVersions=true`.
const PUBLISHED_ONLY_FROM = '2025-02-19'
/** How long a socket may stay silent before saying who it is. */
const HELLO_TIMEOUT_MS = 10_000

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

interface ListenRequest {
  query: string
  params: Record<string, unknown>
  options: ListenerOptions
}

/** The filter, its params and the options of a listen URL; throws the 400s. */
function listenRequestOf(request: FastifyRequest<{Querystring: QueryString}>): ListenRequest {
  const query = request.query.query
  if (typeof query !== 'string' || !query.trim()) throw badRequest('"query" is required: a GROQ filter such as *[_type == "post"]')
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(`"query" is longer than ${MAX_QUERY_LENGTH} characters`, {limit: 'maxQueryLength', max: MAX_QUERY_LENGTH})
  return {query, params: groqParams(request.query), options: optionsOf(request.query, request.apiVersion)}
}

/** A query that does not parse is reported on the stream, as clients surface `channelError` events. */
function compile(listen: ListenRequest, identity: Identity): {filter: ListenFilter} | {error: LakeError} {
  try {
    return {filter: compileListenFilter(listen.query, listen.params, identity.user?.id)}
  } catch (err) {
    if (!(err instanceof LakeError)) throw err
    return {error: err}
  }
}

function channelError(error: LakeError) {
  return {event: 'channelError', data: {message: error.message, error: {type: error.type, description: error.message, ...error.details}}}
}

export async function listenRoutes(app: FastifyInstance, ctx: LakeContext) {
  const open: OpenListeners = new Set()
  // Open streams would hold the server open forever. They are ended without `disconnect`, which
  // clients take as final: a studio must reconnect by itself when the lake comes back.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end()
  })

  const handler = async (request: FastifyRequest<{Params: {dataset: string}; Querystring: QueryString}>, reply: FastifyReply) => {
    const projectId = requireProject(ctx, request)
    const dataset = ctx.lake.dataset(projectId, request.params.dataset)
    const listen = listenRequestOf(request)
    const {access} = request.identity
    const compiled = compile(listen, request.identity)

    reply.hijack()
    const stream = new SseStream(reply.raw)
    stream.open(inheritedHeaders(reply))
    if ('error' in compiled) {
      stream.send(channelError(compiled.error))
      stream.end()
      return reply
    }
    const input = {projectId, dataset: dataset.name, filter: compiled.filter, access, options: listen.options, secret: credentialOf(request), log: request.log}
    startListener(ctx, open, input, stream)
    return reply
  }

  const wsHandler = (socket: WebSocket, request: FastifyRequest<{Params: {dataset: string}; Querystring: QueryString}>) => {
    const stream = new SocketStream(socket)
    // A refusal is one `error` message with the body an HTTP answer would have had, then the close.
    const refuse = (error: unknown) => {
      const lakeError = error instanceof LakeError ? error : new LakeError(500, 'internalError', 'The listener could not start')
      if (!(error instanceof LakeError)) request.log.error({err: error}, 'listener socket failed to start')
      stream.send({event: 'error', data: lakeError.toBody()})
      stream.end(4000 + Math.min(lakeError.statusCode, 999))
    }
    const timer = setTimeout(() => refuse(badRequest('No hello message: send {"type":"hello"} first')), HELLO_TIMEOUT_MS)
    socket.once('message', (raw, isBinary) => {
      clearTimeout(timer)
      try {
        const hello: unknown = isBinary ? null : JSON.parse(String(raw))
        if (!hello || typeof hello !== 'object' || (hello as {type?: unknown}).type !== 'hello') throw badRequest('The first message must be {"type":"hello"}')
        const {projectId, identity, secret} = socketIdentity(ctx, request, hello as Record<string, unknown>)
        const dataset = ctx.lake.dataset(projectId, request.params.dataset)
        const listen = listenRequestOf(request)
        const compiled = compile(listen, identity)
        if ('error' in compiled) {
          stream.send(channelError(compiled.error))
          stream.end()
          return
        }
        startListener(ctx, open, {projectId, dataset: dataset.name, filter: compiled.filter, access: identity.access, options: listen.options, secret, log: request.log}, stream)
      } catch (error) {
        refuse(error instanceof SyntaxError ? badRequest('The hello message is not JSON') : error)
      }
    })
    socket.on('close', () => clearTimeout(timer))
  }

  app.route<{Params: {dataset: string}; Querystring: QueryString}>({method: 'GET', url: '/data/listen/:dataset', handler, wsHandler})
}
