// Shared by the history selection tests: six chunks of a document's history, the names a URL may
// give (chunk ids, time ids, names that never existed), and the oracle: what the selection should
// be from the names, the chunks loaded and the time.
import {chunksOf, type Chunk, type HistoryTransaction, TIME_ID_VALID_MS, timeIdOf} from '../../../core/history/index.ts'
import {documentEffectsOf} from '../../../core/mendoza/documentEffects.ts'

const DRAFT = 'drafts.doc'
export const START = Date.parse('2026-01-01T00:00:00Z')

/** Six chunks, 20 minutes apart (each its own chunk), the last one ending at START + 100 min. */
export const ALL: Chunk[] = chunksOf(
  Array.from({length: 6}, (_, n): HistoryTransaction => ({
    id: `tx${n}`,
    timestamp: new Date(START + n * 20 * 60_000).toISOString(),
    author: 'ada',
    effects: {[DRAFT]: documentEffectsOf(n === 0 ? null : {_id: DRAFT, n: n - 1}, {_id: DRAFT, n})},
  })),
  'doc',
)

export const names = [null, 'tx0', 'tx3', 'tx5', 'nope', timeIdOf(ALL[5]), timeIdOf(ALL[1]), '@2025-12-31T00:00:00.000Z'] as const

/** The model: what the selection should be, from the names, the chunks loaded and the time. */
export function expected(rev: string | null, since: string | null, chunks: Chunk[], complete: boolean, now: number) {
  const resolve = (id: string | null): Chunk | 'pending' | 'invalid' | null => {
    if (id === null) return null
    if (id.startsWith('@')) {
      const time = Date.parse(id.slice(1))
      const current = chunks.filter((chunk) => Date.parse(chunk.startTimestamp) <= time).at(-1)
      if (!current) return complete ? 'invalid' : 'pending'
      return now - Date.parse(current.endTimestamp) > TIME_ID_VALID_MS ? 'invalid' : current
    }
    return chunks.find((chunk) => chunk.id === id) ?? (complete ? 'invalid' : 'pending')
  }
  const r = resolve(rev)
  const s = resolve(since)
  if (rev === null && since === null) return {state: 'inactive', rev: null, since: null}
  if (r === 'invalid' || s === 'invalid') return {state: 'invalid', rev: null, since: null}
  if (r === 'pending' || s === 'pending') return {state: 'loading', rev: null, since: null}
  const chunk = (x: typeof r) => (x && typeof x === 'object' ? x.id : null)
  return {state: since !== null ? 'range' : 'rev', rev: chunk(r), since: chunk(s)}
}
