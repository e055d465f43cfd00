// The operations machine's state as the footer shows it: per operation, the text that explains why
// it cannot run (its disabled reason, or the permission denial), compared by value so the footer
// re-renders only when one of them changes.
import type {TFunction} from 'i18next'
import {OPERATION_NAMES, OPERATION_PERMISSION, type OperationName} from '../../../core/operations/index.ts'
import type {DocumentOperationsContext} from '../../../machines/documentOperations.ts'
import {permissionText} from '../permissions.ts'

export type OperationReasons = Record<OperationName, string | null>

export function operationReasons(context: DocumentOperationsContext, t: TFunction<'structure'>, roles: readonly string[]): OperationReasons {
  const entries = OPERATION_NAMES.map((operation): [OperationName, string | null] => {
    if (!context.pair.ready) return [operation, t('reason.NOT_READY')]
    const {disabled, permission} = context.status[operation]
    if (disabled) return [operation, t(`reason.${disabled}`)]
    return [operation, permissionText(t, OPERATION_PERMISSION[operation], permission, roles)]
  })
  return Object.fromEntries(entries) as OperationReasons
}

export function sameReasons(a: OperationReasons, b: OperationReasons): boolean {
  return OPERATION_NAMES.every((operation) => a[operation] === b[operation])
}
