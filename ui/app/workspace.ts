// What the studio reads from a resolved workspace beyond routing: where its lake is.
import type {AssetHost} from '../../core/assets/assetIds.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'

export type StudioWorkspace = ResolvedWorkspace

/** The lake's origin: the configured one, or this page's (the embedded lake serves the studio). */
export function lakeHostOf(workspace: Pick<ResolvedWorkspace, 'apiHost'>): string {
  return workspace.apiHost ?? window.location.origin
}

const mediaHosts = new WeakMap<object, AssetHost>()

/** Where the workspace's images are served (the lake's `/images/…`), one object per workspace. */
export function mediaHostOf(workspace: Pick<ResolvedWorkspace, 'apiHost' | 'projectId' | 'dataset'>): AssetHost {
  let host = mediaHosts.get(workspace)
  if (!host) {
    host = {baseUrl: lakeHostOf(workspace).replace(/\/+$/, ''), projectId: workspace.projectId, dataset: workspace.dataset}
    mediaHosts.set(workspace, host)
  }
  return host
}
