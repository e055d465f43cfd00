// An object's form as data (ED-FORM-001, ED-FORM-002, ED-FORM-004, ED-FORM-005): its fields in
// declaration order, each fieldset at the place of its first field and holding all of its fields,
// and the group tabs. Whether a field, fieldset or group is hidden right now is the form's call
// (conditional.ts); this only says what there is.
import {INTRINSIC_FIELDS} from './builtinTypes.ts'
import type {CompiledField, CompiledType} from './compiledType.ts'
import {MAX_COLUMNS} from './constants.ts'
import type {ConditionalProperty, FieldGroupDefinition, FieldsetDefinition} from './definitions.ts'

export interface LayoutField {
  kind: 'field'
  name: string
  field: CompiledField
}

export interface LayoutFieldset {
  kind: 'fieldset'
  name: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  collapsible: boolean
  /** Starts collapsed (a collapsed fieldset is always collapsible). */
  collapsed: boolean
  columns: number
  fields: CompiledField[]
}

export type LayoutMember = LayoutField | LayoutFieldset

export interface LayoutGroup {
  name: string
  title: string
  description?: string
  icon?: unknown
  hidden?: ConditionalProperty
  /** The members showing under this tab: fieldsets keep only the fields of the group. */
  members: LayoutMember[]
}

export interface FormLayout {
  members: LayoutMember[]
  /** Empty when the type declares no groups; otherwise 'all fields' first, then the declared ones. */
  groups: LayoutGroup[]
  /** The tab that opens first; null without groups. */
  defaultGroup: string | null
  columns: number
  collapsible: boolean
  collapsed: boolean
}

/**
 * The tab that lists every field, first of the tabs whenever a type has groups, and the one that
 * opens unless a group is marked default. The seeds say nothing about it (spec/DECISIONS.md).
 */
export const ALL_FIELDS_GROUP = {name: 'all-fields', title: 'All fields'} as const

export function clampColumns(columns: unknown): number {
  if (typeof columns !== 'number' || !Number.isFinite(columns)) return 1
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor(columns)))
}

export function formLayoutOf(type: CompiledType): FormLayout {
  const definition = type.definition
  const builtIn = new Set((INTRINSIC_FIELDS[type.intrinsic] ?? []).map((field) => field.name))
  builtIn.add('children').add('markDefs')
  const fields = type.fields.filter((field) => !builtIn.has(field.name) && !field.name.startsWith('_'))
  const fieldsets = new Map<string, FieldsetDefinition>(
    (Array.isArray(definition.fieldsets) ? definition.fieldsets : []).map((fieldset: FieldsetDefinition) => [fieldset.name, fieldset]),
  )
  const members = membersOf(fields, fieldsets)
  const declaredGroups: FieldGroupDefinition[] = Array.isArray(definition.groups) ? definition.groups : []
  const options = definition.options ?? {}
  const layout: FormLayout = {
    members,
    groups: [],
    defaultGroup: null,
    columns: clampColumns(options.columns),
    collapsible: options.collapsible === true || options.collapsed === true,
    collapsed: options.collapsed === true,
  }
  if (declaredGroups.length === 0) return layout

  layout.groups = [
    {...ALL_FIELDS_GROUP, members},
    ...declaredGroups.map((group) => ({
      name: group.name,
      title: group.title ?? group.name,
      description: group.description,
      icon: group.icon,
      hidden: group.hidden,
      members: membersOf(fields.filter((field) => field.groups.includes(group.name)), fieldsets),
    })),
  ]
  layout.defaultGroup = declaredGroups.find((group) => group.default === true)?.name ?? ALL_FIELDS_GROUP.name
  return layout
}

function membersOf(fields: readonly CompiledField[], fieldsets: ReadonlyMap<string, FieldsetDefinition>): LayoutMember[] {
  const members: LayoutMember[] = []
  const placed = new Map<string, LayoutFieldset>()
  for (const field of fields) {
    const fieldset = field.fieldset === undefined ? undefined : fieldsets.get(field.fieldset)
    if (!fieldset) {
      members.push({kind: 'field', name: field.name, field})
      continue
    }
    let member = placed.get(fieldset.name)
    if (!member) {
      const options = fieldset.options ?? {}
      member = {
        kind: 'fieldset',
        name: fieldset.name,
        title: fieldset.title,
        description: fieldset.description,
        hidden: fieldset.hidden,
        readOnly: fieldset.readOnly,
        collapsible: options.collapsible === true || options.collapsed === true,
        collapsed: options.collapsed === true,
        columns: clampColumns(options.columns),
        fields: [],
      }
      placed.set(fieldset.name, member)
      members.push(member)
    }
    member.fields.push(field)
  }
  return members
}
