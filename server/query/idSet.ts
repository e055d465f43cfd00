// Candidate sets of document ids. Small ones are plain Sets; what the text index answers is a
// bitmap over the documents' slots (their natural positions), because a common search term can
// hit most of the dataset and a bitmap joins tens of thousands of postings in well under a
// millisecond where a Set of strings takes tens.

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

/** A bitmap kept up to date by the index; read through SlotSets, never written by them. */
export class GrowingBits {
  bits = new Uint8Array(1024)
  size = 0

  set(slot: number): void {
    if (slot >= this.bits.length) {
      const grown = new Uint8Array(Math.max(slot + 1, this.bits.length * 2))
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
    let size = 0
    for (let i = 0; i < length; i++) size += bits[i] = a.bits[i] & b.bits[i]
    return new SlotSet(a.slots, bits, size)
  }
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  const out = new Set<string>()
  for (const id of small) if (large.has(id)) out.add(id)
  return out
}

/** The union of several sets: a bitmap once it is large, so a hundred searched fields cost a pass each. */
export function unionAllIds(sets: IdSet[], slots: Slots): IdSet {
  const distinct = [...new Set(sets)]
  if (distinct.length === 1) return distinct[0]
  const total = distinct.reduce((sum, set) => sum + set.size, 0)
  if (total * 32 < slots.slotCount) {
    const out = new Set<string>()
    for (const set of distinct) for (const id of set) out.add(id)
    return out
  }
  const bits = new Uint8Array(slots.slotCount)
  let size = 0
  const mark = (slot: number) => {
    size += 1 - bits[slot]
    bits[slot] = 1
  }
  for (const set of distinct) {
    if (set instanceof SlotSet && set.slots === slots) {
      const length = Math.min(bits.length, set.bits.length)
      for (let slot = 0; slot < length; slot++) if (set.bits[slot] === 1) mark(slot)
    } else {
      for (const id of set) {
        const slot = slots.slotOf(id)
        if (slot !== undefined) mark(slot)
      }
    }
  }
  return new SlotSet(slots, bits, size)
}
