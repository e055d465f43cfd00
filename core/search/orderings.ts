// The orderings of the ordering menu (SH-SEARCH-110, SH-SEARCH-111, K-SH-026 … K-SH-028).
import type {SearchOrdering, SearchSort} from './types.ts'

export const ORDERING_RELEVANCE: SearchOrdering = {
  titleKey: 'ordering.relevance',
  sort: {field: '_updatedAt', direction: 'desc'},
  ignoreScore: false,
  customMeasurementLabel: 'ordering.relevance.measurement',
}

export const ORDERING_CREATED_ASC: SearchOrdering = {
  titleKey: 'ordering.created-ascending',
  sort: {field: '_createdAt', direction: 'asc'},
  ignoreScore: true,
}

export const ORDERING_CREATED_DESC: SearchOrdering = {
  titleKey: 'ordering.created-descending',
  sort: {field: '_createdAt', direction: 'desc'},
  ignoreScore: true,
}

export const ORDERING_UPDATED_ASC: SearchOrdering = {
  titleKey: 'ordering.updated-ascending',
  sort: {field: '_updatedAt', direction: 'asc'},
  ignoreScore: true,
}

export const ORDERING_UPDATED_DESC: SearchOrdering = {
  titleKey: 'ordering.updated-descending',
  sort: {field: '_updatedAt', direction: 'desc'},
  ignoreScore: true,
}

export const SEARCH_ORDERINGS: readonly SearchOrdering[] = [
  ORDERING_RELEVANCE,
  ORDERING_CREATED_ASC,
  ORDERING_CREATED_DESC,
  ORDERING_UPDATED_ASC,
  ORDERING_UPDATED_DESC,
]

export const DEFAULT_ORDERING = ORDERING_RELEVANCE

/** K-SH-024: pages stay stable when nothing else decides the order. */
export const DEFAULT_SORT: SearchSort = {field: '_id', direction: 'asc'}

/** The sort a request uses: the ordering's, or `_id` ascending when it has none (SH-SEARCH-112). */
export function sortOf(ordering: SearchOrdering | null | undefined): SearchSort {
  const sort = ordering?.sort
  return sort && sort.field ? sort : DEFAULT_SORT
}
