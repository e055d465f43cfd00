// The maintained client's 6.x, 7.x and current majors, unmodified, each through create, query,
// documents by id, patch, transaction, listen, history and delete, configured as a script would
// (API host, no project host name). 7.x's listen() names no project at all: the lake serves its
// one project to such requests (server/http/project.ts).
import {createClient as createCurrent} from '@sanity/client'
import {createClient as create6} from 'sanity-client-6'
import {createClient as create7} from 'sanity-client-7'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

interface Doc {
  _id: string
  _type: string
  _rev: string
  [key: string]: unknown
}

interface ListenEvent {
  type: string
  documentId?: string
  transition?: string
  result?: Doc
}

/** The part of each major's surface this test drives, typed once for all three. */
interface Client {
  create(doc: Record<string, unknown>): Promise<Doc>
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>
  getDocument(id: string): Promise<Doc | undefined>
  getDocuments(ids: string[]): Promise<(Doc | null)[]>
  patch(id: string): {
    set(attrs: Record<string, unknown>): ReturnType<Client['patch']>
    inc(attrs: Record<string, number>): ReturnType<Client['patch']>
    unset(paths: string[]): ReturnType<Client['patch']>
    ifRevisionId(rev: string): ReturnType<Client['patch']>
    commit(): Promise<Doc>
  }
  transaction(): {
    create(doc: Record<string, unknown>): ReturnType<Client['transaction']>
    patch(id: string, patch: Record<string, unknown>): ReturnType<Client['transaction']>
    commit(): Promise<{transactionId: string; results: {id: string; operation: string}[]}>
  }
  delete(id: string): Promise<unknown>
  listen(query: string, params: Record<string, unknown>, options: Record<string, unknown>): {
    subscribe(observer: {next: (event: ListenEvent) => void; error: (error: unknown) => void}): {unsubscribe(): void}
  }
  request(options: {uri: string}): Promise<unknown>
}

const MAJORS: [string, (config: Record<string, unknown>) => Client][] = [
  ['6.x', (config) => create6(config) as unknown as Client],
  ['7.x', (config) => create7(config) as unknown as Client],
  ['current', (config) => createCurrent(config) as unknown as Client],
]

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

let unique = 0
const uid = (label: string) => `m${Date.now().toString(36)}${(unique++).toString(36)}-${label}`

describe.each(MAJORS)('@sanity/client %s', (_major, make) => {
  let client: Client
  beforeAll(() => {
    client = make({
      projectId: lake.projectId,
      dataset: lake.dataset,
      apiHost: lake.url,
      useProjectHostname: false,
      apiVersion: '2023-11-13',
      token: lake.tokens.editor,
      useCdn: false,
    })
  })

  test('create, query with params, documents by id', async () => {
    const type = uid('type')
    const created = await client.create({_type: type, title: 'First', n: 1})
    expect(created).toMatchObject({_type: type, title: 'First', n: 1})
    expect(created._rev).toBeTruthy()
    expect(await client.fetch('*[_type == $type && n == $n][0]', {type, n: 1})).toEqual(created)
    expect(await client.getDocument(created._id)).toEqual(created)
    expect(await client.getDocuments([created._id, uid('missing')])).toEqual([created, null])
  })

  test('patch with set, inc, unset and a revision guard; a stale guard is refused', async () => {
    const doc = await client.create({_type: uid('patch'), title: 'Old', count: 1, extra: true})
    const patched = await client.patch(doc._id).ifRevisionId(doc._rev).set({title: 'New'}).inc({count: 2}).unset(['extra']).commit()
    expect(patched).toMatchObject({title: 'New', count: 3})
    expect(patched).not.toHaveProperty('extra')
    await expect(client.patch(doc._id).ifRevisionId(doc._rev).set({title: 'Stale'}).commit()).rejects.toThrow()
    expect((await client.getDocument(doc._id))?.title).toBe('New')
  })

  test('a transaction lands whole', async () => {
    const id = uid('tx')
    const result = await client
      .transaction()
      .create({_id: id, _type: 'txDoc', title: 'in a transaction'})
      .patch(id, {set: {title: 'patched in it'}})
      .commit()
    expect(result.transactionId).toBeTruthy()
    expect(result.results.map((r) => r.id)).toEqual([id, id])
    expect((await client.getDocument(id))?.title).toBe('patched in it')
  })

  test('listen: welcome, then the mutation with its result', async () => {
    const type = uid('listen')
    const events: ListenEvent[] = []
    let failure: unknown = null
    const subscription = client
      .listen('*[_type == $type]', {type}, {includeResult: true, events: ['welcome', 'mutation']})
      .subscribe({next: (event) => events.push(event), error: (error) => (failure = error)})
    try {
      await waitFor(() => failure !== null || events.some((event) => event.type === 'welcome'))
      expect(failure).toBeNull()
      const created = await client.create({_type: type, title: 'heard'})
      await waitFor(() => events.some((event) => event.type === 'mutation'))
      const mutation = events.find((event) => event.type === 'mutation')!
      expect(mutation).toMatchObject({documentId: created._id, transition: 'appear'})
      expect(mutation.result).toMatchObject({_id: created._id, title: 'heard'})
    } finally {
      subscription.unsubscribe()
    }
  })

  test('history: a document at an earlier revision, then delete', async () => {
    const doc = await client.create({_type: uid('history'), title: 'v1'})
    await client.patch(doc._id).set({title: 'v2'}).commit()
    const history = (await client.request({uri: `/data/history/${lake.dataset}/documents/${doc._id}?revision=${doc._rev}`})) as {documents: Doc[]}
    expect(history.documents).toEqual([expect.objectContaining({_id: doc._id, title: 'v1'})])
    await client.delete(doc._id)
    expect(await client.getDocument(doc._id)).toBeUndefined()
  })
})

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.each(MAJORS)('@sanity/client %s set to the experimental API version', (_major, make) => {
  test('vX is served as the newest version: queries see published documents only', async () => {
    const client = make({projectId: lake.projectId, dataset: lake.dataset, apiHost: lake.url, useProjectHostname: false, apiVersion: 'X', token: lake.tokens.editor, useCdn: false})
    const type = uid('vx')
    await client.create({_id: `drafts.${uid('draft')}`, _type: type, title: 'Draft only'})
    await client.create({_type: type, title: 'Published'})
    expect(await client.fetch('*[_type == $type].title', {type})).toEqual(['Published'])
  })
})
