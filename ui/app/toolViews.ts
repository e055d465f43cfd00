// Tool name → its view, each loaded on demand so a tool's code stays out of the initial bundle
// (PERFORMANCE.md: initial route ≤ 240 KB gzip).
import type {ComponentType} from 'react'
import {STRUCTURE_TOOL_NAME} from '../../core/routing/constants.ts'
import type {ToolState} from '../../core/routing/types.ts'
import {preloadPanesFor} from '../structure/paneLoaders.ts'
import {preloadableLazy, type PreloadableLazy} from './preloadableLazy.ts'
import type {ToolPreloadContext, ToolViewProps} from './toolViewProps.ts'

interface ToolViewEntry {
  View: PreloadableLazy<ComponentType<ToolViewProps>>
  /** Starts loading what the tool will show for this state, beside the tool's own chunk. */
  preloadFor?: (state: ToolState, context: ToolPreloadContext) => void
}

export const TOOL_VIEWS: Readonly<Record<string, ToolViewEntry>> = {
  [STRUCTURE_TOOL_NAME]: {View: preloadableLazy(() => import('../structure/StructureToolView.tsx')), preloadFor: preloadPanesFor},
}

/** Loads the tool's chunk and the chunks its state needs, all at once instead of one after another. */
export function preloadToolView(toolName: string, state: ToolState, context: ToolPreloadContext): void {
  const entry = TOOL_VIEWS[toolName]
  if (!entry) return
  void entry.View.preload().catch(() => undefined)
  entry.preloadFor?.(state, context)
}
