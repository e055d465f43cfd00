// The history selection machine against a model of it, over random sequences of what the view
// does: the URL names a revision, a range or nothing (by chunk id or time id, some that exist,
// some that never did), the timeline loads more chunks or reaches the start of history, and time
// passes on a simulated clock. After every step the state and the chunks shown must be the
// model's; the timeline is asked for more exactly when a name is still being looked for.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {createActor} from 'xstate'
import {chunksOf, type Chunk, type HistoryTransaction, TIME_ID_VALID_MS, timeIdOf} from '../../core/history/index.ts'
import {documentEffectsOf} from '../../core/mendoza/documentEffects.ts'
import {historySelectionMachine} from '../../machines/historySelection.ts'

const DRAFT = 'drafts.doc'
const START = Date.parse('2026-01-01T00:00:00Z')

/** Six chunks, 20 minutes apart (each its own chunk), the last one ending at START + 100 min. */
const ALL: Chunk[] = chunksOf(
  Array.from({length: 6}, (_, n): HistoryTransaction => ({
    id: `tx${n}`,
    timestamp: new Date(START + n * 20 * 60_000).toISOString(),
    author: 'ada',
    effects: {[DRAFT]: documentEffectsOf(n === 0 ? null : {_id: DRAFT, n: n - 1}, {_id: DRAFT, n})},
  })),
  'doc',
)

const names = [null, 'tx0', 'tx3', 'tx5', 'nope', timeIdOf(ALL[5]), timeIdOf(ALL[1]), '@2025-12-31T00:00:00.000Z'] as const

type Step =
  | {type: 'select'; rev: string | null; since: string | null}
  | {type: 'load'; newest: number; complete: boolean}
  | {type: 'wait'; minutes: number}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({type: fc.constant('select' as const), rev: fc.constantFrom(...names), since: fc.constantFrom(...names)}),
  // The timeline has the newest `newest` chunks (it loads from the newest back).
  fc.record({type: fc.constant('load' as const), newest: fc.integer({min: 0, max: 6}), complete: fc.boolean()}),
  fc.record({type: fc.constant('wait' as const), minutes: fc.integer({min: 1, max: 90})}),
)

/** The model: what the selection should be, from the names, the chunks loaded and the time. */
function expected(rev: string | null, since: string | null, chunks: Chunk[], complete: boolean, now: number) {
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

describe('history selection (model-based)', () => {
  it('follows the model through random selections, loads and time', () => {
    fc.assert(
      fc.property(fc.array(step, {minLength: 1, maxLength: 25}), (steps) => {
        let now = START + 100 * 60_000
        let requests = 0
        const actor = createActor(historySelectionMachine.provide({actions: {requestMore: () => void requests++}}), {input: {now: () => now}}).start()
        let rev: string | null = null
        let since: string | null = null
        let chunks: Chunk[] = []
        let complete = false
        for (const next of steps) {
          const before = requests
          if (next.type === 'select') {
            ;({rev, since} = next)
            actor.send({type: 'select', rev, since})
          } else if (next.type === 'load') {
            chunks = next.newest === 0 ? [] : ALL.slice(-next.newest)
            complete = next.complete && next.newest === 6
            actor.send({type: 'chunks', chunks, complete})
          } else {
            now += next.minutes * 60_000
            actor.send({type: 'tick'})
          }
          const want = expected(rev, since, chunks, complete, now)
          const snapshot = actor.getSnapshot()
          expect(snapshot.value).toBe(want.state)
          expect(snapshot.context.revChunk?.id ?? null).toBe(want.rev)
          expect(snapshot.context.sinceChunk?.id ?? null).toBe(want.since)
          // More history is asked for exactly when a name is still being looked for.
          expect(requests - before).toBe(want.state === 'loading' ? 1 : 0)
        }
      }),
      {numRuns: 400},
    )
  })
})
