// A field's value as one line of plain text, for the read-only view of a deleted document's last
// version: strings and numbers as they are, the words of nested objects and blocks in order,
// system keys (`_key`, `_type`, `_ref`…) left out. Booleans, emptiness and counts are worded by the
// caller (i18n).
export type ValueText =
  | {kind: 'empty'}
  | {kind: 'boolean'; value: boolean}
  | {kind: 'text'; text: string}
  | {kind: 'items'; count: number; text: string}

/** Longer texts are cut here: the view is for recognising a document, not reading it whole. */
export const VALUE_TEXT_LIMIT = 240

function words(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value.trim())
  } else if (typeof value === 'number') out.push(String(value))
  else if (Array.isArray(value)) for (const item of value) words(item, out)
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    // A rich-text block's words are its spans' texts; its style and marks are not content.
    if (object._type === 'block' && Array.isArray(object.children)) {
      for (const child of object.children) words((child as {text?: unknown})?.text, out)
      return
    }
    // A reference has only system keys: name its target so the line is not empty.
    if (typeof object._ref === 'string') out.push(`→ ${object._ref}`)
    for (const [key, inner] of Object.entries(object)) if (!key.startsWith('_')) words(inner, out)
  }
}

function cut(text: string): string {
  return text.length > VALUE_TEXT_LIMIT ? `${text.slice(0, VALUE_TEXT_LIMIT - 1)}…` : text
}

export function valueText(value: unknown): ValueText {
  if (typeof value === 'boolean') return {kind: 'boolean', value}
  const found: string[] = []
  words(value, found)
  const text = cut(found.join(' · '))
  if (Array.isArray(value)) return value.length === 0 ? {kind: 'empty'} : {kind: 'items', count: value.length, text}
  return text ? {kind: 'text', text} : {kind: 'empty'}
}
