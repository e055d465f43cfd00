// Names of types, fields, fieldsets, groups and array members follow the rule the shell seed gives
// for names (§5): letters, digits, '_' and '-', not starting with '_' or '-'. A leading '_' is
// kept for system fields (`_id`, `_type`, `_ref`…), which is why schema names may not use it.

export const SCHEMA_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

export function isValidSchemaName(name: unknown): name is string {
  return typeof name === 'string' && SCHEMA_NAME_PATTERN.test(name)
}

/** The sentence every invalid-name message ends with. */
export const SCHEMA_NAME_RULE = 'may only contain letters, digits, "_" and "-", and may not start with "_" or "-"'
