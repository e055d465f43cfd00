// The pair machine end to end over the ContentLake port of an in-memory lake, with a simulated
// clock: the commit throttle, retries with the same transaction id, refused commits keeping their
// text, and operations flushing through the pair.
import {describe, expect, it} from 'vitest'
import {createActor, SimulatedClock, waitFor} from 'xstate'
import {COMMIT_THROTTLE_MS} from '../../core/editing/index.ts'
import {PERMISSION_REFRESH_MS} from '../../core/permissions/constants.ts'
import {ROLES} from '../../core/permissions/roles.ts'
import {documentOperationsMachine} from '../../machines/documentOperations.ts'
import {CONTENT_UPDATE_PAUSE_MS, documentOperationsActors} from '../../machines/documentOperationsActors.ts'
import {documentPairMachine, hasUnsavedEdits} from '../../machines/documentPair.ts'
import {documentPairActors} from '../../machines/documentPairActors.ts'
import {MemoryLake, MemoryLakeError, networkFailure} from '../support/memoryLake.ts'
import {flushMicrotasks} from './support/pairWorld.ts'

function start(options: {failures?: Parameters<MemoryLake['port']>[0]; fields?: Record<string, unknown>} = {}) {
  const lake = new MemoryLake()
  lake.commit([{create: {_id: 'doc', _type: 'post', title: 'Hello', ...options.fields}}])
  const port = lake.port(options.failures)
  const mutate = port.mutate
  const sent: string[] = []
  port.mutate = (mutations, opts) => {
    sent.push(opts?.transactionId ?? '')
    return mutate(mutations, opts)
  }
  const clock = new SimulatedClock()
  const pair = createActor(documentPairMachine.provide({actors: documentPairActors(port)}), {
    input: {publishedId: 'doc', type: 'post'},
    clock,
  })
  pair.start()
  const type = (text: string) => {
    for (const ch of text) {
      const doc = pair.getSnapshot().context.editing.edge
      const title = String((doc.draft ?? doc.published)?.title ?? '')
      pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: title + ch}]})
    }
  }
  return {lake, port, pair, clock, sent, type}
}

const loaded = (pair: ReturnType<typeof start>['pair']) => waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))

/** The lake's news reaches the pair (it fetches again), the throttle passes, and what it sends again lands. */
async function refetchAndResend(lake: MemoryLake, clock: SimulatedClock) {
  lake.deliver()
  await flushMicrotasks()
  clock.increment(COMMIT_THROTTLE_MS)
  await flushMicrotasks()
  lake.deliver()
  await flushMicrotasks()
}

/** A pair loaded from a lake that delivers its events when told, recording every transaction sent. */
async function loadedOnDeliveredLake(lake: MemoryLake) {
  const port = lake.port()
  const sent: unknown[][] = []
  const mutate = port.mutate
  port.mutate = (mutations, opts) => {
    sent.push(mutations)
    return mutate(mutations, opts)
  }
  const clock = new SimulatedClock()
  const pair = createActor(documentPairMachine.provide({actors: documentPairActors(port)}), {input: {publishedId: 'doc', type: 'post'}, clock})
  pair.start()
  await flushMicrotasks()
  lake.deliver()
  await loaded(pair)
  return {pair, clock, sent}
}

