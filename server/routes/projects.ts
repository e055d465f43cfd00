// A project, its datasets, and what the caller may do in one of them. The project comes from the
// path here, which may differ from the one the request's host or header names.
import type {FastifyInstance, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import type {Grant} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {membersOf} from '../auth/memberRoles.ts'
import {forbidden, notFound, unauthorized} from '../http/lakeError.ts'
import type {ProjectRecord, UserRecord} from '../storage/types.ts'

/** Fields are indexed this deep for search filters (shell seed §9: nested field depth limit 3). */
export const MAX_FIELD_DEPTH = 3

interface Membership {
  project: ProjectRecord
  user: UserRecord
  roles: string[]
  grants: Grant[]
}

export async function projectRoutes(app: FastifyInstance, ctx: LakeContext) {
  const membership = (request: FastifyRequest, projectId: string): Membership => {
    const {user} = request.identity
    if (!user) throw unauthorized('Not signed in: sign in or send a valid token')
    const project = ctx.store.getProject(projectId)
    if (!project) throw notFound(`Project "${projectId}" not found`)
    const sameProject = projectId === request.projectId
    const roles = sameProject ? request.identity.roles : ctx.store.memberRoles(projectId, user.id)
    if (roles.length === 0) throw forbidden(`You are not a member of project "${projectId}"`)
    return {project, user, roles, grants: sameProject ? request.identity.grants : grantsOfRoles(roles)}
  }

  const requireDataset = (projectId: string, dataset: string) => {
    if (!ctx.lake.hasDataset(projectId, dataset)) throw notFound(`Dataset "${dataset}" not found for project ID "${projectId}"`)
  }

  app.get<{Params: {projectId: string}}>('/projects/:projectId', async (request) => {
    const {project, user} = membership(request, request.params.projectId)
    return {
      id: project.id,
      displayName: project.displayName,
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      metadata: {},
      members: membersOf(ctx.store, project.id).map((member) => ({...member, isCurrentUser: member.id === user.id})),
      createdAt: project.createdAt,
    }
  })

  app.get<{Params: {projectId: string}}>('/projects/:projectId/datasets', async (request) => {
    const {project} = membership(request, request.params.projectId)
    return ctx.store.listDatasets(project.id).map(({name, aclMode}) => ({name, aclMode}))
  })

  app.get<{Params: {projectId: string; dataset: string}}>('/projects/:projectId/datasets/:dataset/acl', async (request) => {
    const {project, grants} = membership(request, request.params.projectId)
    requireDataset(project.id, request.params.dataset)
    return grants.map(({filter, permissions}) => ({filter, permissions: [...permissions]}))
  })

  app.get<{Params: {projectId: string; dataset: string}}>(
    '/projects/:projectId/datasets/:dataset/index-settings',
    async (request) => {
      const {project} = membership(request, request.params.projectId)
      requireDataset(project.id, request.params.dataset)
      return {partialIndexSettings: {maxFieldDepth: MAX_FIELD_DEPTH}}
    },
  )
}
