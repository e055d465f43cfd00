// Which workspace a path belongs to (SH-ROUTE-030 … SH-ROUTE-032).
import {splitPath, startsWithSegments} from './paths.ts'
import type {RoutableWorkspace} from './types.ts'

export type WorkspaceMatch<W extends RoutableWorkspace = RoutableWorkspace> =
  /** `rest`: the path segments after the base path, as written in the URL. */
  | {type: 'match'; workspace: W; rest: string[]}
  | {type: 'redirect'; to: string}
  | {type: 'not-found'}

/**
 * A path that starts with a base path (segment-wise, case-insensitive) selects that workspace.
 * The root path, and any path that is only the beginning of a base path (for example '/studio'
 * when the workspaces live at '/studio/news' and '/studio/shop'), go to the first workspace.
 * Anything else matches nothing.
 */
export function matchWorkspace<W extends RoutableWorkspace>(pathname: string, workspaces: readonly W[]): WorkspaceMatch<W> {
  if (workspaces.length === 0) return {type: 'not-found'}
  const segments = splitPath(pathname)

  let best: {workspace: W; length: number} | null = null
  for (const workspace of workspaces) {
    const base = splitPath(workspace.basePath)
    // Validation keeps base paths at one depth; the longest match still wins if it did not.
    if (startsWithSegments(segments, base) && (best === null || base.length > best.length)) {
      best = {workspace, length: base.length}
    }
  }
  if (best) return {type: 'match', workspace: best.workspace, rest: segments.slice(best.length)}

  const isBeginningOfBasePath = workspaces.some((workspace) => startsWithSegments(splitPath(workspace.basePath), segments))
  if (isBeginningOfBasePath) return {type: 'redirect', to: workspaces[0].basePath}
  return {type: 'not-found'}
}
