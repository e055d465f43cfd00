// ERR-SH-008: what the developer reads in the console when a configured item cannot be resolved:
// 'Could not resolve <kind> `name`:' and then each cause on its own line, indented by a tab.
import {DEFAULT_WORKSPACE_NAME} from './constants.ts'
import {formatConfigPath, isPlainObject, type ConfigPath, type ConfigProblem} from './problems.ts'
import {workspaceEntries} from './workspaceList.ts'

export function couldNotResolve(kind: string, name: string, causes: readonly string[]): string {
  return [`Could not resolve ${kind} \`${name}\`:`, ...causes.map((cause) => `\t${cause}`)].join('\n')
}

/**
 * One message per workspace that has errors, its causes with where each sits. Problems outside
 * any workspace (no workspaces at all, the studio's own base path) are said of the configuration.
 */
export function unresolvedWorkspaceMessages(config: unknown, problems: readonly ConfigProblem[]): string[] {
  const entries = workspaceEntries(config)
  const byWorkspace = new Map<number | null, string[]>()
  for (const problem of problems) {
    const index = workspaceIndexOf(problem.path, entries.length, Array.isArray(config))
    const cause = problem.path.length > 0 ? `${problem.message} (at ${formatConfigPath(problem.path)})` : problem.message
    byWorkspace.set(index, [...(byWorkspace.get(index) ?? []), cause])
  }
  return [...byWorkspace].map(([index, causes]) =>
    index === null ? couldNotResolve('configuration', 'studio.config', causes) : couldNotResolve('workspace', workspaceName(entries[index]?.value, index, Array.isArray(config)), causes),
  )
}

function workspaceIndexOf(path: ConfigPath, count: number, isList: boolean): number | null {
  if (count === 0) return null
  if (!isList) return 0
  return typeof path[0] === 'number' && path[0] < count ? path[0] : null
}

/** A lone workspace is 'default' when unnamed; an unnamed one in a list goes by its place. */
function workspaceName(workspace: unknown, index: number, isList: boolean): string {
  const name = isPlainObject(workspace) ? workspace.name : undefined
  if (typeof name === 'string' && name !== '') return name
  return isList ? `#${index}` : DEFAULT_WORKSPACE_NAME
}
