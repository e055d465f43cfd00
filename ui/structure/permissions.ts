// Permission texts for the structure tool from core's checks: 'Unable to {permission}:', the
// reasons one per line (shell seed §6), and the roles the user holds, so they know what to ask an
// administrator for (SH-PERM-004).
import type {TFunction} from 'i18next'
import {useMemo} from 'react'
import type {CurrentUser} from '../../core/lake/types.ts'
import type {PermissionResult} from '../../core/operations/index.ts'
import {useRoleSimulation} from '../app/roleSimulation.ts'

export function permissionText(t: TFunction<'structure'>, permission: string, result: PermissionResult | null, roles: readonly string[]): string | null {
  if (!result || result.granted) return null
  const held = roles.length > 0 ? t('permission.roles', {roles: roles.join(', ')}) : t('permission.no-roles')
  return [t('permission.unable', {permission}), ...result.reasons, held].join('\n')
}

/** The role titles a denial names: the simulated roles while simulating (SH-PERM-040), else the user's own. */
export function usePermissionRoles(user: Pick<CurrentUser, 'roles'>): readonly string[] {
  const simulation = useRoleSimulation()
  const roles = user.roles
  return useMemo(() => (simulation ? [...simulation.roles] : roles.map((role) => role.title || role.name)), [simulation, roles])
}
