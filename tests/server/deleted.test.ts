// Contract of GET /data/history/{dataset}/deleted (our own endpoint, docs/api.md): the pairs of
// which neither version is left, newest first, filtered by type, by grants at the last revision,
// and without pairs that came back; and the one-time backfill of an older data folder.
import {DatabaseSync} from 'node:sqlite'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

interface Deleted {
  id: string
  type: string
  deletedAt: string
  deletedBy: string
  revision: string
  title?: string
}

let lake: TestLake
const tx: Record<string, string> = {}

async function mutate(mutations: unknown[], role: RoleName = 'editor'): Promise<string> {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {role, method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
  return ((await response.json()) as {transactionId: string}).transactionId
}

async function deleted(query: string, role: RoleName | null = 'editor', on: TestLake = lake): Promise<Deleted[]> {
  const response = await on.api(`/data/history/${on.dataset}/deleted?${query}`, {role})
  expect(response.status).toBe(200)
  return ((await response.json()) as {documents: Deleted[]}).documents
}

const ids = (list: Deleted[]) => list.map((entry) => entry.id)

beforeAll(async () => {
  lake = await startTestLake()
  // A pair deleted in one transaction; its draft is the newer version.
  tx.pairPublished = await mutate([{create: {_id: 'del-pair', _type: 'story', title: 'Published title'}}])
  tx.pairDraft = await mutate([{create: {_id: 'drafts.del-pair', _type: 'story', title: 'Draft title', n: 2}}])
  tx.pairDeleted = await mutate([{delete: {id: 'drafts.del-pair'}}, {delete: {id: 'del-pair'}}])
  // A draft discarded first, its published version deleted later: deleted by the second transaction.
  tx.stepPublished = await mutate([{create: {_id: 'del-steps', _type: 'story', name: 'Steps'}}])
  await mutate([{create: {_id: 'drafts.del-steps', _type: 'story', name: 'Steps draft'}}])
  tx.stepDiscard = await mutate([{delete: {id: 'drafts.del-steps'}}])
  tx.stepDeleted = await mutate([{delete: {id: 'del-steps'}}], 'administrator')
  // Another type, a product (contributors may not read it), a draft-only one and one that came back.
  await mutate([{create: {_id: 'del-author', _type: 'author', name: 'Gone author'}}])
  await mutate([{delete: {id: 'del-author'}}])
  await mutate([{create: {_id: 'del-product', _type: 'product', title: 'Gone product'}}])
  await mutate([{delete: {id: 'del-product'}}])
  tx.draftOnly = await mutate([{create: {_id: 'drafts.del-draft', _type: 'story', title: 'Only a draft'}}], 'contributor')
  await mutate([{delete: {id: 'drafts.del-draft'}}], 'contributor')
  await mutate([{create: {_id: 'del-back', _type: 'story', title: 'Back'}}])
  await mutate([{delete: {id: 'del-back'}}])
  await mutate([{create: {_id: 'drafts.del-back', _type: 'story', title: 'Back again'}}])
})

afterAll(async () => {
  await lake?.close()
})

describe('the list of deleted documents', () => {
  test('names each pair of the type deleted entirely, newest first, with who, when and its last revision', async () => {
    const stories = await deleted('type=story')
    expect(ids(stories)).toEqual(['del-draft', 'del-steps', 'del-pair'])
    const pair = stories.find((entry) => entry.id === 'del-pair')!
    expect(pair).toMatchObject({type: 'story', deletedBy: 'p-editor', revision: tx.pairDraft, title: 'Draft title'})
    expect(Date.parse(pair.deletedAt)).not.toBeNaN()
    expect(stories.find((entry) => entry.id === 'del-steps')).toMatchObject({deletedBy: 'p-admin', revision: tx.stepPublished, title: 'Steps'})
  })

  test('a pair with a version left is not deleted; one that exists again is not listed', async () => {
    const all = ids(await deleted(''))
    expect(all).not.toContain('del-back')
    expect(all).toEqual(expect.arrayContaining(['del-pair', 'del-steps', 'del-author', 'del-product', 'del-draft']))
  })

  test('the last revision reads back through documents-at-revision with its old values', async () => {
    const [pair] = (await deleted('type=story')).filter((entry) => entry.id === 'del-pair')
    const response = await lake.api(`/data/history/${lake.dataset}/documents/del-pair,drafts.del-pair?revision=${pair.revision}`)
    const {documents} = (await response.json()) as {documents: Record<string, unknown>[]}
    expect(documents.find((doc) => doc._id === 'drafts.del-pair')).toMatchObject({title: 'Draft title', n: 2})
  })

  test('limit bounds the answer and keeps the newest', async () => {
    expect(ids(await deleted('type=story&limit=1'))).toEqual(['del-draft'])
    const response = await lake.api(`/data/history/${lake.dataset}/deleted?limit=0`)
    expect(response.status).toBe(400)
  })

  test('a restored pair leaves the list, and comes back to it when deleted again', async () => {
    await mutate([{create: {_id: 'del-again', _type: 'essay', title: 'Again'}}])
    await mutate([{delete: {id: 'del-again'}}])
    expect(ids(await deleted('type=essay'))).toEqual(['del-again'])
    await mutate([{createOrReplace: {_id: 'drafts.del-again', _type: 'essay', title: 'Again'}}])
    expect(ids(await deleted('type=essay'))).toEqual([])
    const again = await mutate([{delete: {id: 'drafts.del-again'}}])
    const [entry] = await deleted('type=essay')
    // The newer deletion replaces the older one, and its last revision is the restored draft.
    expect(entry).toMatchObject({id: 'del-again', revision: expect.not.stringMatching(again)})
    const response = await lake.api(`/data/history/${lake.dataset}/documents/drafts.del-again?revision=${entry.revision}`)
    expect(((await response.json()) as {documents: unknown[]}).documents).toHaveLength(1)
  })

  test('grants judge the last revision: a contributor sees neither products nor published-only history', async () => {
    const contributor = ids(await deleted('', 'contributor'))
    // History on drafts only: the pair whose last version was a draft, not those last published.
    expect(contributor).toContain('del-draft')
    expect(contributor).toContain('del-pair')
    expect(contributor).not.toContain('del-steps')
    expect(contributor).not.toContain('del-product')
    expect(ids(await deleted('', 'viewer'))).toContain('del-product')
  })

  test('reading history needs a signed-in caller', async () => {
    const response = await lake.api(`/data/history/${lake.dataset}/deleted`, {role: null})
    expect(response.status).toBe(401)
  })
})

describe('a data folder from before the index', () => {
  test('is backfilled once at start from the stored versions', async () => {
    const old = await startTestLake({keepData: true})
    try {
      await old.api(`/data/mutate/${old.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: 'old-one', _type: 'story', title: 'Old one'}}]})})
      await old.api(`/data/mutate/${old.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{delete: {id: 'old-one'}}]})})
      await old.running.close()
      // What a data folder written before the index looks like: no rows, no migration done.
      const db = new DatabaseSync(join(old.dataDir, 'lake.sqlite'))
      db.exec('DELETE FROM deleted_documents; DELETE FROM migrations')
      db.close()
      const reopened = await startTestLake({dataDir: old.dataDir})
      try {
        const [entry] = await deleted('type=story', 'editor', reopened)
        expect(entry).toMatchObject({id: 'old-one', deletedBy: 'p-editor', title: 'Old one'})
      } finally {
        await reopened.close()
      }
    } catch (err) {
      await old.close()
      throw err
    }
  })
})
