// A document's preview (title, subtitle) from its type's `preview` config: the selection, then
// `prepare` (ED-PREV-003). Lists ask the lake for the selection with a projection that follows
// references (`author.name` → `author->name`); the open document is previewed from EDGE locally.
// Without a `select`, the title is `title`, `name` or `label` (ED-PREV-010).
import type {DocumentDefinition, FieldDefinition, PreviewConfig} from '../../core/schema/index.ts'
import {resolveField, type ResolvedField, type TypesByName} from '../../core/schema/index.ts'

export interface Preview {
  title: string | null
  subtitle: string | null
  /** The configuration threw (ED-PREV-005). */
  invalid?: boolean
}

const FALLBACK_TITLE_FIELDS = ['title', 'name', 'label']
/** Names that usually hold what a value is called, after the fallback fields: an item's heading or caption. */
const LIKELY_TITLE_FIELDS = ['heading', 'header', 'caption', 'headline', 'text']
const TEXT_TYPES = new Set(['string', 'text', 'slug'])

/**
 * The selection of a type's preview: its `select`, else the fallback fields; a type that has none
 * of those is titled by a field whose name says it is one, else by its first text field, so items
 * of an object type without a preview still read differently (a card's heading, not "Card").
 */
function selectOf(type: DocumentDefinition): Record<string, string> {
  const select = type.preview?.select
  if (select && Object.keys(select).length > 0) return select
  const fields = type.fields ?? []
  const names = new Set(fields.map((field) => field.name))
  if (FALLBACK_TITLE_FIELDS.some((name) => names.has(name)) || fields.length === 0) {
    return Object.fromEntries(FALLBACK_TITLE_FIELDS.map((field) => [field, field]))
  }
  const likely = LIKELY_TITLE_FIELDS.find((name) => names.has(name))
  const firstText = fields.find((field) => TEXT_TYPES.has(String(field.type)))?.name
  const guessed = likely ?? firstText
  return guessed ? {title: guessed} : Object.fromEntries(FALLBACK_TITLE_FIELDS.map((field) => [field, field]))
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The GROQ for a dotted selection path, with `->` after every reference field on the way. */
export function groqPathOf(path: string, type: DocumentDefinition, types: TypesByName): string | null {
  const segments = path.split('.')
  let fields: readonly FieldDefinition[] | undefined = type.fields
  let out = ''
  let afterReference = false
  for (const [index, segment] of segments.entries()) {
    if (/^\d+$/.test(segment)) {
      out += `[${segment}]`
      continue
    }
    if (!IDENTIFIER.test(segment)) return null
    out += index === 0 ? segment : afterReference ? `->${segment}` : `.${segment}`
    const field: FieldDefinition | undefined = fields?.find((candidate) => candidate.name === segment)
    const resolved: ResolvedField | null = field ? resolveField(field, types) : null
    afterReference = resolved?.intrinsic === 'reference'
    if (resolved && afterReference) {
      const target: string | undefined = (resolved.definition.to as {type: string}[] | undefined)?.[0]?.type
      const targetType: unknown = target ? types.get(target) : undefined
      fields = (targetType as {fields?: FieldDefinition[]} | undefined)?.fields
    } else {
      fields = (resolved?.definition as {fields?: FieldDefinition[]} | undefined)?.fields
    }
  }
  // A selection that ends on a reference wants the reference itself, as stored.
  return out
}

/** The projection for a list of documents of `type`: system fields and the preview's selection. */
export function previewProjection(type: DocumentDefinition, types: TypesByName): string {
  const parts = ['_id', '_type', '_updatedAt']
  for (const [key, path] of Object.entries(selectOf(type))) {
    const groq = groqPathOf(path, type, types)
    if (groq) parts.push(`${JSON.stringify(`preview.${key}`)}: ${groq}`)
  }
  return `{${parts.join(', ')}}`
}

/** The selection from a whole document, for the open document (no reference is followed). */
export function selectionOf(type: DocumentDefinition, doc: Record<string, unknown>): Record<string, unknown> {
  const selection: Record<string, unknown> = {}
  for (const [key, path] of Object.entries(selectOf(type))) {
    let value: unknown = doc
    for (const segment of path.split('.')) {
      if (value === null || typeof value !== 'object') {
        value = undefined
        break
      }
      value = Array.isArray(value) ? value[Number(segment)] : (value as Record<string, unknown>)[segment]
    }
    selection[key] = value
  }
  return selection
}

/** The selection a projection row carries under its `preview.` keys. */
export function selectionOfRow(row: Record<string, unknown>): Record<string, unknown> {
  const selection: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) if (key.startsWith('preview.')) selection[key.slice('preview.'.length)] = value
  return selection
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

export function previewOf(preview: PreviewConfig | undefined, selection: Record<string, unknown>): Preview {
  let prepared: Record<string, unknown> = selection
  if (preview?.prepare) {
    try {
      prepared = (preview.prepare(selection) ?? {}) as Record<string, unknown>
    } catch (error) {
      console.error('The preview configuration failed:', error)
      return {title: null, subtitle: null, invalid: true}
    }
  }
  const title = text(prepared.title) ?? (preview?.select ? null : FALLBACK_TITLE_FIELDS.map((field) => text(prepared[field])).find(Boolean) ?? null)
  return {title, subtitle: text(prepared.subtitle)}
}
