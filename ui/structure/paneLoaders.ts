// The structure tool's panes, loaded on demand: the list (virtualized collection, listener, grant
// checks) when a type is chosen and the editor (pair and operations machines, patches, the form)
// when a document opens, so the tool's first screen stays small (PERFORMANCE.md: initial route
// budget). This module is tiny and in the main bundle, so the shell can start the chunks a URL
// needs while the tool's own chunk is still loading.
import type {ToolState} from '../../core/routing/types.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import type {StructureToolState} from '../../core/routing/structureTool.ts'

export const DocumentListPane = preloadableLazy(() => import('./DocumentListPane.tsx').then((module) => ({default: module.DocumentListPane})))
export const DocumentPane = preloadableLazy(() => import('./document/DocumentPane.tsx').then((module) => ({default: module.DocumentPane})))

/** Starts loading the panes `state` shows: the list for a type, the editor for a document. */
export function preloadPanesFor(state: ToolState): void {
  const {type, id} = state as StructureToolState
  if (type) void DocumentListPane.preload().catch(() => undefined)
  if (type && id) void DocumentPane.preload().catch(() => undefined)
}
