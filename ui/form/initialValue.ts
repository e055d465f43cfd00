// A new document starts from its template's initial value: shown before it exists, and written
// with the first edit (setIfMissing, so it never overwrites what someone else wrote meanwhile).
import type {LocalPatch} from '../../core/editing/index.ts'

/** System fields come from the lake and the pair, never from a template. */
function isContentKey(key: string): boolean {
  return !key.startsWith('_')
}

export function contentOfInitialValue(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const entries = Object.entries(value as Record<string, unknown>).filter(([key, v]) => isContentKey(key) && v !== undefined)
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

export function initialValuePatches(initial: Readonly<Record<string, unknown>>): LocalPatch[] {
  return Object.entries(initial).map(([key, value]) => ({type: 'setIfMissing', path: [key], value}))
}
