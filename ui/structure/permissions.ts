// Permission texts for the structure tool from core's checks: 'Unable to {permission}:', the
// reasons one per line (shell seed §6), and the roles the user holds, so they know what to ask an
// administrator for (SH-PERM-004).
import type {TFunction} from 'i18next'
import {useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import {draftIdOf} from '../../core/documents/ids.ts'
import type {CurrentUser} from '../../core/lake/types.ts'
import {checkPairPermission, type PermissionResult} from '../../core/operations/index.ts'
import type {DocumentDefinition} from '../../core/schema/index.ts'
import {useRoleSimulation} from '../app/roleSimulation.ts'
import {useStructure} from './structureContext.ts'

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

/**
 * Why this user may not create the document `id` of `type` (restoring a deleted one creates it
 * again), after `lead`; null when they may, or while the grants are not known yet.
 */
export function useCreateDenied(type: DocumentDefinition, id: string, lead: string): string | null {
  const {t} = useTranslation('structure')
  const {grants, user} = useStructure()
  const roles = usePermissionRoles(user)
  if (!grants) return null
  const result = checkPairPermission('create', {
    grants,
    publishedId: id,
    draftId: draftIdOf(id),
    type: type.name,
    liveEdit: Boolean(type.liveEdit),
    draft: null,
    published: null,
    identity: user.id,
  })
  const reasons = permissionText(t, 'create', result, roles)
  return reasons === null ? null : `${lead}\n${reasons}`
}
