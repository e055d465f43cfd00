// Permission texts for the structure tool from core's checks: 'Unable to {permission}:' and the
// reasons, one per line (shell seed §6).
import type {TFunction} from 'i18next'
import type {PermissionResult} from '../../core/operations/index.ts'

export function permissionText(t: TFunction<'structure'>, permission: string, result: PermissionResult | null): string | null {
  if (!result || result.granted) return null
  return [t('permission.unable', {permission}), ...result.reasons].join('\n')
}
