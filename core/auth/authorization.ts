// Who may use the studio at all (SH-AUTH-031, SH-PERM-001): a signed-in user needs at least one role.
import type {CurrentUser} from '../lake/types.ts'

export function hasAnyRole(user: Pick<CurrentUser, 'roles'>): boolean {
  return Array.isArray(user.roles) && user.roles.length > 0
}

/** What the 'Not authorized' dialog shows about the signed-in account (SH-AUTH-032). */
export interface AccountSummary {
  name: string
  email: string
  provider: string
}

export function accountSummary(user: Pick<CurrentUser, 'name' | 'email' | 'provider'>): AccountSummary {
  return {name: user.name ?? '', email: user.email ?? '', provider: user.provider ?? ''}
}
