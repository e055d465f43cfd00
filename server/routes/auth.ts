// Sign-in (shell seed §4, §7): the provider list, the e-mail and password login page, the
// session id exchange and logout. The flow: studio → provider url?origin= → this page → POST →
// 302 to origin#sid=… → studio calls /auth/fetch?sid= → token.
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import {acceptFormBodies} from '../auth/formBody.ts'
import {SESSION_COOKIE} from '../auth/identity.ts'
import {renderLoginPage, renderLoginProblemPage} from '../auth/loginPage.ts'
import {isLoginType, sessionCookieOptions, startLoginSession} from '../auth/loginSession.ts'
import {authenticateWithPassword} from '../auth/passwordLogin.ts'
import {BUSY_MESSAGE, LoginThrottle, lockedMessage, retryAfterSeconds} from '../auth/loginThrottle.ts'
import {PASSWORD_PROVIDER, providerList} from '../auth/providers.ts'
import {publicBaseUrl} from '../auth/publicUrl.ts'
import {callbackUrl, checkReturnOrigin} from '../auth/returnOrigin.ts'
import {issueToken} from '../auth/tokens.ts'
import {isValidProjectId} from '../http/project.ts'
import {LAKE_PAGE_CSP, withPageSecurityHeaders} from '../http/securityHeaders.ts'
import {badRequest, LakeError, unauthorized} from '../http/lakeError.ts'
import type {UserRecord} from '../storage/types.ts'
import type {QueryString} from '../http/params.ts'

const WRONG_CREDENTIALS = 'The e-mail or password is not right. Check them and try again.'
const MAX_SID_LENGTH = 200

type Fields = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // No form-action in the page's CSP: browsers apply it to the redirect back to the studio as well.
  return withPageSecurityHeaders(reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store'), LAKE_PAGE_CSP).send(html)
}

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '')
}

export async function authRoutes(app: FastifyInstance, ctx: LakeContext) {
  acceptFormBodies(app)

  const projectTitle = (projectId: string): string | undefined =>
    isValidProjectId(projectId) ? ctx.store.getProject(projectId)?.displayName : undefined

  /** Renders the form again (or first) with what the person typed, never the password. */
  const loginForm = (request: FastifyRequest, reply: FastifyReply, status: number, fields: Fields, problem?: string) => {
    const projectId = text(fields.projectId)
    return sendPage(
      reply,
      status,
      renderLoginPage({
        action: request.url.split('?')[0],
        origin: text(fields.origin),
        projectId,
        type: text(fields.type) || 'dual',
        projectTitle: projectTitle(projectId),
        email: text(fields.email) || undefined,
        problem,
      }),
    )
  }

  /** Refuses sign-ins that could not be completed safely, before any credential is checked. */
  const problemOf = (fields: Fields): {problem: string} | {origin: URL; type: string} => {
    const origin = checkReturnOrigin(text(fields.origin) || undefined, ctx.config)
    if (!origin.ok) return {problem: origin.problem}
    const type = text(fields.type) || 'dual'
    if (!isLoginType(type)) return {problem: 'The sign-in type must be token, cookie or dual.'}
    return {origin: origin.url, type}
  }

  app.get('/auth/providers', async (request) => ({providers: providerList(publicBaseUrl(request, ctx.config))}))

  app.get<{Querystring: QueryString}>(PASSWORD_PROVIDER.loginPath, async (request, reply) => {
    const checked = problemOf(request.query)
    if ('problem' in checked) return sendPage(reply, 400, renderLoginProblemPage(checked.problem))
    return loginForm(request, reply, 200, {...request.query, email: undefined})
  })

  const throttle = new LoginThrottle(ctx.now, ctx.loginThrottle)

  /**
   * Checks the password unless the account or address is locked, and counts the outcome. A
   * refusal carries the status, the message and the seconds to wait.
   */
  const signIn = async (request: FastifyRequest, fields: Fields): Promise<UserRecord | {status: 401 | 429 | 503; message: string; retryAfter?: number}> => {
    const email = text(fields.email)
    const lock = throttle.lockOf(email, request.ip)
    if (lock) return {status: 429, message: lockedMessage(lock.retryAfterMs), retryAfter: retryAfterSeconds(lock.retryAfterMs)}
    const checked = await throttle.verify(() => authenticateWithPassword(ctx.store, fields.email, fields.password))
    if (!checked) return {status: 503, message: BUSY_MESSAGE, retryAfter: 1}
    if (checked.value) {
      throttle.succeeded(email, request.ip)
      return checked.value
    }
    const started = throttle.failed(email, request.ip)
    if (started) {
      request.log.warn({email: email.slice(0, 320), address: request.ip, scope: started.scope, lockMs: started.retryAfterMs}, 'sign-in locked after failed attempts')
    }
    return {status: 401, message: WRONG_CREDENTIALS}
  }

  app.post<{Body: unknown}>(PASSWORD_PROVIDER.loginPath, async (request, reply) => {
    const body = request.body
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('Send the sign-in form, or a JSON object {email, password}')
    }
    const fields = body as Fields

    // Scripts and tests sign in with JSON and get the token itself.
    if (isJson(request)) {
      const user = await signIn(request, fields)
      if ('status' in user) {
        if (user.retryAfter) reply.header('Retry-After', String(user.retryAfter))
        throw user.status === 401 ? unauthorized(user.message) : new LakeError(user.status, user.status === 429 ? 'tooManyRequests' : 'serviceUnavailable', user.message)
      }
      return {token: issueToken(ctx.store, user.id, 'password sign-in (API)').secret}
    }

    const checked = problemOf(fields)
    if ('problem' in checked) return sendPage(reply, 400, renderLoginProblemPage(checked.problem))
    const user = await signIn(request, fields)
    if ('status' in user) {
      if (user.retryAfter) reply.header('Retry-After', String(user.retryAfter))
      return loginForm(request, reply, user.status, fields, user.message)
    }

    const {sid, secret} = startLoginSession(ctx.store, user.id, 'studio sign-in (password)')
    if (checked.type !== 'token') {
      reply.setCookie(SESSION_COOKIE, secret, sessionCookieOptions(publicBaseUrl(request, ctx.config).startsWith('https:')))
    }
    return reply.header('Cache-Control', 'no-store').redirect(callbackUrl(checked.origin, sid), 302)
  })

  app.get<{Querystring: QueryString}>('/auth/fetch', async (request) => {
    const sid = request.query.sid
    if (!sid) throw badRequest('"sid" is required: the session id from the sign-in callback')
    const token = sid.length <= MAX_SID_LENGTH ? ctx.store.takeSession(sid, new Date().toISOString()) : null
    if (!token) throw unauthorized('This session id is unknown, expired or already used: sign in again')
    return {token}
  })

  app.post('/auth/logout', async (request, reply) => {
    const {token} = request.identity
    if (token) ctx.store.deleteToken(token.id)
    reply.clearCookie(SESSION_COOKIE, {path: '/'})
    return {}
  })
}
