// Array rules (ED-VAL-040, 041): item counts worded in items, or blocks for portable text, and
// duplicates, compared without their `_key` (two items are the same value whatever their keys).
import {jsonEqual} from '../../jsonEqual.ts'
import {builtIn} from '../messages.ts'
import type {Failure} from '../types.ts'

export function arrayLengthFailures(flag: 'min' | 'max' | 'length', limit: unknown, value: readonly unknown[], unit: 'items' | 'blocks'): Failure[] {
  if (typeof limit !== 'number') return []
  switch (flag) {
    case 'min':
      return value.length >= limit ? [] : [builtIn('arrayMin', limit, unit)]
    case 'max':
      return value.length <= limit ? [] : [builtIn('arrayMax', limit, unit)]
    case 'length':
      return value.length === limit ? [] : [builtIn('arrayLength', limit, unit)]
  }
}

/** Indexes of every item that equals another one. */
export function duplicateIndexes(value: readonly unknown[]): number[] {
  const duplicates = new Set<number>()
  for (let a = 0; a < value.length; a++) {
    for (let b = a + 1; b < value.length; b++) {
      if (jsonEqual(value[a], value[b], {ignoreKeys: true})) duplicates.add(a).add(b)
    }
  }
  return [...duplicates].sort((x, y) => x - y)
}

/** One failure per repeated item, on the item itself (by `_key` when it has one). */
export function uniqueFailures(value: readonly unknown[]): Failure[] {
  return duplicateIndexes(value).map((index) => {
    const key = (value[index] as {_key?: unknown} | null)?._key
    return {...builtIn('duplicate'), path: [typeof key === 'string' ? {_key: key} : index]}
  })
}
