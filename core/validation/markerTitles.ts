// What a marker is about, in the editor's words: the titles of the fields down its path, with
// array items by position ("Variants / #2 / Title"); a marker on the document itself has none.
// The document is walked beside the schema so items addressed by `_key` find their place and type.
import {isKeySegment, type Path} from '../editing/paths.ts'
import {memberAsField, resolveField, type ArrayMemberDefinition, type FieldDefinition, type TypesByName} from '../schema/index.ts'

type Definition = Record<string, unknown>

const titleOf = (field: FieldDefinition, resolved: Definition) =>
  (typeof field.title === 'string' && field.title) || (typeof resolved.title === 'string' && resolved.title) || field.name

/** The fields of the array member that `item` is, by its `_type` (or the only member). */
function memberFields(arrayDefinition: Definition, item: unknown, types: TypesByName): FieldDefinition[] | undefined {
  const members = (arrayDefinition.of as ArrayMemberDefinition[] | undefined) ?? []
  const itemType = item && typeof item === 'object' ? (item as {_type?: unknown})._type : undefined
  const member = members.find((candidate) => (candidate.name ?? candidate.type) === itemType) ?? (members.length === 1 ? members[0] : undefined)
  if (!member) return undefined
  return (resolveField(memberAsField(member), types).definition as {fields?: FieldDefinition[]}).fields
}

/** A marker path naming a field its object's type does not have (ED-FORM-007, ERR-ED-017). */
export interface FieldNotFound {
  code: 'form.error.field-not-found'
  fieldName: string
  /** The path of the object holding it. */
  at: Path
}

export function markerTitlePath(path: Path, documentType: string, types: TypesByName, document?: unknown): string[] {
  return walkMarkerPath(path, documentType, types, document).titles
}

/** The first name on the path that no field of its object has, where the schema says which fields there are. */
export function fieldNotFound(path: Path, documentType: string, types: TypesByName, document?: unknown): FieldNotFound | null {
  const missing = walkMarkerPath(path, documentType, types, document).missing
  return missing === undefined ? null : {code: 'form.error.field-not-found', fieldName: path[missing] as string, at: path.slice(0, missing)}
}

function walkMarkerPath(path: Path, documentType: string, types: TypesByName, document: unknown): {titles: string[]; missing?: number} {
  const titles: string[] = []
  let missing: number | undefined
  let fields = (types.get(documentType) as {fields?: FieldDefinition[]} | undefined)?.fields
  let definition: Definition | undefined
  let value: unknown = document
  for (const [position, segment] of path.entries()) {
    if (typeof segment === 'string') {
      const field = fields?.find((candidate) => candidate.name === segment)
      value = value && typeof value === 'object' ? (value as Definition)[segment] : undefined
      if (!field) {
        if (fields && missing === undefined) missing = position
        titles.push(segment)
        fields = undefined
        definition = undefined
        continue
      }
      definition = resolveField(field, types).definition
      titles.push(titleOf(field, definition))
      fields = (definition as {fields?: FieldDefinition[]}).fields
      continue
    }
    // An array item: its position for people, since keys mean nothing to them.
    const items = Array.isArray(value) ? value : []
    const index = typeof segment === 'number' ? segment : isKeySegment(segment) ? items.findIndex((item) => (item as {_key?: unknown})?._key === segment._key) : -1
    titles.push(index >= 0 ? `#${index + 1}` : '#')
    value = index >= 0 ? items[index] : undefined
    fields = definition ? memberFields(definition, value, types) : undefined
    definition = undefined
  }
  return {titles, missing}
}
