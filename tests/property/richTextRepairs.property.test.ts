// Properties of the rich-text repairs (ED-PT-043): applied through the pair's own patch code to
// any mix of whole and broken blocks, the repairs leave a value with no problem left, and every
// block that was whole (and every whole child of a kept text block) is still there, unchanged.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, type LocalPatch} from '../../core/editing/localPatches.ts'
import {repairPatches, richTextProblems, type RichTextTypes} from '../../core/richtext/repairs.ts'

const TYPES: RichTextTypes = {blockObjects: new Set(['image', 'callout']), inlineObjects: new Set(['footnote'])}

let counter = 0
const newKey = () => `new${counter++}`

const key = fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6', '')
const span = fc.record(
  {_type: fc.constantFrom('span', 'span', 'span', 'footnote', 'gone'), _key: fc.option(key, {nil: undefined}), text: fc.option(fc.string({maxLength: 4}), {nil: undefined}), marks: fc.constant([])},
  {requiredKeys: ['_type', 'marks'], noNullPrototype: true},
)
const child = fc.oneof({weight: 8, arbitrary: span}, {weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.string({maxLength: 2}), fc.record({_key: key}, {noNullPrototype: true}))})
const textBlock = fc.record(
  {_type: fc.constant('block'), _key: fc.option(key, {nil: undefined}), style: fc.constant('normal'), markDefs: fc.constant([]), children: fc.option(fc.array(child, {maxLength: 4}), {nil: undefined})},
  {requiredKeys: ['_type', 'style', 'markDefs'], noNullPrototype: true},
)
const blockObject = fc.record({_type: fc.constantFrom('image', 'callout', 'unknownThing'), _key: fc.option(key, {nil: undefined}), n: fc.nat(9)}, {requiredKeys: ['_type', 'n'], noNullPrototype: true})
const block = fc.oneof({weight: 6, arbitrary: textBlock}, {weight: 2, arbitrary: blockObject}, {weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), fc.record({_key: key}, {noNullPrototype: true}))})
const body = fc.oneof({weight: 10, arbitrary: fc.array(block, {maxLength: 8})}, {weight: 1, arbitrary: fc.oneof(fc.string({maxLength: 3}), fc.constant(null), fc.record({a: fc.nat()}, {noNullPrototype: true}))})

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
const uniqueKey = (items: unknown[], item: Obj) => typeof item._key === 'string' && item._key !== '' && items.filter((other) => isObj(other) && other._key === item._key).length === 1

function wholeChild(children: unknown[], candidate: unknown): candidate is Obj {
  if (!isObj(candidate) || !uniqueKey(children, candidate)) return false
  return (candidate._type === 'span' && typeof candidate.text === 'string') || TYPES.inlineObjects.has(String(candidate._type))
}

function wholeBlock(blocks: unknown[], candidate: unknown): candidate is Obj {
  if (!isObj(candidate) || !uniqueKey(blocks, candidate)) return false
  if (TYPES.blockObjects.has(String(candidate._type))) return true
  const children = candidate.children
  return candidate._type === 'block' && Array.isArray(children) && children.length > 0 && children.every((each) => wholeChild(children, each))
}

function repaired(value: unknown): unknown {
  const patches = repairPatches(value, TYPES, newKey).map((patch): LocalPatch => ({...patch, path: ['body', ...patch.path]}))
  return applyLocalPatches({_id: 'doc', _type: 'article', body: value} as never, patches).body
}

describe('rich-text repairs', () => {
  it('leave a value with no problem left', () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(richTextProblems(repaired(value), TYPES, newKey)).toEqual([])
      }),
      {numRuns: 500},
    )
  })

  it('keep every whole block, and every whole child of a text block that stays', () => {
    fc.assert(
      fc.property(fc.array(block, {maxLength: 8}), (value: unknown[]) => {
        const after = repaired(value) as Obj[]
        const byKey = new Map(after.map((item) => [item._key, item]))
        for (const item of value) {
          if (wholeBlock(value, item)) expect(byKey.get(item._key)).toEqual(item)
          else if (isObj(item) && item._type === 'block' && uniqueKey(value, item) && Array.isArray(item.children)) {
            const kept = byKey.get(item._key)
            const keptChildren = new Map(((kept?.children as Obj[] | undefined) ?? []).map((each) => [each._key, each]))
            for (const each of item.children) if (wholeChild(item.children, each)) expect(keptChildren.get(each._key)).toEqual(each)
          }
        }
        // Nothing is dropped but what has no known type.
        expect(after.length).toBe(value.filter((item) => isObj(item) && (item._type === 'block' || TYPES.blockObjects.has(String(item._type)))).length)
      }),
      {numRuns: 500},
    )
  })

  it('unset a value that is not a list, and leave a valid one alone', () => {
    expect(repairPatches('text', TYPES, newKey)).toEqual([{type: 'unset', path: []}])
    const valid = [{_type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 's', text: 'x', marks: []}]}]
    expect(repairPatches(valid, TYPES, newKey)).toEqual([])
    expect(repairPatches(undefined, TYPES, newKey)).toEqual([])
  })
})
