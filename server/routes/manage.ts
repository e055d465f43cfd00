// Project administration pages served by the lake (shell seed §2, §6: 'Manage project' and
// 'Invite members'): `/manage/:projectId` and `/manage/:projectId/invite`. Unversioned, outside the
// API, so the studio's menus can link to them; identity comes from the session cookie.
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import {ROLE_NAMES, ROLES} from '../../core/permissions/roles.ts'
import type {LakeContext} from '../context.ts'
import {acceptFormBodies} from '../auth/formBody.ts'
import {identityOf, type Identity} from '../auth/identity.ts'
import {createInvitedMember, emailTaken, inviteProblems, inviteRequestOf, type InviteProblem, type InviteRequest} from '../auth/invite.ts'
import {membersOf} from '../auth/memberRoles.ts'
import {renderInvitedPage, renderInvitePage, renderManageProblemPage, renderProjectPage} from '../auth/managePages.ts'
import {publicBaseUrl} from '../auth/publicUrl.ts'
import {isTrustedFormOrigin} from '../http/origins.ts'
import {isValidProjectId} from '../http/project.ts'
import type {ProjectRecord} from '../storage/types.ts'
import {sendPage} from './auth.ts'
import {telemetryConsent, telemetryIntakeOf} from '../misc/telemetryIntake.ts'

export const MANAGE_PREFIX = '/manage'

/** Paths these pages own, which the studio's page fallback must leave alone. */
export function isManagePath(pathname: string): boolean {
  return pathname === MANAGE_PREFIX || pathname.startsWith(`${MANAGE_PREFIX}/`)
}

const ADMINISTRATOR = 'administrator'

interface Params {
  projectId: string
}

type Visitor = {project: ProjectRecord; identity: Identity}

const roleTitle = (name: string): string => ROLES[name]?.title ?? name

export async function manageRoutes(app: FastifyInstance, ctx: LakeContext) {
  acceptFormBodies(app)

  const problem = (reply: FastifyReply, status: number, title: string, text: string, signIn = false) =>
    sendPage(reply, status, renderManageProblemPage({title, problem: text, signIn}))

  /** The project and a signed-in member of it, or the page that says why not (already sent). */
  const visitorOf = (request: FastifyRequest<{Params: Params}>, reply: FastifyReply): Visitor | null => {
    const {projectId} = request.params
    const project = isValidProjectId(projectId) ? ctx.store.getProject(projectId) : null
    if (!project) {
      problem(reply, 404, 'Project not found', `There is no project "${projectId}" on this lake.`)
      return null
    }
    const identity = identityOf(ctx.store, request, project.id)
    if (!identity.user) {
      problem(reply, 401, 'Sign in to manage this project', 'You are signed out. Sign in first to see this project.', true)
      return null
    }
    if (identity.roles.length === 0) {
      problem(reply, 403, 'No access to this project', `You are signed in as ${identity.user.email}, which is not a member of this project.`)
      return null
    }
    return {project, identity}
  }

  const isAdministrator = (identity: Identity) => identity.roles.includes(ADMINISTRATOR)

  const notAdministrator = (reply: FastifyReply) =>
    problem(reply, 403, 'Only administrators can invite', 'Inviting members needs the Administrator role in this project. Ask an administrator to invite the person.')

  const inviteForm = (reply: FastifyReply, status: number, project: ProjectRecord, values?: InviteRequest, problems?: InviteProblem[]) =>
    sendPage(
      reply,
      status,
      renderInvitePage({
        projectId: project.id,
        projectTitle: project.displayName,
        roles: ROLE_NAMES.map((name) => ({name, title: roleTitle(name)})),
        // Never the password: the administrator types it again.
        name: values?.name,
        email: values?.email,
        role: values?.role,
        problems,
      }),
    )

  app.get<{Params: Params}>(`${MANAGE_PREFIX}/:projectId`, async (request, reply) => {
    const visitor = visitorOf(request, reply)
    if (!visitor) return reply
    const {project, identity} = visitor
    const members = membersOf(ctx.store, project.id).map((member) => {
      const user = ctx.store.getUser(member.id)
      return {name: user?.name ?? member.id, email: user?.email ?? '', roleTitles: member.roles.map((role) => role.title)}
    })
    return sendPage(
      reply,
      200,
      renderProjectPage({
        projectId: project.id,
        projectTitle: project.displayName,
        datasets: ctx.store.listDatasets(project.id).map((d) => ({name: d.name, aclMode: d.aclMode})),
        members,
        canInvite: isAdministrator(identity),
        usage: isAdministrator(identity) ? {consent: telemetryConsent(ctx.config.dataDir), events: telemetryIntakeOf(ctx.store.db).counts(project.id)} : null,
      }),
    )
  })

  app.get<{Params: Params}>(`${MANAGE_PREFIX}/:projectId/invite`, async (request, reply) => {
    const visitor = visitorOf(request, reply)
    if (!visitor) return reply
    if (!isAdministrator(visitor.identity)) return notAdministrator(reply)
    return inviteForm(reply, 200, visitor.project)
  })

  app.post<{Params: Params; Body: unknown}>(`${MANAGE_PREFIX}/:projectId/invite`, async (request, reply) => {
    // The session cookie rides along on cross-site form posts too: only our own pages may post.
    const origin = request.headers.origin
    if (!isTrustedFormOrigin(origin, publicBaseUrl(request, ctx.config))) {
      return problem(reply, 403, 'Request refused', 'This form was sent from another site. Open the invite page on this lake and send it from there.')
    }
    const visitor = visitorOf(request, reply)
    if (!visitor) return reply
    if (!isAdministrator(visitor.identity)) return notAdministrator(reply)
    const {project} = visitor

    const body = request.body
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
    const invite = inviteRequestOf(fields)
    const problems = inviteProblems(invite)
    if (problems.length > 0) return inviteForm(reply, 400, project, invite, problems)

    const taken = (): FastifyReply =>
      inviteForm(reply, 409, project, invite, [
        {field: 'email', message: `${invite.email} already has an account on this lake. Choose another e-mail address.`},
      ])
    if (emailTaken(ctx.store, invite.email)) return taken()
    const user = await createInvitedMember(ctx.store, project.id, invite)
    if (!user) return taken()
    return sendPage(
      reply,
      201,
      renderInvitedPage({projectId: project.id, projectTitle: project.displayName, name: user.name, email: user.email, roleTitle: roleTitle(invite.role)}),
    )
  })
}
