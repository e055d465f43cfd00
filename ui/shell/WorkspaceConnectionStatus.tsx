// The connection status of the signed-in workspace's lake (its own client: the status needs the
// listener only, not the grants the tools' clients load).
import {useMemo} from 'react'
import {createHttpContentLake} from '../../adapters/http/index.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {useRetryTrigger} from '../app/connectivity.tsx'
import {lakeHostOf} from '../app/workspace.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {ConnectionStatus} from './ConnectionStatus.tsx'

export function WorkspaceConnectionStatus({workspace, session}: {workspace: ResolvedWorkspace; session: SignedIn}) {
  const retryNow = useRetryTrigger()
  const {projectId, dataset} = workspace
  const apiHost = lakeHostOf(workspace)
  const token = session.token
  const lake = useMemo(
    () => createHttpContentLake({apiHost, projectId, dataset, token, withCredentials: !token}, {listen: {retryNow}}),
    [apiHost, projectId, dataset, token, retryNow],
  )
  return <ConnectionStatus lake={lake} />
}
