// The initial-value machine's notices as toasts, for new documents and new array items alike:
// 'Resolving initial value…' while a slow resolver runs, 'Initial value resolved' after it, and
// 'Could not resolve initial value' with the type and the reason when it fails (ERR-ED-001).
import type {TFunction} from 'i18next'
import {INITIAL_VALUE_FAILED, unresolvedInitialValueDescription} from '../../core/schema/index.ts'
import type {InitialValueNotice} from '../../machines/initialValue.ts'
import {showErrorToast, showToast, toastQueue} from '../app/toasts.ts'

const RESOLVED_TOAST_MS = 3000

/** Shows what `notice` says; answers how to take a lasting notice down again. */
export function announceInitialValueNotice(notice: InitialValueNotice, error: string | null, typeName: string, t: TFunction<'structure'>): (() => void) | undefined {
  if (notice === 'resolving') {
    const key = showToast({status: 'info', title: t('initial-value.resolving')})
    return () => toastQueue.close(key)
  }
  if (notice === 'resolved') showToast({status: 'success', title: t('initial-value.resolved')}, RESOLVED_TOAST_MS)
  if (notice === 'failed') {
    console.error(`The initial value of type "${typeName}" failed:`, error)
    // A resolver that failed without saying why gets the generic reason (ERR-SH-038), not an empty one.
    showErrorToast(t('initial-value.failed'), unresolvedInitialValueDescription(typeName, error || INITIAL_VALUE_FAILED))
  }
  return undefined
}
