// Structural equality of JSON values, the one comparison core/ uses for document content.
// Validation compares values as stored (array items' `_key`s may be set aside to find duplicates);
// the rich-text editor compares the value it shows with the stored one, where a property the
// editor left `undefined` means the same as one that is absent.
import {isRecord} from './isRecord.ts'

export interface JsonEqualOptions {
  /** `_key` properties are not compared, at any depth (array items equal but for their keys). */
  ignoreKeys?: boolean
  /** A property whose value is `undefined` counts as absent. */
  undefinedIsAbsent?: boolean
}

export function jsonEqual(a: unknown, b: unknown, options: JsonEqualOptions = {}): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], options)) return false
    return true
  }
  if (!isRecord(a) || !isRecord(b)) return false
  const keysOf = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => !(options.ignoreKeys && key === '_key') && !(options.undefinedIsAbsent && record[key] === undefined))
  const keysA = keysOf(a)
  if (keysA.length !== keysOf(b).length) return false
  for (const key of keysA) {
    if (!Object.hasOwn(b, key)) return false
    if (!jsonEqual(a[key], b[key], options)) return false
  }
  return true
}
