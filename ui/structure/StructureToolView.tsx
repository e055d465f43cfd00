// The structure tool as the studio mounts it (ui/app/toolViews.ts): the resolved workspace, the
// tool, its state from the URL, and the signed-in session.
import {useMemo} from 'react'
import {assetSourceSettingsOf} from '../../core/config/assetSourceSettings.ts'
import {directUploadsOf} from '../../core/config/directUploads.ts'
import {EDIT_INTENT} from '../../core/routing/constants.ts'
import {routerStatePath} from '../../core/routing/routerState.ts'
import {useStudioWorkspaces} from '../app/studioWorkspaces.ts'
import type {ToolViewProps} from '../app/toolViewProps.ts'
import {lakeHostOf} from '../app/workspace.ts'
import {StructureTool, type CrossDatasetSettings} from './StructureTool.tsx'

export default function StructureToolView({workspace, tool, toolState, session}: ToolViewProps) {
  const workspaces = useStudioWorkspaces()
  const crossDataset = useMemo<CrossDatasetSettings>(
    () => ({
      enabled: workspace.config.crossDatasetReferences !== false,
      workspaceHref: (target) => {
        // The first workspace of this studio that edits that dataset, on the same lake.
        const other = workspaces.find((w) => w.projectId === target.projectId && w.dataset === target.dataset && w.apiHost === workspace.apiHost)
        return other ? (id, type) => routerStatePath(other.basePath, {intent: {name: EDIT_INTENT, params: {id, type}}}, other.tools) : null
      },
    }),
    [workspace, workspaces],
  )
  const directUploads = useMemo(() => directUploadsOf(workspace.config), [workspace.config])
  const assetSources = useMemo(() => assetSourceSettingsOf(workspace.config), [workspace.config])
  return (
    <StructureTool
      workspace={{
        basePath: workspace.basePath,
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        apiHost: lakeHostOf(workspace),
        tools: workspace.tools,
      }}
      schema={workspace.schema}
      tool={tool}
      toolState={toolState}
      session={session}
      crossDataset={crossDataset}
      directUploads={directUploads}
      assetSources={assetSources}
    />
  )
}
