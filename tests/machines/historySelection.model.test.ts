// The history selection machine walked with xstate/graph: every transition reachable by what the
// view sends — the URL naming nothing, a chunk, a range, a time id (recent or stale) or a name that
// never existed; the timeline holding no chunks, the newest ones, or all of history — replayed on
// a real actor, with the clock at two moments (just after the last change, and two hours later,
// when time ids have gone stale). After every step the state and the chunks shown must be the
// oracle's, and more history is asked for exactly when a name is still being looked for.
import {describe, expect, it} from 'vitest'
import {createActor, type SnapshotFrom} from 'xstate'
import {TestModel} from 'xstate/graph'
import type {Chunk} from '../../core/history/index.ts'
import {historySelectionMachine, type HistorySelectionEvent} from '../../machines/historySelection.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {ALL, expected, names, START} from './support/historySelectionOracle.ts'

type Snapshot = SnapshotFrom<typeof historySelectionMachine>

const LOADS: {chunks: Chunk[]; complete: boolean}[] = [
  {chunks: [], complete: false},
  {chunks: ALL.slice(-2), complete: false},
  {chunks: ALL, complete: true},
]

const EVENTS: HistorySelectionEvent[] = [
  ...names.flatMap((rev) => [null, 'tx0', 'nope'].map((since): HistorySelectionEvent => ({type: 'select', rev, since}))),
  ...LOADS.map((load): HistorySelectionEvent => ({type: 'chunks', ...load})),
  {type: 'tick'},
]

function serializeState(snapshot: Snapshot): string {
  const {value, context} = snapshot
  return JSON.stringify({value, rev: context.rev, since: context.since, loaded: context.chunks.length, complete: context.complete})
}

const modelAt = (now: number) =>
  new TestModel(historySelectionMachine, {
    input: {now: () => now},
    events: EVENTS,
    serializeState: serializeState as never,
  })

function describeEvent(event: HistorySelectionEvent): string {
  if (event.type === 'select') return `select rev=${event.rev} since=${event.since}`
  if (event.type === 'chunks') return `timeline has ${event.chunks.length} chunks${event.complete ? ' (all)' : ''}`
  return 'tick'
}

describe('history selection machine (xstate/graph)', () => {
  for (const [label, now] of [
    ['just after the last change', START + 101 * 60_000],
    ['two hours later', START + 220 * 60_000],
  ] as const) {
    it(`replays every transition with the clock ${label}`, () => {
      const paths = keyedTransitionPaths(modelAt(now) as never) as unknown as {steps: {event: HistorySelectionEvent; state: Snapshot}[]}[]
      const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))))
      expect([...reached].sort()).toEqual(['inactive', 'invalid', 'loading', 'range', 'rev'])
      for (const path of paths) {
        let requests = 0
        const actor = createActor(historySelectionMachine.provide({actions: {requestMore: () => void requests++}}), {input: {now: () => now}}).start()
        let rev: string | null = null
        let since: string | null = null
        let chunks: Chunk[] = []
        let complete = false
        const trail: string[] = []
        for (const {event, state} of path.steps) {
          trail.push(describeEvent(event))
          const where = trail.join(' → ')
          const before = requests
          actor.send(event)
          if (event.type === 'select') ({rev, since} = event)
          if (event.type === 'chunks') ({chunks, complete} = {chunks: [...event.chunks], complete: event.complete})
          const snapshot = actor.getSnapshot()
          const want = expected(rev, since, chunks, complete, now)
          expect(snapshot.value, where).toBe(state.value)
          expect(snapshot.value, where).toBe(want.state)
          expect(snapshot.context.revChunk?.id ?? null, where).toBe(want.rev)
          expect(snapshot.context.sinceChunk?.id ?? null, where).toBe(want.since)
          expect(requests - before, where).toBe(want.state === 'loading' ? 1 : 0)
        }
        actor.stop()
      }
    })
  }
})
