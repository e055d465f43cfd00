// Every failure answers `{error: {type, description}}` with a 4xx for the caller's mistakes;
// a 500 only for our own, logged, and never with a stack trace.
import {STATUS_CODES} from 'node:http'
import type {Duplex} from 'node:stream'
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import {LakeError} from './lakeError.ts'

/** How much of an unread body the lake reads past before answering a refusal, and for how long. */
export const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024
export const DRAIN_LIMIT_MS = 30_000

/**
 * Reads (and drops) what is left of a request's body. A refusal sent while the client is still
 * sending (an oversized body, a bad token on an upload) would otherwise reach a client that is
 * blocked writing, and a connection closed under it shows as EPIPE or ECONNRESET instead of the
 * lake's message. False when the body goes past the bounds: then the connection closes after
 * the answer.
 */
function drainBody(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true)
  return new Promise((resolve) => {
    let seen = 0
    const finish = (complete: boolean) => {
      clearTimeout(timer)
      raw.off('data', onData)
      raw.off('end', onEnd)
      raw.off('error', onEnd)
      raw.off('close', onEnd)
      if (!complete) raw.pause()
      resolve(complete)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > DRAIN_LIMIT_BYTES) finish(false)
    }
    const onEnd = () => finish(raw.complete)
    const timer = setTimeout(() => finish(false), DRAIN_LIMIT_MS)
    raw.on('data', onData)
    raw.on('end', onEnd)
    raw.on('error', onEnd)
    raw.on('close', onEnd)
    raw.resume()
  })
}

/** How a connection closed under an answer shows. */
const CONNECTION_ERRORS: ReadonlySet<string> = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'])

/** The client closed the connection: nothing sent now would reach it. */
function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.raw.destroyed || request.raw.socket?.destroyed === true
}

/** What describes a body of another kind (a build file, say): not true of an error sent in its place. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-range', 'content-disposition', 'etag', 'last-modified', 'accept-ranges']

/** What a reply says about the answer it was to be, never true of an error: its validators and download name. */
const VALIDATOR_HEADERS = ['etag', 'last-modified', 'content-disposition']

/**
 * Sends a refusal in the lake's JSON shape. A reply that was about to send something else (a file
 * whose reading failed) carries that body's headers, and Fastify refuses to send an object under
 * another content type: they go, and so does the file's caching (a year, for a hashed asset). A
 * reply that failed after its caching was set (an image variant whose making failed) loses its
 * validators, and its caching becomes `no-store`: an error is never kept as the answer.
 */
function answer(reply: FastifyReply, refusal: LakeError): FastifyReply {
  const type = String(reply.getHeader('content-type') ?? '')
  if (type !== '' && !/json/i.test(type)) {
    for (const name of BODY_HEADERS) reply.removeHeader(name)
    reply.header('Cache-Control', 'no-store')
  }
  for (const name of VALIDATOR_HEADERS) reply.removeHeader(name)
  if (reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
  return reply.code(refusal.statusCode).type('application/json; charset=utf-8').send(refusal.toBody())
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError | LakeError | Error, request, reply) => {
    const e = err as FastifyError
    const status = err instanceof LakeError ? err.statusCode : typeof e.statusCode === 'number' ? e.statusCode : 500
    // Nothing is sent to a client that left. Its leaving (a reload, a cancelled chunk load) is no
    // failure of ours; a failure of ours that happened meanwhile still is.
    if (clientGone(request, reply)) {
      const ours = status >= 500 && !(err instanceof LakeError) && !CONNECTION_ERRORS.has(e.code ?? '')
      if (ours) request.log.error({err}, 'request failed')
      else request.log.debug({err}, 'client went away')
      return
    }
    // Part of another answer already went out (a file failing halfway): it cannot become an error
    // now, and ending it normally would pass a truncated body off as whole.
    if (reply.raw.headersSent) {
      request.log[status >= 500 ? 'error' : 'warn']({err}, 'request failed after its answer began')
      reply.raw.destroy()
      return
    }
    if (!(await drainBody(request))) reply.header('Connection', 'close')
    if (err instanceof LakeError) return answer(reply, err)
    if (e.validation) return answer(reply, new LakeError(400, 'validationError', `Invalid request: ${e.message}`))
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0
      return answer(reply, new LakeError(413, 'requestTooLarge', `The request body is larger than the lake accepts (${limit} bytes at most)`, {limit}))
    }
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return answer(reply, new LakeError(415, 'unsupportedMediaType', `Unsupported content type: ${request.headers['content-type']}`))
    }
    // A safety net behind the explicit limits (dataset/documentLimits.ts): input nested past what
    // some library can walk is the caller's problem, not a crash of ours.
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      request.log.warn({err}, 'input nested too deeply to process')
      return answer(reply, new LakeError(400, 'validationError', 'The request is nested too deeply to process'))
    }
    if (status < 500) return answer(reply, new LakeError(status, 'requestError', e.message))
    request.log.error({err}, 'request failed')
    return answer(reply, new LakeError(500, 'internalError', 'The lake failed to handle this request'))
  })
  app.setNotFoundHandler(async (request, reply) => {
    if (clientGone(request, reply)) return
    if (!(await drainBody(request))) reply.header('Connection', 'close')
    return answer(reply, new LakeError(404, 'notFound', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`))
  })
}

/**
 * The request line and headers the lake reads at most: `/data/doc/{ds}/{ids}` carries up to 1,000
 * ids in its path (K-LAKE-003), about 47 KB of drafts' UUIDs, past Node's 16 KB default.
 */
export const MAX_HEADER_BYTES = 128 * 1024

/** Errors the router meets before any route runs (a malformed percent-escape, a too-long parameter), in the lake's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const description = error.code === 'FST_ERR_BAD_URL' ? `The request path is not a valid URL: ${error.message}` : error.message
  void reply.code(400).send(new LakeError(400, 'validationError', description).toBody())
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past MAX_HEADER_BYTES, a
 * malformed request line), answered in the lake's shape instead of Fastify's own.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & {code?: string}, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new LakeError(431, 'requestHeadersTooLarge', `The request line and headers are larger than the lake reads (${MAX_HEADER_BYTES} bytes at most); send long queries with POST`, {limit: MAX_HEADER_BYTES})
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new LakeError(408, 'requestTimeout', 'The request took too long to arrive')
        : new LakeError(400, 'badRequest', 'The request is not valid HTTP')
  this.log.debug({err: error}, 'client error')
  if (socket.writable) {
    const body = JSON.stringify(refusal.toBody())
    const status = `${refusal.statusCode} ${STATUS_CODES[refusal.statusCode] ?? ''}`.trim()
    socket.write(`HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy(error)
}
