// A small search config for machine tests: two document types, a string filter on both, a
// reference filter on articles only, and a request builder whose output is easy to check. The
// real config (core/search/searchConfigOf.ts) has its own unit tests.
import type {RecentSearchStore, SearchConfig} from '../../../core/search/config.ts'
import type {RecentSearch, SearchOrdering} from '../../../core/search/types.ts'

export const RELEVANCE: SearchOrdering = {titleKey: 'ordering.relevance', sort: {field: '_updatedAt', direction: 'desc'}, ignoreScore: false, customMeasurementLabel: 'ordering.relevance-label'}
export const UPDATED_ASC: SearchOrdering = {titleKey: 'ordering.updated-asc', sort: {field: '_updatedAt', direction: 'asc'}, ignoreScore: true}

export const TITLE = {filterName: 'string', fieldId: 'title'}
export const AUTHOR = {filterName: 'reference', fieldId: 'author'}

const OPERATORS = {
  stringEqual: {initialValue: null, inputComponent: 'string'},
  stringMatches: {initialValue: null, inputComponent: 'string'},
  defined: {initialValue: null, inputComponent: 'none'},
  referenceEqual: {initialValue: null, inputComponent: 'reference'},
} as const

const OPERATORS_OF: Record<string, (keyof typeof OPERATORS)[]> = {
  string: ['stringEqual', 'stringMatches', 'defined'],
  reference: ['referenceEqual', 'defined'],
}

const FIELD_TYPES: Record<string, string[]> = {title: ['article', 'author'], author: ['article']}

export const testSearchConfig: SearchConfig = {
  documentTypes: ['article', 'author'],
  orderings: [RELEVANCE, UPDATED_ASC],
  defaultOrdering: RELEVANCE,
  keyOf: (filter) => `${filter.filterName}-${filter.fieldId ?? ''}`,
  defaultOperatorOf: (filter) => OPERATORS_OF[filter.filterName]?.[0] ?? null,
  hasOperator: (filter, operatorType) => (OPERATORS_OF[filter.filterName] ?? []).includes(operatorType as never),
  operator: (type) => OPERATORS[type as keyof typeof OPERATORS] ?? null,
  clauseOf: (filter) => {
    if (filter.operatorType === 'defined') return `defined(${filter.fieldId})`
    if (typeof filter.value === 'string' && filter.value !== '') return `${filter.fieldId} == ${JSON.stringify(filter.value)}`
    if (filter.value && typeof filter.value === 'object' && '_ref' in filter.value) return `${filter.fieldId}._ref == ${JSON.stringify(filter.value._ref)}`
    return null
  },
  appliesToTypes: (filter, types) => types.every((type) => (FIELD_TYPES[filter.fieldId ?? ''] ?? []).includes(type)),
  buildRequest: ({terms, filterClauses, ordering, pageIndex}) => ({
    query: [`*[_type in $__types`, ...filterClauses, `] | order(${ordering.sort.field} ${ordering.sort.direction}) [${pageIndex * 1000}...${pageIndex * 1000 + 1000}]`].join(' && '),
    params: {__types: terms.types.length ? terms.types : ['article', 'author'], ...(terms.query.trim() ? {t0: `${terms.query.trim()}*`} : {})},
    tag: 'studio.search.global',
  }),
}

export const CREATED = '2026-11-23T10:00:00.000Z'

/** Recent searches kept in memory only: pure functions of their arguments, as the model needs. */
export function memoryRecents(initial: RecentSearch[] = []): RecentSearchStore & {writes: RecentSearch[][]} {
  const writes: RecentSearch[][] = []
  const write = (list: RecentSearch[]) => {
    writes.push(list)
    return list
  }
  return {
    writes,
    load: () => initial,
    add: (current, {terms, filters}) =>
      write([
        {created: CREATED, filters, terms: {query: terms.query.trim(), typeNames: [...terms.types]}},
        ...current.filter((entry) => entry.terms.query !== terms.query.trim() || JSON.stringify(entry.terms.typeNames) !== JSON.stringify(terms.types)),
      ].slice(0, 5)),
    remove: (current, index) => write(current.filter((_, i) => i !== index)),
    clear: () => write([]),
  }
}
