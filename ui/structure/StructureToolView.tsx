// The structure tool as the studio mounts it (ui/app/toolViews.ts): the resolved workspace, the
// tool, its state from the URL, and the signed-in session.
import type {ToolViewProps} from '../app/toolViewProps.ts'
import {lakeHostOf} from '../app/workspace.ts'
import {StructureTool} from './StructureTool.tsx'

export default function StructureToolView({workspace, tool, toolState, session}: ToolViewProps) {
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
    />
  )
}
