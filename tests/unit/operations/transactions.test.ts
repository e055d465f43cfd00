// The transactions each operation sends, applied to an in-memory lake.
import {describe, expect, it} from 'vitest'
import {
  deleteMutations,
  discardChangesMutations,
  duplicateMutations,
  newDocumentUuid,
  publishMutations,
  strengthenOnPublish,
  unpublishMutations,
  type OperationPair,
} from '../../../core/operations/index.ts'
import {MemoryLake} from '../../support/memoryLake.ts'

function lakeWith(docs: {draft?: Record<string, unknown>; published?: Record<string, unknown>}) {
  const lake = new MemoryLake()
  if (docs.published) lake.commit([{create: {_id: 'a', _type: 'post', ...docs.published}}])
  if (docs.draft) lake.commit([{create: {_id: 'drafts.a', _type: 'post', ...docs.draft}}])
  const pair = (liveEdit = false): OperationPair => ({
    publishedId: 'a',
    draftId: 'drafts.a',
    liveEdit,
    draft: lake.get('drafts.a'),
    published: lake.get('a'),
  })
  return {lake, pair}
}

describe('strengthenOnPublish', () => {
  it('makes marked weak references strong, keeps those marked weak, leaves others alone', () => {
    const value = {
      author: {_type: 'reference', _ref: 'x', _weak: true, _strengthenOnPublish: {type: 'person'}},
      list: [{_key: 'k', _type: 'reference', _ref: 'y', _weak: true, _strengthenOnPublish: {type: 'person', weak: true}}],
      plain: {_type: 'reference', _ref: 'z', _weak: true},
    }
    expect(strengthenOnPublish(value)).toEqual({
      author: {_type: 'reference', _ref: 'x'},
      list: [{_key: 'k', _type: 'reference', _ref: 'y', _weak: true}],
      plain: {_type: 'reference', _ref: 'z', _weak: true},
    })
  })
})

describe('publish', () => {
  it('replaces the published version with the draft guarded by revisions, drops _updatedAt, deletes the draft', () => {
    const {lake, pair} = lakeWith({
      published: {title: 'old'},
      draft: {title: 'new', ref: {_type: 'reference', _ref: 'b', _weak: true, _strengthenOnPublish: {type: 'post'}}},
    })
    const mutations = publishMutations(pair())
    const replaced = mutations.find((m) => 'createOrReplace' in m)
    expect(replaced).toBeDefined()
    expect(replaced && 'createOrReplace' in replaced && replaced.createOrReplace).not.toHaveProperty('_updatedAt')
    expect(mutations).toContainEqual({patch: expect.objectContaining({id: 'a', ifRevisionID: pair().published!._rev})})
    expect(mutations).toContainEqual({patch: expect.objectContaining({id: 'drafts.a', ifRevisionID: pair().draft!._rev})})
    lake.commit(mutations)
    expect(lake.get('drafts.a')).toBeNull()
    expect(lake.get('a')).toMatchObject({title: 'new', ref: {_type: 'reference', _ref: 'b'}})
    expect(lake.get('a')?.ref).not.toHaveProperty('_weak')
  })

  it('fails as a whole when the published version changed since it was read', () => {
    const {lake, pair} = lakeWith({published: {title: 'old'}, draft: {title: 'new'}})
    const mutations = publishMutations(pair())
    lake.commit([{patch: {id: 'a', set: {title: 'meanwhile'}}}])
    expect(() => lake.commit(mutations)).toThrow(expect.objectContaining({status: 409}))
    expect(lake.get('drafts.a')?.title).toBe('new')
  })

  it('creates the published version when there was none', () => {
    const {lake, pair} = lakeWith({draft: {title: 'first'}})
    const mutations = publishMutations(pair())
    expect(mutations.some((m) => 'create' in m)).toBe(true)
    lake.commit(mutations)
    expect(lake.get('a')?.title).toBe('first')
  })
})

describe('unpublish', () => {
  it('deletes the published version and recreates it as the draft', () => {
    const {lake, pair} = lakeWith({published: {title: 'pub'}})
    lake.commit(unpublishMutations(pair()))
    expect(lake.get('a')).toBeNull()
    expect(lake.get('drafts.a')?.title).toBe('pub')
  })

  it('an existing draft wins over the published content', () => {
    const {lake, pair} = lakeWith({published: {title: 'pub'}, draft: {title: 'draft'}})
    lake.commit(unpublishMutations(pair()))
    expect(lake.get('drafts.a')?.title).toBe('draft')
  })
})

describe('discard, delete, duplicate', () => {
  it('discard deletes the draft only', () => {
    const {lake, pair} = lakeWith({published: {title: 'pub'}, draft: {title: 'draft'}})
    lake.commit(discardChangesMutations(pair()))
    expect(lake.get('drafts.a')).toBeNull()
    expect(lake.get('a')?.title).toBe('pub')
  })

  it('delete removes both, or only the published version under live edit', () => {
    expect(deleteMutations(lakeWith({}).pair())).toEqual([{delete: {id: 'a'}}, {delete: {id: 'drafts.a'}}])
    expect(deleteMutations(lakeWith({}).pair(true))).toEqual([{delete: {id: 'a'}}])
  })

  it('duplicate copies the draft under a new draft id without timestamps', () => {
    const {lake, pair} = lakeWith({published: {title: 'pub'}, draft: {title: 'draft'}})
    const id = newDocumentUuid()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const [mutation] = duplicateMutations(pair(), id)
    expect(mutation).toEqual({create: {_id: `drafts.${id}`, _type: 'post', title: 'draft'}})
    lake.commit([mutation])
    expect(lake.get(`drafts.${id}`)?.title).toBe('draft')
  })

  it('duplicate of a live-edit document gets a published id', () => {
    const {pair} = lakeWith({published: {title: 'pub'}})
    expect(duplicateMutations(pair(true), 'new')).toEqual([{create: {_id: 'new', _type: 'post', title: 'pub'}}])
  })
})
