// Serves the built studio (dist/studio, from `vite build`) at `/`. A GET that is not an API path
// (`/v1/…`, `/vYYYY-MM-DD/…`) gets the build's file when one matches, and a page load (Accept:
// text/html) of any other path gets index.html, because the studio routes on the client
// (`/structure/article;id` and so on). Without a build the lake answers `/` with its landing page
// (root.ts) instead.
import {existsSync, statSync} from 'node:fs'
import {relative, resolve, sep} from 'node:path'
import fastifyStatic from '@fastify/static'
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import {API_VERSION_PATTERN} from '../../core/lake/apiVersions.ts'
import type {LakeContext} from '../context.ts'
import {STUDIO_CSP, withPageSecurityHeaders} from '../http/securityHeaders.ts'
import {isManagePath} from './manage.ts'
import {isAssetFilePath} from './assetFiles.ts'
import {isDocsPath} from './docs.ts'
import {rootRoutes} from './root.ts'

export const STUDIO_DIST_DIR = resolve(import.meta.dirname, '../../dist/studio')

/** STUDIO_DIST_DIR in the environment serves another build (read when the app is built). */
function distDirFromEnv(): string {
  return process.env.STUDIO_DIST_DIR ? resolve(process.env.STUDIO_DIST_DIR) : STUDIO_DIST_DIR
}

/** Hashed build output: a file name changes whenever its content does. */
const ASSETS_PREFIX = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The build's file for a URL path, or null; never a path outside the build folder. */
function buildFileOf(distDir: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const absolute = resolve(distDir, `.${decoded}`)
  const inside = relative(distDir, absolute)
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return null
  try {
    return statSync(absolute).isFile() ? inside.split(sep).join('/') : null
  } catch {
    return null
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b|application\/xhtml\+xml/i.test(request.headers.accept ?? '')
}

function isApiPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return API_VERSION_PATTERN.test(first)
}

/**
 * Registered directly on the root app (not through `register`), so its hook sees every request,
 * including paths that only the versioned API's `/:apiVersion/...` routes would otherwise match.
 */
export async function studioRoutes(app: FastifyInstance, ctx: LakeContext, distDir: string = distDirFromEnv()): Promise<void> {
  // preCompressed: the build's .br/.gz siblings (vite.config.ts) go to clients that accept them.
  await app.register(fastifyStatic, {root: distDir, serve: false, decorateReply: true, preCompressed: true})
  const indexFile = resolve(distDir, 'index.html')

  /** Answers a request for the build (true), or leaves it to the lake's routes (false). */
  const answered = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = request.url.split('?')[0]
    // The lake's own pages (manage.ts, docs.ts) and asset files (assetFiles.ts) are not studio routes.
    if (isApiPath(pathname) || isManagePath(pathname) || isAssetFilePath(pathname) || isDocsPath(pathname) || !existsSync(indexFile)) return false

    const file = buildFileOf(distDir, pathname)
    if (file) {
      reply.header('Cache-Control', pathname.startsWith(ASSETS_PREFIX) ? IMMUTABLE : 'no-cache')
      if (file === 'index.html') withPageSecurityHeaders(reply, STUDIO_CSP)
      else reply.header('X-Content-Type-Options', 'nosniff')
      reply.sendFile(file, {cacheControl: false})
      return true
    }
    // A chunk of an older build: answering HTML in place of JavaScript would only hide the problem.
    if (pathname.startsWith(ASSETS_PREFIX)) {
      reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      return true
    }
    // Only page loads get the studio; an API client that mistyped a version still gets the lake's 404.
    if (!acceptsHtml(request)) return false

    withPageSecurityHeaders(reply.header('Cache-Control', 'no-cache'), STUDIO_CSP).sendFile('index.html', {cacheControl: false})
    return true
  }

  // A callback hook that never calls `done` once it answered: the request goes no further. An
  // async hook returning the reply went on to the routes when the client left mid-file (the
  // reply's promise settles on a dropped connection too), and the lake's 404 was then sent over
  // the file's headers: an error logged for every request a browser cancelled.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!answered(request, reply)) done()
  })

  await app.register((root) => rootRoutes(root, ctx, () => existsSync(indexFile)))
}
