// Properties of the built-in slugify: short enough, URL-safe, and stable when applied again.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {DEFAULT_SLUG_MAX_LENGTH, slugify} from '../../core/slug/slugify.ts'

const text = fc.oneof(fc.string({maxLength: 300}), fc.string({unit: 'grapheme', maxLength: 300}), fc.lorem({maxCount: 40}))
const maxLength = fc.option(fc.integer({min: 1, max: 250}), {nil: undefined})

describe('slugify properties', () => {
  it('never longer than maxLength (200 by default), only URL-unreserved characters, never padded', () => {
    fc.assert(
      fc.property(text, maxLength, (input, max) => {
        const slug = slugify(input, max)
        expect(slug.length).toBeLessThanOrEqual(max ?? DEFAULT_SLUG_MAX_LENGTH)
        expect(slug).toMatch(/^[a-z0-9\-._~]*$/)
      }),
    )
  })

  it('a slug is its own slug', () => {
    fc.assert(
      fc.property(text, maxLength, (input, max) => {
        expect(slugify(slugify(input, max), max)).toBe(slugify(input, max))
      }),
    )
  })

  it('words of letters and digits keep their characters, joined by dashes', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, {minLength: 1, maxLength: 10}), (words) => {
        expect(slugify(words.map((w) => w.toUpperCase()).join(' '), 1000)).toBe(words.join('-'))
      }),
    )
  })
})
