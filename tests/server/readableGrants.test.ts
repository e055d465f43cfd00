// Callers whose read grants are filters: the ids they may read are worked out over the dataset
// once per version of its documents (not per query), and the next query after a write sees it.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../core/lake/types.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'

const docs: SanityDocument[] = [
  ...Array.from({length: 8}, (_, i) => ({_id: `post-${i}`, _type: 'post', _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', rank: i})),
  {_id: 'author-1', _type: 'author', _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', name: 'Ada'},
]

describe('readable ids of filter grants', () => {
  it('are worked out once per version of the documents, and a write is seen by the next query', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readable-'))
    const store = new SqliteStore(dir)
    const dataset = new Dataset(store, new TransactionBus(), 'p', 'd')
    for (const doc of docs) dataset.index.put(doc)
    const access = new Access([{filter: '_type == "post" && rank < 3', permissions: ['read']}])
    let evaluations = 0
    const permitted = access.permitted.bind(access)
    access.permitted = async (permission, all) => (evaluations++, permitted(permission, all))
    const ids = async () => ((await dataset.query('*[]._id', {}, {access})).result as string[]).sort()
    expect(await ids()).toEqual(['post-0', 'post-1', 'post-2'])
    expect(await ids()).toEqual(['post-0', 'post-1', 'post-2'])
    expect(evaluations).toBe(1)
    dataset.index.put({...docs[5], rank: 1})
    expect(await ids()).toEqual(['post-0', 'post-1', 'post-2', 'post-5'])
    expect(evaluations).toBe(2)
    // Another caller with other grants gets its own set.
    const other = new Access([{filter: '_type == "author"', permissions: ['read']}])
    expect((await dataset.query('*[]._id', {}, {access: other})).result).toEqual(['author-1'])
    store.close()
    rmSync(dir, {recursive: true, force: true})
  })
})
