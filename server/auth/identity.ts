// Who is calling: from a bearer token or the session cookie, with their roles in the request's project.
import type {FastifyRequest} from 'fastify'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import type {Grant} from '../../core/lake/types.ts'
import {Access} from '../access/access.ts'
import type {LakeStore, TokenRecord, UserRecord} from '../storage/types.ts'
import {verifyToken} from './tokens.ts'

export const SESSION_COOKIE = 'sanitySession'

export interface Identity {
  user: UserRecord | null
  token: TokenRecord | null
  roles: string[]
  grants: Grant[]
  access: Access
}

export const ANONYMOUS: Identity = {user: null, token: null, roles: [], grants: [], access: new Access([])}

export function credentialOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (typeof header === 'string' && /^bearer\s+/i.test(header)) return header.replace(/^bearer\s+/i, '').trim()
  const cookie = (request as unknown as {cookies?: Record<string, string | undefined>}).cookies?.[SESSION_COOKIE]
  return cookie ?? null
}

export function identityOf(store: LakeStore, request: FastifyRequest, projectId: string | null): Identity {
  const secret = credentialOf(request)
  if (!secret) return ANONYMOUS
  const token = verifyToken(store, secret)
  const user = token ? store.getUser(token.userId) : null
  if (!token || !user) return ANONYMOUS
  const roles = projectId ? store.memberRoles(projectId, user.id) : []
  const grants = grantsOfRoles(roles)
  return {user, token, roles, grants, access: new Access(grants)}
}
