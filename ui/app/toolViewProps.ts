// What every tool's view receives.
import type {ResolvedTool, ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import type {ToolState} from '../../core/routing/types.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import type {RetryTrigger} from '../../core/ports.ts'

export interface ToolViewProps {
  workspace: ResolvedWorkspace
  tool: ResolvedTool
  toolState: ToolState
  /** The signed-in user and the credential for the workspace's lake. */
  session: SignedIn
}

/** What a tool may start for a route before it renders, while sign-in is still being checked. */
export interface ToolPreloadContext {
  schemaTypes: ResolvedWorkspace['schema']['types']
  /** The workspace's lake and the credential the sign-in check will use (null: the session cookie); null when not known. */
  lake: {apiHost: string; projectId: string; dataset: string; token: string | null} | null
  retryNow: RetryTrigger
}
