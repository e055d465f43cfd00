// The toast queue merges a toast identical to one still showing into it (with a count), and the
// browser's benign ResizeObserver notices never become 'Uncaught error' toasts.
import {afterEach, describe, expect, test} from 'vitest'
import type {TFunction} from 'i18next'
import {showErrorToast, showToast, toastQueue} from '../../../ui/app/toasts.ts'
import {isBenignNotice, reportUncaughtError} from '../../../ui/app/uncaughtErrors.ts'

const t = ((key: string) => key) as unknown as TFunction

afterEach(() => {
  for (const toast of [...toastQueue.visibleToasts]) toastQueue.close(toast.key)
})

describe('merging identical toasts', () => {
  test('four identical toasts show as one with a count of four', () => {
    for (let i = 0; i < 4; i++) showErrorToast('Uncaught error', 'Something broke')
    expect(toastQueue.visibleToasts).toHaveLength(1)
    expect(toastQueue.visibleToasts[0].content).toMatchObject({title: 'Uncaught error', description: 'Something broke', count: 4})
  })

  test('toasts that differ in status, title or description stay apart', () => {
    showErrorToast('Uncaught error', 'one')
    showErrorToast('Uncaught error', 'two')
    showToast({status: 'warning', title: 'Uncaught error', description: 'one'})
    expect(toastQueue.visibleToasts.map((toast) => toast.content.count ?? 1)).toEqual([1, 1, 1])
  })
})

describe('benign browser notices', () => {
  test('the ResizeObserver loop notices of Chromium and Firefox are recognised, other errors are not', () => {
    expect(isBenignNotice('ResizeObserver loop completed with undelivered notifications.')).toBe(true)
    expect(isBenignNotice(new Error('ResizeObserver loop limit exceeded'))).toBe(true)
    expect(isBenignNotice('ResizeObserver is not defined')).toBe(false)
    expect(isBenignNotice(new TypeError('x is undefined'))).toBe(false)
  })

  test('they raise no toast; a real error does', () => {
    reportUncaughtError('ResizeObserver loop completed with undelivered notifications.', t)
    expect(toastQueue.visibleToasts).toHaveLength(0)
    reportUncaughtError(new Error('real trouble'), t)
    expect(toastQueue.visibleToasts.map((toast) => toast.content.description)).toEqual(['real trouble'])
  })
})
