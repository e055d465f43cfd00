// Filter values reach the query only as literals: every string and finite number written by
// core/search/groqLiteral.ts parses back, through groq-js, to exactly one Value node holding the
// same value, whatever characters it holds.
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {groqLiteral, groqNumber, groqString} from '../../core/search/groqLiteral.ts'

/** Any UTF-16 unit, lone surrogates and control characters included. */
const anyUnit = fc.integer({min: 0, max: 0xffff}).map((code) => String.fromCharCode(code))
export const anyString = fc.oneof(fc.string({unit: anyUnit}), fc.string({unit: 'binary'}), fc.string())

async function valueOf(source: string): Promise<unknown> {
  return (await evaluate(parse(source))).get()
}

describe('GROQ literals', () => {
  it('a string literal is one Value node that evaluates to the same string', async () => {
    await fc.assert(
      fc.asyncProperty(anyString, async (text) => {
        const source = groqString(text)
        expect(parse(source)).toEqual({type: 'Value', value: text})
        expect(await valueOf(source)).toBe(text)
      }),
      {numRuns: 500},
    )
  })

  it('a string literal stays one operand inside a larger expression', async () => {
    await fc.assert(
      fc.asyncProperty(anyString, async (text) => {
        const result = await valueOf(`[${groqString(text)} == ${groqString(text)}, 1]`)
        expect(result).toEqual([true, 1])
      }),
      {numRuns: 300},
    )
  })

  it('a finite number round-trips; anything else is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double(), async (number) => {
        const source = groqNumber(number)
        if (!Number.isFinite(number)) {
          expect(source).toBeNull()
          return
        }
        // -0 is written as 0, the same number for every comparison.
        expect(await valueOf(source!)).toBe(number === 0 ? 0 : number)
      }),
      {numRuns: 500},
    )
  })

  it('anything that is not a string, finite number or boolean has no literal', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const literal = groqLiteral(value)
        const expected = typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
        expect(literal !== null).toBe(expected)
      }),
    )
  })
})
