// The structure tool's panes, loaded on demand: the list (virtualized collection, listener, grant
// checks) when a type is chosen and the editor (pair and operations machines, patches, the form)
// when a document opens, so the tool's first screen stays small (PERFORMANCE.md: initial route
// budget). This module is tiny and in the main bundle, so the shell can start the chunks a URL
// needs while the tool's own chunk is still loading.
import {createHttpContentLake, holdListener, listenerAddressOf} from '../../adapters/http/index.ts'
import {pairOf} from '../../core/documents/ids.ts'
import type {ToolState} from '../../core/routing/types.ts'
import {PAIR_LISTEN_OPTIONS, PAIR_LISTEN_QUERY, pairListenParams} from '../../core/editing/pairListener.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import type {ToolPreloadContext} from '../app/toolViewProps.ts'
import {workspaceTypesOf} from '../app/workspaceTypes.ts'
import type {StructureToolState} from '../../core/routing/structureTool.ts'

let firstRoute = true

export const DocumentListPane = preloadableLazy(() => import('./DocumentListPane.tsx').then((module) => ({default: module.DocumentListPane})))
export const DocumentPane = preloadableLazy(() => import('./document/DocumentPane.tsx').then((module) => ({default: module.DocumentPane})))

/**
 * Starts what the panes `state` shows need: the list's code for a type; for a document the editor's
 * code, then the inputs its form shows (before the pane renders), and the pair's listener, which the
 * pane adopts when it mounts (adapters/http/heldListeners.ts) and so can fetch the documents at once.
 */
export function preloadPanesFor(state: ToolState, context: ToolPreloadContext): void {
  const {type, id} = state as StructureToolState
  const pageRoute = firstRoute
  firstRoute = false
  if (type) void DocumentListPane.preload().catch(() => undefined)
  if (!type || !id) return
  void DocumentPane.preload().catch(() => undefined)
  void import('../form/preloadForm.ts').then((module) => module.preloadFormOf(workspaceTypesOf(context.schemaTypes), type)).catch(() => undefined)
  // Only the route the page opened with: its pane mounts after sign-in is checked. Later, the
  // pane of a route mounts before this runs (a parent's effects run after its children's), and
  // a listener held then would only wait out HELD_LISTENER_MS unused.
  if (pageRoute && context.lake) {
    const config = {...context.lake, withCredentials: !context.lake.token}
    holdListener(createHttpContentLake(config, {listen: {retryNow: context.retryNow}}), listenerAddressOf(config), PAIR_LISTEN_QUERY, pairListenParams(pairOf(id)), PAIR_LISTEN_OPTIONS)
  }
}
