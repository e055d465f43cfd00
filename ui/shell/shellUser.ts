// The signed-in user as the shell shows them.
import type {CurrentUser} from '../../core/lake/types.ts'
import type {ShellUser} from './types.ts'

/** Only administrators may invite members (SH-PERM-002). */
const ADMINISTRATOR_ROLE = 'administrator'

export function shellUserOf(user: CurrentUser): ShellUser {
  return {
    id: user.id,
    name: user.name || user.email,
    email: user.email,
    provider: user.provider,
    profileImage: user.profileImage,
    isAdministrator: user.roles.some((role) => role.name === ADMINISTRATOR_ROLE),
  }
}
