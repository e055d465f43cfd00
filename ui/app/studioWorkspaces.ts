// Every workspace of the studio, for the parts of one workspace that link into another (a
// cross-dataset reference opens its target in the workspace that edits that dataset).
import {createContext, useContext} from 'react'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'

export const StudioWorkspacesContext = createContext<readonly ResolvedWorkspace[]>([])

export function useStudioWorkspaces(): readonly ResolvedWorkspace[] {
  return useContext(StudioWorkspacesContext)
}
