// The entities of global search (SH-SEARCH-030, SH-SEARCH-031, SH-SEARCH-034): the terms keep their
// types sorted by name however they were picked, the state holds the fields the shell seed lists,
// and filter and operator definitions have their documented parts.
import {describe, expect, it} from 'vitest'
import {
  addType,
  applyRecentSearch,
  initialSearchState,
  removeType,
} from '../../../core/search/searchState.ts'
import {SEARCH_FILTER_DEFINITIONS, SEARCH_OPERATORS} from '../../../core/search/index.ts'
import type {SearchConfig} from '../../../core/search/config.ts'
import {testSearchConfig} from '../../machines/support/searchConfig.ts'

const config: SearchConfig = {...testSearchConfig, documentTypes: ['page', 'author', 'article', 'zebra'], appliesToTypes: () => true}

describe('search terms (SH-SEARCH-030)', () => {
  it('are a query and the chosen types, the types always sorted by name', () => {
    let state = initialSearchState(config)
    expect(state.terms).toEqual({query: '', types: []})
    for (const type of ['zebra', 'article', 'page', 'author']) state = addType(config, state, type)
    expect(state.terms.types).toEqual(['article', 'author', 'page', 'zebra'])
    state = removeType(config, state, 'author')
    expect(state.terms.types).toEqual(['article', 'page', 'zebra'])
  })

  it('stay sorted when a recent search merges its types with the chosen ones', () => {
    let state = addType(config, initialSearchState(config, {recentSearches: [{created: '2026-01-01T00:00:00.000Z', filters: [], terms: {query: 'lake', typeNames: ['zebra', 'author']}}]}), 'page')
    state = applyRecentSearch(config, state, 0)
    expect(state.terms).toMatchObject({query: 'lake', types: ['author', 'page', 'zebra']})
  })
})

describe('search state (SH-SEARCH-031)', () => {
  it('holds the fields of the shell seed, and the result its five', () => {
    const state = initialSearchState(config)
    expect(Object.keys(state).sort()).toEqual(
      [
        'debug', 'documentTypesNarrowed', 'filterClauses', 'filters', 'filtersVisible', 'fullscreen', 'lastActiveIndex', 'lastAddedFilter',
        'ordering', 'pageIndex', 'recentSearches', 'result', 'terms',
      ].sort(),
    )
    expect(Object.keys(state.result).sort()).toEqual(['error', 'hasMore', 'hits', 'loaded', 'loading'])
    expect(state).toMatchObject({filters: [], pageIndex: 0, lastActiveIndex: 0, lastAddedFilter: null, debug: false, ordering: config.defaultOrdering})
    // No type chosen: every searchable type is in play.
    expect(state.documentTypesNarrowed).toEqual(config.documentTypes)
  })
})

describe('filter and operator definitions (SH-SEARCH-034)', () => {
  it('a filter definition is field or pinned, named, with its operators; pinned ones carry title, group, path and description', () => {
    const names = SEARCH_FILTER_DEFINITIONS.map((definition) => definition.name)
    expect(new Set(names).size).toBe(names.length)
    for (const definition of SEARCH_FILTER_DEFINITIONS) {
      expect(['field', 'pinned'], definition.name).toContain(definition.type)
      const operators = definition.operators.flatMap((entry) => (entry.type === 'item' ? [entry.name] : []))
      expect(operators.length, definition.name).toBeGreaterThan(0)
      for (const operator of operators) expect(SEARCH_OPERATORS[operator], `${definition.name}: ${operator}`).toBeDefined()
      if (definition.type === 'pinned') {
        expect(definition, definition.name).toMatchObject({titleKey: expect.any(String), group: 'pinned', descriptionKey: expect.any(String)})
      }
    }
    expect(SEARCH_FILTER_DEFINITIONS.filter((definition) => definition.type === 'pinned').map((definition) => definition.fieldPath)).toEqual(['_createdAt', '_updatedAt', undefined])
  })

  it('an operator definition has its type, an initial value and the input it is edited with', () => {
    const inputs = ['none', 'string', 'stringList', 'number', 'numberRange', 'boolean', 'reference', 'date', 'dateRange', 'dateLast', 'datetime', 'datetimeRange']
    for (const [type, operator] of Object.entries(SEARCH_OPERATORS)) {
      expect(operator.type).toBe(type)
      expect(operator.initialValue, type).not.toBeUndefined()
      expect(inputs, type).toContain(operator.inputComponent)
      expect(typeof operator.groqFilter, type).toBe('function')
    }
  })
})
