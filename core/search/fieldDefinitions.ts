// The searchable fields of the schema (SH-SEARCH-033, SH-SEARCH-100 … SH-SEARCH-104): what the
// add-filter list offers and what a field filter's clause is written against.
import type {ArrayMemberDefinition, FieldDefinition, SchemaTypeDefinition} from '../schema/definitions.ts'
import {memberAsField, resolveField, typesByNameOf, type ResolvedField, type TypesByName} from '../schema/resolve.ts'
import {SEARCH_FIELD_MAX_DEPTH} from './constants.ts'
import {isFieldFilterName} from './fieldFilters.ts'
import {isGroqIdentifier} from './groqLiteral.ts'
import type {SearchFieldDefinition} from './types.ts'

/**
 * A document type with this property set to `false` is left out of search (SH-SEARCH-100). The
 * name is the one existing schemas already use for the same purpose.
 */
export const NOT_SEARCHABLE_FLAG = '__experimental_omnisearch_visibility'

export function isSearchableDocumentType(type: SchemaTypeDefinition): boolean {
  return (
    type.type === 'document' &&
    type.name !== 'slug' &&
    !type.name.startsWith('sanity.') &&
    (type as unknown as Record<string, unknown>)[NOT_SEARCHABLE_FLAG] !== false
  )
}

/** Names of the searchable document types, in schema order. */
export function searchableDocumentTypeNames(types: readonly SchemaTypeDefinition[]): string[] {
  return types.filter(isSearchableDocumentType).map((type) => type.name)
}

/** `mainImage` → `Main image`: the title a field without one is shown with. */
export function humanizeName(name: string): string {
  const words = name.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()
  return words ? words[0].toUpperCase() + words.slice(1) : name
}

export {memberAsField}

const PRIMITIVE_LIST_MEMBERS = new Set(['boolean', 'number', 'string'])

/** The filter that edits a resolved field (SH-SEARCH-104). */
export function filterNameOf(resolved: ResolvedField, types: TypesByName): string | null {
  const {intrinsic, definition} = resolved
  if (!intrinsic) return null
  const options = (definition.options ?? {}) as {list?: unknown[]}
  const hasList = Array.isArray(options.list) && options.list.length > 0
  if (intrinsic === 'string') return hasList ? 'stringList' : 'string'
  if (intrinsic !== 'array') return intrinsic
  const members = ((definition as {of?: ArrayMemberDefinition[]}).of ?? []).map((member) => resolveField(memberAsField(member), types).intrinsic)
  if (members.length > 0 && members.every((name) => name === 'reference')) return 'arrayReferences'
  if (members.includes('block')) return 'portableText'
  if (hasList && members.length > 0 && members.every((name) => name !== null && PRIMITIVE_LIST_MEMBERS.has(name))) return 'arrayList'
  return 'array'
}

/** `options.list` entries as {title, value}: a bare value is its own title. */
function listOptionsOf(definition: Record<string, unknown>): SearchFieldDefinition['options'] {
  const list = (definition.options as {list?: unknown[]} | undefined)?.list
  if (!Array.isArray(list) || list.length === 0) return undefined
  const options = list.flatMap((item) => {
    const value = item && typeof item === 'object' ? (item as {value?: unknown}).value : item
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return []
    const title = item && typeof item === 'object' && typeof (item as {title?: unknown}).title === 'string' ? (item as {title: string}).title : String(value)
    return [{title, value}]
  })
  return options.length > 0 ? options : undefined
}

/** Target types of a reference field, or of the references an array holds. */
function referenceTypesOf(resolved: ResolvedField, types: TypesByName): string[] | undefined {
  const targetsOf = (definition: Record<string, unknown>) =>
    ((definition.to as {type?: unknown}[] | undefined) ?? []).flatMap((target) => (typeof target?.type === 'string' ? [target.type] : []))
  let targets: string[] = []
  if (resolved.intrinsic === 'reference') targets = targetsOf(resolved.definition)
  else if (resolved.intrinsic === 'array') {
    for (const member of (resolved.definition as {of?: ArrayMemberDefinition[]}).of ?? []) {
      const memberResolved = resolveField(memberAsField(member), types)
      if (memberResolved.intrinsic === 'reference') targets.push(...targetsOf(memberResolved.definition))
    }
  }
  targets = [...new Set(targets)].sort()
  return targets.length > 0 ? targets : undefined
}

interface Found extends Omit<SearchFieldDefinition, 'id' | 'documentTypes'> {
  documentTypes: Set<string>
  scoped: boolean
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({[key]: value} as {[P in K]: V}))

export function createFieldDefinitions(schemaTypes: readonly SchemaTypeDefinition[]): SearchFieldDefinition[] {
  const types = typesByNameOf(schemaTypes)
  const found = new Map<string, Found>()

  const walk = (fields: readonly FieldDefinition[], documentType: string, path: string[], titles: string[], depth: number) => {
    for (const field of fields) {
      // Names are written into GROQ paths: a name that is not a plain identifier stays out.
      if (!field || typeof field.name !== 'string' || !isGroqIdentifier(field.name)) continue
      // A field hidden for good is never seen by editors, so it is not offered as a filter either.
      if (field.hidden === true) continue
      const resolved = resolveField(field, types)
      if (!resolved.intrinsic) continue
      const fieldPath = [...path, field.name]
      const titlePath = [...titles, field.title ?? (resolved.definition.title as string | undefined) ?? humanizeName(field.name)]
      const filterName = filterNameOf(resolved, types)
      if (filterName && isFieldFilterName(filterName)) {
        // Fields equal in type, path, filter and titles are one filter shared by their types.
        const key = [field.type, fieldPath.join('.'), filterName, titlePath.join('\u0000')].join('\u0001')
        const entry = found.get(key) ?? {
          name: field.name,
          title: titlePath[titlePath.length - 1],
          titlePath,
          fieldPath: fieldPath.join('.'),
          type: field.type,
          filterName,
          documentTypes: new Set<string>(),
          scoped: !field.name.startsWith('_'),
          ...(typeof resolved.definition.description === 'string' ? {description: resolved.definition.description} : {}),
          ...optional('options', listOptionsOf(resolved.definition)),
          ...optional('referenceTypes', referenceTypesOf(resolved, types)),
        }
        entry.documentTypes.add(documentType)
        found.set(key, entry)
      }
      const nested = (resolved.definition as {fields?: FieldDefinition[]}).fields
      const isObjectLike = resolved.intrinsic === 'object' || resolved.intrinsic === 'image' || resolved.intrinsic === 'file'
      if (isObjectLike && Array.isArray(nested) && depth < SEARCH_FIELD_MAX_DEPTH) walk(nested, documentType, fieldPath, titlePath, depth + 1)
    }
  }

  for (const type of schemaTypes.filter(isSearchableDocumentType)) {
    walk((type as {fields?: FieldDefinition[]}).fields ?? [], type.name, [], [], 1)
  }

  return [...found.values()].map(({documentTypes, scoped, ...rest}) => {
    const scope = scoped ? [...documentTypes].sort() : []
    return {...rest, id: fieldDefinitionId(rest.type, rest.fieldPath, rest.filterName, scope), documentTypes: scope}
  })
}

/** SH-SEARCH-033: type, field path, filter name and the sorted document types, joined by `-`. */
export function fieldDefinitionId(type: string, fieldPath: string, filterName: string, documentTypes: readonly string[]): string {
  return [type, fieldPath, filterName, [...documentTypes].sort().join(',')].join('-')
}
