// Type pills next to the query (SH-SEARCH-027): as many as fit a character budget of 40 (20 at
// the narrowest width) less the query's length; the rest are shown as a count.
import {TYPE_PILL_BUDGET, TYPE_PILL_BUDGET_NARROW} from './constants.ts'

export interface TypePills {
  shown: string[]
  /** How many types did not fit ("+N"). */
  hiddenCount: number
}

/** `titles` are the pill labels of the selected types, in display order. */
export function typePillsOf(titles: readonly string[], query: string, narrow: boolean): TypePills {
  let remaining = (narrow ? TYPE_PILL_BUDGET_NARROW : TYPE_PILL_BUDGET) - query.length
  const shown: string[] = []
  for (const title of titles) {
    if (title.length > remaining) break
    shown.push(title)
    remaining -= title.length
  }
  return {shown, hiddenCount: titles.length - shown.length}
}
