// The navbar's presence menu, fetched once the first screen has settled: it only has something to
// show after the presence socket has heard from the other sessions, and its code (grouping,
// avatars, the menu) need not compete with the first screen for the network and the main thread.
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {useIdleLoaded} from '../app/useIdleLoaded.ts'

const PresenceMenu = preloadableLazy(() => import('./PresenceMenu.tsx').then((module) => ({default: module.PresenceMenu})))

export function LazyPresenceMenu() {
  return useIdleLoaded(PresenceMenu) ? <PresenceMenu /> : null
}
