// 'Manage project' and 'Invite members' (SH-NAV-022, SH-NAV-026). Our embedded lake has no
// project administration pages yet, so both are null and the menus leave the entries out rather
// than link to nothing.
import type {ProjectLinks} from '../shell/types.ts'
import type {StudioWorkspace} from './workspace.ts'

export function projectLinksOf(_workspace: StudioWorkspace): ProjectLinks {
  return {manageProject: null, inviteMembers: null}
}
