// The pure editing loop: local edits, commit, echo, rebase, refetch, refusal, multi-document
// transactions, draft creation and live edit — against an in-memory lake.
import {describe, expect, it} from 'vitest'
import {buildCommit, isConsistent, receiveMutation} from '../../../core/editing/index.ts'
import type {MutationEvent} from '../../../core/lake/types.ts'
import {MemoryLake} from '../../support/memoryLake.ts'
import {PairClient} from '../../support/pairHarness.ts'

function setup(fields: Record<string, unknown> = {title: 'Hello'}, options: {liveEdit?: boolean; draft?: boolean} = {}) {
  const lake = new MemoryLake({syncWelcome: true})
  lake.commit([{create: {_id: 'p1', _type: 'post', ...fields}}])
  if (options.draft) lake.commit([{create: {_id: 'drafts.p1', _type: 'post', ...fields}}])
  const client = new PairClient(lake, {publishedId: 'p1', type: 'post', liveEdit: options.liveEdit})
  return {lake, client}
}

const type = (client: PairClient, path: string, text: string) => {
  for (const ch of text) {
    const doc = client.edge.draft ?? client.edge.published
    const current = (doc?.[path] as string | undefined) ?? ''
    client.edit({type: 'set', path: [path], value: current + ch})
  }
}

describe('local edits', () => {
  it('show in EDGE at once and wait in pending; HEAD does not move', () => {
    const {client} = setup()
    type(client, 'title', '!')
    expect(client.edge.draft?.title).toBe('Hello!')
    expect(client.state.head.draft).toBeNull()
    expect(client.state.pending).toHaveLength(1)
  })

  it('the first edit of a published-only document creates the draft from the published content in the same transaction', () => {
    const {client, lake} = setup({title: 'Hello', body: 'kept'})
    type(client, 'title', '!')
    const tx = client.commit()!
    // First the check that the published version copied is still the one stored, writing nothing.
    expect(tx.mutations[0]).toEqual({patch: {id: 'p1', ifRevisionID: lake.get('p1')?._rev}})
    expect(tx.mutations[1]).toEqual({createIfNotExists: expect.objectContaining({_id: 'drafts.p1', _type: 'post', title: 'Hello', body: 'kept'})})
    expect(tx.mutations[1]).not.toHaveProperty('createIfNotExists._rev')
    expect(tx.mutations[2]).toMatchObject({patch: {id: 'drafts.p1'}})
    client.serve()
    expect(lake.get('drafts.p1')).toMatchObject({title: 'Hello!', body: 'kept', _rev: tx.transactionId})
  })

  it('a live-edit type patches the published document and never makes a draft', () => {
    const {client, lake} = setup({title: 'Live'}, {liveEdit: true})
    type(client, 'title', '!')
    expect(client.edge.draft).toBeNull()
    expect(client.edge.published?.title).toBe('Live!')
    const tx = client.commit()!
    expect(tx.mutations.every((m) => !('patch' in m) || ('id' in m.patch && m.patch.id === 'p1'))).toBe(true)
    client.serve()
    client.deliverAll()
    expect(lake.get('drafts.p1')).toBeNull()
    expect(lake.get('p1')?.title).toBe('Live!')
  })

  it('a brand-new document is created with its type on the first edit', () => {
    const lake = new MemoryLake({syncWelcome: true})
    const client = new PairClient(lake, {publishedId: 'new1', type: 'post'})
    client.edit({type: 'set', path: ['title'], value: 'T'})
    expect(client.edge.draft).toMatchObject({_id: 'drafts.new1', _type: 'post', title: 'T'})
    client.commit()
    client.serve()
    client.deliverAll()
    expect(lake.get('drafts.new1')).toMatchObject({_type: 'post', title: 'T'})
    expect(isConsistent(client.state)).toBe(true)
  })
})

describe('commit and echo', () => {
  it('the transaction id becomes the next _rev, and its echo confirms it without changing EDGE', () => {
    const {client, lake} = setup()
    type(client, 'title', ' world')
    const edgeBefore = client.edge.draft
    const tx = client.commit()!
    expect(client.state.pending).toEqual([])
    expect(client.state.submitted.map((t) => t.transactionId)).toEqual([tx.transactionId])
    expect(client.edge.draft).toBe(edgeBefore)
    client.serve()
    expect(client.deliverOne()).toBe('confirmed')
    expect(client.state.submitted).toEqual([])
    expect(client.state.head.draft?._rev).toBe(tx.transactionId)
    expect(client.edge.draft?.title).toBe('Hello world')
    expect(client.edge.draft).toEqual(lake.get('drafts.p1'))
  })

  it('squashes a word typed letter by letter into one diffMatchPatch', () => {
    const {client} = setup()
    type(client, 'title', ' world')
    const tx = client.commit()!
    const patches = tx.mutations.filter((m) => 'patch' in m && m.patch.ifRevisionID === undefined)
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({patch: {setIfMissing: {title: ''}, diffMatchPatch: {title: expect.any(String)}}})
  })

  it('nothing to send when the edits cancel out', () => {
    const {client} = setup()
    client.edit({type: 'set', path: ['title'], value: 'Hello!'}, {type: 'set', path: ['title'], value: 'Hello'})
    expect(buildCommit(client.state, 'tx').transaction).toBeNull()
  })
})

