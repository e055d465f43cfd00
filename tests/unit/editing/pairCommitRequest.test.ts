// How the document pair's edits reach the lake (LAKE-CALL-015, K-ED-022): one mutate transaction
// with the client's transaction id, `visibility=async` and no documents asked back, the first edit
// at once and the next ones 1000 ms later; and the HTTP adapter puts those options on the wire.
import {describe, expect, it} from 'vitest'
import {createActor, SimulatedClock, waitFor} from 'xstate'
import {createHttpContentLake} from '../../../adapters/http/lake.ts'
import type {MutateOptions, Mutation} from '../../../core/lake/types.ts'
import type {RequestOptions} from '../../../core/ports.ts'
import {documentPairMachine} from '../../../machines/documentPair.ts'
import {documentPairActors} from '../../../machines/documentPairActors.ts'
import {MemoryLake} from '../../support/memoryLake.ts'
import {flushMicrotasks} from '../../machines/support/pairWorld.ts'

describe('the pair commit', () => {
  it('is one async mutate per commit, no documents returned, and the second waits exactly 1000 ms', async () => {
    const lake = new MemoryLake()
    lake.commit([{create: {_id: 'doc', _type: 'post', title: 'Hello'}}])
    const port = lake.port()
    const calls: {mutations: Mutation[]; options: (MutateOptions & RequestOptions) | undefined}[] = []
    const mutate = port.mutate
    port.mutate = (mutations, options) => {
      calls.push({mutations, options})
      return mutate(mutations, options)
    }
    const clock = new SimulatedClock()
    const pair = createActor(documentPairMachine.provide({actors: documentPairActors(port)}), {input: {publishedId: 'doc', type: 'post'}, clock})
    pair.start()
    await waitFor(pair, (s) => s.matches({sync: 'live', edit: {ready: 'idle'}}))
    const type = (text: string) => pair.send({type: 'edit', patches: [{type: 'set', path: ['title'], value: text}]})

    type('Hello!')
    await flushMicrotasks()
    expect(calls).toHaveLength(1)
    type('Hello!?')
    clock.increment(999)
    await flushMicrotasks()
    expect(calls).toHaveLength(1)
    clock.increment(1)
    await flushMicrotasks()
    expect(calls).toHaveLength(2)

    for (const call of calls) {
      expect(call.options).toMatchObject({visibility: 'async', transactionId: expect.any(String)})
      expect(call.options?.returnDocuments).toBeFalsy()
    }
    // The transaction id the studio chose becomes the new revision.
    expect(lake.get('drafts.doc')).toMatchObject({title: 'Hello!?', _rev: calls[1].options?.transactionId})
    pair.stop()
  })

  it('goes over HTTP as POST /data/mutate with visibility=async, the transaction id in the body, no returnDocuments', async () => {
    const sent: {url: string; method?: string; body?: unknown}[] = []
    const lake = createHttpContentLake({
      apiHost: 'http://lake.invalid',
      projectId: 'p',
      dataset: 'production',
      token: 't',
      fetch: async (input, init) => {
        sent.push({url: String(input), method: init?.method, body: init?.body})
        return new Response(JSON.stringify({transactionId: 'tx-1', results: []}), {status: 200, headers: {'Content-Type': 'application/json'}})
      },
    })
    await lake.mutate([{patch: {id: 'drafts.doc', set: {title: 'x'}}}], {transactionId: 'tx-1', visibility: 'async', tag: 'document.commit'})
    expect(sent).toHaveLength(1)
    const url = new URL(sent[0].url)
    expect(sent[0].method).toBe('POST')
    expect(url.pathname).toMatch(/\/data\/mutate\/production$/)
    expect(url.searchParams.get('visibility')).toBe('async')
    expect(url.searchParams.has('returnDocuments')).toBe(false)
    expect(JSON.parse(String(sent[0].body))).toEqual({mutations: [{patch: {id: 'drafts.doc', set: {title: 'x'}}}], transactionId: 'tx-1'})
  })
})
