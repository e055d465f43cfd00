// What the shell's pieces render: plain data the app derives from the machines and the config.
import type {CurrentUser} from '../../core/lake/types.ts'

export interface ShellTool {
  name: string
  title: string
  href: string
}

export interface ShellWorkspace {
  name: string
  title: string
  subtitle?: string
  href: string
}

export interface ShellUser extends Pick<CurrentUser, 'id' | 'name' | 'email' | 'provider' | 'profileImage'> {
  /** Administrators see 'Invite members' (SH-PERM-002). */
  isAdministrator: boolean
}

/** Project administration pages; null when the lake offers none (SH-NAV-026). */
export interface ProjectLinks {
  manageProject: string | null
  inviteMembers: string | null
}
