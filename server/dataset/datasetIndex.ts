// The current documents of one dataset, held in memory beside SQLite with the indexes queries
// plan over: by id, by type and by referenced id, the `match` tokens and the sort orders search
// uses. SQLite stays the durable truth. The text index and the sort orders are built on first
// use (a dataset nobody searches pays nothing) and kept up to date by every write after that.
import type {SanityDocument} from '../../core/lake/types.ts'
import {countBits, forEachSlot, GrowingBits, mergeSlots, newBits, setBit, SlotList, SlotSet, unionAllIds, type IdSet, type Slots} from '../query/idSet.ts'
import {SortedOrder} from '../query/sortedOrder.ts'
import {TextIndex, type FieldRef} from '../query/textIndex.ts'

/** Attributes always kept sorted: the orderings global search and the document lists use. */
export const SORTED_ATTRIBUTES: ReadonlySet<string> = new Set(['_id', '_createdAt', '_updatedAt'])

/** Queries that must name an attribute before its order is built (the first is answered without). */
export const KEEP_ORDER_AFTER_USES = 2

export interface DatasetIndexOptions {
  /** Attributes to keep sorted from the start (those kept before a restart). */
  keep?: Iterable<string>
  /** Told when an attribute starts being kept, to remember it across restarts. */
  onKeep?: (attribute: string) => void
}

function collectRefs(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '_ref' && typeof v === 'string') out.add(v)
      else collectRefs(v, out)
    }
  }
}

export function referencesOf(doc: SanityDocument): Set<string> {
  const refs = new Set<string>()
  collectRefs(doc, refs)
  return refs
}

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  let set = index.get(key)
  if (!set) index.set(key, (set = new Set()))
  set.add(id)
}

function removeFrom(index: Map<string, Set<string>>, key: string, id: string): void {
  const set = index.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) index.delete(key)
}

export class DatasetIndex implements Slots {
  readonly #docs = new Map<string, SanityDocument>()
  /** A document's slot: its natural position, assigned at creation and kept until deletion. */
  readonly #order = new Map<string, number>()
  /** The document in each slot: slot sets turn into documents without a lookup by id. */
  readonly #docAt: (SanityDocument | undefined)[] = []
  readonly #byType = new Map<string, Set<string>>()
  readonly #typeBits = new Map<string, GrowingBits>()
  readonly #byRef = new Map<string, Set<string>>()
  readonly #refsOf = new Map<string, Set<string>>()
  #nextOrder = 0
  #all: SanityDocument[] | null = null
  #version = 0
  #text: TextIndex | null = null
  readonly #sorted = new Map<string, SortedOrder>()
  readonly #uses = new Map<string, number>()
  readonly #onKeep: ((attribute: string) => void) | undefined

  constructor(docs: Iterable<SanityDocument> = [], options: DatasetIndexOptions = {}) {
    this.#onKeep = options.onKeep
    for (const doc of docs) this.put(doc)
    for (const attribute of options.keep ?? []) this.#build(attribute)
  }

  /** Builds the text index and the system orders now, so no query waits for them. */
  prepare(): void {
    this.#textIndex()
    for (const attribute of SORTED_ATTRIBUTES) this.sortedBy(attribute)
  }

