// Recent searches in the browser's local storage, one list per project, dataset and user
// (SH-SEARCH-137). Core's functions repair whatever they find there; this only binds them.
import type {KeyValueStore} from '../../core/ports.ts'
import type {RecentSearchStore} from '../../core/search/config.ts'
import {addRecentSearch, clearRecentSearches, loadRecentSearches, recentSearchesKey, removeRecentSearch} from '../../core/search/recentSearches.ts'
import type {WorkspaceSearchConfig} from '../../core/search/searchConfigOf.ts'
import type {SearchFilter} from '../../core/search/types.ts'
import {warnUnreadableSetting} from '../app/unreadableSettings.ts'

export function recentSearchStore(
  store: KeyValueStore,
  address: {projectId: string; dataset: string; userId: string},
  config: WorkspaceSearchConfig,
): RecentSearchStore {
  const key = recentSearchesKey(address.projectId, address.dataset, address.userId)
  const filterValid = (filter: SearchFilter) => config.clauseOf(filter) !== null
  return {
    load: () => loadRecentSearches(store, key, {typeExists: (name) => config.documentTypes.includes(name), filterValid, onUnreadable: warnUnreadableSetting}),
    // Storage is the truth here: the list the machine holds is what load or the last write gave it.
    add: (_current, search) => addRecentSearch(store, key, search, new Date(), filterValid),
    remove: (_current, index) => removeRecentSearch(store, key, index),
    clear: () => clearRecentSearches(store, key),
  }
}
