// What the studio reads from a resolved workspace beyond routing: where its lake is.
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'

export type StudioWorkspace = ResolvedWorkspace

/** The lake's origin: the configured one, or this page's (the embedded lake serves the studio). */
export function lakeHostOf(workspace: Pick<ResolvedWorkspace, 'apiHost'>): string {
  return workspace.apiHost ?? window.location.origin
}
