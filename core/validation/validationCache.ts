// What one document's validation runs keep for the next run: the markers of each part of the
// document whose checks read nothing but its own value, by path. Values are never changed in
// place (a patch shares the parts it did not touch), so a part holding the very same value as in
// the last run has the same markers, and a run re-checks what changed instead of the whole
// document: a keystroke in the title of a document with a thousand array items checks the title,
// not the thousand items (issue 13).

/** Markers of one part as the last run found them, for the value and the schema member they were found for. */
export interface KeptMarkers<M> {
  value: unknown
  /** The schema member (field or array member definition) the part was checked as. */
  member: object
  markers: M[]
}

/** The parts remembered by one cache; past this many it starts over, so removed parts do not pile up. */
export const VALIDATION_CACHE_MAX_PARTS = 50_000

export interface ValidationCache<M = unknown> {
  /** The cache for a run against these types in this locale: emptied first if either differs from the last run's. */
  forRun(types: object, locale: string): ValidationCacheRun<M>
}

export interface ValidationCacheRun<M> {
  /** Markers kept for the part at `key`, if they were found for this value and member. */
  get(key: string, value: unknown, member: object): M[] | undefined
  set(key: string, kept: KeptMarkers<M>): void
  /** Whether a member's checks read only its own value, worked out once per member. */
  purity: WeakMap<object, boolean>
}

export function createValidationCache<M = unknown>(maxParts = VALIDATION_CACHE_MAX_PARTS): ValidationCache<M> {
  let parts = new Map<string, KeptMarkers<M>>()
  let purity = new WeakMap<object, boolean>()
  let lastTypes: object | null = null
  let lastLocale: string | null = null
  const run: ValidationCacheRun<M> = {
    get(key, value, member) {
      const kept = parts.get(key)
      return kept && kept.value === value && kept.member === member ? kept.markers : undefined
    },
    set(key, kept) {
      if (parts.size >= maxParts && !parts.has(key)) parts = new Map()
      parts.set(key, kept)
    },
    get purity() {
      return purity
    },
  }
  return {
    forRun(types, locale) {
      if (types !== lastTypes || locale !== lastLocale) {
        parts = new Map()
        purity = new WeakMap()
        lastTypes = types
        lastLocale = locale
      }
      return run
    },
  }
}
