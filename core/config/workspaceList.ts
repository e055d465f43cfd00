// A configuration is one workspace object or a list of them; both are read as a list here.
import type {ConfigPath} from './problems.ts'

export interface WorkspaceEntry {
  value: unknown
  /** `[index]` in a list, `[]` for a lone workspace object. */
  path: ConfigPath
  index: number
}

export function workspaceEntries(config: unknown): WorkspaceEntry[] {
  if (Array.isArray(config)) return config.map((value, index) => ({value, path: [index], index}))
  if (config === undefined || config === null) return []
  return [{value: config, path: [], index: 0}]
}
