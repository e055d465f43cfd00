// The narrow-screen menu shows nothing until it is opened, and wide screens never open it: its
// code (the overlay, its radio groups and links) loads on the first opening or when the browser is
// idle, whichever comes first, so the first screen does not carry it.
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {useIdleLoaded} from '../app/useIdleLoaded.ts'
import type {SidebarProps} from './Sidebar.tsx'

const Sidebar = preloadableLazy(() => import('./Sidebar.tsx').then((module) => ({default: module.Sidebar})))

export function LazySidebar(props: SidebarProps) {
  return useIdleLoaded(Sidebar, props.isOpen) ? <Sidebar {...props} /> : null
}
