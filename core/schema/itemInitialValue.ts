// A new array item's starting value (ED-INIT-004, ED-INIT-013): its member type's initial value
// with the initial values of that type's fields and nested objects under it, held to the same
// shape rules as a document's (a plain object, `_type` naming the member type, no array directly
// in an array, references by `_type`, 10 levels), so a broken resolver is reported, not stored.
import type {CompiledType} from './compiledType.ts'
import type {InitialValueContext} from './definitions.ts'
import {nestedValueProblem} from './initialValueShape.ts'
import {describeValue, isPlainObject} from './problems.ts'
import {resolveInitialValue, type InitialValueParams} from './resolveInitialValue.ts'

/** Why a member type gave no initial value; the message names the type, as the toast does. */
export class ItemInitialValueError extends Error {
  readonly schemaType: string

  constructor(schemaType: string, message: string) {
    super(message)
    this.name = 'ItemInitialValueError'
    this.schemaType = schemaType
  }
}

/** The fields a new item of `member` starts with (no `_key`/`_type`); null when it has none. */
export async function resolveItemInitialValue(
  member: CompiledType,
  params: InitialValueParams,
  context: InitialValueContext,
): Promise<Record<string, unknown> | null> {
  let value: unknown
  try {
    value = await resolveInitialValue(member, params, context)
  } catch (error) {
    throw new ItemInitialValueError(member.name, error instanceof Error ? error.message : String(error))
  }
  if (value === undefined || value === null) return null
  const problem = itemValueProblem(value, member.name)
  if (problem) throw new ItemInitialValueError(member.name, `the initial value ${problem}`)
  const fields = Object.entries(value as Record<string, unknown>).filter(([name, field]) => name !== '_key' && name !== '_type' && field !== undefined)
  return fields.length > 0 ? Object.fromEntries(fields) : null
}

function itemValueProblem(value: unknown, memberName: string): string | null {
  if (!isPlainObject(value)) return `must be a plain object, but was ${describeValue(value)}`
  if (value._type !== undefined && value._type !== memberName) {
    return `has "_type" "${String(value._type)}", which does not match the item type "${memberName}"`
  }
  // The item itself sits one level below the array that holds it.
  return nestedValueProblem(value, [], 1, false)
}
