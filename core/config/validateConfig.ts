// The studio configuration checked against the rules of shell seed §5 and the configuration
// errors of §8. Errors stop the studio (its configuration error screen lists them); warnings go to
// the configuration-issues dialog (SH-ROUTE-041).
import type {StudioOptions} from './defineConfig.ts'
import {isPlainObject, type ConfigReport} from './problems.ts'
import {globalBasePathProblem, validateIdentity} from './validateIdentity.ts'
import {checkWorkspace} from './validateWorkspace.ts'
import {workspaceEntries} from './workspaceList.ts'

export function validateConfig(config: unknown, options: StudioOptions = {}): ConfigReport {
  const report: ConfigReport = {errors: [], warnings: []}
  const global = globalBasePathProblem(options.basePath)
  if (global) report.errors.push(global)

  const entries = workspaceEntries(config)
  if (entries.length === 0) {
    report.errors.push({code: 'no-workspaces', message: 'At least one workspace is required', path: []})
    return report
  }
  report.errors.push(...validateIdentity(entries))
  for (const entry of entries) {
    if (!isPlainObject(entry.value)) continue
    const inner = checkWorkspace(entry.value, entry.path)
    report.errors.push(...inner.errors)
    report.warnings.push(...inner.warnings)
  }
  return report
}
