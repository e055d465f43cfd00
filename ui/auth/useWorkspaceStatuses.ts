// Each workspace's sign-in status for the workspace chooser (SH-AUTH-021): asks every project's
// lake who the stored token (or cookie) belongs to. Workspaces of one project share the answer.
import {useEffect, useState} from 'react'
import {createHttpAuth} from '../../adapters/http/index.ts'
import {hasAnyRole} from '../../core/auth/authorization.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {lakeHostOf} from '../app/workspace.ts'
import type {WorkspaceAuthStatus} from './WorkspaceChooser.tsx'
import {localTokenStore} from './localTokenStore.ts'

export function useWorkspaceStatuses(workspaces: ResolvedWorkspace[], enabled: boolean): Record<string, WorkspaceAuthStatus> {
  const [statuses, setStatuses] = useState<Record<string, WorkspaceAuthStatus>>({})
  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    const byProject = new Map<string, Promise<WorkspaceAuthStatus>>()
    for (const workspace of workspaces) {
      const key = `${lakeHostOf(workspace)} ${workspace.projectId}`
      if (!byProject.has(key)) {
        const token = localTokenStore(workspace.projectId).get()
        const auth = createHttpAuth({apiHost: lakeHostOf(workspace), projectId: workspace.projectId, dataset: workspace.dataset, token})
        byProject.set(
          key,
          auth.currentUser().then(
            (user): WorkspaceAuthStatus => (user === null ? 'logged-out' : hasAnyRole(user) ? 'logged-in' : 'no-access'),
            (): WorkspaceAuthStatus => 'logged-out',
          ),
        )
      }
      void byProject.get(key)!.then((status) => {
        if (!cancelled) setStatuses((previous) => ({...previous, [workspace.name]: status}))
      })
    }
    return () => {
      cancelled = true
    }
  }, [workspaces, enabled])
  return statuses
}
