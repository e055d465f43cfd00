// A pair the user may not read (the lake's doc endpoint leaves a half out for `permission`): the
// pair machine says so in a state of its own and never becomes an editable empty document, whose
// first save the lake would refuse. Asking again once the grants allow it loads the pair.
import {describe, expect, it} from 'vitest'
import {createActor, waitFor} from 'xstate'
import {documentPairActors, documentPairMachine} from '../../machines/index.ts'
import {MemoryLake} from '../support/memoryLake.ts'
import {flushMicrotasks} from './support/pairWorld.ts'

describe('the pair machine on a document the user may not read', () => {
  it('stops in sync.readDenied with a readDenied error, and loads once asked again with the grant', async () => {
    const lake = new MemoryLake()
    lake.commit([{create: {_id: 'doc', _type: 'post', title: 'Hidden'}}])
    const port = lake.port()
    const getDocuments = port.getDocuments
    let readable = false
    const sent: unknown[] = []
    port.getDocuments = async (ids, options) => {
      const answer = await getDocuments(ids, options)
      if (readable) return answer
      return {documents: [], omitted: ids.map((id) => ({id, reason: answer.documents.some((doc) => doc._id === id) ? ('permission' as const) : ('existence' as const)}))}
    }
    const mutate = port.mutate
    port.mutate = (mutations, options) => {
      sent.push(mutations)
      return mutate(mutations, options)
    }
    const pair = createActor(documentPairMachine.provide({actors: documentPairActors(port)}), {input: {publishedId: 'doc', type: 'post'}})
    pair.start()

    const denied = await waitFor(pair, (s) => s.matches({sync: 'readDenied'}))
    expect(denied.context.error).toEqual({type: 'readDenied', message: 'You do not have permission to read this document (doc)', ids: ['doc']})
    expect(denied.matches({edit: 'loading'})).toBe(true)
    expect(denied.context.retrying).toBeNull()
    // Not an empty document to type into: edits are not taken, nothing is sent.
    pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: 'mine'}]})
    pair.send({type: 'flush'})
    await flushMicrotasks()
    expect(pair.getSnapshot().context.editing.pending).toEqual([])
    expect(sent).toEqual([])

    readable = true
    pair.send({type: 'retry.now'})
    const loaded = await waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))
    expect(loaded.context.error).toBeNull()
    expect(loaded.context.editing.edge.published).toMatchObject({_id: 'doc', title: 'Hidden'})
    pair.stop()
  })
})
