// The help menu of the signed-in workspace: its lake answers the sections, the studio's locale is
// sent with the call, and the fixed entries lead to that lake's help page.
import {useMemo} from 'react'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {useStudioLocale} from '../app/useStudioLocale.ts'
import {lakeHostOf} from '../app/workspace.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {HelpMenu} from './HelpMenu.tsx'
import {helpLinksOf} from './helpLinks.ts'

export function WorkspaceHelpMenu({workspace, session}: {workspace: ResolvedWorkspace; session: SignedIn}) {
  const apiHost = lakeHostOf(workspace)
  const {projectId, dataset} = workspace
  const token = session.token
  const lake = useMemo(() => ({apiHost, projectId, dataset, token}), [apiHost, projectId, dataset, token])
  return <HelpMenu lake={lake} locale={useStudioLocale()} links={helpLinksOf(apiHost)} />
}
