// Every failure answers `{error: {type, description}}` with a 4xx for the caller's mistakes;
// a 500 only for our own, logged, and never with a stack trace.
import type {FastifyError, FastifyInstance} from 'fastify'
import {LakeError} from './lakeError.ts'

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | LakeError | Error, request, reply) => {
    if (err instanceof LakeError) return reply.code(err.statusCode).send(err.toBody())
    const e = err as FastifyError
    if (e.validation) {
      return reply.code(400).send(new LakeError(400, 'validationError', `Invalid request: ${e.message}`).toBody())
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(new LakeError(413, 'requestTooLarge', 'The request body is larger than the lake accepts').toBody())
    }
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(new LakeError(415, 'unsupportedMediaType', `Unsupported content type: ${request.headers['content-type']}`).toBody())
    }
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500
    if (status < 500) {
      return reply.code(status).send(new LakeError(status, 'requestError', e.message).toBody())
    }
    request.log.error({err}, 'request failed')
    return reply.code(500).send(new LakeError(500, 'internalError', 'The lake failed to handle this request').toBody())
  })
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(new LakeError(404, 'notFound', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`).toBody())
  })
}
