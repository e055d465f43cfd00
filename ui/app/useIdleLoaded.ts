// For a lazy component that has nothing to show until something happens (a toast queued, an
// overlay opened): its chunk loads as soon as it is `needed`, or once the page has settled and the
// browser is idle, whichever comes first, so the first screen does not carry it and the moment it
// is needed rarely waits on the network.
import {useEffect, useState} from 'react'
import {prefetchWhenIdle} from './idlePrefetch.ts'
import type {Preloadable} from './preloadableLazy.ts'

/** Whether `component`'s chunk is in; starts loading it when `needed` turns true or when the browser is idle. */
export function useIdleLoaded(component: Preloadable, needed = false): boolean {
  const [ready, setReady] = useState(() => component.isLoaded())
  useEffect(() => {
    if (ready) return
    let live = true
    // A failed load is tried again by the next need (preload forgets it).
    const load = () => void component.preload().then(() => live && setReady(true), () => undefined)
    if (needed) load()
    const cancel = prefetchWhenIdle(load)
    return () => {
      live = false
      cancel()
    }
  }, [component, ready, needed])
  return ready || component.isLoaded()
}
