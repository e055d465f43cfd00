// Errors nobody handled (SH-TOAST-001, SH-ROUTE-048) become the 'Uncaught error' toast, except the
// kinds that have their own screen: schema, CORS and configuration errors.
import type {TFunction} from 'i18next'
import {showErrorToast} from './toasts.ts'

/** Error names whose screens (schema errors page, CORS dialog, config errors) already tell the user. */
const ERRORS_WITH_THEIR_OWN_SCREEN = new Set(['SchemaError', 'CorsOriginError', 'ConfigurationError', 'ConfigError'])

export function hasItsOwnScreen(error: unknown): boolean {
  return error instanceof Error && ERRORS_WITH_THEIR_OWN_SCREEN.has(error.name)
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

/**
 * Browser notices that arrive as window errors but are no fault of the studio: a ResizeObserver
 * whose callback changed layout is told again in the next frame (Chromium and Firefox word it
 * differently). React Aria's popovers and menus trigger it when they open.
 */
const BENIGN_NOTICES = [/^ResizeObserver loop completed with undelivered notifications\.?$/, /^ResizeObserver loop limit exceeded$/]

export function isBenignNotice(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return BENIGN_NOTICES.some((pattern) => pattern.test(message))
}

export function reportUncaughtError(error: unknown, t: TFunction): void {
  if (hasItsOwnScreen(error) || isBenignNotice(error)) return
  // An aborted request was cancelled on purpose.
  if (error instanceof DOMException && error.name === 'AbortError') return
  showErrorToast(t('toast.uncaught-error.title'), messageOf(error))
}

/** Listens for uncaught errors and rejections on the window; returns the function that stops it. */
export function listenForUncaughtErrors(t: TFunction): () => void {
  const onError = (event: ErrorEvent) => reportUncaughtError(event.error ?? event.message, t)
  const onRejection = (event: PromiseRejectionEvent) => reportUncaughtError(event.reason, t)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
