// A workspace's tools (SH-CONF-020, SH-CONF-021): the name 'tool' is an error; a missing or
// repeated name only a warning, because the studio still works with the other tools.
import {structureTool} from '../routing/structureTool.ts'
import {resolveComposable} from './composable.ts'
import {RESERVED_TOOL_NAME} from './constants.ts'
import type {ToolConfig} from './defineConfig.ts'
import {isPlainObject, type ConfigPath, type ConfigReport} from './problems.ts'

/** What a workspace gets when it configures no tools, and what a tools function receives. */
export function defaultTools(): ToolConfig[] {
  return [structureTool() as ToolConfig]
}

export interface ToolsCheck extends ConfigReport {
  /** The tools that can be routed to: named, not reserved, first of their name. */
  usable: ToolConfig[]
}

export function checkTools(value: unknown, path: ConfigPath): ToolsCheck {
  const report: ToolsCheck = {errors: [], warnings: [], usable: []}
  const resolved = resolveComposable<unknown>(value, defaultTools(), 'tools', path)
  if (!resolved.ok) {
    report.errors.push(resolved.problem)
    return report
  }
  const seen = new Set<string>()
  resolved.value.forEach((tool, index) => {
    const name = isPlainObject(tool) ? tool.name : undefined
    if (typeof name !== 'string' || name === '') {
      report.warnings.push({code: 'tool-name-missing', message: `Tool ${index + 1} has no name and cannot be opened`, path: [...path, index]})
      return
    }
    if (name === RESERVED_TOOL_NAME) {
      report.errors.push({code: 'tool-name-reserved', message: `A tool may not be named "${RESERVED_TOOL_NAME}"`, path: [...path, index, 'name']})
      return
    }
    if (seen.has(name)) {
      report.warnings.push({
        code: 'tool-name-duplicate',
        message: `Tool name "${name}" is used by more than one tool; only the first one can be opened`,
        path: [...path, index, 'name'],
      })
      return
    }
    seen.add(name)
    report.usable.push(tool as unknown as ToolConfig)
  })
  return report
}
