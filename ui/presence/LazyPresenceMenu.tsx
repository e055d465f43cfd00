// The navbar's presence menu, fetched once the first screen has settled: it only has something to
// show after the presence socket has heard from the other sessions, and its code (grouping,
// avatars, the menu) need not compete with the first screen for the network and the main thread.
import {useEffect, useState} from 'react'
import {prefetchWhenIdle} from '../app/idlePrefetch.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'

const PresenceMenu = preloadableLazy(() => import('./PresenceMenu.tsx').then((module) => ({default: module.PresenceMenu})))

export function LazyPresenceMenu() {
  const [ready, setReady] = useState(() => PresenceMenu.isLoaded())
  useEffect(() => {
    if (ready) return
    let live = true
    const cancel = prefetchWhenIdle(() => void PresenceMenu.preload().then(() => live && setReady(true), () => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [ready])
  return ready ? <PresenceMenu /> : null
}
