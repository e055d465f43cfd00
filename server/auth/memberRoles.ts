// Roles as the user and project endpoints show them: names resolved to titles, the highest first.
import {ROLE_NAMES, ROLES} from '../../core/permissions/roles.ts'
import type {RoleInfo} from '../../core/lake/types.ts'
import type {LakeStore} from '../storage/types.ts'

/** ROLES lists roles from most to least powerful; a role we do not know ranks last. */
function rank(name: string): number {
  const index = ROLE_NAMES.indexOf(name)
  return index === -1 ? ROLE_NAMES.length : index
}

export function sortRoles(names: string[]): string[] {
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function highestRole(names: string[]): string {
  return sortRoles(names)[0] ?? ''
}

export function roleInfo(name: string, withDescription: boolean): RoleInfo {
  const role = ROLES[name]
  if (!role) return {name, title: name}
  return withDescription ? {name, title: role.title, description: role.description} : {name, title: role.title}
}

export interface ProjectMember {
  id: string
  role: string
  roles: RoleInfo[]
}

/** Each member once, with all their roles (the store keeps one row per role). */
export function membersOf(store: LakeStore, projectId: string): ProjectMember[] {
  const byUser = new Map<string, string[]>()
  for (const {userId, role} of store.projectMembers(projectId)) byUser.set(userId, [...(byUser.get(userId) ?? []), role])
  return [...byUser].map(([id, names]) => {
    const sorted = sortRoles(names)
    return {id, role: sorted[0] ?? '', roles: sorted.map((name) => roleInfo(name, false))}
  })
}
