// The studio's toast queue. One queue per page: errors raised outside React (window events) and
// inside it land in the same region.
import {UNSTABLE_ToastQueue as ToastQueue} from 'react-aria-components'
import {ERROR_TOAST_MS} from '../../core/auth/constants.ts'

export type ToastStatus = 'error' | 'warning' | 'success' | 'info'

export interface StudioToast {
  status: ToastStatus
  title: string
  description?: string
}

export const toastQueue = new ToastQueue<StudioToast>({maxVisibleToasts: 4})

export function showToast(toast: StudioToast, timeout?: number): string {
  return toastQueue.add(toast, timeout === undefined ? undefined : {timeout})
}

export function showErrorToast(title: string, description?: string): string {
  return showToast({status: 'error', title, description}, ERROR_TOAST_MS)
}
