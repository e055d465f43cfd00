// ED-ARR-014: keyboard moves are positions in the whole list, not steps among mounted rows.
import {describe, expect, test} from 'vitest'
import {ARRAY_KEYBOARD_PAGE_ITEMS} from '../../../core/editing/arrayConstants.ts'
import {moved} from '../../../core/editing/arrayPatches.ts'
import {liftedKeyActionOf, moveTargetOf} from '../../../ui/form/arrays/keyboardMove.ts'

describe('where a key moves a lifted item', () => {
  test('arrows move one place in a list, within its ends', () => {
    expect(moveTargetOf('ArrowDown', 0, 1000)).toBe(1)
    expect(moveTargetOf('ArrowUp', 5, 1000)).toBe(4)
    expect(moveTargetOf('ArrowUp', 0, 1000)).toBe(0)
    expect(moveTargetOf('ArrowDown', 999, 1000)).toBe(999)
    expect(moveTargetOf('ArrowRight', 3, 10)).toBe(4)
    expect(moveTargetOf('ArrowLeft', 3, 10)).toBe(2)
  })

  test('Home and End reach the first and last place of the whole list', () => {
    expect(moveTargetOf('End', 0, 1000)).toBe(999)
    expect(moveTargetOf('Home', 999, 1000)).toBe(0)
  })

  test('Page Up and Page Down move a page of items, clamped', () => {
    expect(moveTargetOf('PageDown', 0, 1000)).toBe(ARRAY_KEYBOARD_PAGE_ITEMS)
    expect(moveTargetOf('PageDown', 995, 1000)).toBe(999)
    expect(moveTargetOf('PageUp', 3, 1000)).toBe(0)
  })

  test('in a grid, up and down move a whole row; left and right one place', () => {
    expect(moveTargetOf('ArrowDown', 1, 12, 3)).toBe(4)
    expect(moveTargetOf('ArrowUp', 4, 12, 3)).toBe(1)
    expect(moveTargetOf('ArrowUp', 1, 12, 3)).toBe(0)
    expect(moveTargetOf('ArrowDown', 10, 12, 3)).toBe(11)
    expect(moveTargetOf('ArrowRight', 2, 12, 3)).toBe(3)
  })

  test('other keys do not move; an empty list has no place', () => {
    expect(moveTargetOf('a', 3, 10)).toBeNull()
    expect(moveTargetOf('Tab', 3, 10)).toBeNull()
    expect(moveTargetOf('End', 0, 0)).toBeNull()
  })

  test('Space and Enter drop, Escape and Tab put back', () => {
    expect(liftedKeyActionOf(' ')).toBe('drop')
    expect(liftedKeyActionOf('Enter')).toBe('drop')
    expect(liftedKeyActionOf('Escape')).toBe('cancel')
    expect(liftedKeyActionOf('Tab')).toBe('cancel')
    expect(liftedKeyActionOf('ArrowDown')).toBeNull()
  })

  test('the view while lifted is the list the drop writes', () => {
    const keys = Array.from({length: 1000}, (_, index) => `k${index}`)
    const to = moveTargetOf('End', 0, keys.length)!
    const shown = moved(keys, 0, to)
    expect(shown[999]).toBe('k0')
    expect(shown[0]).toBe('k1')
    expect(shown).toHaveLength(1000)
  })
})
