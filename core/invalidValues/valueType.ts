// A value of the wrong JSON type for its field (editing seed §4: 'an invalid value alert offers
// reset and possible conversions'). A conversion is offered only when it loses nothing: the value
// converted back gives the stored value again.
import type {Path} from '../editing/paths.ts'
import type {CompiledType, JsonType} from '../schema/compiledType.ts'
import {set, unset} from './patches.ts'
import {INVALID_VALUE_MESSAGES as MESSAGES, isPlainObject, jsonTypeNameOf, type InvalidValueFix, type InvalidValueProblem} from './problems.ts'

/** What a field expects: its JSON type, and for a list the members it holds. */
export type ExpectedType = Pick<CompiledType, 'jsonType' | 'of'>

export const JSON_TYPE_NAMES: Record<JsonType, string> = {string: 'String', number: 'Number', boolean: 'Boolean', object: 'Object', array: 'Array'}

function jsonTypeOfValue(value: unknown): JsonType | null {
  if (value === null) return null
  if (Array.isArray(value)) return 'array'
  if (isPlainObject(value)) return 'object'
  const kind = typeof value
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : null
}

/** `null` is how the lake stores "nothing": it is not a wrong type, and there is nothing to fix. */
export function typeProblem(value: unknown, type: ExpectedType, path: Path): InvalidValueProblem | null {
  if (value === undefined || value === null) return null
  const actual = jsonTypeOfValue(value)
  if (actual === type.jsonType) return null
  const expected = JSON_TYPE_NAMES[type.jsonType]
  const got = jsonTypeNameOf(value)
  const converted = conversionOf(value, type)
  const fixes: InvalidValueFix[] = converted === undefined ? [] : [{kind: 'convert', to: type.jsonType, patches: set(path, converted)}]
  fixes.push({kind: 'reset', patches: unset(path)})
  return {code: 'INCOMPATIBLE_TYPE', path, message: MESSAGES.incompatibleType(expected, got), params: {expected, actual: got}, value, fixes}
}

/** The value in the field's JSON type, or undefined when no lossless conversion exists. */
export function conversionOf(value: unknown, type: ExpectedType): unknown {
  switch (type.jsonType) {
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      return singleItem(value, 'string')
    case 'number':
      if (typeof value === 'string' && value.trim() === value && value !== '' && String(Number(value)) === value) return Number(value)
      return singleItem(value, 'number')
    case 'boolean':
      if (value === 'true' || value === 'false') return value === 'true'
      return singleItem(value, 'boolean')
    case 'array': {
      // A primitive becomes a list of that one value when the list holds such values.
      const kind = typeof value
      return type.of.some((member) => member.jsonType === kind) ? [value] : undefined
    }
    case 'object':
      return undefined
  }
}

/** A list of exactly one value of the wanted kind is that value. */
function singleItem(value: unknown, kind: 'string' | 'number' | 'boolean'): unknown {
  return Array.isArray(value) && value.length === 1 && typeof value[0] === kind ? value[0] : undefined
}
