// The small endpoints the studio shell calls (shell seed §7), all answered locally: nothing is
// forwarded anywhere, telemetry included.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'
import {publicBaseUrl} from '../auth/publicUrl.ts'
import {helpResponse} from '../misc/help.ts'
import {badRequest} from '../http/lakeError.ts'

/** Feature names the studio may switch on; change here to offer more. */
export const FEATURES: readonly string[] = ['privateDataset']

function parseBatch(body: unknown): Record<string, unknown> {
  // Beacons sent on page leave may arrive as text/plain.
  let value = body
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw badRequest('The telemetry batch must be a JSON object {projectId, batch}')
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The telemetry batch must be a JSON object {projectId, batch}')
  }
  const batch = (value as Record<string, unknown>).batch
  if (batch !== undefined && !Array.isArray(batch)) throw badRequest('"batch" must be a list of events')
  return value as Record<string, unknown>
}

export async function miscRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get('/ping', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('PONG'))

  app.get('/features', async () => [...FEATURES])

  app.get('/help', async (request) => helpResponse(publicBaseUrl(request, ctx.config), ctx.config.dataDir, (message) => request.log.warn(message)))

  // No trial on a local lake: without `showOnLoad` the studio shows no welcome dialog.
  app.get('/journey/trial', async () => ({}))
  app.post('/journey/trial/:id', async () => ({}))

  app.get('/intake/telemetry-status', async () => ({status: 'denied'}))

  app.post<{Body: unknown}>('/intake/batch', async (request) => {
    const batch = parseBatch(request.body)
    const events = Array.isArray(batch.batch) ? batch.batch.length : 0
    request.log.debug({projectId: batch.projectId, events}, 'telemetry batch received and dropped')
    return {}
  })
}
