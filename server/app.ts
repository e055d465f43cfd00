// The lake's HTTP application: versioned API routes (`/v2023-11-13/...`, `/v1/...`), CORS for
// browser studios on other origins, identity and project on every request.
import {docsRoutes} from './routes/docs.ts'
import Fastify, {type FastifyInstance} from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import websocket from '@fastify/websocket'
import {API_VERSION_PATTERN} from '../core/lake/apiVersions.ts'
import type {LakeContext} from './context.ts'
import {ANONYMOUS, identityOf, SESSION_COOKIE} from './auth/identity.ts'
import {clientErrorHandler, frameworkErrors, installErrorHandling, MAX_HEADER_BYTES} from './http/errorHandler.ts'
import {installJsonBodyParser} from './http/jsonBody.ts'
import {isLocalOrigin} from './http/origins.ts'
import {badRequest, notFound, unauthorized} from './http/lakeError.ts'
import {parseQueryString} from './http/params.ts'
import {defaultProjectOf, projectIdOf} from './http/project.ts'
import {apiRoutes} from './routes/index.ts'
import {assetFileRoutes} from './routes/assetFiles.ts'
import {manageRoutes} from './routes/manage.ts'
import {studioRoutes} from './routes/studio.ts'

const MAX_BODY_BYTES = 4 * 1024 * 1024

/** Routes (below the version prefix) that answer whatever credential is sent. */
function acceptsRefusedCredentials(routeUrl: string): boolean {
  const path = routeUrl.replace(/^\/:apiVersion/, '')
  return path.startsWith('/auth/') || path === '/ping'
}

/**
 * Whether a version the pattern accepts names a real day: `v1` and `vX` do; `vYYYY-MM-DD` only when
 * that day exists (not `v2023-13-45`, nor `v2023-02-29`), since versions are compared as dates.
 */
export function isCalendarVersion(version: string): boolean {
  const date = /^v(\d{4})-(\d{2})-(\d{2})$/.exec(version)
  if (!date) return true
  const [year, month, day] = date.slice(1).map(Number)
  const at = new Date(0)
  at.setUTCFullYear(year, month - 1, day)
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
}

export async function buildApp(ctx: LakeContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {level: ctx.config.logLevel, ...(ctx.logStream ? {stream: ctx.logStream} : {})},
    bodyLimit: MAX_BODY_BYTES,
    // `/data/doc/{ds}/{id1,id2,...}` carries up to 1,000 ids in one path parameter (seeds §7).
    routerOptions: {querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: MAX_HEADER_BYTES},
    http: {maxHeaderSize: MAX_HEADER_BYTES},
    frameworkErrors,
    clientErrorHandler,
  })
  installErrorHandling(app)
  installJsonBodyParser(app)
  await app.register(cookie)
  await app.register(cors, {
    credentials: true,
    origin: (origin, callback) => callback(null, !origin || isLocalOrigin(origin) || ctx.config.corsOrigins.includes(origin)),
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Sanity-Project-ID', 'X-Sanity-Client', 'Accept', 'Last-Event-ID'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })
  // Listeners may be opened as WebSockets (routes/data/listen.ts); their messages are small.
  await app.register(websocket, {options: {maxPayload: 64 * 1024}})
  app.decorateRequest('projectId', null)
  app.decorateRequest('identity', null as never)
  app.decorateRequest('apiVersion', '')

  // Project administration pages (`/manage/...`); studio.ts leaves these paths to them.
  await app.register(manageRoutes, ctx)
  // The user documentation (`/docs/<name>.md`), which the help menu links to.
  await app.register((root) => docsRoutes(root))
  // The built studio at `/` (or the landing page when there is no build); before the API so its
  // hook sees studio paths that look like `/:apiVersion/...`.
  await studioRoutes(app, ctx)
  // Asset files and their transformed variants (`/images/…`, `/files/…`), outside the version prefix.
  await app.register((root) => assetFileRoutes(root, ctx))
  await app.register(
    async (versioned) => {
      versioned.addHook('onRequest', async (request, reply) => {
        const version = (request.params as {apiVersion?: string}).apiVersion ?? ''
        if (!API_VERSION_PATTERN.test(version)) throw notFound(`Unknown API version "${version}": use v1, vYYYY-MM-DD or vX`)
        if (!isCalendarVersion(version)) {
          throw badRequest(`Invalid API version "${version}": ${version.slice(1)} is not a date on the calendar; use v1, vX or vYYYY-MM-DD with a real date, such as v2025-02-19`)
        }
        request.apiVersion = version
        request.projectId =
          projectIdOf(request) ?? defaultProjectOf(ctx.config.defaultProject, () => ctx.store.listProjects().map((project) => project.id))
        const identity = identityOf(ctx.store, request, request.projectId)
        // A credential the lake does not accept is a 401 everywhere but on the routes that sign in
        // and out and the credential-less ping: a stale cookie must never lock anyone out of signing in.
        if (identity.refusal && !acceptsRefusedCredentials(request.routeOptions.url ?? '')) {
          // A dead session cookie would be sent again with every request: the 401 clears it.
          if (!request.headers.authorization && request.cookies?.[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, {path: '/'})
          throw unauthorized(identity.refusal)
        }
        request.identity = identity.refusal ? ANONYMOUS : identity
      })
      await apiRoutes(versioned, ctx)
    },
    {prefix: '/:apiVersion'},
  )
  return app
}
