// Candidate sets of document ids. Ids named in a query are plain Sets; what the type and text
// indexes answer is slots (the documents' natural positions): a bitset when large, because a
// common search term can hit most of the dataset and a bitset joins tens of thousands of postings
// in well under a millisecond where a Set of strings takes tens; an ascending list when small,
// because a search ors a hundred fields and most of them hold the term in few documents or none.
// Bitsets take one bit per document (12.5 kB at 100k): a byte each made every search allocate
// megabytes of buffers, and the garbage collector ran full collections over the whole dataset.

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

/** A bitset of `slots` bits. */
export function newBits(slots: number): Uint32Array {
  return new Uint32Array((slots + 31) >>> 5)
}

export function hasBit(bits: Uint32Array, slot: number): boolean {
  return ((bits[slot >>> 5] >>> (slot & 31)) & 1) === 1
}

export function setBit(bits: Uint32Array, slot: number): void {
  bits[slot >>> 5] |= 1 << (slot & 31)
}

export function countBits(bits: Uint32Array): number {
  let n = 0
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]
    w -= (w >>> 1) & 0x55555555
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333)
    n += (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24)
  }
  return n
}

export class SlotSet implements IdSet {
  readonly bits: Uint32Array
  readonly size: number
  readonly slots: Slots

  constructor(slots: Slots, bits: Uint32Array, size: number) {
    this.slots = slots
    this.bits = bits
    this.size = size
  }

  has(id: string): boolean {
    const slot = this.slots.slotOf(id)
    return slot !== undefined && hasBit(this.bits, slot)
  }

  *[Symbol.iterator](): Iterator<string> {
    const {bits, slots} = this
    for (let word = 0; word < bits.length; word++) {
      if (bits[word] === 0) continue
      for (let bit = 0; bit < 32; bit++) {
        if (((bits[word] >>> bit) & 1) === 0) continue
        const id = slots.idAt(word * 32 + bit)
        if (id !== undefined) yield id
      }
    }
  }
}

/** Each slot of a set in ascending order, without going through ids (no generator either). */
export function forEachSlot(set: SlotSet | SlotList, visit: (slot: number) => void): void {
  if (set instanceof SlotList) {
    for (const slot of set.list) visit(slot)
    return
  }
  const {bits} = set
  for (let word = 0; word < bits.length; word++) {
    let w = bits[word]
    while (w !== 0) {
      const bit = 31 - Math.clz32(w & -w)
      visit(word * 32 + bit)
      w &= w - 1
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
  if (set instanceof SlotSet) return (slot) => hasBit(set.bits, slot)
  if (set instanceof SlotList) return (slot) => set.hasSlot(slot)
  return (_, id) => set.has(id)
}

/** A bitset kept up to date by the index; read through SlotSets, never written by them. */
export class GrowingBits {
  bits: Uint32Array = newBits(1024)
  size = 0

  set(slot: number): void {
    if (slot >>> 5 >= this.bits.length) {
      const grown = newBits(Math.max(slot + 1, this.bits.length * 64))
      grown.set(this.bits)
      this.bits = grown
    }
    if (!hasBit(this.bits, slot)) this.size++
    setBit(this.bits, slot)
  }

  clear(slot: number): void {
    if (slot >>> 5 >= this.bits.length || !hasBit(this.bits, slot)) return
    this.size--
    this.bits[slot >>> 5] &= ~(1 << (slot & 31))
  }
}

export function intersectIds(a: IdSet, b: IdSet): IdSet {
  if (a === b) return a
  if (a instanceof SlotSet && b instanceof SlotSet && a.slots === b.slots) {
    const bits = new Uint32Array(Math.min(a.bits.length, b.bits.length))
    for (let i = 0; i < bits.length; i++) bits[i] = a.bits[i] & b.bits[i]
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

/** The union of several sets, as slots: a bitset once large, so a hundred fields cost a pass each. */
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
  for (const set of distinct) {
    if (set instanceof SlotSet && set.slots === slots) {
      const length = Math.min(bits.length, set.bits.length)
      for (let i = 0; i < length; i++) bits[i] |= set.bits[i]
    } else if (set instanceof SlotList && set.slots === slots) {
      for (const slot of set.list) setBit(bits, slot)
    } else {
      for (const id of set) {
        const slot = slots.slotOf(id)
        if (slot !== undefined) setBit(bits, slot)
      }
    }
  }
  return new SlotSet(slots, bits, countBits(bits))
}
