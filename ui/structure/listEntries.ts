// The rows of a document list: drafts and published documents of a type gathered into pairs, the
// most recently changed first. A row previews the draft when there is one (ED-PREV-009).
import {isDraftId, publishedIdOf} from '../../core/documents/ids.ts'

/** One document as the list query returns it: system fields plus the preview selection. */
export interface ListRow {
  _id: string
  _type: string
  _updatedAt: string
  [key: string]: unknown
}

export interface ListEntry {
  /** The published id: the pair's id in URLs. */
  id: string
  draft: ListRow | null
  published: ListRow | null
  /** The later of the two update times. */
  updatedAt: string
  /** The other half exists but fell outside the rows fetched (a list past its limit). */
  otherHalf?: true
}

export function listEntriesOf(rows: readonly ListRow[], outsideRows: ReadonlySet<string> = new Set()): ListEntry[] {
  const byId = new Map<string, ListEntry>()
  for (const row of rows) {
    const id = publishedIdOf(row._id)
    const entry = byId.get(id) ?? {id, draft: null, published: null, updatedAt: ''}
    if (isDraftId(row._id)) entry.draft = row
    else entry.published = row
    if (row._updatedAt > entry.updatedAt) entry.updatedAt = row._updatedAt
    byId.set(id, entry)
  }
  markOtherHalves(byId.values(), outsideRows)
  // ISO-8601 times in UTC compare as strings; ties keep a stable order by id.
  return [...byId.values()].sort((a, b) => (a.updatedAt === b.updatedAt ? a.id.localeCompare(b.id) : a.updatedAt < b.updatedAt ? 1 : -1))
}

/** Marks the entries whose missing half is among `outsideRows` (in place: the entries are new). */
export function markOtherHalves(entries: Iterable<ListEntry>, outsideRows: ReadonlySet<string>): void {
  if (outsideRows.size === 0) return
  for (const entry of entries) if (outsideRows.has(missingHalfOf(entry) ?? '')) entry.otherHalf = true
}

/** The id of the half of a pair the rows did not hold, or null when both are there. */
export function missingHalfOf(entry: ListEntry): string | null {
  if (entry.draft && entry.published) return null
  return entry.draft ? entry.id : `drafts.${entry.id}`
}

/** The status dot of a pair (ED-FORM-020): draft only is unpublished, both is edited, published only has none. */
export type PairStatus = 'unpublished' | 'edited' | 'published'

export function pairStatusOf(pair: {draft: unknown; published: unknown; otherHalf?: true}): PairStatus | null {
  if ((pair.draft && pair.published) || ((pair.draft || pair.published) && pair.otherHalf)) return 'edited'
  if (pair.draft) return 'unpublished'
  return pair.published ? 'published' : null
}

/**
 * The new list with every unchanged entry kept as the old object, so a refetch after someone's
 * commit re-renders only the rows that changed.
 */
export function reuseEntries(previous: readonly ListEntry[], next: ListEntry[]): ListEntry[] {
  const before = new Map(previous.map((entry) => [entry.id, entry]))
  return next.map((entry) => {
    const old = before.get(entry.id)
    return old && JSON.stringify(old) === JSON.stringify(entry) ? old : entry
  })
}
