// Properties of the array fixes (ED-ARR-042 … ED-ARR-044, ED-ARR-040): applied through the pair's
// own patch code, a fix keeps every valid item in order, leaves unique keys behind, and once
// applied is not offered again; 'add keys' reaches the items' own lists too (ERR-ED-018).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {valueProblems, type InvalidValueProblem} from '../../core/invalidValues/index.ts'
import {isRecord} from '../../core/isRecord.ts'
import {applyFix, fieldType} from '../unit/invalidValues/schema.ts'

const cards = fieldType('cards')
const tags = fieldType('tags')

const key = fc.constantFrom('a', 'b', 'c', 'a_deduped_1', 'b_deduped_3', '')
const card = fc.record({_type: fc.constantFrom('card', 'card', 'gone'), _key: fc.option(key, {nil: undefined}), n: fc.nat()}, {requiredKeys: ['_type', 'n'], noNullPrototype: true})
const untyped = fc.record({_key: fc.option(key, {nil: undefined}), n: fc.nat()}, {requiredKeys: ['n'], noNullPrototype: true})
const primitive = fc.oneof(fc.string({maxLength: 3}), fc.integer(), fc.boolean(), fc.constant(null))
const cardList = fc.array(fc.oneof({weight: 5, arbitrary: card}, {weight: 1, arbitrary: untyped}, {weight: 1, arbitrary: primitive}), {maxLength: 12})
const tagList = fc.array(fc.oneof(fc.string({maxLength: 3}), fc.integer(), card), {maxLength: 12})

// Rich text as imports leave it: keys missing, empty or shared at every depth, and plain values
// (a span's marks) that take none.
const maybeKey = fc.option(fc.constantFrom('a', 'b', ''), {nil: undefined})
const opts = {requiredKeys: ['_type'] as ['_type'], noNullPrototype: true}
const span = fc.record({_type: fc.constant('span'), _key: maybeKey, text: fc.string({maxLength: 3}), marks: fc.array(fc.constantFrom('strong', 'a'), {maxLength: 2})}, opts)
const inline = fc.record({_type: fc.constant('stock'), _key: maybeKey, rows: fc.array(fc.record({_key: maybeKey, n: fc.nat()}, {requiredKeys: ['n'], noNullPrototype: true}), {maxLength: 3})}, opts)
const markDef = fc.record({_type: fc.constant('link'), _key: maybeKey, href: fc.constant('https://example.com')}, opts)
const textBlock = fc.record(
  {_type: fc.constant('block'), _key: maybeKey, style: fc.constant('normal'), markDefs: fc.array(markDef, {maxLength: 2}), children: fc.array(fc.oneof(span, inline), {maxLength: 3})},
  opts,
)
// The fix is offered when a block lacks its key: the first never has one.
const body = fc.array(textBlock, {minLength: 1, maxLength: 5}).map(([first, ...rest]) => [{...first!, _key: undefined}, ...rest])

const hasOwnKey = (item: unknown) => isRecord(item) && typeof item._key === 'string' && item._key !== ''

/** Every object item of every list at any depth has a key of its own. */
function everyItemKeyed(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => (!isRecord(item) || hasOwnKey(item)) && everyItemKeyed(item))
  return !isRecord(value) || Object.values(value).every(everyItemKeyed)
}

/** `after` with each key the fix added put back as it was in `before`: equal to `before` if nothing else changed. */
function withoutAddedKeys(after: unknown, before: unknown): unknown {
  if (Array.isArray(after) && Array.isArray(before)) {
    return after.map((item, index) => {
      const was = before[index]
      const back = withoutAddedKeys(item, was)
      if (!isRecord(back) || !isRecord(was) || hasOwnKey(was)) return back
      const {_key: _added, ...rest} = back
      return '_key' in was ? {...rest, _key: was._key} : rest
    })
  }
  if (isRecord(after) && isRecord(before)) return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, withoutAddedKeys(value, before[name])]))
  return after
}

const isValidCard = (item: unknown) => typeof item === 'object' && item !== null && (item as {_type?: unknown})._type === 'card'

/** Applies the first fix of every problem of these codes, detecting again after each. */
function repair(field: string, value: unknown[], codes: readonly string[]): unknown[] {
  let current = value
  for (let round = 0; round < 50; round++) {
    const problem = valueProblems(current, fieldType(field), [field]).find((p: InvalidValueProblem) => codes.includes(p.code))
    if (!problem) return current
    current = applyFix({[field]: current}, problem.fixes[0]!)[field] as unknown[]
  }
  throw new Error('a fix was offered again and again')
}

function ns(items: readonly unknown[]): number[] {
  return items.filter(isValidCard).map((item) => (item as {n: number}).n)
}

describe('invalid array value fixes', () => {
  it('never lose a valid item: every card before is there after, in order', () => {
    fc.assert(
      fc.property(cardList, (value) => {
        for (const codes of [['MISSING_KEYS'], ['DUPLICATE_KEYS'], ['MIXED_ARRAY'], ['MISSING_KEYS', 'DUPLICATE_KEYS', 'MIXED_ARRAY']]) {
          expect(ns(repair('cards', value, codes))).toEqual(ns(value))
        }
      }),
    )
  })

  it('after add keys and dedupe every object item has a unique _key', () => {
    fc.assert(
      fc.property(cardList, (value) => {
        const after = repair('cards', value, ['MIXED_ARRAY', 'MISSING_KEYS', 'DUPLICATE_KEYS'])
        const keys = after.filter((item) => typeof item === 'object' && item !== null).map((item) => (item as {_key?: unknown})._key)
        expect(keys.every((k) => typeof k === 'string' && k !== '')).toBe(true)
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })

  it('are idempotent: once applied, a fix is not offered again', () => {
    fc.assert(
      fc.property(cardList, fc.constantFrom('MISSING_KEYS', 'DUPLICATE_KEYS', 'MIXED_ARRAY'), (value, code) => {
        const problem = valueProblems(value, cards, ['cards']).find((p) => p.code === code)
        if (!problem) return
        const once = applyFix({cards: value}, problem.fixes[0]!).cards as unknown[]
        expect(valueProblems(once, cards, ['cards']).some((p) => p.code === code)).toBe(false)
      }),
    )
  })

  it('removing the wrong kind from a list of strings keeps every string in order', () => {
    fc.assert(
      fc.property(tagList, (value) => {
        const after = repair('tags', value, ['MIXED_ARRAY', 'INVALID_ITEM_TYPE'])
        expect(after).toEqual(value.filter((item) => typeof item === 'string'))
      }),
    )
  })

  it('add keys leaves no object item without a key at any depth of a rich-text body, and changes nothing else', () => {
    fc.assert(
      fc.property(body, (value) => {
        const problem = valueProblems(value, fieldType('body'), ['body']).find((p) => p.code === 'MISSING_KEYS')!
        expect(problem.fixes[0]!.kind).toBe('add-keys')
        const after = applyFix({body: value}, problem.fixes[0]!).body
        expect(everyItemKeyed(after)).toBe(true)
        expect(withoutAddedKeys(after, value)).toEqual(value)
      }),
    )
  })
})
