// What free text is matched against, per document type, and how much each place counts: the
// preview title most, then subtitle and description, every other text field a little (SH-SEARCH-124).
import type {ArrayMemberDefinition, FieldDefinition, PreviewConfig, SchemaTypeDefinition} from '../schema/definitions.ts'
import {resolveField, typesByNameOf, type TypesByName} from '../schema/resolve.ts'
import {SEARCH_FIELD_MAX_DEPTH} from './constants.ts'
import {isSearchableDocumentType, memberAsField} from './fieldDefinitions.ts'
import {isGroqIdentifier} from './groqLiteral.ts'

export const WEIGHT_TITLE = 10
export const WEIGHT_SUBTITLE = 5
export const WEIGHT_DESCRIPTION = 1.5
export const WEIGHT_DEFAULT = 1

export interface SearchPath {
  /** A GROQ expression: `title`, `tags[]`, `slug.current`, `pt::text(body)`. */
  path: string
  weight: number
  /** Where the hit row carries the value: `_id`, `_type`, or the projected `w0`, `w1`, … */
  key: string
}

export interface SearchSpec {
  typeName: string
  paths: SearchPath[]
}

interface Candidate {
  path: string
  /** The dotted path a preview `select` would name; absent inside arrays. */
  selectPath?: string
}

const TEXT_TYPES = new Set(['string', 'text'])

function collect(fields: readonly FieldDefinition[], types: TypesByName, prefix: string, selectPrefix: string | null, depth: number, out: Candidate[], maxDepth: number) {
  for (const field of fields) {
    if (!field || typeof field.name !== 'string' || !isGroqIdentifier(field.name) || field.hidden === true) continue
    const {intrinsic, definition} = resolveField(field, types)
    if (!intrinsic) continue
    const path = prefix + field.name
    const selectPath = selectPrefix === null ? undefined : selectPrefix + field.name
    if (TEXT_TYPES.has(intrinsic)) out.push({path, selectPath})
    else if (intrinsic === 'slug') out.push({path: `${path}.current`, selectPath: selectPath && `${selectPath}.current`})
    else if (intrinsic === 'object' || intrinsic === 'image' || intrinsic === 'file') {
      const nested = (definition as {fields?: FieldDefinition[]}).fields
      if (Array.isArray(nested) && depth < maxDepth) collect(nested, types, `${path}.`, selectPath === undefined ? null : `${selectPath}.`, depth + 1, out, maxDepth)
    } else if (intrinsic === 'array') {
      const members = ((definition as {of?: ArrayMemberDefinition[]}).of ?? []).map((member) => resolveField(memberAsField(member), types))
      // Rich text as one plain text; only at the top of an array chain, where pt::text gets blocks.
      if (members.some((member) => member.intrinsic === 'block')) {
        if (!prefix.includes('[]')) out.push({path: `pt::text(${path})`, selectPath})
        continue
      }
      if (members.some((member) => member.intrinsic !== null && TEXT_TYPES.has(member.intrinsic))) out.push({path: `${path}[]`})
      if (depth >= maxDepth) continue
      const objectFields = members.flatMap((member) =>
        member.intrinsic === 'object' || member.intrinsic === 'image' || member.intrinsic === 'file'
          ? ((member.definition as {fields?: FieldDefinition[]}).fields ?? [])
          : [],
      )
      collect(objectFields, types, `${path}[].`, null, depth + 1, out, maxDepth)
    }
  }
}

function previewWeights(preview: PreviewConfig | undefined): Map<string, number> {
  const weights = new Map<string, number>()
  const select = preview?.select ?? {}
  const set = (path: string | undefined, weight: number) => {
    if (typeof path === 'string' && !weights.has(path)) weights.set(path, weight)
  }
  set(select.title, WEIGHT_TITLE)
  set(select.subtitle, WEIGHT_SUBTITLE)
  set(select.description, WEIGHT_DESCRIPTION)
  return weights
}

/** `maxDepth`: how deep nested fields are searched (the index settings' depth; SEARCH_FIELD_MAX_DEPTH when 0 or not given). */
export function createSearchSpecs(schemaTypes: readonly SchemaTypeDefinition[], maxDepth = SEARCH_FIELD_MAX_DEPTH): SearchSpec[] {
  const depthLimit = maxDepth > 0 ? Math.min(maxDepth, SEARCH_FIELD_MAX_DEPTH) : SEARCH_FIELD_MAX_DEPTH
  const types = typesByNameOf(schemaTypes)
  return schemaTypes.filter(isSearchableDocumentType).map((type) => {
    const candidates: Candidate[] = []
    collect((type as {fields?: FieldDefinition[]}).fields ?? [], types, '', '', 1, candidates, depthLimit)
    const weights = previewWeights((type as {preview?: PreviewConfig}).preview)
    const byPath = new Map<string, number>()
    for (const {path, selectPath} of candidates) {
      const weight = (selectPath && weights.get(selectPath)) || WEIGHT_DEFAULT
      byPath.set(path, Math.max(weight, byPath.get(path) ?? 0))
    }
    const projected = [...byPath].map(([path, weight], index) => ({path, weight, key: `w${index}`}))
    return {
      typeName: type.name,
      paths: [{path: '_id', weight: WEIGHT_DEFAULT, key: '_id'}, {path: '_type', weight: WEIGHT_DEFAULT, key: '_type'}, ...projected],
    }
  })
}
