// Constants of global search (shell seed §5, §9). Each is named once here and cited by id.

/** Hits per request (K-SH-020); the offset is this times the page index (K-SH-021). */
export const SEARCH_LIMIT = 1000

/** Wait after the last change of terms, ordering or page before a request (K-SH-022). */
export const SEARCH_DEBOUNCE_MS = 300

/** Query version marker written into the request comments (K-SH-025). */
export const SEARCH_QUERY_VERSION = 4

/** Recent searches kept, newest first (K-SH-030, K-SH-031), and the stored version (K-SH-032). */
export const RECENT_SEARCHES_MAX = 5
export const RECENT_SEARCHES_VERSION = 2

/** Type-pill character budget before the query's length is taken off (K-SH-033). */
export const TYPE_PILL_BUDGET = 40
export const TYPE_PILL_BUDGET_NARROW = 20

/** Nested fields are searched and filtered at most this deep (K-SH-034). */
export const SEARCH_FIELD_MAX_DEPTH = 3

/**
 * How deep the search looks, from the dataset's index settings (LAKE-CALL-021): their
 * `maxFieldDepth`, never past SEARCH_FIELD_MAX_DEPTH; 0 (no answer, or none given) keeps that default.
 */
export function searchDepthOf(settings: {partialIndexSettings?: {maxFieldDepth?: unknown} | null} | null | undefined): number {
  const depth = settings?.partialIndexSettings?.maxFieldDepth
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? Math.min(depth, SEARCH_FIELD_MAX_DEPTH) : 0
}

/** Debug badge tones (K-SH-035). */
export const SCORE_CRITICAL_AT_MOST = 0.1
export const SCORE_PRIMARY_AT_LEAST = 0.5

/** A new "last period" date filter covers this many days (K-SH-036). */
export const LAST_PERIOD_INITIAL_DAYS = 7

/** Typed date patterns in date filters (K-SH-037), date-fns tokens. */
export const DATE_TEXT_PATTERN = 'MMM d, yyyy'
export const DATETIME_TEXT_PATTERN = 'MMM d, yyyy p'

/** The URL hash flag that shows score badges (K-SH-039). */
export const DEBUG_SEARCH_HASH_FLAG = '_debug_search_score'

/** Virtual list geometry (K-SH-040 … K-SH-042). */
export const RESULT_ROW_HEIGHT = 57
export const RECENT_ROW_HEIGHT = 36
export const SEARCH_LIST_OVERSCAN = 4

/** Tooltip of an add-filter entry (K-SH-055, K-SH-056). */
export const FILTER_TOOLTIP_DESCRIPTION_MAX = 256
export const FILTER_TOOLTIP_TYPE_NAMES_MAX = 10

/** A filter title is shortened for display (K-SH-057, K-SH-058). */
export const FILTER_TITLE_MAX_FULLSCREEN = 25
export const FILTER_TITLE_MAX = 40

/** Documents offered when picking a reference filter's value (K-SH-023). */
export const REFERENCE_PICKER_LIMIT = 100

/** Popover of one filter chip: width bounds and height cap in px (K-SH-046, K-SH-047). */
export const FILTER_POPOVER_MIN_WIDTH = 150
export const FILTER_POPOVER_MAX_WIDTH = 480
export const FILTER_POPOVER_MAX_HEIGHT = 500

/** Add-filter list: popover width and entry height in px (K-SH-051, K-SH-052). */
export const FILTER_PICKER_WIDTH = 300
export const FILTER_PICKER_ITEM_HEIGHT = 45

/** Document-type picker: popover width and entry height in px (K-SH-053, K-SH-054). */
export const TYPE_PICKER_WIDTH = 250
export const TYPE_PICKER_ITEM_HEIGHT = 37
