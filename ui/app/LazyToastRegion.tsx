// The toast region, fetched when the first toast is queued or once the page has settled, whichever
// comes first: it shows nothing until there is a toast, so React Aria's toasts and landmarks need
// not travel with the first screen. A toast queued before the chunk is in waits for it; the queue
// keeps it (and its timeout runs) meanwhile.
import {useSyncExternalStore} from 'react'
import {preloadableLazy} from './preloadableLazy.ts'
import {toastQueue} from './toasts.ts'
import {useIdleLoaded} from './useIdleLoaded.ts'

const ToastRegion = preloadableLazy(() => import('./ToastRegion.tsx').then((module) => ({default: module.ToastRegion})))

const subscribe = (listener: () => void) => toastQueue.subscribe(listener)
const hasToasts = () => toastQueue.visibleToasts.length > 0

export function LazyToastRegion() {
  const needed = useSyncExternalStore(subscribe, hasToasts, hasToasts)
  return useIdleLoaded(ToastRegion, needed) ? <ToastRegion /> : null
}
