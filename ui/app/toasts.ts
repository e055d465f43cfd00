// The studio's toast queue. One queue per page: errors raised outside React (window events) and
// inside it land in the same region.
import {UNSTABLE_ToastQueue as ToastQueue} from 'react-aria-components'
import {ERROR_TOAST_MS} from '../../core/auth/constants.ts'

export type ToastStatus = 'error' | 'warning' | 'success' | 'info'

export interface StudioToast {
  status: ToastStatus
  title: string
  description?: string
  /** How many identical toasts this one stands for (shown when more than one). */
  count?: number
}

export const toastQueue = new ToastQueue<StudioToast>({maxVisibleToasts: 4})

const sameToast = (a: StudioToast, b: StudioToast) => a.status === b.status && a.title === b.title && a.description === b.description

/**
 * Adds a toast; one identical to a toast still showing replaces it with a count instead of
 * stacking a copy over whatever the editor was doing (and restarts its timeout).
 */
export function showToast(toast: StudioToast, timeout?: number): string {
  const existing = toastQueue.visibleToasts.find((queued) => sameToast(queued.content, toast))
  if (existing) toastQueue.close(existing.key)
  const count = (existing?.content.count ?? 1) + (existing ? 1 : 0)
  return toastQueue.add(count > 1 ? {...toast, count} : toast, timeout === undefined ? undefined : {timeout})
}

export function showErrorToast(title: string, description?: string): string {
  return showToast({status: 'error', title, description}, ERROR_TOAST_MS)
}
