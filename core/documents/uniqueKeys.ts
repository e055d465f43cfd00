// Whether every item of a list is an object with a `_key` of its own, no two alike. Asked of a
// 1,000-block body on every keystroke (the invalid-value gate, the rich-text repairs), a set of
// every key cost a few tenths of a millisecond a key. A keystroke's list differs from the one
// before only where an item was replaced by a copy with the same key, so a list is first compared
// with the lists recently found unique: same length, and at each place the same item or one with
// the same key, means the same keys in the same places. The studio never changes a value in place,
// so an item seen before still has the key it had; the lists themselves are remembered as copies.

import {isRecord} from '../isRecord.ts'

/** How many lists found unique are remembered (a document's few long lists, while one is edited). */
const REMEMBERED = 8

const recent: (readonly unknown[])[] = []

/** An item's own key: a non-empty `_key` of an object, else undefined. */
export function ownKeyOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined
  return typeof item._key === 'string' && item._key !== '' ? item._key : undefined
}

function sameKeysAt(known: readonly unknown[], items: readonly unknown[]): boolean {
  if (known.length !== items.length) return false
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (item === known[index]) continue
    const key = ownKeyOf(item)
    if (key === undefined || key !== ownKeyOf(known[index])) return false
  }
  return true
}

function remember(items: readonly unknown[]): void {
  // A copy, so that a list changed in place later is compared with what it held when it was asked.
  recent.unshift(items.slice())
  if (recent.length > REMEMBERED) recent.length = REMEMBERED
}

export function keysUnique(items: readonly unknown[]): boolean {
  if (recent.some((known) => sameKeysAt(known, items))) {
    remember(items)
    return true
  }
  const keys = new Set<string>()
  for (const item of items) {
    const key = ownKeyOf(item)
    if (key === undefined || keys.has(key)) return false
    keys.add(key)
  }
  remember(items)
  return true
}
