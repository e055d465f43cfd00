// Roles against the lake (shell seed §6): who reads what, who may write drafts or published
// documents, and the grants the ACL endpoint reports for each role.
import {randomUUID} from 'node:crypto'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ASSET_DOCUMENTS, CONTRIBUTOR_READABLE, DRAFT_DOCUMENTS, EVERY_DOCUMENT, ROLES} from '../../core/permissions/roles.ts'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

const ROLE_LIST: RoleName[] = ['administrator', 'editor', 'developer', 'contributor', 'viewer']

let lake: TestLake
const uid = () => `acc-${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

async function mutate(role: RoleName | null, mutations: unknown[]): Promise<Response> {
  return lake.api(`/data/mutate/${lake.dataset}?returnIds=true`, {role, method: 'POST', body: JSON.stringify({mutations})})
}

async function ok(role: RoleName, mutations: unknown[]): Promise<void> {
  const res = await mutate(role, mutations)
  expect(res.status, await res.clone().text()).toBe(200)
}

async function expectDenied(role: RoleName, mutations: unknown[], permission: string, id: string): Promise<void> {
  const res = await mutate(role, mutations)
  expect(res.status).toBe(403)
  const body = await res.json()
  expect(body.error.type).toBe('permissionDenied')
  expect(body.error.description).toContain(`"${permission}"`)
  expect(body.error.description).toContain(`"${id}"`)
}

async function docs(role: RoleName | null, ids: string[]) {
  const res = await lake.api(`/data/doc/${lake.dataset}/${ids.join(',')}`, {role})
  expect(res.status).toBe(200)
  return res.json() as Promise<{documents: {_id: string; title?: string}[]; omitted: {id: string; reason: string}[]}>
}

async function query(role: RoleName | null, ids: string[]): Promise<{_id: string}[]> {
  const qs = new URLSearchParams({query: '*[_id in $ids] | order(_id)', $ids: JSON.stringify(ids), perspective: 'raw'})
  const res = await lake.api(`/data/query/${lake.dataset}?${qs}`, {role})
  expect(res.status).toBe(200)
  return (await res.json()).result
}

describe('reading a private dataset', () => {
  const id = uid()
  beforeAll(() => ok('administrator', [{create: {_id: id, _type: 'article', title: 'Published'}}, {create: {_id: `drafts.${id}`, _type: 'article', title: 'Draft'}}]))

  it.each(ROLE_LIST)('%s reads published documents and drafts', async (role) => {
    expect((await query(role, [id, `drafts.${id}`])).map((d) => d._id)).toEqual([`drafts.${id}`, id].sort())
    expect((await docs(role, [id])).documents.map((d) => d._id)).toEqual([id])
  })

  it('anonymous callers get none of it', async () => {
    expect(await query(null, [id, `drafts.${id}`])).toEqual([])
    const answer = await docs(null, [id, 'acc-missing'])
    expect(answer.documents).toEqual([])
    expect(answer.omitted).toEqual([
      {id, reason: 'permission'},
      {id: 'acc-missing', reason: 'existence'},
    ])
  })
})

describe('writing', () => {
  it('a mutation without a token is 401', async () => {
    const res = await mutate(null, [{create: {_id: uid(), _type: 'article'}}])
    expect(res.status).toBe(401)
    expect((await res.json()).error.type).toBe('unauthorized')
  })

  it('a viewer may create nothing, not even a draft', async () => {
    const id = uid()
    await expectDenied('viewer', [{create: {_id: id, _type: 'article'}}], 'create', id)
    await expectDenied('viewer', [{create: {_id: `drafts.${id}`, _type: 'article'}}], 'create', `drafts.${id}`)
    expect((await docs('administrator', [id, `drafts.${id}`])).documents).toEqual([])
  })

  it('a viewer may not change an existing document', async () => {
    const id = uid()
    await ok('administrator', [{create: {_id: id, _type: 'article', title: 'Kept'}}])
    await expectDenied('viewer', [{patch: {id, set: {title: 'Changed'}}}], 'update', id)
    await expectDenied('viewer', [{delete: {id}}], 'update', id)
    expect((await docs('viewer', [id])).documents[0].title).toBe('Kept')
  })

  it('a contributor neither reads nor drafts products: they are omitted for permission', async () => {
    const id = uid()
    await ok('administrator', [{create: {_id: id, _type: 'product', name: 'Hidden'}}])
    const answer = await docs('contributor', [id])
    expect(answer.documents).toEqual([])
    expect(answer.omitted).toEqual([{id, reason: 'permission'}])
    const draft = `drafts.${uid()}`
    await expectDenied('contributor', [{create: {_id: draft, _type: 'product'}}], 'create', draft)
  })

  it('a contributor edits drafts but cannot touch published documents', async () => {
    const id = uid()
    await ok('administrator', [{create: {_id: id, _type: 'article', title: 'Published'}}])
    await ok('contributor', [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Draft'}}])
    await ok('contributor', [{patch: {id: `drafts.${id}`, set: {title: 'Draft, edited'}}}])
    expect((await docs('contributor', [`drafts.${id}`])).documents[0].title).toBe('Draft, edited')

    const fresh = uid()
    await expectDenied('contributor', [{create: {_id: fresh, _type: 'article'}}], 'create', fresh)
    await expectDenied('contributor', [{patch: {id, set: {title: 'Sneaky'}}}], 'update', id)
    await expectDenied('contributor', [{delete: {id}}], 'update', id)
    // Publishing is a write to the published document: refused as a whole, the draft stays.
    await expectDenied(
      'contributor',
      [{createOrReplace: {_id: id, _type: 'article', title: 'Draft, edited'}}, {delete: {id: `drafts.${id}`}}],
      'update',
      id,
    )
    const after = await docs('administrator', [id, `drafts.${id}`])
    expect(after.documents.map((d) => [d._id, d.title])).toEqual([
      [id, 'Published'],
      [`drafts.${id}`, 'Draft, edited'],
    ])
  })

  it.each(['editor', 'developer', 'administrator'] as const)('%s publishes: published written and draft deleted in one transaction', async (role) => {
    const id = uid()
    await ok('contributor', [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Ready'}}])
    const res = await mutate(role, [{create: {_id: id, _type: 'article', title: 'Ready'}}, {delete: {id: `drafts.${id}`}}])
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.results).toEqual([
      {id, operation: 'create'},
      {id: `drafts.${id}`, operation: 'delete'},
    ])
    const after = await docs(role, [id, `drafts.${id}`])
    expect(after.documents).toEqual([expect.objectContaining({_id: id, title: 'Ready', _rev: body.transactionId})])
    expect(after.omitted).toEqual([{id: `drafts.${id}`, reason: 'existence'}])
  })
})

describe('GET /projects/{id}/datasets/{ds}/acl', () => {
  const acl = (role: RoleName | null) => lake.api(`/projects/${lake.projectId}/datasets/${lake.dataset}/acl`, {role})

  it.each(ROLE_LIST)('reports the grants of a %s', async (role) => {
    const res = await acl(role)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(ROLES[role].grants)
  })

  it('spells out what a contributor and a viewer may do', async () => {
    expect(await (await acl('contributor')).json()).toEqual([
      {filter: CONTRIBUTOR_READABLE, permissions: ['read']},
      {filter: `${DRAFT_DOCUMENTS} && ${CONTRIBUTOR_READABLE}`, permissions: ['create', 'update', 'history']},
      {filter: ASSET_DOCUMENTS, permissions: ['create']},
    ])
    const viewer = await (await acl('viewer')).json()
    expect(viewer).toEqual([{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}])
  })

  it('is 401 for anonymous callers', async () => {
    expect((await acl(null)).status).toBe(401)
  })
})
