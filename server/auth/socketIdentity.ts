// Who opened a WebSocket: the listener socket and the presence socket both learn it from the client's
// first message, as a browser cannot put headers on a WebSocket.
import type {FastifyRequest} from 'fastify'
import {credentialOf, identityOfSecret, type Identity} from './identity.ts'
import type {LakeContext} from '../context.ts'
import {badRequest, forbidden, notFound, unauthorized} from '../http/lakeError.ts'
import {isLocalOrigin} from '../http/origins.ts'
import {isValidProjectId} from '../http/project.ts'

/**
 * A socket's first message says who it is — `{type: 'hello', projectId?, token?}` — as a browser
 * cannot put headers on a WebSocket. Without a token the session cookie counts, and then only from
 * an origin the lake trusts, so another site cannot listen with a visitor's cookie.
 */
export function socketIdentity(ctx: LakeContext, request: FastifyRequest, hello: Record<string, unknown>): {projectId: string; identity: Identity; secret: string | null} {
  const named = typeof hello.projectId === 'string' && hello.projectId ? hello.projectId.toLowerCase() : null
  if (named !== null && !isValidProjectId(named)) throw badRequest(`Invalid project id "${named}"`)
  const projectId = named ?? request.projectId
  if (!projectId) throw badRequest('Invalid project id: name it in the hello message, the host (<projectId>.localhost) or the X-Sanity-Project-ID header')
  if (!ctx.store.getProject(projectId)) throw notFound(`Project "${projectId}" not found`)
  const token = typeof hello.token === 'string' && hello.token ? hello.token : null
  if (!token) {
    const origin = request.headers.origin
    const host = request.headers.host
    const sameOrigin = origin !== undefined && host !== undefined && URL.canParse(origin) && new URL(origin).host === host
    if (origin !== undefined && !sameOrigin && !isLocalOrigin(origin) && !ctx.config.corsOrigins.includes(origin)) {
      throw forbidden(`Origin ${origin} may not listen with a session cookie; send a token in the hello message`)
    }
  }
  const secret = token ?? credentialOf(request)
  const identity = identityOfSecret(ctx.store, secret, projectId)
  if (identity.refusal) throw unauthorized(identity.refusal)
  return {projectId, identity, secret}
}

