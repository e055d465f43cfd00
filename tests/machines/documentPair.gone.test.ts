// A pair deleted by someone else while open (machines/documentPairGone.ts): the machine says who
// and keeps what the editor saw, drops the edits not stored, and takes and sends no more edits, so
// nothing recreates the document; once it is restored it is editable again. A new document (never
// stored) is not "gone": its first edit creates it, as before.
import {describe, expect, it} from 'vitest'
import {createActor, waitFor} from 'xstate'
import {documentPairActors, documentPairMachine} from '../../machines/index.ts'
import type {Mutation} from '../../core/lake/types.ts'
import {MemoryLake} from '../support/memoryLake.ts'
import {flushMicrotasks} from './support/pairWorld.ts'

function start(lake: MemoryLake, publishedId: string) {
  const port = lake.port()
  const sent: Mutation[][] = []
  const mutate = port.mutate
  port.mutate = (mutations, options) => {
    sent.push([...mutations])
    return mutate(mutations, options)
  }
  const pair = createActor(documentPairMachine.provide({actors: documentPairActors(port)}), {input: {publishedId, type: 'post'}})
  pair.start()
  return {pair, sent}
}

describe('the pair machine when the open pair is deleted elsewhere', () => {
  it('is gone with who deleted it and what was shown, takes no edits, and is editable once restored', async () => {
    const lake = new MemoryLake({identity: 'p-editor'})
    lake.commit([{create: {_id: 'drafts.doc', _type: 'post', title: 'First'}}])
    const {pair, sent} = start(lake, 'doc')
    await waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Stored'}]})
    await waitFor(pair, (s) => s.context.editing.head.draft?.title === 'Stored')

    // Typed within the save throttle, not sent yet: then someone else deletes the pair.
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Stored and typed'}]})
    lake.commit([{delete: {id: 'drafts.doc'}}], {identity: 'p-developer', transactionId: 'the-delete'})
    const gone = await waitFor(pair, (s) => s.context.gone !== null)
    expect(gone.context.gone).toMatchObject({
      identity: 'p-developer',
      transactionId: 'the-delete',
      stored: {draft: {title: 'Stored'}},
      shown: {draft: {title: 'Stored and typed'}},
      unsaved: true,
    })
    await waitFor(pair, (s) => s.context.sending === null && s.matches({sync: 'live', edit: {ready: 'idle'}}))
    const after = pair.getSnapshot().context
    expect(after.editing.pending).toEqual([])
    expect(after.editing.edge).toEqual({draft: null, published: null})

    // Nothing typed now is taken or sent: the document is not recreated.
    const before = sent.length
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'after'}]})
    pair.send({type: 'flush'})
    await flushMicrotasks()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent.slice(before)).toEqual([])
    expect(pair.getSnapshot().context.editing.pending).toEqual([])

    // Restored (by anyone): no longer gone, and edits go out again.
    lake.commit([{create: {_id: 'drafts.doc', _type: 'post', title: 'Stored'}}])
    await waitFor(pair, (s) => s.context.gone === null && s.context.editing.head.draft !== null)
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Back'}]})
    await waitFor(pair, (s) => s.context.editing.head.draft?.title === 'Back')
    pair.stop()
  })

  it('a new document is never gone: its first edit creates it', async () => {
    const lake = new MemoryLake()
    const {pair, sent} = start(lake, 'fresh')
    await waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'New'}]})
    const created = await waitFor(pair, (s) => s.context.editing.head.draft?.title === 'New')
    expect(created.context.gone).toBeNull()
    expect(sent.length).toBeGreaterThan(0)
    pair.stop()
  })

  it('forgets its own deletion when told (the pane’s own Delete)', async () => {
    const lake = new MemoryLake()
    lake.commit([{create: {_id: 'drafts.doc', _type: 'post', title: 'Mine'}}])
    const {pair} = start(lake, 'doc')
    await waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))
    lake.commit([{delete: {id: 'drafts.doc'}}], {transactionId: 'own-delete'})
    await waitFor(pair, (s) => s.context.gone?.transactionId === 'own-delete')
    pair.send({type: 'gone.forget'})
    expect(pair.getSnapshot().context.gone).toBeNull()
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'Again'}]})
    await waitFor(pair, (s) => s.context.editing.head.draft?.title === 'Again')
    pair.stop()
  })
})
