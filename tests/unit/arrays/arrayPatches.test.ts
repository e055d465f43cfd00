// The array input's patch builders, applied as the lake would apply them.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {
  appendPatches,
  duplicateOf,
  duplicatePatches,
  insertPatches,
  isEmptyItem,
  movePatches,
  moved,
  primitivePatches,
  removePatches,
  type KeyedItem,
} from '../../../core/editing/arrayPatches.ts'
import {applyLocalPatches, type LocalPatch} from '../../../core/editing/localPatches.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const doc = (items?: unknown[]): SanityDocument =>
  ({_id: 'drafts.a', _type: 't', _rev: 'r', _createdAt: '', _updatedAt: '', ...(items ? {list: items} : {})}) as SanityDocument

const listAfter = (items: unknown[] | undefined, patches: LocalPatch[]): unknown =>
  (applyLocalPatches(doc(items), patches) as Record<string, unknown>).list

const item = (key: string, extra: Record<string, unknown> = {}): KeyedItem => ({_type: 'entry', _key: key, ...extra})

describe('array patches', () => {
  test('append creates the array when missing and adds at the end', () => {
    expect(listAfter(undefined, appendPatches(['list'], [item('a')]))).toEqual([item('a')])
    expect(listAfter([item('a')], appendPatches(['list'], [item('b')]))).toEqual([item('a'), item('b')])
  })

  test('insert before and after an item by key', () => {
    const start = [item('a'), item('b')]
    expect(listAfter(start, insertPatches(['list'], 'b', 'before', [item('x')]))).toEqual([item('a'), item('x'), item('b')])
    expect(listAfter(start, insertPatches(['list'], 'a', 'after', [item('x')]))).toEqual([item('a'), item('x'), item('b')])
  })

  test('remove by key', () => {
    expect(listAfter([item('a'), item('b')], removePatches(['list'], 'a'))).toEqual([item('b')])
  })

  test('duplicate goes right after the item, with new keys at every depth and the same content', () => {
    const original = item('a', {title: 'T', links: [{_key: 'n1', _type: 'link', href: 'x'}], meta: {deep: [{_key: 'n2'}]}})
    const list = listAfter([original, item('b')], duplicatePatches(['list'], original)) as KeyedItem[]
    expect(list.map((entry) => entry._key)).toEqual(['a', list[1]._key, 'b'])
    const copy = list[1]
    expect(copy._key).not.toBe('a')
    expect((copy.links as KeyedItem[])[0]._key).not.toBe('n1')
    expect(((copy.meta as {deep: KeyedItem[]}).deep)[0]._key).not.toBe('n2')
    expect({...copy, _key: 'a', links: [{...(copy.links as KeyedItem[])[0], _key: 'n1'}], meta: {deep: [{_key: 'n2'}]}}).toEqual(original)
    expect(duplicateOf('plain')).toBe('plain')
  })

  test('an item with only key and type is empty', () => {
    expect(isEmptyItem(item('a'))).toBe(true)
    expect(isEmptyItem(item('a', {title: ''}))).toBe(false)
  })

  test('a move gives the order a splice gives, and keeps the same items and keys', () => {
    const keyedList = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), {minLength: 1, maxLength: 12}).map((keys) =>
      keys.map((key, index) => item(key, {n: index})),
    )
    fc.assert(
      fc.property(
        keyedList.chain((items) => fc.tuple(fc.constant(items), fc.nat(items.length - 1), fc.nat(items.length - 1))),
        ([items, from, to]) => {
          const after = (from === to ? items : listAfter(items, movePatches(['list'], items, from, to))) as KeyedItem[]
          expect(after).toEqual(moved(items, from, to))
          const sortKey = (list: KeyedItem[]) => list.map((entry) => JSON.stringify(entry)).sort()
          expect(sortKey(after)).toEqual(sortKey(items))
          expect(after[to]).toEqual(items[from])
        },
      ),
    )
  })

  test('primitive items go by index; a move sets the reordered array', () => {
    expect(listAfter(['a', 'b'], primitivePatches.append(['list'], 'c'))).toEqual(['a', 'b', 'c'])
    expect(listAfter(['a', 'b'], primitivePatches.set(['list'], 1, 'B'))).toEqual(['a', 'B'])
    expect(listAfter(['a', 'b'], primitivePatches.remove(['list'], 0))).toEqual(['b'])
    expect(listAfter([1, 2, 3], primitivePatches.move(['list'], [1, 2, 3], 0, 2))).toEqual([2, 3, 1])
  })
})
