// What every tool's view receives.
import type {ResolvedTool, ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import type {ToolState} from '../../core/routing/types.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'

export interface ToolViewProps {
  workspace: ResolvedWorkspace
  tool: ResolvedTool
  toolState: ToolState
  /** The signed-in user and the credential for the workspace's lake. */
  session: SignedIn
}