describe('document pair machine', () => {
  it('commits the first keystroke at once and the rest after the throttle, as one transaction', async () => {
    const {lake, pair, clock, sent, type} = start()
    await loaded(pair)
    type('a')
    await flushMicrotasks()
    expect(sent).toHaveLength(1)
    type('bcd')
    await flushMicrotasks()
    expect(sent).toHaveLength(1)
    clock.increment(COMMIT_THROTTLE_MS - 1)
    await flushMicrotasks()
    expect(sent).toHaveLength(1)
    clock.increment(1)
    await flushMicrotasks()
    expect(sent).toHaveLength(2)
    expect(lake.get('drafts.doc')?.title).toBe('Helloabcd')
    expect(lake.get('drafts.doc')?._rev).toBe(sent[1])
    expect(pair.getSnapshot().context.editing.submitted).toEqual([])
  })

  it("follows the lake's changes through their mendoza effects: parts a change did not touch stay the same objects", async () => {
    const items = Array.from({length: 50}, (_, i) => ({_key: `k${i}`, _type: 'entry', title: `Entry ${i}`}))
    const {lake, pair} = start({fields: {items}})
    await loaded(pair)
    const before = pair.getSnapshot().context.editing.head.published as unknown as {items: object[]}
    lake.commit([{patch: {id: 'doc', set: {'items[_key=="k7"].title': 'Changed elsewhere'}}}])
    await waitFor(pair, (s) => (s.context.editing.head.published as unknown as {items: {title: string}[]} | null)?.items[7]?.title === 'Changed elsewhere')
    const after = pair.getSnapshot().context.editing.head.published as unknown as {items: object[]; _rev: string}
    // A whole document in each event would be a fresh copy: every item a new object to compare.
    expect(after.items[6]).toBe(before.items[6])
    expect(after.items[49]).toBe(before.items[49])
    expect(after).toEqual(lake.get('doc'))
  })

  it('a flush skips the throttle', async () => {
    const {pair, sent, type} = start()
    await loaded(pair)
    type('a')
    await flushMicrotasks()
    type('b')
    pair.send({type: 'flush'})
    await flushMicrotasks()
    expect(sent).toHaveLength(2)
  })

  it('counts edits as unsaved from the keystroke until the lake stored them: waiting out the throttle, on their way, retried', async () => {
    const {lake, pair, clock, type} = start({failures: {mutate: [networkFailure()]}})
    await loaded(pair)
    const unsaved = () => hasUnsavedEdits(pair.getSnapshot().context)
    expect(unsaved()).toBe(false)
    type('!')
    // Sent at once, and the lake could not be reached: still unsaved while it is retried.
    expect(unsaved()).toBe(true)
    await flushMicrotasks()
    expect(pair.getSnapshot().matches({edit: {ready: 'retrying'}})).toBe(true)
    expect(unsaved()).toBe(true)
    clock.increment(1000)
    await flushMicrotasks()
    expect(lake.get('drafts.doc')?.title).toBe('Hello!')
    expect(unsaved()).toBe(false)
    // Made during the throttle's cooldown: unsaved until the next commit is answered.
    type('?')
    await flushMicrotasks()
    expect(unsaved()).toBe(true)
    clock.increment(COMMIT_THROTTLE_MS)
    await flushMicrotasks()
    expect(lake.get('drafts.doc')?.title).toBe('Hello!?')
    expect(unsaved()).toBe(false)
  })

  it('retries a commit that could not reach the lake with the same transaction id, keeping the edits', async () => {
    const {lake, pair, clock, sent, type} = start({failures: {mutate: [networkFailure(), networkFailure()]}})
    await loaded(pair)
    type('!')
    await flushMicrotasks()
    expect(pair.getSnapshot().matches({edit: {ready: 'retrying'}})).toBe(true)
    expect(pair.getSnapshot().context.retrying).toMatch(/Could not save/)
    type('?')
    clock.increment(1000)
    await flushMicrotasks()
    clock.increment(2000)
    await flushMicrotasks()
    expect(sent.slice(0, 3)).toEqual([sent[0], sent[0], sent[0]])
    expect(lake.get('drafts.doc')?.title).toBe('Hello!')
    clock.increment(COMMIT_THROTTLE_MS)
    await flushMicrotasks()
    expect(lake.get('drafts.doc')?.title).toBe('Hello!?')
    expect(pair.getSnapshot().context.retrying).toBeNull()
  })

  it('a refused commit is dropped, EDGE goes back, and the refused text stays available to copy', async () => {
    const refusal = new MemoryLakeError('Insufficient permissions; permission "update" required', {status: 403, type: 'permissionDenied'})
    const {lake, pair, type} = start({failures: {mutate: [refusal]}})
    await loaded(pair)
    type('!')
    await flushMicrotasks()
    const {error, editing} = pair.getSnapshot().context
    expect(error).toMatchObject({type: 'commitRefused', status: 403, message: refusal.message})
    expect(error?.type === 'commitRefused' && error.shown.draft?.title).toBe('Hello!')
    expect(editing.submitted).toEqual([])
    expect(editing.edge).toEqual(editing.head)
    expect(lake.get('drafts.doc')).toBeNull()
    // Still editable.
    expect(pair.getSnapshot().can({type: 'edit', patches: []})).toBe(true)
    pair.send({type: 'error.dismiss'})
    expect(pair.getSnapshot().context.error).toBeNull()
  })

  it('an edit made on a published version someone has since replaced is sent again on the new one, nothing lost', async () => {
    const lake = new MemoryLake({manualDelivery: true})
    lake.commit([{create: {_id: 'doc', _type: 'post', title: 'Hello'}}])
    const {pair, clock, sent} = await loadedOnDeliveredLake(lake)
    // Someone else drafts and publishes a summary; this editor has not heard of it yet.
    lake.commit([{create: {_id: 'drafts.doc', _type: 'post', title: 'Hello', summary: 'Theirs'}}], {identity: 'someone'})
    lake.commit([{createOrReplace: {_id: 'doc', _type: 'post', title: 'Hello', summary: 'Theirs'}}, {delete: {id: 'drafts.doc'}}], {identity: 'someone'})
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Hello!'}]})
    await flushMicrotasks()
    // The draft it would have made from the older copy is refused, and nothing was stored.
    expect(sent).toHaveLength(1)
    expect(sent[0][0]).toMatchObject({patch: {id: 'doc', ifRevisionID: expect.any(String)}})
    expect(lake.get('drafts.doc')).toBeNull()
    expect(pair.getSnapshot().context.error).toBeNull()
    expect(pair.getSnapshot().context.editing.edge.draft?.title).toBe('Hello!')
    await refetchAndResend(lake, clock)
    expect(sent).toHaveLength(2)
    expect(lake.get('drafts.doc')).toMatchObject({title: 'Hello!', summary: 'Theirs'})
    expect(pair.getSnapshot().context.editing.edge.draft).toEqual(lake.get('drafts.doc'))
  })

  it('edits to an existing draft go as patches alone; a draft discarded meanwhile is made again from the published version', async () => {
    const lake = new MemoryLake({manualDelivery: true})
    lake.commit([{create: {_id: 'doc', _type: 'post', title: 'Hello', summary: 'Published'}}])
    lake.commit([{create: {_id: 'drafts.doc', _type: 'post', title: 'Hello', summary: 'Drafted'}}])
    const {pair, clock, sent} = await loadedOnDeliveredLake(lake)
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Hello!'}]})
    await flushMicrotasks()
    lake.deliver()
    await flushMicrotasks()
    // The draft is there: no copy of the whole document travels with the edit.
    expect(sent[0]).toHaveLength(1)
    expect(sent[0][0]).toMatchObject({patch: {id: 'drafts.doc'}})
    expect(lake.get('drafts.doc')).toMatchObject({title: 'Hello!', summary: 'Drafted'})

    // Someone discards the draft; this editor has not heard of it yet and types on.
    lake.commit([{delete: {id: 'drafts.doc'}}], {identity: 'someone'})
    clock.increment(COMMIT_THROTTLE_MS)
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Hello! world'}]})
    await flushMicrotasks()
    // The patch finds no draft and is refused as not found: nothing stored, no error for the editor.
    expect(sent).toHaveLength(2)
    expect(lake.get('drafts.doc')).toBeNull()
    expect(pair.getSnapshot().context.error).toBeNull()
    await refetchAndResend(lake, clock)
    // The discard stands (the draft's '!' and summary are gone); what was typed since is sent again
    // on the fetched pair, with a new draft made from the published version.
    expect(sent).toHaveLength(3)
    expect(sent[2][1]).toMatchObject({createIfNotExists: {_id: 'drafts.doc', summary: 'Published'}})
    expect(lake.get('drafts.doc')).toMatchObject({title: 'Hello world', summary: 'Published'})
    expect(pair.getSnapshot().context.editing.edge.draft).toEqual(lake.get('drafts.doc'))
  })

  it('a retry that finds its transaction already stored counts it as stored, not refused', async () => {
    const {lake, port, pair, clock, sent, type} = start()
    const mutate = port.mutate
    let first = true
    // The lake stores the first attempt, but its answer is lost on the way back.
    port.mutate = async (mutations, opts) => {
      const result = await mutate(mutations, opts)
      if (first) {
        first = false
        throw networkFailure()
      }
      return result
    }
    await loaded(pair)
    type('!')
    await flushMicrotasks()
    expect(pair.getSnapshot().matches({edit: {ready: 'retrying'}})).toBe(true)
    clock.increment(1000)
    await flushMicrotasks()
    expect(sent).toEqual([sent[0], sent[0]])
    expect(pair.getSnapshot().context.error).toBeNull()
    expect(pair.getSnapshot().matches({edit: {ready: 'cooldown'}})).toBe(true)
    expect(lake.get('drafts.doc')?.title).toBe('Hello!')
    expect(pair.getSnapshot().context.editing.edge.draft?.title).toBe('Hello!')
  })

  it('operations flush pending edits through the pair, then publish what the lake has', async () => {
    const {lake, port, pair, type} = start()
    await loaded(pair)
    const operations = createActor(
      documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake: port})}),
      {input: {publishedId: 'doc', type: 'post', grants: ROLES.editor.grants}},
    )
    operations.start()
    type('a')
    type('bc')
    await flushMicrotasks()
    expect(operations.getSnapshot().context.status.publish.disabled).toBe(false)
    operations.send({type: 'operation.execute', operation: 'publish'})
    await waitFor(operations, (s) => s.context.completed !== null || s.context.error !== null)
    expect(operations.getSnapshot().context.error).toBeNull()
    expect(lake.get('drafts.doc')).toBeNull()
    expect(lake.get('doc')?.title).toBe('Helloabc')
    await flushMicrotasks()
    expect(pair.getSnapshot().context.editing.edge).toEqual({draft: null, published: lake.get('doc')})
    expect(operations.getSnapshot().context.status.publish.disabled).toBe('ALREADY_PUBLISHED')
  })

  it('an operation called before the pair is ready is an error', () => {
    const operations = createActor(documentOperationsMachine, {input: {publishedId: 'doc', type: 'post'}})
    operations.start()
    operations.send({type: 'operation.execute', operation: 'delete'})
    expect(operations.getSnapshot().context.error).toEqual({
      operation: 'delete',
      reason: 'NOT_READY',
      message: 'Operation called before the document is ready',
    })
  })

  it('a viewer sees publish denied with the permission reason', async () => {
    const {port, pair, type} = start()
    await loaded(pair)
    type('x')
    const operations = createActor(
      documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake: port})}),
      {input: {publishedId: 'doc', type: 'post', grants: ROLES.viewer.grants}},
    )
    operations.start()
    const {publish} = operations.getSnapshot().context.status
    expect(publish.disabled).toBe(false)
    expect(publish.permission?.granted).toBe(false)
    expect(publish.permission?.reason).toMatch(/^Unable to publish:\n\tnot allowed to replace the published document: No matching grants found/)
  })

  it('the operations hear of a new draft at once, and of content-only keystrokes once typing pauses', async () => {
    const {port, pair, type} = start()
    await loaded(pair)
    const operations = createActor(
      documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake: port})}),
      {input: {publishedId: 'doc', type: 'post', grants: ROLES.editor.grants}},
    )
    let pairEvents = 0
    operations.subscribe(() => undefined)
    operations.system.inspect((event) => {
      if (event.type === '@xstate.event' && event.event.type === 'pair.changed') pairEvents++
    })
    operations.start()
    const atStart = pairEvents
    // The first keystroke creates the draft: which documents exist changes, so it goes at once.
    type('a')
    expect(pairEvents).toBe(atStart + 1)
    expect(operations.getSnapshot().context.pair.draft?.title).toBe('Helloa')
    // Further keystrokes only change the draft's content: none reaches the operations until typing
    // pauses, then one event carries the latest content.
    type('bcd')
    expect(pairEvents).toBe(atStart + 1)
    await new Promise((resolve) => setTimeout(resolve, CONTENT_UPDATE_PAUSE_MS / 2))
    type('e')
    await new Promise((resolve) => setTimeout(resolve, CONTENT_UPDATE_PAUSE_MS / 2))
    expect(pairEvents).toBe(atStart + 1)
    await new Promise((resolve) => setTimeout(resolve, CONTENT_UPDATE_PAUSE_MS))
    expect(pairEvents).toBe(atStart + 2)
    expect(operations.getSnapshot().context.pair.draft?.title).toBe('Helloabcde')
    operations.stop()
  })

  it('under continuous typing the permission answers are refreshed no later than 1 s after the first change (SH-PERM-012)', async () => {
    const {port, pair, type} = start()
    await loaded(pair)
    type('a')
    const operations = createActor(
      documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake: port})}),
      {input: {publishedId: 'doc', type: 'post', grants: ROLES.contributor.grants}},
    )
    operations.start()
    await flushMicrotasks()
    const before = operations.getSnapshot().context.status
    const started = Date.now()
    // A key every 100 ms, never pausing long enough for the 200 ms rule.
    while (Date.now() - started < PERMISSION_REFRESH_MS + 500) {
      type('x')
      await new Promise((resolve) => setTimeout(resolve, CONTENT_UPDATE_PAUSE_MS / 2))
      if (operations.getSnapshot().context.status !== before) break
    }
    const waited = Date.now() - started
    expect(operations.getSnapshot().context.status).not.toBe(before)
    // A timer's slack on a loaded machine, not a second allowance.
    expect(waited).toBeLessThanOrEqual(PERMISSION_REFRESH_MS + CONTENT_UPDATE_PAUSE_MS)
    // The answers were computed again with the document as it now is.
    expect(operations.getSnapshot().context.pair.draft?.title).toMatch(/^Helloax+$/)
    expect(operations.getSnapshot().context.status.publish.permission?.granted).toBe(false)
    operations.stop()
  })
})
