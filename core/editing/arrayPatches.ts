// The patches an array input makes: add, insert, duplicate, remove and move items. Object items are
// addressed by `_key`, never by index, so an edit made while someone else reorders the same array
// still lands on the item it was meant for. Primitive items have no identity: they go by index.
import {randomKey} from '../documents/keys.ts'
import type {LocalPatch} from './localPatches.ts'
import type {Path} from './paths.ts'

export interface KeyedItem {
  _key: string
  _type?: string
  [field: string]: unknown
}

/** ED-ARR-002: a new item of a member type, with a fresh key. */
export function newItem(typeName: string): KeyedItem {
  return {_type: typeName, _key: randomKey()}
}

/** ED-ARR-025: appends items, creating the array first when it is missing. */
export function appendPatches(arrayPath: Path, items: unknown[]): LocalPatch[] {
  return [
    {type: 'setIfMissing', path: arrayPath, value: []},
    {type: 'insert', path: [...arrayPath, -1], position: 'after', items},
  ]
}

/** ED-ARR-024: items next to the item with `key`. */
export function insertPatches(arrayPath: Path, key: string, position: 'before' | 'after', items: unknown[]): LocalPatch[] {
  return [{type: 'insert', path: [...arrayPath, {_key: key}], position, items}]
}

export function removePatches(arrayPath: Path, key: string): LocalPatch[] {
  return [{type: 'unset', path: [...arrayPath, {_key: key}]}]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** ED-ARR-023: a deep copy with a new `_key` on the item and on every keyed item inside it. */
export function duplicateOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => duplicateOf(item)) as T
  if (!isObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [field, inner] of Object.entries(value)) copy[field] = duplicateOf(inner)
  if (typeof value._key === 'string') copy._key = randomKey()
  return copy as T
}

export function duplicatePatches(arrayPath: Path, item: KeyedItem): LocalPatch[] {
  return insertPatches(arrayPath, item._key, 'after', [duplicateOf(item)])
}

/**
 * Moves the item at `from` to index `to` of the array as it is now: removed, then inserted next to
 * the item that is at `to` (after it when moving down, before it when moving up).
 */
export function movePatches(arrayPath: Path, items: readonly KeyedItem[], from: number, to: number): LocalPatch[] {
  if (from === to || !items[from] || !items[to]) return []
  const moved = items[from]
  const anchor = items[to]._key
  return [
    {type: 'unset', path: [...arrayPath, {_key: moved._key}]},
    {type: 'insert', path: [...arrayPath, {_key: anchor}], position: to > from ? 'after' : 'before', items: [moved]},
  ]
}

/** The array after a move, as the patches above leave it (for the view while the drag settles). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice()
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/** ED-ARR-004: an item holding nothing but its key and type; closing its editor removes it. */
export function isEmptyItem(item: unknown): boolean {
  return isObject(item) && Object.keys(item).every((field) => field === '_key' || field === '_type')
}

/** Editing seed §4: only an item holding nothing but `_key`, `_type` and `_weak` takes initial values. */
export function awaitsInitialValue(item: unknown): boolean {
  return isObject(item) && Object.keys(item).every((field) => field === '_key' || field === '_type' || field === '_weak')
}

/**
 * The patches that give the item at `itemPath` (currently `item`) its resolved initial fields; none
 * once anything else was written into it, so what an editor typed while a resolver ran is kept.
 */
export function itemInitialValuePatches(itemPath: Path, item: unknown, fields: Readonly<Record<string, unknown>> | null): LocalPatch[] {
  if (!fields || !awaitsInitialValue(item)) return []
  return Object.entries(fields).map(([name, value]): LocalPatch => ({type: 'setIfMissing', path: [...itemPath, name], value}))
}

/** Primitive arrays (ED-ARR-005) have no keys: their items are patched by index. */
export const primitivePatches = {
  append: (arrayPath: Path, value: unknown): LocalPatch[] => appendPatches(arrayPath, [value]),
  set: (arrayPath: Path, index: number, value: unknown): LocalPatch[] => [{type: 'set', path: [...arrayPath, index], value}],
  remove: (arrayPath: Path, index: number): LocalPatch[] => [{type: 'unset', path: [...arrayPath, index]}],
  move: (arrayPath: Path, items: readonly unknown[], from: number, to: number): LocalPatch[] => [
    {type: 'set', path: arrayPath, value: moved(items, from, to)},
  ],
}
