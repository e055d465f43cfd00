// Properties of the array fixes (ED-ARR-042 … ED-ARR-044, ED-ARR-040): applied through the pair's
// own patch code, a fix keeps every valid item in order, leaves unique keys behind, and once
// applied is not offered again.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {valueProblems, type InvalidValueProblem} from '../../core/invalidValues/index.ts'
import {applyFix, fieldType} from '../unit/invalidValues/schema.ts'

const cards = fieldType('cards')
const tags = fieldType('tags')

const key = fc.constantFrom('a', 'b', 'c', 'a_deduped_1', 'b_deduped_3', '')
const card = fc.record({_type: fc.constantFrom('card', 'card', 'gone'), _key: fc.option(key, {nil: undefined}), n: fc.nat()}, {requiredKeys: ['_type', 'n'], noNullPrototype: true})
const untyped = fc.record({_key: fc.option(key, {nil: undefined}), n: fc.nat()}, {requiredKeys: ['n'], noNullPrototype: true})
const primitive = fc.oneof(fc.string({maxLength: 3}), fc.integer(), fc.boolean(), fc.constant(null))
const cardList = fc.array(fc.oneof({weight: 5, arbitrary: card}, {weight: 1, arbitrary: untyped}, {weight: 1, arbitrary: primitive}), {maxLength: 12})
const tagList = fc.array(fc.oneof(fc.string({maxLength: 3}), fc.integer(), card), {maxLength: 12})

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
})
