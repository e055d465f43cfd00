import {describe, expect, it} from 'vitest'
import {DEFAULT_SLUG_MAX_LENGTH, slugify, slugMaxLengthOf, slugSourceText, slugValueOf} from '../../../core/slug/slugify.ts'

describe('the built-in slugify (ED-SLUG-005, ED-SLUG-006)', () => {
  it('lower-cases, trims, turns whitespace runs into dashes and drops what is not URL-safe', () => {
    expect(slugify('  Hello   World ')).toBe('hello-world')
    expect(slugify('What? A "lake" & more!')).toBe('what-a-lake--more')
    expect(slugify('Crème brûlée')).toBe('creme-brulee')
    expect(slugify('v1.2_beta~x')).toBe('v1.2_beta~x')
    expect(slugify('tab\tand\nnewline')).toBe('tab-and-newline')
  })

  it('cuts to maxLength, 200 when it is not set (K-ED-030)', () => {
    expect(DEFAULT_SLUG_MAX_LENGTH).toBe(200)
    expect(slugify('a'.repeat(500))).toHaveLength(200)
    expect(slugify('Trail notes from the lake', 10)).toBe('trail-note')
    expect(slugMaxLengthOf(undefined)).toBe(200)
    expect(slugMaxLengthOf(-3)).toBe(200)
    expect(slugMaxLengthOf(30)).toBe(30)
  })
})

describe('the slug source', () => {
  const document = {title: 'Lake', year: 2024, seo: {heading: 'Deep water'}, tags: ['x']}

  it('reads a field, a nested field or a function of the document', () => {
    expect(slugSourceText('title', document, undefined)).toBe('Lake')
    expect(slugSourceText('year', document, undefined)).toBe('2024')
    expect(slugSourceText('seo.heading', document, undefined)).toBe('Deep water')
    expect(slugSourceText((doc) => `${doc.title} ${doc.year}`, document, undefined)).toBe('Lake 2024')
  })

  it('answers empty text for a missing or non-text value', () => {
    expect(slugSourceText('nothing', document, undefined)).toBe('')
    expect(slugSourceText('tags', document, undefined)).toBe('')
  })

  it('an empty slug unsets the field; any other is {_type: slug, current}', () => {
    expect(slugValueOf('')).toBeUndefined()
    expect(slugValueOf('lake')).toEqual({_type: 'slug', current: 'lake'})
  })
})
