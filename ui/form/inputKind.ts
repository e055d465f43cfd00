// Which input edits a field: the primitive inputs, the nested fields of an object, the image and
// file inputs, or the read-only JSON view for every other type until its own input exists.
import {isRichDateType} from '../../core/dates/richDateType.ts'
import type {CompiledType, ResolvedField} from '../../core/schema/index.ts'
import {isRichTextArray} from '../../core/richtext/isRichTextArray.ts'
import {tagItemShapeOf} from './inputs/tagShape.ts'

export type InputKind = 'string' | 'text' | 'number' | 'boolean' | 'email' | 'url' | 'select' | 'radio' | 'object' | 'date' | 'datetime' | 'richDate' | 'slug' | 'geopoint' | 'tags' | 'checkboxList' | 'array' | 'primitiveArray' | 'reference' | 'image' | 'file' | 'richText' | 'json'

export interface OptionItem {
  title: string
  value: string | number
}

/** ED-INPUT-002: `{title, value}`, or a bare value that is its own title. */
export function optionItemsOf(list: unknown): OptionItem[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item): OptionItem[] => {
    if (typeof item === 'string' || typeof item === 'number') return [{title: String(item), value: item}]
    if (item && typeof item === 'object' && 'value' in item) {
      const {title, value} = item as {title?: unknown; value: unknown}
      if (typeof value !== 'string' && typeof value !== 'number') return []
      return [{title: typeof title === 'string' ? title : String(value), value}]
    }
    return []
  })
}

function listOptions(field: ResolvedField): {list: OptionItem[]; layout?: unknown} {
  const options = (field.definition.options ?? {}) as {list?: unknown; layout?: unknown}
  return {list: optionItemsOf(options.list), layout: options.layout}
}

/**
 * ED-INPUT-010: a list option makes a select, or radios with `layout: 'radio'`. ED-DATE-008: a
 * rich date is an object to the schema but has its own input (`type` is the field's compiled type,
 * whose lineage names `richDate`).
 */
export function inputKindOf(field: ResolvedField, type?: Pick<CompiledType, 'lineage' | 'fields'> & Partial<Pick<CompiledType, 'of'>>): InputKind {
  if (type && isRichDateType(type)) return 'richDate'
  switch (field.intrinsic) {
    case 'string':
    case 'number': {
      const {list, layout} = listOptions(field)
      if (list.length > 0) return layout === 'radio' ? 'radio' : 'select'
      return field.intrinsic
    }
    case 'text':
    case 'boolean':
    case 'email':
    case 'url':
      return field.intrinsic
    // Named object types (`seo`) end here too; image, file, geopoint and the like have their own.
    case 'object':
      return 'object'
    case 'date':
    case 'datetime':
    case 'slug':
    case 'geopoint':
      return field.intrinsic
    case 'array':
      return arrayInputKindOf(field, type?.of)
    case 'reference':
    case 'crossDatasetReference':
      return 'reference'
    case 'image':
    case 'file':
      return field.intrinsic
    default:
      return 'json'
  }
}

const PRIMITIVE_MEMBERS = new Set(['string', 'number', 'boolean'])

/**
 * ED-INPUT-030, ED-INPUT-031: arrays of primitives with a `list` are checkbox lists, with
 * `layout: 'tags'` tag inputs; so are arrays of Tag items (`{value}`, known from the compiled
 * members) with `layout: 'tags'`.
 */
function arrayInputKindOf(field: ResolvedField, members?: CompiledType['of']): InputKind {
  const of = field.definition.of
  const primitive = Array.isArray(of) && of.length > 0 && of.every((member) => PRIMITIVE_MEMBERS.has((member as {type?: string}).type ?? ''))
  const {list, layout} = listOptions(field)
  if (!primitive) return layout === 'tags' && members && tagItemShapeOf(members) ? 'tags' : objectArrayKindOf(of)
  if (list.length > 0) return 'checkboxList'
  // ED-ARR-005: the other primitive arrays are edited in place.
  return layout === 'tags' ? 'tags' : 'primitiveArray'
}

/**
 * An array whose members include `block` is rich text (ED-PT-001). Cross-dataset references have
 * an input of their own to come; they stay JSON until then. Reference items are edited as items of
 * the array, each by the reference input.
 */
const NOT_OBJECT_ARRAY_MEMBERS = new Set(['block', 'crossDatasetReference', ...PRIMITIVE_MEMBERS])

function objectArrayKindOf(of: unknown): InputKind {
  if (!Array.isArray(of) || of.length === 0) return 'json'
  if (isRichTextArray(of)) return 'richText'
  return of.some((member) => NOT_OBJECT_ARRAY_MEMBERS.has((member as {type?: string}).type ?? '')) ? 'json' : 'array'
}
