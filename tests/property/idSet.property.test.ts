// Slot sets: visiting the slots of a bitset or a list directly (forEachSlot, which turns candidate
// sets into documents) gives exactly the slots the set holds, ascending, including the high bit of
// a word that arrives as a negative 32-bit integer.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {forEachSlot, newBits, setBit, SlotList, SlotSet, type Slots} from '../../server/query/idSet.ts'

function slotsOf(count: number): Slots {
  return {slotOf: (id) => (id.startsWith('d') ? Number(id.slice(1)) : undefined), idAt: (slot) => (slot < count ? `d${slot}` : undefined), slotCount: count}
}

const slotSets = fc.integer({min: 1, max: 300}).chain((count) =>
  fc.tuple(fc.constant(count), fc.uniqueArray(fc.integer({min: 0, max: count - 1}), {maxLength: count})),
)

describe('forEachSlot', () => {
  it('visits the slots of a bitset and of a list in ascending order, each once', () => {
    fc.assert(
      fc.property(slotSets, ([count, chosen]) => {
        const expected = [...chosen].sort((a, b) => a - b)
        const bits = newBits(count)
        for (const slot of chosen) setBit(bits, slot)
        for (const set of [new SlotSet(slotsOf(count), bits, chosen.length), new SlotList(slotsOf(count), expected)]) {
          const visited: number[] = []
          forEachSlot(set, (slot) => visited.push(slot))
          expect(visited).toEqual(expected)
          expect([...set]).toEqual(expected.map((slot) => `d${slot}`))
        }
      }),
      {numRuns: 300},
    )
  })

  it('reads a full word and its sign bit', () => {
    const bits = newBits(64)
    for (let slot = 0; slot < 64; slot++) if (slot < 32 || slot === 63) setBit(bits, slot)
    const visited: number[] = []
    forEachSlot(new SlotSet(slotsOf(64), bits, 33), (slot) => visited.push(slot))
    expect(visited).toEqual([...Array.from({length: 32}, (_, i) => i), 63])
  })
})
