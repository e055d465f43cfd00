// Replays one path per transition of the document pair's test model on the real machine, against an
// in-memory lake. After each step the machine must be in the model's state with the same queues,
// flags and error, and its text must obey the editing model: EDGE is HEAD with the submitted and
// pending edits applied, and once nothing local waits, EDGE is HEAD. At the end of each path the
// world is let run until quiet: the editor then shows exactly what the lake stores.
import {afterEach, describe, expect, it} from 'vitest'
import {rebase, type PairDocuments} from '../../core/editing/index.ts'
import {describeEvent, model, START_TITLE, summary, type ModelEvent} from './documentPair.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {PairWorld} from './support/pairWorld.ts'

/** The content of a pair: revisions and times are the lake's to set, predictions leave them open. */
const content = (docs: PairDocuments) =>
  Object.fromEntries(
    Object.entries(docs).map(([side, doc]) => {
      if (!doc) return [side, doc]
      const {_rev, _updatedAt, _createdAt, ...rest} = doc
      return [side, rest]
    }),
  )

const paths = keyedTransitionPaths(model)
let world: PairWorld | undefined

afterEach(() => world?.stop())

describe('document pair model', () => {
  it('reaches loading, editing, committing, retrying, refetching and the closed listener', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of [
      {sync: 'live', edit: {ready: 'sending'}},
      {sync: 'live', edit: {ready: 'retrying'}},
      {sync: 'fetching', edit: {ready: 'cooldown'}},
      {sync: 'fetchRetry', edit: 'loading'},
      {sync: 'closed', edit: {ready: 'idle'}},
    ]) {
      expect(reached.has(JSON.stringify(value)), JSON.stringify(value)).toBe(true)
    }
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as ModelEvent)).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      world = new PairWorld({title: START_TITLE})
      let editable = false
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') await world.exec(step.event as ModelEvent)
        const real = world.snapshot
        const {editing} = real.context
        const what = describeEvent(step.event as ModelEvent)
        expect(summary(real), what).toEqual(summary(step.state as never))
        expect(content(editing.edge), what).toEqual(content(rebase(editing.spec, editing.head, editing.submitted, editing.pending)))
        if (editing.pending.length === 0 && editing.submitted.length === 0) expect(editing.edge, what).toEqual(editing.head)
        // One commit at a time, and none abandoned: a commit call is open exactly while sending.
        expect(world.calls.pending('commit'), what).toBe(real.matches({edit: {ready: 'sending'}}) ? 1 : 0)
        // Once loaded, the editor never goes back to a read-only state, whatever the connection does.
        if (editable) expect(real.matches({edit: 'ready'}), what).toBe(true)
        editable ||= real.matches({edit: 'ready'})
      }
      if (await world.drain()) {
        const {editing} = world.snapshot.context
        expect(editing.head).toEqual({draft: world.lake.get('drafts.doc'), published: world.lake.get('doc')})
        expect(editing.edge).toEqual(editing.head)
      }
    },
  )
})
