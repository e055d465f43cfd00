// What the array input reads off the schema and the value: the member type of each item, its
// preview, and the `layout` and `modal` options (ED-ARR-012, ED-ARR-021).
import {ARRAY_GRID_MAX_COLUMNS, ARRAY_GRID_MIN_COLUMNS, ARRAY_MODAL_DEFAULT_TYPE, ARRAY_MODAL_DEFAULT_WIDTH} from '../../../core/editing/arrayConstants.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {findInvalidValues} from '../../../core/invalidValues/index.ts'
import {previewImageOf, previewOfValue, type Preview, type PreviewedType, type PreviewImage} from '../../../core/preview/index.ts'
import type {CompiledType} from '../../../core/schema/index.ts'

export interface ArrayOptions {
  layout: 'list' | 'grid'
  columns: number
  modal: {type: 'dialog' | 'popover'; width: number | 'auto'}
  sortable: boolean
}

export function arrayOptionsOf(definition: Readonly<Record<string, unknown>>): ArrayOptions {
  const options = (definition.options ?? {}) as {layout?: unknown; columns?: unknown; modal?: {type?: unknown; width?: unknown}; sortable?: unknown}
  const columns = typeof options.columns === 'number' ? Math.round(options.columns) : ARRAY_GRID_MAX_COLUMNS
  const width = options.modal?.width
  return {
    layout: options.layout === 'grid' ? 'grid' : 'list',
    columns: Math.min(ARRAY_GRID_MAX_COLUMNS, Math.max(ARRAY_GRID_MIN_COLUMNS, columns)),
    modal: {
      type: options.modal?.type === 'popover' ? 'popover' : ARRAY_MODAL_DEFAULT_TYPE,
      width: width === 'auto' ? 'auto' : typeof width === 'number' ? width : ARRAY_MODAL_DEFAULT_WIDTH,
    },
    // ED-ARR-011
    sortable: options.sortable !== false,
  }
}

/** The keyed object items; anything else is a problem for the invalid-value repairs (ED-ARR-041). */
export function keyedItemsOf(value: unknown): KeyedItem[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is KeyedItem => typeof item === 'object' && item !== null && !Array.isArray(item) && typeof item._key === 'string')
}

/** Whether the item names (by `_type`) one of the array's member types. */
export function hasDeclaredType(members: readonly CompiledType[], item: KeyedItem): boolean {
  return typeof item._type === 'string' && members.some((member) => member.name === item._type)
}

/** The member type an item is of: by `_type`, or the only member when the item has none. */
export function memberOf(members: readonly CompiledType[], item: KeyedItem): CompiledType | undefined {
  if (typeof item._type === 'string') return members.find((member) => member.name === item._type)
  return members.length === 1 ? members[0] : undefined
}

/** A type without a title is named after its name, as a sentence: `codeSnippet` → 'Code snippet'. */
export function typeTitleOf(type: CompiledType): string {
  const title = type.title ?? type.definition.title
  if (typeof title === 'string' && title) return title
  const words = type.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** ED-ARR-020: the item's preview by its member type's config, worked out as a document's is. */
export function itemPreviewOf(type: CompiledType | undefined, item: KeyedItem): Preview {
  if (!type) return {title: null, subtitle: null, description: null}
  return previewOfValue(type.definition as PreviewedType, item)
}

/**
 * The image an item's card shows (ED-PREV-001): an image item is its own picture; another object
 * shows its preview's `media` when that is an image; a reference's target is not read here.
 */
export function itemMediaOf(type: CompiledType | undefined, item: KeyedItem): PreviewImage | null {
  if (!type || type.intrinsic === 'reference') return null
  if (type.intrinsic === 'image') return previewImageOf(item)
  const preview = itemPreviewOf(type, item)
  return preview.invalid ? null : (preview.media ?? null)
}

/**
 * Whether the item holds a stored value its editor shows a fix for (ED-FORM-006, ED-INPUT-050):
 * an unknown field, a wrong-typed value, a broken list, at any depth. The card is marked, since
 * those panels are only seen once the item is opened.
 */
export function hasInvalidValues(type: CompiledType | undefined, item: KeyedItem): boolean {
  return type !== undefined && findInvalidValues(item, type, []).length > 0
}
