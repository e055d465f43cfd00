// What the operators of every field type share: reading a value safely (it may come from local
// storage in any shape) and the i18n keys of an operator.
import {groqNumber, groqString} from '../groqLiteral.ts'
import type {RangeValue, ReferenceValue} from '../types.ts'

/** The quoted literal of a non-empty string (SH-SEARCH-062), else null. */
export function stringLiteralOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? groqString(value) : null
}

/** The quoted `_ref` of a reference value (SH-SEARCH-065), else null. */
export function refLiteralOf(value: unknown): string | null {
  const ref = (value as ReferenceValue | null | undefined)?._ref
  return typeof ref === 'string' && ref.length > 0 ? groqString(ref) : null
}

/** Both bounds of a range as literals, when both are finite numbers (SH-SEARCH-064). */
export function rangeLiteralsOf(value: unknown): [string, string] | null {
  if (!value || typeof value !== 'object') return null
  const {from, to} = value as RangeValue
  const low = groqNumber(from)
  const high = groqNumber(to)
  return low !== null && high !== null ? [low, high] : null
}

/** `operator.<group>.<name>.button` and `.description` in the search namespace. */
export function operatorKeys(id: string): {nameKey: string; descriptionKey: string} {
  return {nameKey: `operator.${id}.button`, descriptionKey: `operator.${id}.description`}
}

/** Number inputs keep finite numbers only (SH-SEARCH-071). */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
