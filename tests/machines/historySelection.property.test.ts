// The history selection machine against a model of it, over random sequences of what the view
// does: the URL names a revision, a range or nothing (by chunk id or time id, some that exist,
// some that never did), the timeline loads more chunks or reaches the start of history, and time
// passes on a simulated clock. After every step the state and the chunks shown must be the
// model's; the timeline is asked for more exactly when a name is still being looked for.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {createActor} from 'xstate'
import type {Chunk} from '../../core/history/index.ts'
import {historySelectionMachine} from '../../machines/historySelection.ts'
import {ALL, expected, names, START} from './support/historySelectionOracle.ts'

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
