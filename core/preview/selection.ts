// What a preview is made from: the values its type's `select` names (ED-PREV-003), read from a
// whole value (the open document, an array item) or from a list row the lake projected. Without a
// `select`, the type is titled by `title`, `name` or `label`; a type with none of those (an array
// item's object type, most often) by a field whose name says it names the value, else by its
// first text field, so two cards read by their headings instead of both by their type (ED-PREV-010).
import type {DocumentDefinition} from '../schema/index.ts'

/** The fields that title a value when its type has no `select`, in order. */
export const FALLBACK_TITLE_FIELDS: readonly string[] = ['title', 'name', 'label']
/** Names that usually hold what a value is called, tried after the fallback fields. */
const LIKELY_TITLE_FIELDS = ['heading', 'header', 'caption', 'headline', 'text']
const TEXT_TYPES = new Set(['string', 'text', 'slug'])

/** A type as far as its preview goes: documents and array items' object types alike. */
export type PreviewedType = Pick<DocumentDefinition, 'fields' | 'preview'>

const fallbackSelect = (): Record<string, string> => Object.fromEntries(FALLBACK_TITLE_FIELDS.map((field) => [field, field]))

/** Preview key → dotted path into the value. */
export function previewSelectOf(type: PreviewedType): Record<string, string> {
  const select = type.preview?.select
  if (select && Object.keys(select).length > 0) return select
  const fields = type.fields ?? []
  const names = new Set(fields.map((field) => field.name))
  if (fields.length === 0 || FALLBACK_TITLE_FIELDS.some((name) => names.has(name))) return fallbackSelect()
  const guessed = LIKELY_TITLE_FIELDS.find((name) => names.has(name)) ?? fields.find((field) => TEXT_TYPES.has(String(field.type)))?.name
  return guessed ? {title: guessed} : fallbackSelect()
}

/** The selection out of a whole value (no reference is followed: that needs the lake). */
export function selectionOf(type: PreviewedType, value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const selection: Record<string, unknown> = {}
  for (const [key, path] of Object.entries(previewSelectOf(type))) selection[key] = valueAtDottedPath(value, path)
  return selection
}

/** The selection a projection row carries under its `preview.` keys (previewProjection). */
export function selectionOfRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const selection: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) if (key.startsWith('preview.')) selection[key.slice('preview.'.length)] = value
  return selection
}

function valueAtDottedPath(value: unknown, path: string): unknown {
  let at = value
  for (const segment of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined
    at = Array.isArray(at) ? at[Number(segment)] : (at as Record<string, unknown>)[segment]
  }
  return at
}
