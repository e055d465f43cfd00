// Candidate sets of document ids. Ids named in a query are plain Sets; what the type and text
// indexes answer is slots (the documents' natural positions): a bitmap when large, because a
// common search term can hit most of the dataset and a bitmap joins tens of thousands of postings
// in well under a millisecond where a Set of strings takes tens; an ascending list when small,
// because a search ors a hundred fields and most of them hold the term in few documents or none.

export interface IdSet {
  readonly size: number
  has(id: string): boolean
  [Symbol.iterator](): Iterator<string>
}

/** How a dataset maps ids to slots and back; slots are never reused while the index lives. */
export interface Slots {
  slotOf(id: string): number | undefined
  idAt(slot: number): string | undefined
  readonly slotCount: number
}

export class SlotSet implements IdSet {
  readonly bits: Uint8Array
  readonly size: number
  readonly slots: Slots

  constructor(slots: Slots, bits: Uint8Array, size: number) {
    this.slots = slots
    this.bits = bits
    this.size = size
  }

  has(id: string): boolean {
    const slot = this.slots.slotOf(id)
    return slot !== undefined && this.bits[slot] === 1
  }

  *[Symbol.iterator](): Iterator<string> {
    const {bits, slots} = this
    for (let slot = 0; slot < bits.length; slot++) {
      if (bits[slot] === 1) {
        const id = slots.idAt(slot)
        if (id !== undefined) yield id
      }
    }
  }
}

/** Where a slot is or would go in an ascending list of slots. */
export function searchSlot(list: readonly number[], slot: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (list[mid] < slot) low = mid + 1
    else high = mid
  }
  return low
}

export class SlotList implements IdSet {
  readonly list: readonly number[]
  readonly slots: Slots

  /** `list` ascending, without repeats. */
  constructor(slots: Slots, list: readonly number[]) {
    this.slots = slots
    this.list = list
  }

  get size(): number {
    return this.list.length
  }

  hasSlot(slot: number): boolean {
    return this.list[searchSlot(this.list, slot)] === slot
  }

  has(id: string): boolean {
    const slot = this.slots.slotOf(id)
    return slot !== undefined && this.hasSlot(slot)
  }

  *[Symbol.iterator](): Iterator<string> {
    for (const slot of this.list) {
      const id = this.slots.idAt(slot)
      if (id !== undefined) yield id
    }
  }
}

/** Ascending slots without repeats, from lists that may overlap. */
export function mergeSlots(lists: readonly (readonly number[])[]): number[] {
  const all = lists.length === 1 ? [...lists[0]] : lists.flat().sort((a, b) => a - b)
  let kept = 0
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]
  all.length = kept
  return all
}

/** Membership by slot where the set allows it, by id otherwise. */
export function membership(set: IdSet): (slot: number, id: string) => boolean {
  if (set instanceof SlotSet) return (slot) => set.bits[slot] === 1
  if (set instanceof SlotList) return (slot) => set.hasSlot(slot)
  return (_, id) => set.has(id)
}

/** Bitmaps are a whole number of 32-bit words long, so joins work on four slots at a time. */
export function newBits(slots: number): Uint8Array {
  return new Uint8Array((slots + 3) & ~3)
}

function words(bits: Uint8Array, length: number): Uint32Array {
  return new Uint32Array(bits.buffer, bits.byteOffset, length >>> 2)
}

/** How many slots are set: each byte is 0 or 1, so a multiply sums a word's four bytes. */
function countBits(bits: Uint8Array): number {
  const w = words(bits, bits.length)
  let n = 0
  for (let i = 0; i < w.length; i++) n += Math.imul(w[i], 0x01010101) >>> 24
  return n
}

/** A bitmap kept up to date by the index; read through SlotSets, never written by them. */
export class GrowingBits {
  bits: Uint8Array = newBits(1024)
  size = 0

  set(slot: number): void {
    if (slot >= this.bits.length) {
      const grown = newBits(Math.max(slot + 1, this.bits.length * 2))
      grown.set(this.bits)
      this.bits = grown
    }
    if (this.bits[slot] === 0) this.size++
    this.bits[slot] = 1
  }

  clear(slot: number): void {
    if (this.bits[slot] === 1) this.size--
    if (slot < this.bits.length) this.bits[slot] = 0
  }
}

export function intersectIds(a: IdSet, b: IdSet): IdSet {
  if (a === b) return a
  if (a instanceof SlotSet && b instanceof SlotSet && a.slots === b.slots) {
    const length = Math.min(a.bits.length, b.bits.length)
    const bits = new Uint8Array(length)
    const [out, x, y] = [words(bits, length), words(a.bits, length), words(b.bits, length)]
    for (let i = 0; i < out.length; i++) out[i] = x[i] & y[i]
    return new SlotSet(a.slots, bits, countBits(bits))
  }
  for (const [list, other] of [[a, b], [b, a]]) {
    if (list instanceof SlotList && (other instanceof SlotSet || other instanceof SlotList) && list.slots === other.slots) {
      const has = membership(other)
      return new SlotList(list.slots, list.list.filter((slot) => has(slot, '')))
    }
  }
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  const out = new Set<string>()
  for (const id of small) if (large.has(id)) out.add(id)
  return out
}

/** The union of several sets, as slots: a bitmap once large, so a hundred fields cost a pass each. */
export function unionAllIds(sets: IdSet[], slots: Slots): IdSet {
  const distinct = [...new Set(sets)]
  if (distinct.length === 1) return distinct[0]
  const total = distinct.reduce((sum, set) => sum + set.size, 0)
  if (total * 32 < slots.slotCount) {
    const lists = distinct.map((set) => {
      if (set instanceof SlotList && set.slots === slots) return set.list
      const found: number[] = []
      for (const id of set) {
        const slot = slots.slotOf(id)
        if (slot !== undefined) found.push(slot)
      }
      return found
    })
    return new SlotList(slots, mergeSlots(lists))
  }
  const bits = newBits(slots.slotCount)
  const out = words(bits, bits.length)
  for (const set of distinct) {
    if (set instanceof SlotSet && set.slots === slots) {
      const other = words(set.bits, Math.min(bits.length, set.bits.length))
      for (let i = 0; i < other.length; i++) out[i] |= other[i]
    } else if (set instanceof SlotList && set.slots === slots) {
      for (const slot of set.list) bits[slot] = 1
    } else {
      for (const id of set) {
        const slot = slots.slotOf(id)
        if (slot !== undefined) bits[slot] = 1
      }
    }
  }
  return new SlotSet(slots, bits, countBits(bits))
}
