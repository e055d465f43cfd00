// Which tool the path after the base path opens (SH-ROUTE-020 … SH-ROUTE-022, -043, -044).
import {LEGACY_DESK_TOOL_NAME, STRUCTURE_TOOL_NAME} from './constants.ts'
import {safeDecode} from './paths.ts'
import type {ToolDescriptor} from './types.ts'

export type ToolResolution<T extends ToolDescriptor = ToolDescriptor> =
  /** `rest`: the segments after the tool name, the tool's own sub-path. */
  | {type: 'tool'; tool: T; rest: string[]}
  /** Replace the URL with `rest` below the base path. */
  | {type: 'redirect'; rest: string[]; reason: 'first-tool' | 'desk'}
  | {type: 'not-found'; name: string}
  | {type: 'no-tools'}

/** The tools the tool switcher shows, in its order: configuration order without hidden tools. */
export function switcherTools<T extends ToolDescriptor>(tools: readonly T[]): T[] {
  return tools.filter((tool) => !tool.hidden)
}

export function findTool<T extends ToolDescriptor>(tools: readonly T[], name: string): T | undefined {
  return tools.find((tool) => tool.name === name)
}

export function resolveTool<T extends ToolDescriptor>(rest: readonly string[], tools: readonly T[]): ToolResolution<T> {
  if (tools.length === 0) return {type: 'no-tools'}

  if (rest.length === 0) {
    const first = switcherTools(tools)[0]
    // Only hidden tools: nothing the switcher could offer either.
    if (!first) return {type: 'no-tools'}
    return {type: 'redirect', rest: [encodeURIComponent(first.name)], reason: 'first-tool'}
  }

  const name = safeDecode(rest[0])
  if (name === null) return {type: 'not-found', name: rest[0]}
  const tool = findTool(tools, name)
  if (tool) return {type: 'tool', tool, rest: rest.slice(1)}

  if (name === LEGACY_DESK_TOOL_NAME && findTool(tools, STRUCTURE_TOOL_NAME)) {
    return {type: 'redirect', rest: [STRUCTURE_TOOL_NAME, ...rest.slice(1)], reason: 'desk'}
  }
  return {type: 'not-found', name}
}
