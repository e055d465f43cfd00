// keysUnique remembers lists it found uniquely keyed and answers for their successors by comparing
// places; whatever a list went through, its answer must be the one a fresh count of its keys gives.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {keysUnique} from '../../core/documents/uniqueKeys.ts'

type Item = {_key?: unknown; _type: string; n: number} | string | null

function countedUnique(items: readonly Item[]): boolean {
  const keys = new Set<string>()
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return false
    const key = item._key
    if (typeof key !== 'string' || key === '' || keys.has(key)) return false
    keys.add(key)
  }
  return true
}

const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', '', undefined, 7)
const edit = fc.oneof(
  // A copy of an item with its key (typing into it).
  fc.record({kind: fc.constant('copy' as const), at: fc.nat()}),
  // An item given some key, maybe one another item has.
  fc.record({kind: fc.constant('rekey' as const), at: fc.nat(), key}),
  fc.record({kind: fc.constant('insert' as const), at: fc.nat(), key}),
  fc.record({kind: fc.constant('remove' as const), at: fc.nat()}),
  fc.record({kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat()}),
  fc.record({kind: fc.constant('primitive' as const), at: fc.nat()}),
  // The same list again, unchanged.
  fc.constant({kind: 'same' as const}),
)

function apply(list: readonly Item[], step: {kind: string; at?: number; key?: unknown; with?: number}, n: number): readonly Item[] {
  if (step.kind === 'same') return list
  const next = [...list]
  const at = list.length === 0 ? 0 : (step.at ?? 0) % list.length
  switch (step.kind) {
    case 'copy':
      if (typeof next[at] === 'object' && next[at] !== null) next[at] = {...(next[at] as object), n} as Item
      break
    case 'rekey':
      if (list.length > 0) next[at] = {_key: step.key, _type: 'block', n}
      break
    case 'insert':
      next.splice(at, 0, {_key: step.key, _type: 'block', n})
      break
    case 'remove':
      next.splice(at, 1)
      break
    case 'swap': {
      const other = list.length === 0 ? 0 : (step.with ?? 0) % list.length
      ;[next[at], next[other]] = [next[other]!, next[at]!]
      break
    }
    case 'primitive':
      if (list.length > 0) next[at] = 'text'
      break
  }
  return next
}

describe('keysUnique', () => {
  test('answers as a fresh count of the keys does, for every list of a sequence of edits', () => {
    fc.assert(
      fc.property(fc.array(key, {maxLength: 8}), fc.array(edit, {maxLength: 30}), (initialKeys, edits) => {
        let list: readonly Item[] = initialKeys.map((k, n) => ({_key: k, _type: 'block', n}))
        expect(keysUnique(list)).toBe(countedUnique(list))
        edits.forEach((step, n) => {
          list = apply(list, step, n)
          expect(keysUnique(list)).toBe(countedUnique(list))
        })
      }),
      {numRuns: 500},
    )
  })

  test('a list that only replaced an item by a copy with its key is unique, a copy given a taken key is not', () => {
    const first = [{_key: 'a', _type: 'block'}, {_key: 'b', _type: 'block'}]
    expect(keysUnique(first)).toBe(true)
    expect(keysUnique([first[0], {...first[1], text: 'typed'}])).toBe(true)
    expect(keysUnique([first[0], {...first[1], _key: 'a'}])).toBe(false)
    expect(keysUnique([first[0], {_type: 'block'}])).toBe(false)
  })

  test('a remembered list changed in place afterwards is counted again', () => {
    const list: {_key: string}[] = [{_key: 'x'}, {_key: 'y'}]
    expect(keysUnique(list)).toBe(true)
    list[1] = {_key: 'x'}
    expect(keysUnique(list)).toBe(false)
  })
})
