// The group tabs (React Aria's tabs, and a select on narrow screens) are code only types that
// declare groups need: a document pane starts them as it mounts when its type shows groups, beside
// the document's own request, and fetches them when the browser is idle otherwise. Kept apart from
// lazyInputs.tsx: the tabs render the fields, which render the lazy inputs.
import type {CompiledType} from '../../core/schema/index.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {showsGroups} from './lazyInputKinds.ts'

export const GroupTabs = preloadableLazy(() => import('./GroupTabs.tsx').then((module) => ({default: module.GroupTabs})))

/** Starts loading the tabs when a form of `type` will show them. */
export function preloadGroupTabsFor(type: CompiledType): void {
  if (showsGroups(type)) void GroupTabs.preload().catch(() => undefined)
}

export function prefetchGroupTabs(): void {
  void GroupTabs.preload().catch(() => undefined)
}
