// The fields of an object-like type with its fieldsets and groups: names valid and unique, every
// fieldset and group a field names declared by the object, and (as warnings) declared fieldsets
// and groups that no field uses, more than one default group, columns beyond the grid.
import {MAX_COLUMNS} from './constants.ts'
import {SCHEMA_NAME_RULE, isValidSchemaName} from './names.ts'
import {describeValue, isPlainObject, schemaError, schemaWarning, type SchemaPath, type SchemaProblem} from './problems.ts'

type Definition = Record<string, any>

/** Checks `fields`, `fieldsets` and `groups`; returns the fields worth walking into, with their paths. */
export function checkFields(
  definition: Definition,
  path: SchemaPath,
  problems: SchemaProblem[],
  required: boolean,
): {field: Definition; path: SchemaPath}[] {
  const fields = definition.fields
  if (fields === undefined && !required) return []
  if (!Array.isArray(fields) || fields.length === 0) {
    const article = /^[aeiou]/.test(String(definition.type)) ? 'An' : 'A'
    problems.push(schemaError('object-fields-missing', `${article} ${definition.type} type needs a non-empty \`fields\` array`, path))
    return []
  }
  const fieldsets = declaredNames(definition.fieldsets, 'fieldset', path, problems)
  const groups = declaredNames(definition.groups, 'group', path, problems)
  const usedFieldsets = new Set<string>()
  const usedGroups = new Set<string>()
  const seen = new Set<string>()
  const walk: {field: Definition; path: SchemaPath}[] = []

  fields.forEach((field: unknown, index: number) => {
    if (!isPlainObject(field)) {
      problems.push(schemaError('field-not-an-object', `A field must be an object, but was ${describeValue(field)}`, [...path, index]))
      return
    }
    const name = field.name
    if (name === undefined || name === '') {
      problems.push(schemaError('field-name-missing', `Field ${index + 1} has no name`, [...path, index]))
      return
    }
    if (!isValidSchemaName(name)) {
      problems.push(schemaError('field-name-invalid', `Field name ${JSON.stringify(name)} ${SCHEMA_NAME_RULE}`, [...path, index]))
      return
    }
    const fieldPath = [...path, name]
    if (seen.has(name)) {
      problems.push(schemaError('field-name-duplicate', `The field name "${name}" is used more than once in this type`, fieldPath))
    }
    seen.add(name)
    if (field.fieldset !== undefined) {
      usedFieldsets.add(String(field.fieldset))
      if (!fieldsets.has(String(field.fieldset))) {
        problems.push(schemaError('fieldset-unknown', `Field "${name}" names the fieldset "${String(field.fieldset)}", which this type does not declare`, fieldPath))
      }
    }
    for (const group of field.group === undefined ? [] : [field.group].flat()) {
      usedGroups.add(String(group))
      if (!groups.has(String(group))) {
        problems.push(schemaError('group-unknown', `Field "${name}" names the group "${String(group)}", which this type does not declare`, fieldPath))
      }
    }
    walk.push({field, path: fieldPath})
  })

  for (const name of fieldsets) {
    if (!usedFieldsets.has(name)) problems.push(schemaWarning('fieldset-empty', `The fieldset "${name}" has no fields and is not shown`, [...path, 'fieldsets', name]))
  }
  for (const name of groups) {
    if (!usedGroups.has(name)) problems.push(schemaWarning('group-empty', `The group "${name}" has no fields`, [...path, 'groups', name]))
  }
  const defaults = (Array.isArray(definition.groups) ? definition.groups : []).filter((group: Definition) => group?.default === true)
  if (defaults.length > 1) {
    problems.push(schemaWarning('group-default-multiple', `More than one group is marked default; "${defaults[0].name}" is used`, path))
  }
  for (const fieldset of Array.isArray(definition.fieldsets) ? definition.fieldsets : []) {
    checkColumns(fieldset?.options?.columns, [...path, 'fieldsets', String(fieldset?.name)], problems)
  }
  return walk
}

export function checkColumns(columns: unknown, path: SchemaPath, problems: SchemaProblem[]): void {
  if (columns === undefined) return
  if (typeof columns !== 'number' || !Number.isInteger(columns) || columns < 1 || columns > MAX_COLUMNS) {
    problems.push(
      schemaWarning('columns-out-of-range', `\`columns\` must be a whole number from 1 to ${MAX_COLUMNS}, but was ${JSON.stringify(columns)}; it is clamped`, path),
    )
  }
}

/** The names of declared fieldsets or groups; invalid and repeated names are errors. */
function declaredNames(list: unknown, kind: 'fieldset' | 'group', path: SchemaPath, problems: SchemaProblem[]): Set<string> {
  const names = new Set<string>()
  if (!Array.isArray(list)) return names
  list.forEach((entry: unknown, index: number) => {
    const name = isPlainObject(entry) ? entry.name : undefined
    if (!isValidSchemaName(name)) {
      problems.push(schemaError(`${kind}-name-invalid`, `The name of ${kind} ${index + 1} (${JSON.stringify(name ?? null)}) ${SCHEMA_NAME_RULE}`, [...path, `${kind}s`, index]))
      return
    }
    if (names.has(name)) problems.push(schemaError(`${kind}-name-duplicate`, `The ${kind} name "${name}" is declared more than once`, [...path, `${kind}s`, name]))
    names.add(name)
  })
  return names
}
