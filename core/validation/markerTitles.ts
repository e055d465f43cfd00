// What a marker is about, in the editor's words: the titles of the fields down its path, with
// array items by position ("Variants / #2 / Title"); a marker on the document itself has none.
// The document is walked beside the schema so items addressed by `_key` find their place and type.
import {isKeySegment, type Path} from '../editing/paths.ts'
import {memberAsField, resolveField, type ArrayMemberDefinition, type FieldDefinition, type TypesByName} from '../schema/index.ts'

type Definition = Record<string, unknown>

const titleOf = (field: FieldDefinition, resolved: Definition) =>
  (typeof field.title === 'string' && field.title) || (typeof resolved.title === 'string' && resolved.title) || field.name

const typeOfValue = (item: unknown) => (item && typeof item === 'object' ? (item as {_type?: unknown})._type : undefined)

/** The array member that `item` is, by its `_type` (or the only member). */
function memberOf(arrayDefinition: Definition, item: unknown): ArrayMemberDefinition | undefined {
  const members = (arrayDefinition.of as ArrayMemberDefinition[] | undefined) ?? []
  const itemType = typeOfValue(item)
  return members.find((candidate) => (candidate.name ?? candidate.type) === itemType) ?? (members.length === 1 ? members[0] : undefined)
}

/** An array member resolved: its definition and its title (its own, else its type's). */
function resolveMember(member: ArrayMemberDefinition, types: TypesByName): {definition: Definition; title: string} {
  const field = memberAsField(member)
  const definition = resolveField(field, types).definition
  return {definition, title: titleOf(field, definition)}
}

/**
 * Inside a portable-text block, `children` and `markDefs` are not fields: a child is one of the
 * block's inline object types, an annotation one of its annotation types, both named by their
 * type's title rather than a position (ED-PT-047); a span, which has no such type, by position.
 */
function blockPartOf(block: Definition, list: 'children' | 'markDefs', entry: unknown, index: number, types: TypesByName): {definition?: Definition; title: string} {
  const entryType = typeOfValue(entry)
  const position = index >= 0 ? `#${index + 1}` : '#'
  if (list === 'children' && (entryType === 'span' || entryType === undefined)) return {title: position}
  const candidates = list === 'children' ? ((block.of as ArrayMemberDefinition[] | undefined) ?? []) : ((block.marks as {annotations?: ArrayMemberDefinition[]} | undefined)?.annotations ?? [])
  const member = candidates.find((candidate) => (candidate.name ?? candidate.type) === entryType)
  return member ? resolveMember(member, types) : {title: typeof entryType === 'string' ? entryType : position}
}

/** A marker path naming a field its object's type does not have (ED-FORM-007, ERR-ED-017). */
export interface FieldNotFound {
  code: 'form.error.field-not-found'
  fieldName: string
  /** The path of the object holding it. */
  at: Path
}

export function markerTitlePath(path: Path, documentType: string, types: TypesByName, document?: unknown): string[] {
  return walkMarkerPath(path, documentStart(documentType, types, document), types).titles
}

/**
 * The titles down a path that starts at one of `field`'s items (`[{_key}, …]`), `value` being the
 * field's value: what a rich-text block's marker card says each message is about.
 */
export function markerTitlePathWithin(path: Path, field: FieldDefinition, value: unknown, types: TypesByName): string[] {
  return walkMarkerPath(path, {fields: undefined, definition: resolveField(field, types).definition, value}, types).titles
}

interface WalkStart {
  fields: FieldDefinition[] | undefined
  definition: Definition | undefined
  value: unknown
}

const documentStart = (documentType: string, types: TypesByName, document: unknown): WalkStart => ({
  fields: (types.get(documentType) as {fields?: FieldDefinition[]} | undefined)?.fields,
  definition: undefined,
  value: document,
})

/** The first name on the path that no field of its object has, where the schema says which fields there are. */
export function fieldNotFound(path: Path, documentType: string, types: TypesByName, document?: unknown): FieldNotFound | null {
  const missing = walkMarkerPath(path, documentStart(documentType, types, document), types).missing
  return missing === undefined ? null : {code: 'form.error.field-not-found', fieldName: path[missing] as string, at: path.slice(0, missing)}
}

function walkMarkerPath(path: Path, start: WalkStart, types: TypesByName): {titles: string[]; missing?: number} {
  const titles: string[] = []
  let missing: number | undefined
  let {fields, definition, value} = start
  // The portable-text block the walk is in, and which of its lists the next segment picks from.
  let block: Definition | undefined
  let blockList: 'children' | 'markDefs' | undefined
  for (const [position, segment] of path.entries()) {
    if (block && !blockList && (segment === 'children' || segment === 'markDefs')) {
      blockList = segment
      value = value && typeof value === 'object' ? (value as Definition)[segment] : undefined
      continue
    }
    if (block && blockList) {
      const items = Array.isArray(value) ? value : []
      const index = isKeySegment(segment) ? items.findIndex((item) => (item as {_key?: unknown})?._key === segment._key) : typeof segment === 'number' && segment < items.length ? segment : -1
      const entry = index >= 0 ? items[index] : undefined
      const part = blockPartOf(block, blockList, entry, index, types)
      titles.push(part.title)
      value = entry
      fields = (part.definition as {fields?: FieldDefinition[]} | undefined)?.fields
      definition = undefined
      block = undefined
      blockList = undefined
      continue
    }
    block = undefined
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
    const member = definition ? memberOf(definition, value) : undefined
    const resolved = member ? resolveMember(member, types).definition : undefined
    fields = (resolved as {fields?: FieldDefinition[]} | undefined)?.fields
    block = resolved?.type === 'block' ? resolved : undefined
    definition = undefined
  }
  return {titles, missing}
}
