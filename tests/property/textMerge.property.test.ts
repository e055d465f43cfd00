import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {mergeTypedText} from '../../core/editing/textMerge.ts'

// Distinct alphabets keep the two sides' insertions from looking like each other's context.
const lower = fc.string({unit: fc.constantFrom(...'abcdefghij '), minLength: 4, maxLength: 30})
const upper = fc.string({unit: fc.constantFrom(...'KLMNOPQRST'), minLength: 1, maxLength: 12})
const digits = fc.string({unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 12})

describe('typed text merged onto a value changed meanwhile', () => {
  test('nothing changed underneath: the typed text as it is', () => {
    fc.assert(
      fc.property(lower, lower, (base, typed) => {
        expect(mergeTypedText(base, typed, base)).toBe(typed)
      }),
    )
  })

  test('nothing typed: the current value as it is', () => {
    fc.assert(
      fc.property(lower, lower, (base, current) => {
        expect(mergeTypedText(base, base, current)).toBe(current)
      }),
    )
  })

  test('one side writes at the start, the other at the end: both stay', () => {
    fc.assert(
      fc.property(lower, upper, digits, fc.boolean(), (base, theirs, mine, mineAtEnd) => {
        const typed = mineAtEnd ? base + mine : mine + base
        const current = mineAtEnd ? theirs + base : base + theirs
        const expected = mineAtEnd ? theirs + base + mine : mine + base + theirs
        expect(mergeTypedText(base, typed, current)).toBe(expected)
      }),
    )
  })
})
