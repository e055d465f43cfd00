// ED-ARR-012: a grid shows as many of its configured columns as its width holds at the minimum
// card width, never fewer than two and never more than configured.
import {describe, expect, test} from 'vitest'
import {ARRAY_GRID_MIN_CARD_PX} from '../../../core/editing/arrayConstants.ts'
import {gridColumnsFor} from '../../../ui/form/arrays/gridColumns.ts'

const GAP = 8

describe('grid columns by width', () => {
  test('a column is given up as soon as a tile would be narrower than the minimum card width', () => {
    const widthFor = (columns: number) => columns * ARRAY_GRID_MIN_CARD_PX + (columns - 1) * GAP
    expect(gridColumnsFor(widthFor(4), 4, GAP)).toBe(4)
    expect(gridColumnsFor(widthFor(4) - 1, 4, GAP)).toBe(3)
    expect(gridColumnsFor(widthFor(3), 4, GAP)).toBe(3)
    expect(gridColumnsFor(widthFor(3) - 1, 4, GAP)).toBe(2)
  })

  test('never more than configured, however wide', () => {
    expect(gridColumnsFor(5000, 3, GAP)).toBe(3)
    expect(gridColumnsFor(5000, 2, GAP)).toBe(2)
  })

  test('two columns at least, on a phone as on a hidden (zero-width) grid (K-ED-032)', () => {
    expect(gridColumnsFor(340, 4, GAP)).toBe(2)
    expect(gridColumnsFor(0, 4, GAP)).toBe(2)
  })

  test('the gap counts between columns only', () => {
    expect(gridColumnsFor(3 * 100 + 2 * 20, 4, 20, 100)).toBe(3)
    expect(gridColumnsFor(3 * 100 + 2 * 20 - 1, 4, 20, 100)).toBe(2)
  })

  test('the count never decreases as the width grows', () => {
    let previous = 0
    for (let width = 0; width <= 1200; width += 7) {
      const columns = gridColumnsFor(width, 4, GAP)
      expect(columns).toBeGreaterThanOrEqual(previous)
      previous = columns
    }
  })
})
