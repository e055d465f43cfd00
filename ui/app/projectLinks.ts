// 'Manage project' and 'Invite members' (SH-NAV-022, SH-NAV-026): the lake serves both pages
// (server/routes/manage.ts) on its own origin, where the sign-in cookie lives; that is this page's
// origin unless the workspace names another lake. The menus show 'Invite members' to
// administrators only.
import type {ProjectLinks} from '../shell/types.ts'
import type {StudioWorkspace} from './workspace.ts'

export function projectLinksOf(workspace: Pick<StudioWorkspace, 'projectId' | 'apiHost'>): ProjectLinks {
  const base = `${(workspace.apiHost ?? '').replace(/\/+$/, '')}/manage/${encodeURIComponent(workspace.projectId)}`
  return {manageProject: base, inviteMembers: `${base}/invite`}
}

/** The lake's own pages are not studio routes: links to them load the page instead of routing. */
export function isLakePageHref(href: string): boolean {
  return /^\/manage(\/|$)/.test(href)
}