describe('remote mutations', () => {
  it('rebase local pending edits onto someone else’s change, merging text typed into the same field', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    type(client, 'title', ' world')
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'Oh Hello', other: 1}}}], {identity: 'someone'})
    expect(client.deliverOne()).toBe('applied')
    expect(client.state.head.draft?.title).toBe('Oh Hello')
    expect(client.edge.draft).toMatchObject({title: 'Oh Hello world', other: 1})
    client.commit()
    client.serve()
    client.deliverAll()
    expect(lake.get('drafts.p1')?.title).toBe('Oh Hello world')
    expect(client.edge.draft).toEqual(lake.get('drafts.p1'))
  })

  it('keep unchanged fields of EDGE as the same objects (narrow selectors do not re-render)', () => {
    const {client, lake} = setup({title: 'Hello', nested: {a: 1}}, {draft: true})
    const nested = client.edge.draft?.nested
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'Changed'}}}])
    client.deliverAll()
    expect(client.edge.draft?.nested).toBe(nested)
  })

  it('an event that does not follow HEAD asks for a refetch, and the refetch catches up', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'one'}}}])
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'two'}}}])
    client.inbox.shift() // the first event is lost
    const {outcome} = receiveMutation(client.state, client.inbox[0] as MutationEvent)
    expect(outcome).toBe('refetch')
    client.deliverAll()
    expect(client.state.head.draft?.title).toBe('two')
  })

  it('apply the events of one transaction together (publish never shows half done)', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    const draft = lake.get('drafts.p1')!
    lake.commit([{createOrReplace: {...draft, _id: 'p1', title: 'Published'}}, {delete: {id: 'drafts.p1'}}])
    expect(client.inbox).toHaveLength(2)
    expect(client.deliverOne()).toBe('buffered')
    expect(client.state.head.draft).not.toBeNull()
    expect(client.deliverOne()).toBe('applied')
    expect(client.state.head).toMatchObject({draft: null, published: {title: 'Published'}})
  })

  it('an event already contained in HEAD is ignored', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'new'}}}])
    client.refetch()
    expect(client.deliverOne()).toBe('ignored')
    expect(client.state.head.draft?.title).toBe('new')
  })
})

describe('refetch after a reconnect', () => {
  it('drops submitted transactions the fetch already contains, so nothing is applied twice', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    type(client, 'title', '!')
    client.commit()
    client.serve() // stored; the echo is lost with the connection
    client.dropConnection()
    client.deliverAll()
    expect(client.state.submitted).toEqual([])
    expect(client.edge.draft?.title).toBe('Hello!')
    expect(client.edge.draft).toEqual(lake.get('drafts.p1'))
  })

  it('also when someone else changed the document after our transaction was stored', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    client.edit({type: 'set', path: ['tag'], value: 'a'})
    client.commit()
    client.serve()
    lake.commit([{patch: {id: 'drafts.p1', set: {other: 1}}}])
    client.dropConnection()
    client.deliverAll()
    expect(client.state.submitted).toEqual([])
    expect(client.edge.draft).toMatchObject({tag: 'a', other: 1})
    expect(client.edge.draft).toEqual(lake.get('drafts.p1'))
  })

  it('keeps pending edits across the refetch and rebases them', () => {
    const {client, lake} = setup({title: 'Hello'}, {draft: true})
    client.dropConnection()
    type(client, 'title', '?')
    lake.commit([{patch: {id: 'drafts.p1', set: {title: 'Hi Hello'}}}])
    client.inbox.length = 1 // only the welcome survives
    client.deliverAll()
    expect(client.edge.draft?.title).toBe('Hi Hello?')
  })
})

describe('refused commits', () => {
  it('drop the transaction, rebuild EDGE from HEAD and what is still queued, and hand back what was shown', () => {
    const {client} = setup({title: 'Hello'}, {draft: true})
    type(client, 'title', '!')
    // The lake refuses a patch that removes the type.
    client.edit({type: 'unset', path: ['_type']})
    const tx = client.commit()!
    const shownBefore = client.edge
    type(client, 'other', 'x')
    expect(client.serve()).toBe('refused')
    expect(client.state.submitted.find((t) => t.transactionId === tx.transactionId)).toBeUndefined()
    expect(client.edge.draft).toMatchObject({_type: 'post', title: 'Hello', other: 'x'})
    expect(shownBefore.draft?.title).toBe('Hello!')
  })
})
