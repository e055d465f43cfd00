// The toast region, fetched when the first toast is queued or once the page has settled, whichever
// comes first: it shows nothing until there is a toast, so React Aria's toasts and landmarks need
// not travel with the first screen. A toast queued before the chunk is in waits for it; the queue
// keeps it (and its timeout runs) meanwhile.
import {useEffect, useState} from 'react'
import {prefetchWhenIdle} from './idlePrefetch.ts'
import {preloadableLazy} from './preloadableLazy.ts'
import {toastQueue} from './toasts.ts'

const ToastRegion = preloadableLazy(() => import('./ToastRegion.tsx').then((module) => ({default: module.ToastRegion})))

export function LazyToastRegion() {
  const [ready, setReady] = useState(() => ToastRegion.isLoaded())
  useEffect(() => {
    if (ready) return
    let live = true
    const load = () => void ToastRegion.preload().then(() => live && setReady(true), () => undefined)
    const loadOnToast = () => {
      if (toastQueue.visibleToasts.length > 0) load()
    }
    const unsubscribe = toastQueue.subscribe(loadOnToast)
    loadOnToast()
    const cancel = prefetchWhenIdle(load)
    return () => {
      live = false
      unsubscribe()
      cancel()
    }
  }, [ready])
  return ready ? <ToastRegion /> : null
}
