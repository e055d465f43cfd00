// The new-document filter (SH-NEWDOC-004, SH-NEWDOC-005): words split on space, dash and
// underscore, every word in the title, title-prefix matches first, the given order kept otherwise.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {filterNewDocumentOptions, matchesQueryWords, queryWordsOf} from '../../../core/newDocument/index.ts'

const titles = (list: {title: string}[]) => list.map((option) => option.title)
const options = ['Article', 'Featured article', 'Author', 'Author with role', 'Site banner', 'Landing page'].map((title) => ({title}))

describe('queryWordsOf', () => {
  it('splits on spaces, dashes and underscores and drops empty words', () => {
    expect(queryWordsOf('  Featured-ART__with  role ')).toEqual(['featured', 'art', 'with', 'role'])
    expect(queryWordsOf(' -_ ')).toEqual([])
  })
})

describe('filterNewDocumentOptions', () => {
  it('keeps every option, in order, for an empty query', () => {
    expect(titles(filterNewDocumentOptions(options, ''))).toEqual(titles(options))
    expect(titles(filterNewDocumentOptions(options, ' - '))).toEqual(titles(options))
  })

  it('needs every word in the title, in any order and case', () => {
    expect(titles(filterNewDocumentOptions(options, 'ROLE auth'))).toEqual(['Author with role'])
    expect(titles(filterNewDocumentOptions(options, 'author_role'))).toEqual(['Author with role'])
    expect(titles(filterNewDocumentOptions(options, 'site-ban'))).toEqual(['Site banner'])
    expect(filterNewDocumentOptions(options, 'article nothing')).toEqual([])
  })

  it('puts titles that start with the query before titles that only contain it', () => {
    const list = ['Featured article', 'Article archive', 'Old article', 'Article'].map((title) => ({title}))
    expect(titles(filterNewDocumentOptions(list, 'article'))).toEqual(['Article archive', 'Article', 'Featured article', 'Old article'])
  })

  it('returns the same objects it was given', () => {
    const [first] = filterNewDocumentOptions(options, 'article')
    expect(first).toBe(options[0])
  })
})

const word = fc.stringMatching(/^[a-zA-Z0-9]{1,4}$/)
const title = fc.array(word, {minLength: 1, maxLength: 4}).map((words) => words.join(' '))
const query = fc
  .array(fc.tuple(word, fc.constantFrom(' ', '-', '_', '  ', ' -')), {maxLength: 3})
  .map((parts) => parts.map(([w, separator]) => w + separator).join(''))

describe('filter properties', () => {
  it('every returned option contains every word of the query; none that does is left out', () => {
    fc.assert(
      fc.property(fc.array(title.map((t) => ({title: t})), {maxLength: 12}), query, (list, q) => {
        const words = queryWordsOf(q)
        const result = filterNewDocumentOptions(list, q)
        for (const option of result) {
          for (const w of words) expect(option.title.toLowerCase()).toContain(w)
        }
        expect(result.length).toBe(list.filter((option) => matchesQueryWords(option.title, words)).length)
      }),
    )
  })

  it('prefix matches come first, and each group keeps the given order', () => {
    fc.assert(
      fc.property(fc.array(title.map((t) => ({title: t})), {maxLength: 12}), query, (list, q) => {
        const words = queryWordsOf(q)
        const result = filterNewDocumentOptions(list, q)
        if (words.length === 0) return
        const isPrefix = result.map((option) => option.title.toLowerCase().startsWith(words[0]))
        expect(isPrefix).toEqual([...isPrefix].sort((a, b) => Number(b) - Number(a)))
        const positions = (group: boolean) => result.filter((_, i) => isPrefix[i] === group).map((option) => list.indexOf(option))
        for (const group of [true, false]) {
          const indexes = positions(group)
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
        }
      }),
    )
  })
})
