// Recent searches: whatever is saved, in whatever order, the list holds at most 5 searches, no two
// the same, the one saved last first; loading it back gives the same list.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {addRecentSearch, loadRecentSearches, recentSearchesKey, sameRecentSearch, type SearchFilter} from '../../core/search/index.ts'

const key = recentSearchesKey('p', 'd', 'u')
const filter: fc.Arbitrary<SearchFilter> = fc.record({
  filterName: fc.constantFrom('string', 'number'),
  fieldId: fc.constantFrom('a', 'b'),
  operatorType: fc.constantFrom('stringEqual', 'numberGt'),
  value: fc.constantFrom('x', 1, null),
})
const search = fc.record({
  terms: fc.record({query: fc.constantFrom('', 'a', ' a ', 'b', 'c d'), types: fc.constantFrom([], ['article'], ['article', 'author'])}),
  filters: fc.array(filter, {maxLength: 2}),
})
const validFilter = (candidate: {value?: unknown}) => candidate.value !== null

describe('recent searches', () => {
  it('never exceed 5, never repeat, newest first', () => {
    fc.assert(
      fc.property(fc.array(search, {minLength: 1, maxLength: 20}), (searches) => {
        const store = createMemoryStore()
        let list = [] as ReturnType<typeof addRecentSearch>
        searches.forEach((entry, index) => {
          list = addRecentSearch(store, key, entry, new Date(Date.UTC(2024, 0, 1, 0, index)), validFilter)
        })
        const last = searches[searches.length - 1]
        expect(list.length).toBeLessThanOrEqual(5)
        expect(list[0].terms.query).toBe(last.terms.query.trim())
        expect(list[0].filters).toEqual(last.filters.filter(validFilter))
        for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(sameRecentSearch(list[i], list[j])).toBe(false)
        expect(list.map((entry) => entry.created)).toEqual([...list.map((entry) => entry.created)].sort().reverse())
        expect(loadRecentSearches(store, key, {typeExists: () => true, filterValid: validFilter})).toEqual(list)
      }),
    )
  })

  it('loading never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify({version: 2, recentSearches: value}))), (raw) => {
        const store = createMemoryStore({[key]: raw})
        const list = loadRecentSearches(store, key, {typeExists: () => true, filterValid: () => true})
        expect(Array.isArray(list)).toBe(true)
        expect(list.length).toBeLessThanOrEqual(5)
      }),
    )
  })
})
