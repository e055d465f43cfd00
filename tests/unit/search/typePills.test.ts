// Type pills (SH-SEARCH-027) and terms validity (SH-SEARCH-056).
import {describe, expect, it} from 'vitest'
import {areTermsValid, typePillsOf} from '../../../core/search/index.ts'

describe('typePillsOf', () => {
  it('shows pills within 40 characters less the query, the rest as a count', () => {
    const titles = ['Article', 'Author', 'Category', 'Product', 'Event'] // 7 + 6 + 8 + 7 + 5 = 33
    expect(typePillsOf(titles, '', false)).toEqual({shown: titles, hiddenCount: 0})
    expect(typePillsOf(titles, 'x'.repeat(10), false)).toEqual({shown: ['Article', 'Author', 'Category', 'Product'], hiddenCount: 1})
    expect(typePillsOf(titles, 'x'.repeat(13), false)).toEqual({shown: ['Article', 'Author', 'Category'], hiddenCount: 2})
    expect(typePillsOf(titles, '', true)).toEqual({shown: ['Article', 'Author'], hiddenCount: 3})
    expect(typePillsOf(titles, 'x'.repeat(40), false)).toEqual({shown: [], hiddenCount: 5})
  })
})

describe('areTermsValid', () => {
  it('needs words, a type or an applicable filter', () => {
    expect(areTermsValid({query: '   ', types: []}, 0)).toBe(false)
    expect(areTermsValid({query: ' a ', types: []}, 0)).toBe(true)
    expect(areTermsValid({query: '', types: ['article']}, 0)).toBe(true)
    expect(areTermsValid({query: '', types: []}, 1)).toBe(true)
  })
})
