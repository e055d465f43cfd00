// The shape rules of initial values (editing seed §5 'Templates and initial values'; ED-INIT-005
// … ED-INIT-009): a plain object whose `_type`, when present, is the template's type; no array
// directly inside an array; references written with `_type` and only the reference keys; at most
// INITIAL_VALUE_MAX_DEPTH levels of objects and arrays.
import {INITIAL_VALUE_MAX_DEPTH} from './constants.ts'
import {describeValue, isPlainObject} from './problems.ts'

export const REFERENCE_KEYS: readonly string[] = ['_key', '_ref', '_weak', '_type']

/** `['items', 0, 'author']` → 'items[0].author'; the root is '(root)'. */
export function formatValuePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(root)'
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('')
}

/** The first problem of a document's initial value, as the end of a sentence; null when it is fine. */
export function initialValueProblem(value: unknown, schemaType: string): string | null {
  if (!isPlainObject(value)) return `must be a plain object, but was ${describeValue(value)}`
  if (value._type !== undefined && value._type !== schemaType) {
    return `has "_type" "${String(value._type)}", which does not match the schema type "${schemaType}"`
  }
  return nestedValueProblem(value, [], 1, false)
}

/** The same rules for a value below the document (a field's or a member's initial value). */
export function nestedValueProblem(value: unknown, path: (string | number)[], level: number, inArray: boolean): string | null {
  if (!Array.isArray(value) && !isPlainObject(value)) return null
  if (level > INITIAL_VALUE_MAX_DEPTH) {
    return `nests deeper than ${INITIAL_VALUE_MAX_DEPTH} levels (at path "${formatValuePath(path)}")`
  }
  if (Array.isArray(value)) {
    if (inArray) return `contains an array directly inside an array, which is not supported (at path "${formatValuePath(path)}")`
    for (let index = 0; index < value.length; index++) {
      const problem = nestedValueProblem(value[index], [...path, index], level + 1, true)
      if (problem) return problem
    }
    return null
  }
  if ('_ref' in value) {
    const problem = referenceProblem(value, path)
    if (problem) return problem
  }
  for (const [key, child] of Object.entries(value)) {
    const problem = nestedValueProblem(child, [...path, key], level + 1, false)
    if (problem) return problem
  }
  return null
}

function referenceProblem(reference: Record<string, unknown>, path: (string | number)[]): string | null {
  const at = `(at path "${formatValuePath(path)}")`
  if (reference._type === undefined && 'type' in reference) {
    return `has a reference with a "type" property where "_type" is required ${at}`
  }
  const extra = Object.keys(reference).filter((key) => !REFERENCE_KEYS.includes(key))
  if (extra.length === 0) return null
  const keys = extra.map((key) => `"${key}"`).join(', ')
  return `has a reference with the ${extra.length > 1 ? 'keys' : 'key'} ${keys}; only ${REFERENCE_KEYS.map((k) => `"${k}"`).join(', ')} are allowed ${at}`
}
