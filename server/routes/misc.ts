// The small endpoints the studio shell calls (shell seed §7), all answered locally: nothing is
// forwarded anywhere, telemetry included.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'
import {publicBaseUrl} from '../auth/publicUrl.ts'
import {helpResponse} from '../misc/help.ts'
import {badRequest, forbidden, unauthorized} from '../http/lakeError.ts'
import {journeyResponse, journeySettings} from '../misc/trialJourney.ts'
import {JourneySeen} from '../misc/journeySeen.ts'
import {intakeEventsOf, telemetryConsent, telemetryIntakeOf} from '../misc/telemetryIntake.ts'

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

  const seen = new JourneySeen(ctx.store.db)
  const intake = telemetryIntakeOf(ctx.store.db)
  const now = () => new Date(ctx.now?.() ?? Date.now())

  // SH-TRIAL-001: the welcome until this user closed it, and the trial's days when configured.
  // Signed out (or outside a project) there is nobody to welcome.
  app.get('/journey/trial', async (request) => {
    const user = request.identity.user
    const projectId = request.projectId
    if (!user || !projectId) return {}
    const settings = journeySettings(publicBaseUrl(request, ctx.config), ctx.config.dataDir, (message) => request.log.warn(message))
    return journeyResponse(settings, (id) => seen.has(projectId, user.id, id), now().getTime())
  })

  // SH-TRIAL-007, SH-TRIAL-008: the body is not read; the dialog id is enough.
  app.post<{Params: {id: string}}>('/journey/trial/:id', async (request) => {
    const user = request.identity.user
    if (!user) throw unauthorized('Sign in to mark the welcome as seen')
    if (!request.projectId) throw badRequest('Invalid project id: name it in the host (<projectId>.localhost) or the X-Sanity-Project-ID header')
    if (request.params.id.length > 200) throw badRequest('The dialog id is too long')
    seen.mark(request.projectId, user.id, request.params.id, now())
    return {}
  })

  app.get('/intake/telemetry-status', async () => ({status: telemetryConsent(ctx.config.dataDir)}))

  // Beacons carry no Authorization header, so a batch is taken from anyone who names a project of
  // this lake; the signed-in user, when known, is kept beside the events.
  app.post<{Body: unknown}>('/intake/batch', async (request) => {
    const body = parseBatch(request.body)
    const projectId = typeof body.projectId === 'string' ? body.projectId : request.projectId
    if (!projectId || !ctx.store.getProject(projectId)) throw badRequest('"projectId" must name a project of this lake')
    if (telemetryConsent(ctx.config.dataDir) !== 'granted') return {kept: 0}
    const events = intakeEventsOf(Array.isArray(body.batch) ? body.batch : [], now())
    intake.keep(projectId, request.identity.user?.id ?? null, events, now())
    return {kept: events.length}
  })

  // What the lake kept, for the project's administrators (also shown on the manage page).
  app.get('/intake/counts', async (request) => {
    const projectId = request.projectId
    if (!request.identity.user) throw unauthorized('Sign in to see the usage counts')
    if (!projectId || !request.identity.roles.includes('administrator')) throw forbidden('Only administrators of the project can see the usage counts')
    return {consent: telemetryConsent(ctx.config.dataDir), events: intake.counts(projectId)}
  })
}
