// Tool name → its view, each loaded on demand so a tool's code stays out of the initial bundle
// (PERFORMANCE.md: initial route ≤ 240 KB gzip).
import {lazy, type ComponentType, type LazyExoticComponent} from 'react'
import {STRUCTURE_TOOL_NAME} from '../../core/routing/constants.ts'
import type {ToolViewProps} from './toolViewProps.ts'

export const TOOL_VIEWS: Readonly<Record<string, LazyExoticComponent<ComponentType<ToolViewProps>>>> = {
  [STRUCTURE_TOOL_NAME]: lazy(() => import('../structure/StructureToolView.tsx')),
}
