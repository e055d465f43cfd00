// The documents of a dataset sorted by one top-level attribute exactly as groq-js's `order()`
// sorts them, so a query can walk them in that order and stop early. groq-js ranks values by
// type first (numbers, then strings, then booleans, then everything else: null, missing, objects,
// arrays), compares within numbers, strings (UTF-16 code units) and booleans, treats every other
// pair as equal, flips all of that for `desc`, and keeps equal values in input order, which for
// `*` is the dataset's natural order. Entries carry their natural position for that last rule.
import type {SanityDocument} from '../../core/lake/types.ts'

export type Direction = 'asc' | 'desc'

export interface Entry {
  readonly doc: SanityDocument
  readonly position: number
  rank: number
  key: unknown
}

// Datetimes rank first in groq-js, but a stored attribute is never one (only dateTime() makes them).
function rankOf(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return 2
    case 'string':
      return 3
    case 'boolean':
      return 4
    default:
      return 100
  }
}

/** groq-js's comparison of two values: negative, zero (equal for ordering) or positive. */
function compareValues(a: Entry, b: Entry): number {
  if (a.rank !== b.rank) return a.rank - b.rank
  if (a.rank === 3) return (a.key as string) < (b.key as string) ? -1 : (a.key as string) > (b.key as string) ? 1 : 0
  if (a.rank === 2 || a.rank === 4) return Number(a.key) - Number(b.key)
  return 0
}

function compareEntries(a: Entry, b: Entry): number {
  return compareValues(a, b) || a.position - b.position
}

/** A comparison an attribute filter makes with a constant: `attr op value`. */
export type RangeOp = '==' | '>' | '>=' | '<' | '<='

/** The rank groq-js gives a constant, or null when no stored top-level value can compare with it. */
export function comparableRank(value: unknown): number | null {
  const rank = rankOf(value)
  return rank === 100 ? null : rank
}

export class SortedOrder {
  readonly attribute: string
  readonly #entries: Entry[]

  constructor(attribute: string, docs: Iterable<[SanityDocument, number]>) {
    this.attribute = attribute
    this.#entries = [...docs].map(([doc, position]) => this.#entry(doc, position)).sort(compareEntries)
  }

  #entry(doc: SanityDocument, position: number): Entry {
    const key = (doc as Record<string, unknown>)[this.attribute]
    return {doc, position, rank: rankOf(key), key}
  }

  /** Where an entry is or would go (entries are unique by position, so the order is total). */
  #search(entry: Entry): number {
    let low = 0
    let high = this.#entries.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compareEntries(this.#entries[mid], entry) < 0) low = mid + 1
      else high = mid
    }
    return low
  }

  insert(doc: SanityDocument, position: number): void {
    const entry = this.#entry(doc, position)
    this.#entries.splice(this.#search(entry), 0, entry)
  }

  /** Removes the entry of the document as it was stored (its key may differ from its new one). */
  remove(doc: SanityDocument, position: number): void {
    const at = this.#search(this.#entry(doc, position))
    if (this.#entries[at]?.position === position) this.#entries.splice(at, 1)
  }

  /** The first index whose entry's type ranks at `rank` or later. */
  #rankBound(rank: number): number {
    let low = 0
    let high = this.#entries.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.#entries[mid].rank < rank) low = mid + 1
      else high = mid
    }
    return low
  }

  /** The first index whose entry's value is not below (rank, key) — position ignored. */
  #lowerBound(rank: number, key: unknown, strict: boolean): number {
    const probe = {rank, key} as Entry
    let low = 0
    let high = this.#entries.length
    while (low < high) {
      const mid = (low + high) >>> 1
      const c = compareValues(this.#entries[mid], probe)
      if (c < 0 || (strict && c === 0)) low = mid + 1
      else high = mid
    }
    return low
  }

  /**
   * The natural positions of the documents whose attribute satisfies `attr op value` as groq-js
   * decides it: `==` for a string, number or boolean of the same type, the orderings for two
   * numbers, two strings or two booleans; a value of another type never compares. Exactly the
   * documents the filter keeps, so the planner may use them without evaluating it.
   */
  positionsWhere(op: RangeOp, value: unknown): number[] {
    const rank = comparableRank(value)
    if (rank === null) return []
    // The run of entries of the value's type; within it, the comparison is by key alone.
    const typeStart = this.#rankBound(rank)
    const typeEnd = this.#rankBound(rank + 1)
    let from = typeStart
    let to = typeEnd
    const at = this.#lowerBound(rank, value, false)
    const after = this.#lowerBound(rank, value, true)
    if (op === '==') [from, to] = [at, after]
    else if (op === '>') from = after
    else if (op === '>=') from = at
    else if (op === '<') to = at
    else to = after
    const out: number[] = []
    for (let i = Math.max(from, typeStart); i < Math.min(to, typeEnd); i++) out.push(this.#entries[i].position)
    return out
  }

  /** The natural positions of the documents where the attribute is neither missing nor null. */
  definedPositions(): number[] {
    const out: number[] = []
    for (const entry of this.#entries) if (entry.key !== undefined && entry.key !== null) out.push(entry.position)
    return out
  }

  /** How many documents hold the attribute in this order (every document of the dataset). */
  get size(): number {
    return this.#entries.length
  }

  /** Some documents in the order scan() would visit them, for when they are few. */
  arrange(docs: {doc: SanityDocument; position: number}[], direction: Direction): Entry[] {
    const sign = direction === 'desc' ? -1 : 1
    return docs
      .map(({doc, position}) => this.#entry(doc, position))
      .sort((a, b) => sign * compareValues(a, b) || a.position - b.position)
  }

  /**
   * Visits entries in `order(attribute dir)` order until `visit` answers false; equal values
   * stay in natural order either way. A loop with a callback, not a generator: a search may
   * pass over tens of thousands of entries to find the candidates it needs.
   */
  scan(direction: Direction, visit: (entry: Entry) => boolean): void {
    const entries = this.#entries
    if (direction === 'asc') {
      for (let i = 0; i < entries.length; i++) if (!visit(entries[i])) return
      return
    }
    let end = entries.length
    while (end > 0) {
      let start = end - 1
      while (start > 0 && compareValues(entries[start - 1], entries[end - 1]) === 0) start--
      for (let i = start; i < end; i++) if (!visit(entries[i])) return
      end = start
    }
  }
}
