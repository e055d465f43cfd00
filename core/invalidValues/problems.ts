// What is wrong with a stored value the form cannot edit as it is (editing seed §4 'Invalid values
// in arrays', §2 unknown fields, §8 'Invalid list/property values'), and the fixes offered for it.
// Every fix is the local patches that repair the value, so it goes through the form's edit like
// any keystroke and nothing changes that the user did not ask for.
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path} from '../editing/paths.ts'

export type InvalidValueCode =
  | 'UNKNOWN_FIELD'
  | 'INVALID_ITEM_TYPE'
  | 'MISSING_KEYS'
  | 'DUPLICATE_KEYS'
  | 'MIXED_ARRAY'
  | 'INCOMPATIBLE_TYPE'
  | 'UNTYPED_OBJECT'
  | 'INVALID_DATE'

export type InvalidValueFixKind =
  | 'remove-field'
  | 'remove-item'
  | 'add-keys'
  | 'dedupe-keys'
  | 'remove-non-objects'
  | 'remove-objects'
  | 'reset'
  | 'convert'
  | 'set-type'

export interface InvalidValueFix {
  kind: InvalidValueFixKind
  /** Applied at once, in order, by the form's edit. */
  patches: LocalPatch[]
  /** `convert`: the JSON type the value becomes; `set-type`: the `_type` it gets. */
  to?: string
}

export interface InvalidValueProblem {
  code: InvalidValueCode
  /** Where the problem is: the field, the item, or the array for a problem of the whole list. */
  path: Path
  /** The English message (the UI translates the code with `params`). */
  message: string
  params: Record<string, string | number>
  /** The offending value: the unknown field's, the item's, or the whole field's. */
  value: unknown
  fixes: InvalidValueFix[]
}

/** JSON type names as validation messages print them ('Expected type String, got Number'). */
export type JsonTypeName = 'String' | 'Number' | 'Boolean' | 'Object' | 'Array' | 'Null'

export function jsonTypeNameOf(value: unknown): JsonTypeName {
  if (value === null) return 'Null'
  if (Array.isArray(value)) return 'Array'
  switch (typeof value) {
    case 'string':
      return 'String'
    case 'number':
      return 'Number'
    case 'boolean':
      return 'Boolean'
    default:
      return 'Object'
  }
}

export {isRecord as isPlainObject} from '../isRecord.ts'

// Seed §5 gives the unknown-field and wrong-type wording; the others are ours (spec/DECISIONS.md).
export const INVALID_VALUE_MESSAGES = {
  unknownField: (field: string, type: string) => `Field ${field} does not exist on type ${type}`,
  invalidItemType: (itemType: string) => `Item of type ${itemType} is not valid for this list`,
  missingKeys: (count: number) => `${count} ${count === 1 ? 'item in this list has' : 'items in this list have'} no key; the list cannot be edited until every item has one`,
  duplicateKeys: (keys: string) => `Several items in this list share a key (${keys}); the list cannot be edited until every key is unique`,
  mixedArray: (count: number) => `This list mixes objects with ${count} plain ${count === 1 ? 'value' : 'values'}; a list holds one or the other`,
  incompatibleType: (expected: string, actual: string) => `Expected type ${expected}, got ${actual}`,
  untypedObject: (types: string) => `This item has no _type; this list accepts ${types}`,
  invalidDate: (format: string) => `Expected a date written as ${format}`,
}
