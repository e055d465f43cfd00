// Problems of an array value against the members its schema declares (editing seed §4 'Invalid
// values in arrays', §2 'an item whose type the schema no longer declares'). The fixes only ever
// touch the items at fault: every item the array accepts stays, in its place.
import {randomKey} from '../documents/keys.ts'
import {keysUnique, ownKeyOf} from '../documents/uniqueKeys.ts'
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path} from '../editing/paths.ts'
import type {CompiledType} from '../schema/compiledType.ts'
import {missingKeyPatches} from './missingKeys.ts'
import {removeItems, itemSegment} from './patches.ts'
import {INVALID_VALUE_MESSAGES as MESSAGES, isPlainObject, jsonTypeNameOf, type InvalidValueProblem} from './problems.ts'

const PRIMITIVE = new Set(['string', 'number', 'boolean'])

/** `members`: the array type's `of`, compiled. */
export function arrayProblems(items: readonly unknown[], members: readonly CompiledType[], path: Path): InvalidValueProblem[] {
  const objectMembers = members.filter((member) => member.jsonType === 'object')
  const primitiveTypes = new Set<string>(members.filter((member) => PRIMITIVE.has(member.jsonType)).map((member) => member.jsonType))
  if (objectMembers.length === 0 && primitiveTypes.size === 0) return []
  const acceptsObjects = objectMembers.length > 0
  // The usual list, checked on every keystroke in it (a 1,000-block body): one pass answers.
  if (acceptsObjects && everyItemSound(items, objectMembers)) return []
  const objects = indexesWhere(items, isPlainObject)
  const others = indexesWhere(items, (item) => !isPlainObject(item))
  const problems: InvalidValueProblem[] = []
  // Mixed: the kind the array does not hold goes; the other kind is checked below.
  if (objects.length > 0 && others.length > 0) {
    const removed = acceptsObjects ? others : objects
    problems.push({
      code: 'MIXED_ARRAY',
      path,
      message: MESSAGES.mixedArray(others.length),
      params: {count: others.length},
      value: items,
      fixes: [{kind: acceptsObjects ? 'remove-non-objects' : 'remove-objects', patches: removeItems(path, items, removed)}],
    })
  }
  if (acceptsObjects) {
    problems.push(...keyProblems(items, objects, path))
    problems.push(...objectItemProblems(items, objects, objectMembers, path))
  } else {
    const checked = objects.length > 0 && others.length > 0 ? others : indexesWhere(items, () => true)
    for (const index of checked) {
      const item = items[index]
      const kind = Array.isArray(item) || item === null ? '' : typeof item
      if (!primitiveTypes.has(kind)) problems.push(invalidItem(items, index, itemTypeName(item), path))
    }
  }
  return problems
}

/** An object's own `_type` when it has one, else its JSON type. */
function itemTypeName(item: unknown): string {
  return isPlainObject(item) && typeof item._type === 'string' && item._type !== '' ? item._type : jsonTypeNameOf(item)
}

/** Every item an object of a declared type, with a key of its own: nothing below could be wrong. */
function everyItemSound(items: readonly unknown[], objectMembers: readonly CompiledType[]): boolean {
  if (!keysUnique(items)) return false
  for (const item of items) {
    if (!isPlainObject(item) || typeof item._type !== 'string' || !objectMembers.some((member) => member.name === item._type)) return false
  }
  return true
}

function indexesWhere(items: readonly unknown[], test: (item: unknown) => boolean): number[] {
  return items.flatMap((item, index) => (test(item) ? [index] : []))
}

function invalidItem(items: readonly unknown[], index: number, itemType: string, path: Path): InvalidValueProblem {
  const at = [...path, itemSegment(items, index)]
  return {
    code: 'INVALID_ITEM_TYPE',
    path: at,
    message: MESSAGES.invalidItemType(itemType),
    params: {type: itemType},
    value: items[index],
    fixes: [{kind: 'remove-item', patches: removeItems(path, items, [index])}],
  }
}


function keyProblems(items: readonly unknown[], objects: readonly number[], path: Path): InvalidValueProblem[] {
  const problems: InvalidValueProblem[] = []
  const missing = objects.filter((index) => ownKeyOf(items[index]) === undefined)
  if (missing.length > 0) {
    // The count is this list's; the fix keys the items' own lists too (missingKeys.ts).
    const patches = missingKeyPatches(items, path)
    problems.push({code: 'MISSING_KEYS', path, message: MESSAGES.missingKeys(missing.length), params: {count: missing.length}, value: items, fixes: [{kind: 'add-keys', patches}]})
  }
  const repeated = duplicatesOf(items, objects)
  if (repeated.length > 0) {
    const taken = new Set(objects.map((index) => ownKeyOf(items[index])).filter((key) => key !== undefined))
    const patches: LocalPatch[] = repeated.map(({index, key}) => {
      // Seed §4: `{oldKey}_deduped_{index}`; should that key be in use already, a random one.
      let next = `${key}_deduped_${index}`
      while (taken.has(next)) next = randomKey()
      taken.add(next)
      return {type: 'set', path: [...path, index, '_key'], value: next}
    })
    const keys = [...new Set(repeated.map(({key}) => key))]
    problems.push({code: 'DUPLICATE_KEYS', path, message: MESSAGES.duplicateKeys(keys.join(', ')), params: {keys: keys.join(', '), count: keys.length}, value: items, fixes: [{kind: 'dedupe-keys', patches}]})
  }
  return problems
}

/** Every occurrence of a key after its first: the first keeps its key (and its identity). */
function duplicatesOf(items: readonly unknown[], objects: readonly number[]): {index: number; key: string}[] {
  const seen = new Set<string>()
  const out: {index: number; key: string}[] = []
  for (const index of objects) {
    const key = ownKeyOf(items[index])
    if (key === undefined) continue
    if (seen.has(key)) out.push({index, key})
    seen.add(key)
  }
  return out
}

function objectItemProblems(items: readonly unknown[], objects: readonly number[], members: readonly CompiledType[], path: Path): InvalidValueProblem[] {
  const names = new Set(members.map((member) => member.name))
  const problems: InvalidValueProblem[] = []
  for (const index of objects) {
    const item = items[index] as Record<string, unknown>
    if (typeof item._type === 'string' && item._type !== '') {
      if (!names.has(item._type)) problems.push(invalidItem(items, index, item._type, path))
      continue
    }
    const at = [...path, itemSegment(items, index)]
    const remove = {kind: 'remove-item' as const, patches: removeItems(path, items, [index])}
    // The type can be given only when the list accepts one kind of object.
    const only = members.length === 1 ? members[0]!.name : undefined
    const listed = members.map((member) => member.name).join(', ')
    problems.push({
      code: 'UNTYPED_OBJECT',
      path: at,
      message: MESSAGES.untypedObject(listed),
      params: {types: listed},
      value: item,
      fixes: only === undefined ? [remove] : [{kind: 'set-type', to: only, patches: [{type: 'set', path: [...at, '_type'], value: only}]}, remove],
    })
  }
  return problems
}
