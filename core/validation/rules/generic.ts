// Checks every type shares: presence (ED-VAL-020, 045, 048), JSON type (ED-VAL-021) and the list
// of allowed values (ED-VAL-022).
import {jsonEqual} from '../../jsonEqual.ts'
import type {TypeFamily} from '../Rule.ts'
import {builtIn, notAllowedHint} from '../messages.ts'
import type {Failure} from '../types.ts'
import {hasAsset, objectHasValue} from './object.ts'

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'Array'
  switch (typeof value) {
    case 'string':
      return 'String'
    case 'number':
      return 'Number'
    case 'boolean':
      return 'Boolean'
    case 'object':
      return 'Object'
    default:
      return typeof value
  }
}

/** The JSON type a family stores: dates are ISO strings. */
export function expectedJsonType(family: TypeFamily): string {
  return family === 'Date' ? 'String' : family
}

/** Null where the value has the family's JSON type (or is absent), else the mismatch. */
export function typeFailure(family: TypeFamily, value: unknown): Failure | null {
  if (value === undefined || value === null) return null
  const expected = expectedJsonType(family)
  const actual = jsonTypeOf(value)
  return actual === expected ? null : builtIn('wrongType', expected, actual)
}

/** Absent for presence: nothing, an empty string or array, or an object holding only `_key`/`_type`. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return !objectHasValue(value as Record<string, unknown>)
  return false
}

export function requiredFailure(value: unknown, typeName: string | undefined): Failure | null {
  // A file or image with a caption but no asset is still missing what the field is for.
  if ((typeName === 'file' || typeName === 'image') && !isEmptyValue(value)) {
    return hasAsset(value) ? null : builtIn('assetRequired', typeName)
  }
  return isEmptyValue(value) ? builtIn('required') : null
}

export function validFailure(allowed: readonly unknown[], value: unknown): Failure | null {
  if (value === undefined) return null
  if (allowed.some((candidate) => jsonEqual(candidate, value))) return null
  if (typeof value === 'string' || typeof value === 'number') return builtIn('notAllowedHint', notAllowedHint(String(value)))
  return builtIn('notAllowed')
}
