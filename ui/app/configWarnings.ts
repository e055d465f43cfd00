// The configuration's warnings, from where the studio loads its configuration (StudioRoot) to the
// navbar's configuration-issues button (SH-ROUTE-041), without threading them through every
// screen in between.
import {createContext, useContext} from 'react'
import type {ConfigProblem, ConfigWarningCode} from '../../core/config/problems.ts'

export interface ConfigWarnings {
  warnings: readonly ConfigProblem<ConfigWarningCode>[]
  /** Workspace titles in configuration order: a warning's path starts with its workspace's index. */
  workspaceTitles: readonly string[]
}

const NO_WARNINGS: ConfigWarnings = {warnings: [], workspaceTitles: []}

export const ConfigWarningsContext = createContext<ConfigWarnings>(NO_WARNINGS)

export function useConfigWarnings(): ConfigWarnings {
  return useContext(ConfigWarningsContext)
}
