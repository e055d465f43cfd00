// Inviting a member on a lake without e-mail: the administrator creates the account with an
// initial password and hands it over. Checks the form first and reports every problem at once.
import {randomUUID} from 'node:crypto'
import {isRoleName} from '../../core/permissions/roles.ts'
import type {LakeStore, UserRecord} from '../storage/types.ts'
import {hashPassword} from './passwords.ts'

const MAX_NAME_LENGTH = 200
const MAX_EMAIL_LENGTH = 320
const MIN_PASSWORD_LENGTH = 8
const MAX_PASSWORD_LENGTH = 1024
const EMAIL = /^[^\s@]+@[^\s@]+$/

export type InviteField = 'name' | 'email' | 'role' | 'password'

export interface InviteProblem {
  field: InviteField
  message: string
}

export interface InviteRequest {
  name: string
  email: string
  role: string
  password: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The form's fields, trimmed (not the password: spaces in it are the person's choice). */
export function inviteRequestOf(fields: Record<string, unknown>): InviteRequest {
  return {
    name: text(fields.name).trim(),
    email: text(fields.email).trim().toLowerCase(),
    role: text(fields.role).trim(),
    password: text(fields.password),
  }
}

export function inviteProblems(invite: InviteRequest): InviteProblem[] {
  const problems: InviteProblem[] = []
  if (!invite.name) problems.push({field: 'name', message: 'Enter the name of the person you invite.'})
  else if (invite.name.length > MAX_NAME_LENGTH) problems.push({field: 'name', message: `The name can have at most ${MAX_NAME_LENGTH} characters.`})
  if (!invite.email) problems.push({field: 'email', message: 'Enter the e-mail address the person signs in with.'})
  else if (invite.email.length > MAX_EMAIL_LENGTH || !EMAIL.test(invite.email)) {
    problems.push({field: 'email', message: 'Enter an e-mail address like name@example.com.'})
  }
  if (!isRoleName(invite.role)) problems.push({field: 'role', message: 'Choose one of the listed roles.'})
  if (invite.password.length < MIN_PASSWORD_LENGTH) {
    problems.push({field: 'password', message: `Choose an initial password of at least ${MIN_PASSWORD_LENGTH} characters.`})
  } else if (invite.password.length > MAX_PASSWORD_LENGTH) {
    problems.push({field: 'password', message: `The password can have at most ${MAX_PASSWORD_LENGTH} characters.`})
  }
  return problems
}

export function emailTaken(store: LakeStore, email: string): boolean {
  return store.findUserByEmail(email) !== null
}

/** Creates the account and its membership; null when the e-mail was taken meanwhile. */
export async function createInvitedMember(store: LakeStore, projectId: string, invite: InviteRequest): Promise<UserRecord | null> {
  const user: UserRecord = {
    id: `p-${randomUUID()}`,
    name: invite.name,
    email: invite.email,
    provider: 'password',
    passwordHash: await hashPassword(invite.password),
    profileImage: null,
    createdAt: new Date().toISOString(),
  }
  // Hashing yields to other requests: check again right before writing.
  if (emailTaken(store, invite.email)) return null
  store.createUser(user)
  store.setMemberRole(projectId, user.id, invite.role)
  return user
}
