// The signed-in user (`/users/me`) and other people by id (`/users/{id1,id2}`), the latter only
// as far as they share the request's project with the caller.
import type {FastifyInstance, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import type {CurrentUser, PublicUser} from '../../core/lake/types.ts'
import {highestRole, roleInfo, sortRoles} from '../auth/memberRoles.ts'
import type {UserRecord} from '../storage/types.ts'
import {badRequest, notFound, unauthorized} from '../http/lakeError.ts'

const MAX_IDS = 1000

function signedInUser(request: FastifyRequest): UserRecord {
  const {user} = request.identity
  if (!user) throw unauthorized('Not signed in: sign in or send a valid token')
  return user
}

function publicUser(user: UserRecord): PublicUser {
  return {id: user.id, displayName: user.name, ...(user.profileImage ? {imageUrl: user.profileImage} : {})}
}

export async function userRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get('/users/me', async (request): Promise<CurrentUser> => {
    const user = signedInUser(request)
    const roles = sortRoles(request.identity.roles)
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      ...(user.profileImage ? {profileImage: user.profileImage} : {}),
      provider: user.provider,
      role: highestRole(roles),
      roles: roles.map((name) => roleInfo(name, true)),
    }
  })

  app.get<{Params: {ids: string}}>('/users/:ids', async (request) => {
    const caller = signedInUser(request)
    const raw = request.params.ids
    const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))]
    if (ids.length === 0) throw badRequest('Name at least one user id')
    if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} user ids per request`, {limit: 'maxIds', max: MAX_IDS})

    // Members of the request's project see each other; anyone else sees only themselves.
    const projectId = request.projectId
    const visible = new Set([caller.id])
    if (projectId && request.identity.roles.length > 0) {
      for (const member of ctx.store.projectMembers(projectId)) visible.add(member.userId)
    }
    const known = ids.flatMap((id) => {
      const user = visible.has(id) ? ctx.store.getUser(id) : null
      return user ? [publicUser(user)] : []
    })
    // Clients ask for a list with commas and for one user without.
    if (raw.includes(',')) return known
    if (known.length === 0) throw notFound(`User "${ids[0]}" not found`)
    return known[0]
  })
}
