// The project administration pages: the project with its datasets and members, and the invite
// form. Same shell and rules as the sign-in page: no JavaScript, one h1, labelled inputs,
// problems in a role=alert region, everything interpolated through escapeHtml.
import {escapeHtml as e, renderPageShell} from './loginPage.ts'

export interface RoleChoice {
  name: string
  title: string
}

export interface ManagedMember {
  name: string
  email: string
  roleTitles: string[]
}

export interface ProjectPageInput {
  projectId: string
  projectTitle: string
  datasets: {name: string; aclMode: string}[]
  members: ManagedMember[]
  canInvite: boolean
  /** Usage events the lake kept, shown to administrators only; null for everyone else. */
  usage: {consent: string; events: {name: string; count: number; lastAt: string}[]} | null
}

export interface InvitePageInput {
  projectId: string
  projectTitle: string
  roles: RoleChoice[]
  name?: string
  email?: string
  role?: string
  /** Problems to show; `field` marks the input they are about. */
  problems?: {field: 'name' | 'email' | 'role' | 'password' | null; message: string}[]
}

export const managePath = (projectId: string): string => `/manage/${encodeURIComponent(projectId)}`
export const invitePath = (projectId: string): string => `${managePath(projectId)}/invite`

const STUDIO_LINK = '<p class="return"><a href="/">Back to the studio</a></p>'

export function renderProjectPage(input: ProjectPageInput): string {
  const datasets = input.datasets.length
    ? `<ul class="items">${input.datasets
        .map((d) => `<li><strong>${e(d.name)}</strong><span class="meta">${d.aclMode === 'public' ? 'Public: anyone can read' : 'Private: members only'}</span></li>`)
        .join('')}</ul>`
    : '<p>This project has no datasets yet.</p>'
  const members = input.members.length
    ? `<ul class="items">${input.members
        .map((m) => `<li><strong>${e(m.name)}</strong> <span class="meta">${e(m.email)}</span><span class="meta">${e(m.roleTitles.join(', '))}</span></li>`)
        .join('')}</ul>`
    : '<p>This project has no members.</p>'
  const usage = input.usage ? renderUsage(input.usage) : ''
  const invite = input.canInvite ? `<p><a href="${e(invitePath(input.projectId))}">Invite members</a></p>` : ''
  return renderPageShell(
    `Manage ${input.projectTitle}`,
    `<h1>${e(input.projectTitle)}</h1>
<p class="lead">Project <code>${e(input.projectId)}</code></p>
<h2>Datasets</h2>
${datasets}
<h2>Members</h2>
${members}
${invite}
${usage}
${STUDIO_LINK}`,
  )
}

function renderUsage(usage: NonNullable<ProjectPageInput['usage']>): string {
  const state =
    usage.consent === 'granted'
      ? 'This lake keeps the studio’s usage events (names and times only); they never leave this machine.'
      : 'This lake keeps no usage events: write <code>{"consent": "granted"}</code> into <code>telemetry.json</code> in the data folder to start.'
  const rows = usage.events.length
    ? `<table><thead><tr><th scope="col">Event</th><th scope="col">Count</th><th scope="col">Last</th></tr></thead><tbody>${usage.events
        .map((event) => `<tr><td><code>${e(event.name)}</code></td><td>${event.count}</td><td>${e(event.lastAt)}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>No usage events kept yet.</p>'
  return `<h2>Usage</h2>
<p>${state}</p>
${rows}`
}

export function renderInvitePage(input: InvitePageInput): string {
  const problems = input.problems ?? []
  const invalid = (field: string) => (problems.some((p) => p.field === field) ? ' aria-invalid="true"' : '')
  const alert = problems.length === 1
    ? e(problems[0].message)
    : problems.length > 1
      ? `<ul>${problems.map((p) => `<li>${e(p.message)}</li>`).join('')}</ul>`
      : ''
  const selected = input.role ?? 'viewer'
  const options = input.roles
    .map((r) => `<option value="${e(r.name)}"${r.name === selected ? ' selected' : ''}>${e(r.title)}</option>`)
    .join('')
  return renderPageShell(
    `Invite members to ${input.projectTitle}`,
    `<h1 id="invite-title">Invite members</h1>
<p class="lead">Add a person to <strong>${e(input.projectTitle)}</strong>. This lake sends no e-mail: inviting creates
the account with the initial password you choose here. Hand the e-mail and password to the person yourself.</p>
<div id="invite-problem" class="alert" role="alert">${alert}</div>
<form method="post" action="${e(invitePath(input.projectId))}" aria-labelledby="invite-title">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="off" required maxlength="200"
  value="${e(input.name ?? '')}" aria-describedby="invite-problem"${invalid('name')}>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="off" required spellcheck="false" maxlength="320"
  value="${e(input.email ?? '')}" aria-describedby="invite-problem"${invalid('email')}>
<label for="role">Role</label>
<select id="role" name="role" aria-describedby="invite-problem"${invalid('role')}>${options}</select>
<label for="password">Initial password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"
  aria-describedby="password-hint invite-problem"${invalid('password')}>
<p id="password-hint" class="hint">At least 8 characters.</p>
<button type="submit">Invite</button>
</form>
<p class="return"><a href="${e(managePath(input.projectId))}">Back to the project</a></p>`,
  )
}

export function renderInvitedPage(input: {projectId: string; projectTitle: string; name: string; email: string; roleTitle: string}): string {
  return renderPageShell(
    'Member invited',
    `<h1>Member invited</h1>
<div class="status" role="status"><strong>${e(input.name)}</strong> (${e(input.email)}) is now a member of
<strong>${e(input.projectTitle)}</strong> with the role ${e(input.roleTitle)}.</div>
<p class="lead">Give them their e-mail and the initial password you chose: they sign in with these in the studio.</p>
<p><a href="${e(invitePath(input.projectId))}">Invite another member</a></p>
<p><a href="${e(managePath(input.projectId))}">Back to the project</a></p>
${STUDIO_LINK}`,
  )
}

/** Signed out, not allowed, unknown project, refused request: a heading, the reason, a way on. */
export function renderManageProblemPage(input: {title: string; problem: string; signIn?: boolean}): string {
  const next = input.signIn
    ? '<p class="lead"><a href="/">Sign in in the studio</a>, then open this page again.</p>'
    : STUDIO_LINK
  return renderPageShell(
    input.title,
    `<h1>${e(input.title)}</h1>
<div class="alert" role="alert">${e(input.problem)}</div>
${next}`,
  )
}
