// Replays one path per transition of the operations' test model on the real machine. The flush and
// the commit wait for the path to answer them; an answered commit is applied to an in-memory lake
// holding the pair the machine was shown, and the lake must then hold what the operation means.
import {afterEach, describe, expect, it} from 'vitest'
import {createActor, fromPromise, type Actor} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../../core/editing/index.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {documentOperationsMachine, OPERATION_BEFORE_READY, type FlushInput} from '../../machines/documentOperations.ts'
import {MemoryLake} from '../support/memoryLake.ts'
import {describeEvent, INPUT, model, summary, type ModelEvent} from './documentOperations.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {ScriptedCalls, settle} from './support/scripted.ts'

class OperationsWorld {
  readonly lake = new MemoryLake()
  readonly calls = new ScriptedCalls()
  readonly actor: Actor<typeof documentOperationsMachine>

  constructor() {
    const machine = documentOperationsMachine.provide({
      actors: {
        flushAndWait: fromPromise<PairDocuments, FlushInput>(({input}) => this.calls.call('flushAndWait', input)),
        commit: fromPromise<unknown, CommitTransaction>(({input}) => this.calls.call('commit', input)),
      },
    })
    this.actor = createActor(machine, {input: INPUT})
    this.actor.start()
  }

  /** The lake holds exactly this pair, with its revisions. */
  holds(pair: PairDocuments) {
    this.lake.docs.clear()
    for (const doc of [pair.draft, pair.published]) if (doc) this.lake.docs.set(doc._id, structuredClone(doc))
  }

  async exec(event: ModelEvent) {
    const e = event as {type: string; output?: unknown; error?: unknown}
    if (e.type === 'xstate.done.actor.flushAndWait') {
      this.holds(e.output as PairDocuments)
      this.calls.resolve('flushAndWait', e.output)
    } else if (e.type === 'xstate.error.actor.flushAndWait') {
      this.calls.reject('flushAndWait', e.error)
    } else if (e.type === 'xstate.done.actor.commit') {
      const tx = this.calls.inputOf('commit') as CommitTransaction
      this.calls.resolve('commit', this.lake.commit(tx.mutations, {transactionId: tx.transactionId}))
    } else if (e.type === 'xstate.error.actor.commit') {
      this.calls.reject('commit', e.error)
    } else {
      if (e.type === 'pair.changed') this.holds(event as unknown as PairDocuments)
      this.actor.send(event as never)
    }
    await settle()
  }
}

const paths = keyedTransitionPaths(model)
let world: OperationsWorld | undefined
afterEach(() => world?.actor.stop())

/** What each operation leaves in the lake, given the pair before it. */
function expectEffect(lake: MemoryLake, operation: string, before: PairDocuments, duplicateId?: string) {
  const draft = lake.get('drafts.doc')
  const published = lake.get('doc')
  switch (operation) {
    case 'publish':
      expect(draft).toBeNull()
      expect(published).toMatchObject({title: before.draft!.title, author: {_type: 'reference', _ref: 'person-1'}})
      expect(published!.author).not.toHaveProperty('_weak')
      break
    case 'unpublish':
      expect(published).toBeNull()
      expect(draft?.title).toBe((before.draft ?? before.published)!.title)
      break
    case 'discardChanges':
      expect(draft).toBeNull()
      expect(published?.title).toBe(before.published!.title)
      break
    case 'delete':
      expect(draft).toBeNull()
      expect(published).toBeNull()
      break
    case 'duplicate': {
      const copy = lake.get(`drafts.${duplicateId}`) as SanityDocument
      expect(copy.title).toBe((before.draft ?? before.published)!.title)
      expect(copy._createdAt).not.toBe(before.draft?._createdAt ?? before.published?._createdAt)
      break
    }
  }
}

describe('document operations model', () => {
  it('covers every operation completing, refused for its reason, and refused by permission', () => {
    const ends = paths.map((p) => summary(p.state as never))
    for (const operation of ['publish', 'unpublish', 'discardChanges', 'delete', 'duplicate']) {
      expect(ends.some((s) => s.completed?.operation === operation), `${operation} completes`).toBe(true)
      expect(ends.some((s) => s.error?.operation === operation && s.error.reason === 'DISABLED'), `${operation} disabled`).toBe(true)
    }
    expect(ends.some((s) => s.error?.reason === 'PERMISSION_DENIED')).toBe(true)
    expect(ends.some((s) => s.error?.reason === 'NOT_READY')).toBe(true)
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as ModelEvent)).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      world = new OperationsWorld()
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.init') continue
        const before = world.actor.getSnapshot()
        await world.exec(step.event as ModelEvent)
        const real = world.actor.getSnapshot()
        const what = describeEvent(step.event as ModelEvent)
        expect(summary(real), what).toEqual(summary(step.state as never))
        if (real.context.error?.reason === 'NOT_READY') expect(real.context.error.message).toBe(OPERATION_BEFORE_READY)
        if (real.context.error?.reason === 'PERMISSION_DENIED') expect(real.context.error.message).toMatch(/^Unable to \w+:\n\t/)
        // A second press while one runs is not taken.
        if (real.matches('running')) expect(real.can({type: 'operation.execute', operation: 'publish'})).toBe(false)
        if ((step.event.type as string) === 'xstate.done.actor.commit') {
          const {completed} = real.context
          expectEffect(world.lake, completed!.operation, {draft: before.context.pair.draft, published: before.context.pair.published}, completed!.duplicateId)
        }
      }
    },
  )
})
