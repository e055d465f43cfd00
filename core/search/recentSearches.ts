// Recent searches in a KeyValueStore (SH-SEARCH-130 … SH-SEARCH-137): at most 5, newest first,
// without repeats, each kept only while its types and filters still make sense. Whatever is found
// in storage (another version, broken JSON, odd shapes) is repaired, never thrown.
import type {KeyValueStore} from '../ports.ts'
import {RECENT_SEARCHES_MAX, RECENT_SEARCHES_VERSION} from './constants.ts'
import type {RecentSearch, RecentSearchesContainer, RecentSearchFilter, SearchFilter} from './types.ts'
import type {UnreadableSetting} from '../config/storedSettings.ts'

/** SH-SEARCH-137: one list per project, dataset and user. */
export function recentSearchesKey(projectId: string, dataset: string, userId: string): string {
  return `search::recent:${projectId}:${dataset}:${userId}`
}

export interface RecentSearchChecks {
  /** True for names of document (object) types the schema still has (SH-SEARCH-136). */
  typeExists(name: string): boolean
  filterValid(filter: RecentSearchFilter): boolean
  /** Told when what was stored could not be read whole (the list is then repaired). */
  onUnreadable?: UnreadableSetting
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function filterOf(value: unknown): RecentSearchFilter | null {
  if (!isObject(value) || typeof value.filterName !== 'string' || typeof value.operatorType !== 'string') return null
  if (value.fieldId !== undefined && typeof value.fieldId !== 'string') return null
  return {
    ...(typeof value.fieldId === 'string' ? {fieldId: value.fieldId} : {}),
    filterName: value.filterName,
    operatorType: value.operatorType,
    ...(value.value !== undefined ? {value: value.value} : {}),
  }
}

function recentOf(value: unknown): RecentSearch | null {
  if (!isObject(value) || typeof value.created !== 'string' || !isObject(value.terms) || !Array.isArray(value.filters)) return null
  const {query, typeNames} = value.terms
  if (typeof query !== 'string' || !Array.isArray(typeNames) || !typeNames.every((name) => typeof name === 'string')) return null
  const filters = value.filters.map(filterOf)
  if (filters.some((filter) => filter === null)) return null
  return {created: value.created, filters: filters as RecentSearchFilter[], terms: {query, typeNames: [...typeNames]}}
}

function write(store: KeyValueStore, key: string, recentSearches: RecentSearch[]): void {
  const container: RecentSearchesContainer = {version: RECENT_SEARCHES_VERSION, recentSearches}
  store.set(key, JSON.stringify(container))
}

/** The stored entries that are well formed; null when the container itself must be replaced. */
function readStored(store: KeyValueStore, key: string): {entries: RecentSearch[]; dirty: boolean} {
  const raw = store.get(key)
  if (raw === null) return {entries: [], dirty: false}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return {entries: [], dirty: true}
  }
  if (!isObject(parsed) || parsed.version !== RECENT_SEARCHES_VERSION || !Array.isArray(parsed.recentSearches)) return {entries: [], dirty: true}
  const entries = parsed.recentSearches.map(recentOf).filter((entry): entry is RecentSearch => entry !== null)
  return {entries, dirty: entries.length !== parsed.recentSearches.length}
}

/**
 * The recent searches whose types all exist and whose filters are all valid (SH-SEARCH-134); the
 * store is rewritten when anything was dropped or the container was of another version (SH-SEARCH-135).
 */
export function loadRecentSearches(store: KeyValueStore, key: string, checks: RecentSearchChecks): RecentSearch[] {
  const {entries, dirty} = readStored(store, key)
  if (dirty) checks.onUnreadable?.(key)
  const kept = entries
    .filter((entry) => entry.terms.typeNames.every((name) => checks.typeExists(name)) && entry.filters.every((filter) => checks.filterValid(filter)))
    .slice(0, RECENT_SEARCHES_MAX)
  if (dirty || kept.length !== entries.length) write(store, key, kept)
  return kept
}

/** JSON with keys in order, so equal searches compare equal however their objects were built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (isObject(value)) {
    return `{${Object.keys(value)
      .filter((name) => value[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical(value[name])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Two recent searches are the same search when terms and filters are equal; `created` is ignored (SH-SEARCH-133). */
export function sameRecentSearch(a: RecentSearch, b: RecentSearch): boolean {
  return canonical({terms: a.terms, filters: a.filters}) === canonical({terms: b.terms, filters: b.filters})
}

export interface NewRecentSearch {
  terms: {query: string; types: readonly string[]}
  filters: readonly SearchFilter[]
}

/**
 * Saves a search first in the list (SH-SEARCH-131 … SH-SEARCH-133): the query trimmed, only the
 * filters that are valid, older copies of the same search removed, at most 5 kept.
 */
export function addRecentSearch(
  store: KeyValueStore,
  key: string,
  search: NewRecentSearch,
  now: Date,
  filterValid: (filter: RecentSearchFilter) => boolean,
): RecentSearch[] {
  const filters = search.filters.map(filterOf).filter((filter): filter is RecentSearchFilter => filter !== null && filterValid(filter))
  const entry: RecentSearch = {
    created: now.toISOString(),
    filters,
    terms: {query: search.terms.query.trim(), typeNames: [...search.terms.types]},
  }
  const {entries} = readStored(store, key)
  const next = [entry, ...entries.filter((other) => !sameRecentSearch(other, entry))].slice(0, RECENT_SEARCHES_MAX)
  write(store, key, next)
  return next
}

export function removeRecentSearch(store: KeyValueStore, key: string, index: number): RecentSearch[] {
  const {entries} = readStored(store, key)
  const next = entries.filter((_, position) => position !== index)
  write(store, key, next)
  return next
}

export function clearRecentSearches(store: KeyValueStore, key: string): RecentSearch[] {
  write(store, key, [])
  return []
}
