// ED-ARR-012: how many columns an array grid shows at a width. The configured count is a maximum:
// the grid gives up columns while its tiles would be narrower than the minimum card width, and
// stops at two, the spec's lower bound, even on a phone.
import {ARRAY_GRID_MIN_CARD_PX, ARRAY_GRID_MIN_COLUMNS} from '../../../core/editing/arrayConstants.ts'

/** Columns for a grid `width` px wide whose columns are `gap` px apart, at most `max`. */
export function gridColumnsFor(width: number, max: number, gap: number, minCard: number = ARRAY_GRID_MIN_CARD_PX): number {
  // n tiles and n - 1 gaps fit when n * minCard + (n - 1) * gap <= width.
  const fit = Math.floor((width + gap) / (minCard + gap))
  return Math.min(max, Math.max(ARRAY_GRID_MIN_COLUMNS, fit))
}
