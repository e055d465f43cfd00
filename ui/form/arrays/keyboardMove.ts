// Where a keyboard move takes a lifted item (ED-ARR-014): computed on positions, not on the rows
// that happen to be mounted, so a move reaches every place of a virtualised list.
import {ARRAY_KEYBOARD_PAGE_ITEMS} from '../../../core/editing/arrayConstants.ts'

/**
 * The position a key moves the item at `at` of `count` to, or null when the key does not move.
 * `columns` is the grid's column count: up and down move a whole row there; a list has one.
 */
export function moveTargetOf(key: string, at: number, count: number, columns = 1): number | null {
  if (count <= 0) return null
  const last = count - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  const steps: Record<string, number> = {
    ArrowUp: -columns,
    ArrowDown: columns,
    ArrowLeft: -1,
    ArrowRight: 1,
    PageUp: -ARRAY_KEYBOARD_PAGE_ITEMS,
    PageDown: ARRAY_KEYBOARD_PAGE_ITEMS,
  }
  const step = steps[key]
  if (step === undefined) return null
  return Math.min(last, Math.max(0, at + step))
}

/** What a key does to a lifted item besides moving it. */
export function liftedKeyActionOf(key: string): 'drop' | 'cancel' | null {
  if (key === ' ' || key === 'Enter') return 'drop'
  // Tab leaves the handle: the item goes back rather than moving where the user did not confirm.
  if (key === 'Escape' || key === 'Tab') return 'cancel'
  return null
}
