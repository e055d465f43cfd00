// When search has something to look for (SH-SEARCH-056, proposal): typed words, a chosen type, or
// a filter that yields a clause. Otherwise the recent searches are shown instead of results.
import type {SearchTerms} from './types.ts'

export function areTermsValid(terms: Pick<SearchTerms, 'query' | 'types'>, applicableFilterCount: number): boolean {
  return terms.query.trim() !== '' || terms.types.length > 0 || applicableFilterCount > 0
}
