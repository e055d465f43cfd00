// What the schema compiler reports: errors stop the studio on the schema errors page, warnings
// only feed the configuration-issues dialog (SH-CONF-032).

export type SchemaErrorCode =
  | 'type-not-an-object'
  | 'type-name-missing'
  | 'type-name-invalid'
  | 'type-name-reserved'
  | 'type-name-duplicate'
  | 'type-missing'
  | 'type-unknown'
  | 'type-cycle'
  | 'object-fields-missing'
  | 'field-not-an-object'
  | 'field-name-missing'
  | 'field-name-invalid'
  | 'field-name-duplicate'
  | 'fieldset-name-invalid'
  | 'fieldset-name-duplicate'
  | 'fieldset-unknown'
  | 'group-name-invalid'
  | 'group-name-duplicate'
  | 'group-unknown'
  | 'array-of-missing'
  | 'array-of-array'
  | 'array-mixed-types'
  | 'array-member-duplicate'
  | 'array-member-name-invalid'
  | 'reference-to-missing'
  | 'reference-to-unknown'
  | 'reference-to-not-document'
  | 'cross-dataset-reference-dataset-missing'
  | 'conditional-invalid'
  | 'initial-value-invalid'

export type SchemaWarningCode =
  | 'fieldset-empty'
  | 'group-empty'
  | 'group-default-multiple'
  | 'columns-out-of-range'
  | 'slug-in-array'

/** Where the problem sits: type and field names, 'of' and a member index, 'to' and a target index… */
export type SchemaPath = (string | number)[]

export type SchemaProblem =
  | {severity: 'error'; code: SchemaErrorCode; message: string; path: SchemaPath}
  | {severity: 'warning'; code: SchemaWarningCode; message: string; path: SchemaPath}

export function schemaError(code: SchemaErrorCode, message: string, path: SchemaPath): SchemaProblem {
  return {severity: 'error', code, message, path}
}

export function schemaWarning(code: SchemaWarningCode, message: string, path: SchemaPath): SchemaProblem {
  return {severity: 'warning', code, message, path}
}

/** 'array', 'null' read better in a message than typeof's 'object'. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  return typeof value
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
