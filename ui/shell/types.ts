// What the shell's pieces render: plain data the app derives from the machines and the config.
import type {LocaleDefinition} from '../../core/i18n/types.ts'
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

/** The interface language: the current locale, the shipped ones, and how to pick another (SH-I18N-002). */
export interface ShellLocaleChoice {
  current: string
  options: readonly LocaleDefinition[]
  onChange: (locale: string) => void
}
