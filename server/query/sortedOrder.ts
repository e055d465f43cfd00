// The documents of a dataset sorted by one top-level attribute exactly as groq-js's `order()`
// sorts them, so a query can walk them in that order and stop early. groq-js ranks values by
// type first (numbers, then strings, then booleans, then everything else: null, missing, objects,
// arrays), compares within numbers, strings (UTF-16 code units) and booleans, treats every other
// pair as equal, flips all of that for `desc`, and keeps equal values in input order, which for
// `*` is the dataset's natural order. Entries carry their natural position for that last rule.
// The entries live in sorted chunks of about a thousand, not one array: a write inserts into one
// chunk, where a single array of a million entries moved megabytes per insert and made loading
// a large dataset through the write path quadratic.
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

/** Entries per chunk once split; a chunk splits at twice this. */
const CHUNK = 512
/** Equal values gathered while scanning backwards; a longer run is found by binary search. */
const SHORT_RUN = 64

export class SortedOrder {
  readonly attribute: string
  #chunks: Entry[][]
  #size: number

  constructor(attribute: string, docs: Iterable<[SanityDocument, number]>) {
    this.attribute = attribute
    const entries = [...docs].map(([doc, position]) => this.#entry(doc, position)).sort(compareEntries)
    this.#chunks = []
    for (let i = 0; i < entries.length; i += CHUNK) this.#chunks.push(entries.slice(i, i + CHUNK))
    this.#size = entries.length
  }

  #entry(doc: SanityDocument, position: number): Entry {
    const key = (doc as Record<string, unknown>)[this.attribute]
    return {doc, position, rank: rankOf(key), key}
  }

  /** How many documents the order holds (every document of the dataset). */
  get size(): number {
    return this.#size
  }

  /**
   * The flat index of the first entry for which `before` is false (`before` is true for a prefix
   * of the order): chunks by their last entry, then within the chunk.
   */
  #boundary(before: (entry: Entry) => boolean): number {
    const chunks = this.#chunks
    let low = 0
    let high = chunks.length
    while (low < high) {
      const mid = (low + high) >>> 1
      const chunk = chunks[mid]
      if (before(chunk[chunk.length - 1])) low = mid + 1
      else high = mid
    }
    let offset = 0
    for (let c = 0; c < low; c++) offset += chunks[c].length
    if (low === chunks.length) return offset
    const chunk = chunks[low]
    let a = 0
    let b = chunk.length
    while (a < b) {
      const mid = (a + b) >>> 1
      if (before(chunk[mid])) a = mid + 1
      else b = mid
    }
    return offset + a
  }

  /** The chunk and the place in it where an entry is or would go (the order is total: positions are unique). */
  #place(entry: Entry): [number, number] {
    const chunks = this.#chunks
    let low = 0
    let high = chunks.length - 1
    while (low < high) {
      const mid = (low + high) >>> 1
      const chunk = chunks[mid]
      if (compareEntries(chunk[chunk.length - 1], entry) < 0) low = mid + 1
      else high = mid
    }
    const chunk = chunks[low]
    let a = 0
    let b = chunk.length
    while (a < b) {
      const mid = (a + b) >>> 1
      if (compareEntries(chunk[mid], entry) < 0) a = mid + 1
      else b = mid
    }
    return [low, a]
  }

  insert(doc: SanityDocument, position: number): void {
    const entry = this.#entry(doc, position)
    this.#size++
    if (this.#chunks.length === 0) {
      this.#chunks.push([entry])
      return
    }
    const [c, at] = this.#place(entry)
    const chunk = this.#chunks[c]
    chunk.splice(at, 0, entry)
    if (chunk.length >= 2 * CHUNK) this.#chunks.splice(c, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK))
  }

  /** Removes the entry of the document as it was stored (its key may differ from its new one). */
  remove(doc: SanityDocument, position: number): void {
    if (this.#chunks.length === 0) return
    const [c, at] = this.#place(this.#entry(doc, position))
    const chunk = this.#chunks[c]
    if (chunk[at]?.position !== position) return
    chunk.splice(at, 1)
    this.#size--
    if (chunk.length === 0) this.#chunks.splice(c, 1)
  }

  /** The chunk and the place in it of a flat index. */
  #locate(index: number): [number, number] {
    let offset = 0
    for (let c = 0; c < this.#chunks.length; c++) {
      const length = this.#chunks[c].length
      if (index < offset + length) return [c, index - offset]
      offset += length
    }
    throw new RangeError(`No entry ${index} in an order of ${this.#size}`)
  }

  /** Visits the entries from flat index `from` up to `to` in order; false when `visit` stopped it. */
  #forward(from: number, to: number, visit: (entry: Entry) => boolean): boolean {
    let offset = 0
    for (const chunk of this.#chunks) {
      const end = offset + chunk.length
      if (end > from && offset < to) {
        for (let i = Math.max(from, offset) - offset; i < Math.min(to, end) - offset; i++) if (!visit(chunk[i])) return false
      }
      if (end >= to) return true
      offset = end
    }
    return true
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
    const probe = {rank, key: value} as Entry
    // The run of entries of the value's type; within it, the comparison is by key alone.
    const typeStart = this.#boundary((entry) => entry.rank < rank)
    const typeEnd = this.#boundary((entry) => entry.rank <= rank)
    const at = this.#boundary((entry) => compareValues(entry, probe) < 0)
    const after = this.#boundary((entry) => compareValues(entry, probe) <= 0)
    let from = typeStart
    let to = typeEnd
    if (op === '==') [from, to] = [at, after]
    else if (op === '>') from = after
    else if (op === '>=') from = at
    else if (op === '<') to = at
    else to = after
    const out: number[] = []
    this.#forward(Math.max(from, typeStart), Math.min(to, typeEnd), (entry) => out.push(entry.position) > 0)
    return out
  }

  /** The natural positions of the documents where the attribute is neither missing nor null. */
  definedPositions(): number[] {
    const out: number[] = []
    for (const chunk of this.#chunks) for (const entry of chunk) if (entry.key !== undefined && entry.key !== null) out.push(entry.position)
    return out
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
    const chunks = this.#chunks
    if (direction === 'asc') {
      for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) if (!visit(chunk[i])) return
      return
    }
    // Backwards by runs of equal values, each run visited in natural (ascending) order. Short
    // runs are gathered while stepping back; a long one (every document lacking the attribute)
    // has its start found by binary search and is visited forward, so it costs nothing until
    // visited and a visit that stops early stops at once.
    let end = this.#size
    let [c, i] = end > 0 ? this.#locate(end - 1) : [-1, -1]
    const run: Entry[] = []
    while (c >= 0) {
      const last = chunks[c][i]
      run.length = 0
      while (c >= 0 && run.length < SHORT_RUN && compareValues(chunks[c][i], last) === 0) {
        run.push(chunks[c][i])
        if (--i < 0 && --c >= 0) i = chunks[c].length - 1
      }
      if (c >= 0 && run.length === SHORT_RUN && compareValues(chunks[c][i], last) === 0) {
        const start = this.#boundary((entry) => compareValues(entry, last) < 0)
        if (!this.#forward(start, end, visit)) return
        end = start
        if (start === 0) return
        ;[c, i] = this.#locate(start - 1)
        continue
      }
      for (let k = run.length - 1; k >= 0; k--) if (!visit(run[k])) return
      end -= run.length
    }
  }
}
