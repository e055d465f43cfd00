// Recent searches in a KeyValueStore (SH-SEARCH-130 … SH-SEARCH-137).
import {describe, expect, it} from 'vitest'
import {createMemoryStore} from '../../../adapters/storage/memory.ts'
import {
  addRecentSearch,
  clearRecentSearches,
  loadRecentSearches,
  recentSearchesKey,
  removeRecentSearch,
  type RecentSearchFilter,
} from '../../../core/search/index.ts'

const key = recentSearchesKey('p1', 'production', 'u1')
const always = () => true
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute))
const likes: RecentSearchFilter = {filterName: 'number', fieldId: 'likes', operatorType: 'numberGt', value: 3}
const empty: RecentSearchFilter = {filterName: 'number', fieldId: 'likes', operatorType: 'numberGt', value: null}
const validFilter = (filter: RecentSearchFilter) => filter.value !== null

describe('recent searches', () => {
  it('are stored per project, dataset and user (SH-SEARCH-137)', () => {
    expect(key).toBe('search::recent:p1:production:u1')
    expect(recentSearchesKey('p1', 'production', 'u2')).not.toBe(key)
  })

  it('save newest first, trimmed, with valid filters only, and write version 2 (SH-SEARCH-130 … SH-SEARCH-132)', () => {
    const store = createMemoryStore()
    addRecentSearch(store, key, {terms: {query: 'first', types: []}, filters: []}, at(1), validFilter)
    const list = addRecentSearch(store, key, {terms: {query: '  second ', types: ['article']}, filters: [likes, empty]}, at(2), validFilter)
    expect(list).toEqual([
      {created: '2024-01-01T00:02:00.000Z', filters: [likes], terms: {query: 'second', typeNames: ['article']}},
      {created: '2024-01-01T00:01:00.000Z', filters: [], terms: {query: 'first', typeNames: []}},
    ])
    expect(JSON.parse(store.get(key)!)).toEqual({version: 2, recentSearches: list})
  })

  it('remove an older equal search, ignoring created, and keep at most 5 (SH-SEARCH-131, SH-SEARCH-133)', () => {
    const store = createMemoryStore()
    for (let index = 0; index < 7; index++) addRecentSearch(store, key, {terms: {query: `q${index}`, types: []}, filters: []}, at(index), always)
    const again = addRecentSearch(store, key, {terms: {query: 'q4 ', types: []}, filters: []}, at(10), always)
    expect(again.map((entry) => entry.terms.query)).toEqual(['q4', 'q6', 'q5', 'q3', 'q2'])
    expect(again[0].created).toBe('2024-01-01T00:10:00.000Z')
  })

  it('load only entries whose types exist and filters are valid, and rewrite the store (SH-SEARCH-134, SH-SEARCH-136)', () => {
    const store = createMemoryStore({
      [key]: JSON.stringify({
        version: 2,
        recentSearches: [
          {created: 'c1', filters: [], terms: {query: 'ok', typeNames: ['article']}},
          {created: 'c2', filters: [], terms: {query: 'gone type', typeNames: ['ghost']}},
          {created: 'c3', filters: [likes], terms: {query: 'bad filter', typeNames: []}},
          {created: 'c4', terms: {query: 'malformed'}},
        ],
      }),
    })
    const list = loadRecentSearches(store, key, {typeExists: (name) => name === 'article', filterValid: (filter) => filter.fieldId !== 'likes'})
    expect(list.map((entry) => entry.terms.query)).toEqual(['ok'])
    expect(JSON.parse(store.get(key)!).recentSearches).toEqual(list)
  })

  it('reset another version or broken JSON to an empty list, never throwing (SH-SEARCH-135)', () => {
    const checks = {typeExists: always, filterValid: always}
    const old = createMemoryStore({[key]: JSON.stringify({version: 1, recentSearches: [{created: 'c', filters: [], terms: {query: 'x', typeNames: []}}]})})
    expect(loadRecentSearches(old, key, checks)).toEqual([])
    expect(JSON.parse(old.get(key)!)).toEqual({version: 2, recentSearches: []})
    const broken = createMemoryStore({[key]: '{not json'})
    expect(loadRecentSearches(broken, key, checks)).toEqual([])
    expect(addRecentSearch(broken, key, {terms: {query: 'x', types: []}, filters: []}, at(0), always)).toHaveLength(1)
    expect(loadRecentSearches(createMemoryStore(), key, checks)).toEqual([])
  })

  it('say when what was stored could not be read, naming the key, and not for a missing or sound list (SH-CONF-051)', () => {
    const unreadable: string[] = []
    const checks = {typeExists: always, filterValid: always, onUnreadable: (name: string) => unreadable.push(name)}
    loadRecentSearches(createMemoryStore({[key]: '{not json'}), key, checks)
    expect(unreadable).toEqual([key])
    const store = createMemoryStore()
    loadRecentSearches(store, key, checks)
    addRecentSearch(store, key, {terms: {query: 'x', types: []}, filters: []}, at(0), always)
    expect(loadRecentSearches(store, key, checks)).toHaveLength(1)
    expect(unreadable).toEqual([key])
  })

  it('remove one entry or all', () => {
    const store = createMemoryStore()
    for (const query of ['a', 'b', 'c']) addRecentSearch(store, key, {terms: {query, types: []}, filters: []}, at(0), always)
    expect(removeRecentSearch(store, key, 1).map((entry) => entry.terms.query)).toEqual(['c', 'a'])
    expect(clearRecentSearches(store, key)).toEqual([])
    expect(loadRecentSearches(store, key, {typeExists: always, filterValid: always})).toEqual([])
  })
})
