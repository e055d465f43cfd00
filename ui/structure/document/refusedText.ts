// What a refused commit took away: the fields whose shown value differs from what the editor shows
// now, as text to copy (strings as typed, anything else as JSON).
import type {SanityDocument} from '../../../core/lake/types.ts'

export interface RefusedField {
  name: string
  text: string
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

export function refusedFields(before: SanityDocument | null, now: SanityDocument | null): RefusedField[] {
  if (!before) return []
  const out: RefusedField[] = []
  for (const [name, value] of Object.entries(before)) {
    if (name.startsWith('_') || value === undefined) continue
    if (JSON.stringify(value) !== JSON.stringify(now?.[name])) out.push({name, text: asText(value)})
  }
  return out
}
