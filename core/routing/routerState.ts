// Navigation state held in the URL: decoded on load, re-encoded on every change (SH-ROUTE-005),
// with the legacy `space` key read as `tool` (SH-ROUTE-006).
//
// Below a workspace's base path the URL is either nothing, `intent/...` (see intents.ts), or
// `{tool}/{rest}`, where `rest` belongs to the tool: decoded by its `router`, or kept as plain
// segments (`{path: [...]}`) for tools without one.
import {isRecord} from '../isRecord.ts'
import {encodeIntentSegments, isIntentPath, parseIntentSegments} from './intents.ts'
import {joinPath, safeDecode, splitPath} from './paths.ts'
import {findTool} from './resolveTool.ts'
import type {Intent, ToolDescriptor, ToolRouter, ToolState} from './types.ts'

export interface RouterState {
  tool?: string
  toolState?: ToolState
  intent?: Intent
}

/** For tools without a router: the sub-path as decoded segments, `{path: ['a', 'b c']}`. */
export const plainPathRouter: ToolRouter = {
  encode(state: ToolState): string[] {
    const path = Array.isArray(state.path) ? (state.path as unknown[]) : []
    return path.map((segment) => encodeURIComponent(String(segment)))
  },
  decode(segments: string[]): ToolState | null {
    if (segments.length === 0) return {}
    const path: string[] = []
    for (const segment of segments) {
      const decoded = safeDecode(segment)
      if (decoded === null) return null
      path.push(decoded)
    }
    return {path}
  },
}

function routerOf(tools: readonly ToolDescriptor[], name: string): ToolRouter {
  return findTool(tools, name)?.router ?? plainPathRouter
}

/** The state of the segments below a base path; null when the tool cannot read its sub-path. */
export function decodeRouterState(rest: readonly string[], tools: readonly ToolDescriptor[]): RouterState | null {
  if (rest.length === 0) return {}
  if (isIntentPath(rest)) {
    const intent = parseIntentSegments(rest)
    return intent ? {intent} : null
  }
  const tool = safeDecode(rest[0])
  if (!tool) return null
  const toolState = routerOf(tools, tool).decode(rest.slice(1))
  return toolState ? {tool, toolState} : null
}

/** The segments below a base path for a state (already percent-encoded). */
export function encodeRouterState(state: RouterState, tools: readonly ToolDescriptor[]): string[] {
  if (state.intent) return encodeIntentSegments(state.intent)
  if (!state.tool) return []
  return [encodeURIComponent(state.tool), ...routerOf(tools, state.tool).encode(state.toolState ?? {})]
}

/** The pathname of a state inside a workspace. */
export function routerStatePath(basePath: string, state: RouterState, tools: readonly ToolDescriptor[]): string {
  return joinPath([...splitPath(basePath), ...encodeRouterState(state, tools)])
}

/**
 * Reads a state object from older code or stored links: a `space` key names the tool.
 * A `tool` key, when present, wins; anything else is carried over as the tool's state.
 */
export function normalizeLegacyState(state: Record<string, unknown>): RouterState {
  const {space, tool, toolState, intent, ...others} = state
  const toolName = typeof tool === 'string' ? tool : typeof space === 'string' ? space : undefined
  const out: RouterState = {}
  if (isIntent(intent)) out.intent = intent
  if (toolName !== undefined) {
    out.tool = toolName
    out.toolState = isRecord(toolState) ? toolState : others
  }
  return out
}

function isIntent(value: unknown): value is Intent {
  return isRecord(value) && typeof value.name === 'string' && isRecord(value.params)
}
