// Who is calling: from a bearer token or the session cookie, with their roles in the request's project.
import type {FastifyRequest} from 'fastify'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import type {Grant} from '../../core/lake/types.ts'
import {Access} from '../access/access.ts'
import type {LakeStore, TokenRecord, UserRecord} from '../storage/types.ts'
import {checkToken} from './tokens.ts'

export const SESSION_COOKIE = 'sanitySession'

export interface Identity {
  user: UserRecord | null
  token: TokenRecord | null
  roles: string[]
  grants: Grant[]
  access: Access
  /**
   * Set when the request sent a credential the lake does not accept (unknown, expired, revoked,
   * or its user is gone): the 401's description. Such a request is refused, never anonymous, so a
   * script with a dead token does not silently read an empty dataset.
   */
  refusal: string | null
}

export const ANONYMOUS: Identity = {user: null, token: null, roles: [], grants: [], access: new Access([]), refusal: null}

const REFUSED_UNKNOWN = 'Unauthorized: the token or session sent is not valid (unknown or revoked). Sign in again or send a valid token'
const refusedExpired = (at: string) => `Unauthorized: the token sent expired at ${at}. Sign in again or issue a new token`

const REFUSED_MALFORMED = 'Unauthorized: the Authorization header must be "Bearer <token>"'

const BEARER = /^bearer\s+(\S+)$/i

/**
 * The secret a request sends: its bearer token, else its session cookie. An Authorization header
 * that is not a bearer token (`Bearer` with an empty variable after it, `Token …`, `Basic …`) is
 * sent as it is, so it is refused like any unknown secret rather than read as no credential.
 */
export function credentialOf(request: FastifyRequest): string | null {
  const header = authorizationOf(request)
  if (header !== null) return BEARER.exec(header)?.[1] ?? header
  const cookie = (request as unknown as {cookies?: Record<string, string | undefined>}).cookies?.[SESSION_COOKIE]
  return cookie ?? null
}

export function identityOf(store: LakeStore, request: FastifyRequest, projectId: string | null, now: Date = new Date()): Identity {
  const header = authorizationOf(request)
  if (header !== null && !BEARER.test(header)) return {...ANONYMOUS, refusal: REFUSED_MALFORMED}
  return identityOfSecret(store, credentialOf(request), projectId, now)
}

/** The Authorization header, trimmed; null when there is none or it is empty. */
function authorizationOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : null
}

/** The identity a token or session secret stands for (a WebSocket sends its token in a message). */
export function identityOfSecret(store: LakeStore, secret: string | null, projectId: string | null, now: Date = new Date()): Identity {
  if (!secret) return ANONYMOUS
  const check = checkToken(store, secret, now)
  if (!('token' in check)) {
    return {...ANONYMOUS, refusal: check.refused === 'expired' ? refusedExpired(check.expiresAt!) : REFUSED_UNKNOWN}
  }
  const {token} = check
  const user = store.getUser(token.userId)
  if (!user) return {...ANONYMOUS, refusal: REFUSED_UNKNOWN}
  const roles = projectId ? store.memberRoles(projectId, user.id) : []
  const grants = grantsOfRoles(roles)
  return {user, token, roles, grants, access: new Access(grants), refusal: null}
}
