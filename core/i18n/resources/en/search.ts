// English texts of global search (namespace `search`): the dialog, results, recent searches and
// debug badges here; operators, orderings and pinned filters from the core (searchCore.ts); the
// filter bar's texts from searchFilters.ts.
import {searchCoreEn} from './searchCore.ts'
import {searchFiltersEn} from './searchFilters.ts'

export const SEARCH_NAMESPACE = 'search'

const searchDialogEn = {
  'button.label': 'Search',
  // The shortcut as the keyboard labels its key (German keyboards say Strg).
  'button.shortcut': 'Ctrl K',
  'dialog.label': 'Search documents',
  'input.label': 'Search',
  'input.placeholder': 'Search',
  'close': 'Close search',
  'filters.show': 'Show filters',
  'filters.hide': 'Hide filters',
  'type-pills.more': '+{{count}}',
  'instructions': 'Type a word or two to find documents by their content, or show the filters to narrow the search by type and field.',
  // Recent searches
  'recent.title': 'Recent searches',
  'recent.label': 'Recent searches',
  'recent.empty': 'Your recent searches will show here.',
  'recent.clear': 'Clear recent searches',
  'recent.all-types': 'All types',
  'recent.filter-count_one': '{{count}} filter',
  'recent.filter-count_other': '{{count}} filters',
  'recent.no-query': 'No text',
  // Results
  'results.label': 'Search results',
  'results.loading': 'Searching…',
  'results.loading-more': 'Loading more results…',
  'results.count_one': '{{count}} result',
  'results.count_other': '{{count}} results',
  'results.count-more': '{{count}}+ results',
  'results.no-results-title': 'No results found',
  'results.no-results-help': 'Try another word, fewer filters, or all document types.',
  'error.unspecified-error-title': 'Something went wrong while searching',
  'error.unspecified-error-help-description': 'Please try again, or check your connection. ({{message}})',
  'ordering.label': 'Sort results',
  'hit.untitled': 'Untitled',
  'hit.type': 'Type: {{type}}',
  // Debug (#_debug_search_score)
  'debug.score': 'Score {{score}}',
  'debug.no-matches': 'No matches',
  'debug.story': '{{path}}: {{why}} ({{score}})',
} as const

export const searchEn: Record<string, string> = {...searchCoreEn, ...searchFiltersEn, ...searchDialogEn}

export type SearchDialogTextKey = keyof typeof searchDialogEn