  /** The attributes kept sorted. */
  keptOrders(): string[] {
    return [...this.#sorted.keys()]
  }

  #textIndex(): TextIndex {
    if (!this.#text) {
      this.#text = new TextIndex()
      for (const [id, doc] of this.#docs) this.#text.add(this.#order.get(id)!, doc)
    }
    return this.#text
  }

  #build(attribute: string): SortedOrder {
    let sorted = this.#sorted.get(attribute)
    if (!sorted) {
      const positioned = [...this.#docs.values()].map((doc): [SanityDocument, number] => [doc, this.#order.get(doc._id)!])
      this.#sorted.set(attribute, (sorted = new SortedOrder(attribute, positioned)))
    }
    return sorted
  }

  /** Changes with every write: what was derived from the documents at one version holds until then. */
  get version(): number {
    return this.#version
  }

  get size(): number {
    return this.#docs.size
  }

  get(id: string): SanityDocument | undefined {
    return this.#docs.get(id)
  }

  has(id: string): boolean {
    return this.#docs.has(id)
  }

  /** Every document in the dataset's natural order (cached until the next write). */
  all(): SanityDocument[] {
    this.#all ??= [...this.#docs.values()]
    return this.#all
  }

  /** The type with the most documents and up to `count` of its documents (for the warm-up). */
  sampleOfLargestType(count: number): {type: string; docs: SanityDocument[]} | null {
    let largest: [string, Set<string>] | null = null
    for (const entry of this.#byType) if (!largest || entry[1].size > largest[1].size) largest = entry
    if (!largest) return null
    const docs: SanityDocument[] = []
    for (const id of largest[1]) {
      if (docs.length >= count) break
      const doc = this.#docs.get(id)
      if (doc) docs.push(doc)
    }
    return {type: largest[0], docs}
  }

  idsOfType(type: string): ReadonlySet<string> {
    return this.#byType.get(type) ?? new Set()
  }

  idsReferencing(id: string): ReadonlySet<string> {
    return this.#byRef.get(id) ?? new Set()
  }

  slotOf(id: string): number | undefined {
    return this.#order.get(id)
  }

  idAt(slot: number): string | undefined {
    return this.#docAt[slot]?._id
  }

  get slotCount(): number {
    return this.#nextOrder
  }

  /** Documents where one of the fields has a `match` token satisfying the term, or null if too broad. */
  idsMatchingTerm(fields: FieldRef[], term: string, limit: number): IdSet | null {
    const hits = this.#textIndex().hitsForTerm(fields, term, limit)
    if (!hits) return null
    // Few hits stay a slot list: a bitset costs a bit per document however few it holds.
    if (hits.total * 32 < this.#nextOrder) return new SlotList(this, mergeSlots(hits.lists))
    const bits = newBits(this.#nextOrder)
    for (const list of hits.lists) for (const slot of list) setBit(bits, slot)
    return new SlotSet(this, bits, countBits(bits))
  }

  /** How many documents have a string holding an invisible character (server/query/visibleMatch.ts). */
  get invisibleCount(): number {
    return this.#textIndex().invisibleCount
  }

  /** Whether the document in this slot has a string holding an invisible character. */
  holdsInvisible(slot: number): boolean {
    return this.#textIndex().holdsInvisible(slot)
  }

  /** The documents of some types as a bitset, so that large types join and intersect cheaply. */
  slotsOfTypes(types: string[]): IdSet {
    const present = [...new Set(types)].flatMap((type) => this.#typeBits.get(type) ?? [])
    if (present.length === 1) return new SlotSet(this, present[0].bits, present[0].size)
    return unionAllIds(
      present.map((type) => new SlotSet(this, type.bits, type.size)),
      this,
    )
  }

  /**
   * The documents in `order(attribute)` order: always for SORTED_ATTRIBUTES, for another top-level
   * attribute once queries have named it KEEP_ORDER_AFTER_USES times (each call is one use).
   */
  sortedBy(attribute: string): SortedOrder | undefined {
    const kept = this.#sorted.get(attribute)
    if (kept) return kept
    if (!SORTED_ATTRIBUTES.has(attribute)) {
      const uses = (this.#uses.get(attribute) ?? 0) + 1
      this.#uses.set(attribute, uses)
      if (uses < KEEP_ORDER_AFTER_USES) return undefined
      this.#uses.delete(attribute)
    }
    const sorted = this.#build(attribute)
    if (!SORTED_ATTRIBUTES.has(attribute)) this.#onKeep?.(attribute)
    return sorted
  }

  /** The sorted order of an attribute if it is kept, without counting a use. */
  keptOrder(attribute: string): SortedOrder | undefined {
    return this.#sorted.get(attribute)
  }

  /** Positions (slots) as a candidate set: a list when few, a bitset when many. */
  slotsAt(positions: number[]): IdSet {
    if (positions.length * 32 < this.#nextOrder) return new SlotList(this, positions.sort((a, b) => a - b))
    const bits = newBits(this.#nextOrder)
    for (const slot of positions) setBit(bits, slot)
    return new SlotSet(this, bits, positions.length)
  }

  /** Documents for ids, in natural order, skipping ids that do not exist. */
  inOrder(ids: Iterable<string>): SanityDocument[] {
    // Slot sets and lists already iterate in natural order.
    if (ids instanceof SlotSet || ids instanceof SlotList) {
      const docs: SanityDocument[] = []
      forEachSlot(ids, (slot) => {
        const doc = this.#docAt[slot]
        if (doc) docs.push(doc)
      })
      return docs
    }
    const found: [number, SanityDocument][] = []
    for (const id of ids) {
      const doc = this.#docs.get(id)
      if (doc) found.push([this.#order.get(id)!, doc])
    }
    found.sort((a, b) => a[0] - b[0])
    return found.map(([, doc]) => doc)
  }

  put(doc: SanityDocument): void {
    const previous = this.#docs.get(doc._id)
    // The text index takes the new version in place of the old one (TextIndex.replace).
    if (previous) this.#unindex(previous, {keepText: true})
    else this.#order.set(doc._id, this.#nextOrder++)
    this.#docs.set(doc._id, doc)
    this.#docAt[this.#order.get(doc._id)!] = doc
    addTo(this.#byType, doc._type, doc._id)
    const position = this.#order.get(doc._id)!
    let typeBits = this.#typeBits.get(doc._type)
    if (!typeBits) this.#typeBits.set(doc._type, (typeBits = new GrowingBits()))
    typeBits.set(position)
    const refs = referencesOf(doc)
    this.#refsOf.set(doc._id, refs)
    for (const ref of refs) addTo(this.#byRef, ref, doc._id)
    if (previous) this.#text?.replace(position, previous, doc)
    else this.#text?.add(position, doc)
    for (const sorted of this.#sorted.values()) sorted.insert(doc, position)
    this.#all = null
    this.#version++
  }

  delete(id: string): void {
    const previous = this.#docs.get(id)
    if (!previous) return
    this.#unindex(previous)
    this.#docAt[this.#order.get(id)!] = undefined
    this.#docs.delete(id)
    this.#order.delete(id)
    this.#all = null
    this.#version++
  }

  #unindex(doc: SanityDocument, {keepText = false} = {}): void {
    const position = this.#order.get(doc._id)!
    for (const sorted of this.#sorted.values()) sorted.remove(doc, position)
    if (!keepText) this.#text?.remove(position, doc)
    removeFrom(this.#byType, doc._type, doc._id)
    const typeBits = this.#typeBits.get(doc._type)!
    typeBits.clear(position)
    if (typeBits.size === 0) this.#typeBits.delete(doc._type)
    for (const ref of this.#refsOf.get(doc._id) ?? []) removeFrom(this.#byRef, ref, doc._id)
    this.#refsOf.delete(doc._id)
  }
}
