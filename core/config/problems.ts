// Configuration problems: a stable code for programs, an English message for the developer who
// wrote the configuration, and where in it the problem sits.

export type ConfigErrorCode =
  | 'no-workspaces'
  | 'workspace-not-an-object'
  | 'workspace-name-missing'
  | 'workspace-base-path-missing'
  | 'workspace-name-not-string'
  | 'workspace-name-invalid'
  | 'workspace-name-duplicate'
  | 'base-path-not-string'
  | 'base-path-no-leading-slash'
  | 'base-path-trailing-slash'
  | 'base-path-invalid-characters'
  | 'base-path-empty-segment'
  | 'base-path-duplicate'
  | 'base-path-segment-count'
  | 'global-base-path-invalid'
  | 'project-id-missing'
  | 'dataset-missing'
  | 'tool-name-reserved'
  | 'locale-id-missing'
  | 'bundle-namespace-missing'
  | 'bundle-locale-mismatch'
  | 'expected-array-or-function'
  | 'expected-boolean'
  | 'resolve-failed'
  | 'template-schema-type-not-found'
  | 'schema-error'

export type ConfigWarningCode = 'tool-name-missing' | 'tool-name-duplicate' | 'schema-warning'

export type ConfigPath = (string | number)[]

export interface ConfigProblem<C extends string = ConfigErrorCode | ConfigWarningCode> {
  code: C
  message: string
  /** Where in the configuration: `[1, 'tools', 0, 'name']` is the name of the first tool of the second workspace. */
  path: ConfigPath
  /** On schema problems: the compiler's own code (core/schema/problems.ts). */
  schemaCode?: string
}

export interface ConfigReport {
  errors: ConfigProblem<ConfigErrorCode>[]
  warnings: ConfigProblem<ConfigWarningCode>[]
}

/** `[1, 'tools', 0]` → 'config[1].tools[0]'; `['tools', 0]` → 'config.tools[0]'. */
export function formatConfigPath(path: ConfigPath): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).reduce((out, part) => out + part, 'config')
}

/** 'array', 'null' and 'undefined' read better in a message than typeof's 'object'. */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

export {isRecord as isPlainObject} from '../isRecord.ts'
