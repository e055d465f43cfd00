// Numbered list items count with CSS counters, one per level (ui/form/richtext/Content.module.css).
// A long body's chunks each lay out on their own (content-visibility), which also scopes counters
// to the chunk: a list running past a chunk's start would number from 1 again. So each chunk starts
// its counters where the blocks before it left them, worked out here the way the stylesheet counts.
import {clampListLevel, RICH_TEXT_LIST_LEVELS} from './constants.ts'

/** The stylesheet's counter of each list level, level 1 first. */
export const LIST_COUNTERS: readonly string[] = Array.from({length: RICH_TEXT_LIST_LEVELS}, (_, i) => `pt-l${i + 1}`)

/** The level a number item is drawn at (its `data-level`): 1 for a missing or unusable level. */
export function drawnListLevel(level: unknown): number {
  return typeof level === 'number' && Number.isFinite(level) ? clampListLevel(level) : 1
}

/**
 * What one block does to the counters: a number item counts at its level and restarts the level
 * below it; any other text block restarts them all; a block object leaves them be.
 */
function count(values: number[], block: unknown): void {
  if (typeof block !== 'object' || block === null || (block as {_type?: unknown})._type !== 'block') return
  const {listItem, level} = block as {listItem?: unknown; level?: unknown}
  if (listItem !== 'number') {
    values.fill(0)
    return
  }
  const at = drawnListLevel(level) - 1
  values[at]! += 1
  if (at + 1 < values.length) values[at + 1] = 0
}

/**
 * For each chunk (by the index of its first block, ascending), the `counter-reset` that carries the
 * counts of the blocks before it into it, or undefined when every count is zero there.
 */
export function listCountersAtChunks(blocks: readonly unknown[], starts: readonly number[]): (string | undefined)[] {
  const values = new Array<number>(RICH_TEXT_LIST_LEVELS).fill(0)
  const resets: (string | undefined)[] = []
  let next = 0
  for (const start of starts) {
    for (; next < start; next++) count(values, blocks[next])
    resets.push(values.some((value) => value !== 0) ? values.map((value, i) => `${LIST_COUNTERS[i]} ${value}`).join(' ') : undefined)
  }
  return resets
}
