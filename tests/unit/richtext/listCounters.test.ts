// A chunk of a long body counts its numbered items on from where the blocks before it left off.
import {describe, expect, test} from 'vitest'
import {drawnListLevel, listCountersAtChunks} from '../../../core/richtext/listCounters.ts'

const number = (level: number) => ({_type: 'block', listItem: 'number', level, children: []})
const bullet = (level: number) => ({_type: 'block', listItem: 'bullet', level, children: []})
const paragraph = {_type: 'block', style: 'normal', children: []}
const image = {_type: 'image'}

/** The counts of a reset, level 1 first, or undefined for none. */
const counts = (reset: string | undefined) => reset?.split(' ').filter((_, i) => i % 2 === 1).map(Number)

describe('list counts carried into chunks', () => {
  test('a numbered list running past a chunk start carries its count at every level', () => {
    const blocks = [paragraph, number(1), number(1), number(2), number(2), number(2), number(3), number(1)]
    const [atStart, midList, afterDeeper] = listCountersAtChunks(blocks, [0, 3, 7])
    expect(atStart).toBeUndefined()
    expect(counts(midList)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(counts(afterDeeper)).toEqual([2, 3, 1, 0, 0, 0, 0, 0, 0])
    expect(afterDeeper!.startsWith('pt-l1 2 pt-l2 3 pt-l3 1 pt-l4 0')).toBe(true)
  })

  test('an item restarts the level below it only, as the stylesheet does', () => {
    const blocks = [number(1), number(2), number(3), number(3), number(1)]
    expect(counts(listCountersAtChunks(blocks, [5])[0])).toEqual([2, 0, 2, 0, 0, 0, 0, 0, 0])
    expect(counts(listCountersAtChunks([...blocks, number(2)], [6])[0])).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0])
  })

  test('a paragraph, a heading or a bullet item ends the count; a block object does not', () => {
    const heading = {_type: 'block', style: 'h2', children: []}
    for (const ender of [paragraph, heading, bullet(1)]) expect(listCountersAtChunks([number(1), number(1), ender], [3])).toEqual([undefined])
    expect(counts(listCountersAtChunks([number(1), number(1), image], [3])[0])).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  test('levels out of range count where they are drawn', () => {
    expect(drawnListLevel(0)).toBe(1)
    expect(drawnListLevel(12)).toBe(9)
    expect(drawnListLevel(2.7)).toBe(2)
    expect(drawnListLevel(Number.NaN)).toBe(1)
    expect(drawnListLevel('3')).toBe(1)
    expect(drawnListLevel(undefined)).toBe(1)
    expect(counts(listCountersAtChunks([number(12), number(12), {_type: 'block', listItem: 'number'}], [3])[0])).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 2])
  })

  test('values that are not blocks leave the counts be', () => {
    expect(counts(listCountersAtChunks([number(1), null, 'text', undefined, number(1)], [5])[0])).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0])
  })
})
