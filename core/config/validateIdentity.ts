// Workspace names and base paths (shell seed §5; SH-CONF-010 … SH-CONF-017).
import {BASE_PATH_CHARACTERS, WORKSPACE_NAME_PATTERN} from './constants.ts'
import {describeType, isPlainObject, type ConfigProblem, type ConfigErrorCode} from './problems.ts'
import type {WorkspaceEntry} from './workspaceList.ts'

type Problem = ConfigProblem<ConfigErrorCode>

/** Every rule on names and base paths; `entries` already hold at least one workspace. */
export function validateIdentity(entries: readonly WorkspaceEntry[]): Problem[] {
  const problems: Problem[] = []
  const multiple = entries.length > 1
  const seenNames = new Map<string, WorkspaceEntry>()
  const seenBasePaths = new Map<string, WorkspaceEntry>()
  let firstDepth: {basePath: string; depth: number} | null = null

  for (const entry of entries) {
    if (!isPlainObject(entry.value)) {
      problems.push({code: 'workspace-not-an-object', message: `A workspace must be an object, but was ${describeType(entry.value)}`, path: entry.path})
      continue
    }
    const {name, basePath} = entry.value

    if (name === undefined) {
      if (multiple) {
        problems.push({
          code: 'workspace-name-missing',
          message: `Workspace ${entry.index + 1} has no name: with more than one workspace, each needs a name and a basePath`,
          path: [...entry.path, 'name'],
        })
      }
    } else {
      const problem = nameProblem(name, [...entry.path, 'name'])
      if (problem) problems.push(problem)
      else {
        const key = (name as string).toLowerCase()
        const earlier = seenNames.get(key)
        if (earlier) {
          problems.push({
            code: 'workspace-name-duplicate',
            message: `Workspace name "${name}" is already used by workspace ${earlier.index + 1} (names are compared ignoring case)`,
            path: [...entry.path, 'name'],
          })
        } else seenNames.set(key, entry)
      }
    }

    if (basePath === undefined) {
      if (multiple) {
        problems.push({
          code: 'workspace-base-path-missing',
          message: `Workspace ${entry.index + 1} has no basePath: with more than one workspace, each needs a name and a basePath`,
          path: [...entry.path, 'basePath'],
        })
      }
      continue
    }
    const pathProblems = basePathProblems(basePath, [...entry.path, 'basePath'])
    problems.push(...pathProblems)
    if (pathProblems.length > 0) continue

    const key = (basePath as string).toLowerCase()
    const earlier = seenBasePaths.get(key)
    if (earlier) {
      problems.push({
        code: 'base-path-duplicate',
        message: `basePath "${basePath}" is already used by workspace ${earlier.index + 1} (base paths are compared ignoring case)`,
        path: [...entry.path, 'basePath'],
      })
    } else seenBasePaths.set(key, entry)

    const depth = segmentCount(basePath as string)
    if (firstDepth === null) firstDepth = {basePath: basePath as string, depth}
    else if (depth !== firstDepth.depth) {
      problems.push({
        code: 'base-path-segment-count',
        message: `All basePaths must have the same number of segments: "${basePath}" has ${depth}, "${firstDepth.basePath}" has ${firstDepth.depth}`,
        path: [...entry.path, 'basePath'],
      })
    }
  }
  return problems
}

export function nameProblem(name: unknown, path: (string | number)[]): Problem | null {
  if (typeof name !== 'string') {
    return {code: 'workspace-name-not-string', message: `A workspace name must be a string, but was ${describeType(name)}`, path}
  }
  if (!WORKSPACE_NAME_PATTERN.test(name)) {
    return {
      code: 'workspace-name-invalid',
      message: `Workspace name "${name}" may only contain letters, digits, "_" and "-", and may not start with "_" or "-"`,
      path,
    }
  }
  return null
}

/** Problems of one workspace base path, on its own (uniqueness and depth are checked across workspaces). */
export function basePathProblems(basePath: unknown, path: (string | number)[]): Problem[] {
  if (typeof basePath !== 'string') {
    return [{code: 'base-path-not-string', message: `A basePath must be a string, but was ${describeType(basePath)}`, path}]
  }
  const problems: Problem[] = []
  if (!basePath.startsWith('/')) {
    problems.push({code: 'base-path-no-leading-slash', message: `basePath "${basePath}" must start with "/"`, path})
  }
  if (basePath.length > 1 && basePath.endsWith('/')) {
    problems.push({code: 'base-path-trailing-slash', message: `basePath "${basePath}" must not end with "/"`, path})
  }
  if (!BASE_PATH_CHARACTERS.test(basePath)) {
    problems.push({
      code: 'base-path-invalid-characters',
      message: `basePath "${basePath}" may only contain URL-safe characters: letters, digits, "-", ".", "_", "~" and "/"`,
      path,
    })
  }
  if (basePath.includes('//')) {
    problems.push({code: 'base-path-empty-segment', message: `basePath "${basePath}" has an empty segment ("//")`, path})
  }
  return problems
}

/** The global base path only needs its leading '/' (SH-CONF-017). */
export function globalBasePathProblem(basePath: unknown): Problem | null {
  if (basePath === undefined) return null
  if (typeof basePath === 'string' && basePath.startsWith('/')) return null
  return {
    code: 'global-base-path-invalid',
    message: `The studio's basePath must start with "/", but was ${typeof basePath === 'string' ? `"${basePath}"` : describeType(basePath)}`,
    path: [],
  }
}

function segmentCount(basePath: string): number {
  return basePath.split('/').filter((segment) => segment !== '').length
}
