// The warm-up before a lake listens runs the studio's query shapes over documents that exist (so
// nothing is skipped early and the whole path gets compiled), and leaves the indexes as they were:
// no attribute order starts being kept because the lake queried itself.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {DatasetIndex} from '../../server/dataset/datasetIndex.ts'
import {warmUpQueries} from '../../server/dataset/warmUpQueries.ts'
import {Dataset} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'

const docs: SanityDocument[] = [
  ...Array.from({length: 30}, (_, i) => ({_id: `post-${i}`, _type: 'post', _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`, title: `Harbour notes ${i}`, rank: i, body: [{_type: 'block', _key: 'b', children: [{_type: 'span', _key: 's', text: 'On the quay'}]}]})),
  {_id: 'author-1', _type: 'author', _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', name: 'Ada'},
]

describe('warm-up queries', () => {
  it('take a real document, type and term of the largest type, and a block field for pt::text', () => {
    const queries = warmUpQueries(new DatasetIndex(docs))
    expect(queries.find(([q]) => q.startsWith('*[_id == $id]'))?.[1]).toEqual({id: 'post-0'})
    const search = queries.find(([q]) => q.includes(' match $t'))
    expect(search?.[0]).toContain('pt::text(body) match $t')
    expect(search?.[1]).toMatchObject({type: 'post', t: 'Har*'})
  })

  it('answer something over real documents, and no attribute order is kept because of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warm-up-'))
    const store = new SqliteStore(dir)
    const dataset = new Dataset(store, new TransactionBus(), 'p', 'd')
    for (const doc of docs) dataset.index.put(doc)
    const {index} = dataset
    const before = index.keptOrders()
    const access = new Access(grantsOfRoles(['administrator']))
    for (const [query, params] of warmUpQueries(index)) {
      const {result} = await dataset.query(query, params, {access})
      expect(result === null || (Array.isArray(result) && result.length === 0) || result === 0, query).toBe(false)
    }
    await dataset.warmUp()
    expect(index.keptOrders()).toEqual(before)
    store.close()
    rmSync(dir, {recursive: true, force: true})
  })

  it('of an empty dataset fall back to shapes over ids that do not exist', () => {
    expect(warmUpQueries(new DatasetIndex([])).every(([, params]) => Object.values(params).includes('\u0000warm-up'))).toBe(true)
  })
})
