// The schema compiler's problems as configuration problems: errors stop the studio on the
// configuration (schema) error screen, warnings go with the other configuration warnings to the
// configuration-issues dialog (SH-CONF-032, SH-ROUTE-040, SH-ROUTE-041).
import {compileSchema} from '../schema/compileSchema.ts'
import type {SchemaTypeDefinition} from '../schema/definitions.ts'
import type {ConfigPath, ConfigReport} from './problems.ts'

export function schemaTypeProblems(types: readonly SchemaTypeDefinition[], path: ConfigPath): ConfigReport {
  const report: ConfigReport = {errors: [], warnings: []}
  for (const problem of compileSchema(types).problems) {
    const at = [...path, ...problem.path]
    if (problem.severity === 'error') report.errors.push({code: 'schema-error', message: problem.message, path: at, schemaCode: problem.code})
    else report.warnings.push({code: 'schema-warning', message: problem.message, path: at, schemaCode: problem.code})
  }
  return report
}
