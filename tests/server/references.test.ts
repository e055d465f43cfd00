// Referential integrity as the hosted lake keeps it: a document another one references strongly
// cannot be deleted or unpublished (409 naming the referrers); weak references never block, nor
// does a transaction that drops the reference (or the referrer) along with the delete.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

let unique = 0
const uid = (label: string) => `ref-${Date.now().toString(36)}-${unique++}-${label}`

async function mutate(mutations: unknown[]) {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations})})
  return {status: response.status, body: await response.json()}
}

async function exists(id: string): Promise<boolean> {
  return (await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()).documents.length > 0
}

describe('deleting a referenced document', () => {
  test('a strong reference blocks the delete with a 409 that names the referrers; removing it lets the delete through', async () => {
    const target = uid('author')
    const [first, second] = [uid('a1'), uid('a2')]
    expect((await mutate([{create: {_id: target, _type: 'author', name: 'Ada'}}])).status).toBe(200)
    expect(
      (
        await mutate([
          {create: {_id: first, _type: 'article', author: {_type: 'reference', _ref: target}}},
          {create: {_id: second, _type: 'article', authors: [{_key: 'k', _type: 'reference', _ref: target}]}},
        ])
      ).status,
    ).toBe(200)

    const refused = await mutate([{delete: {id: target}}])
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({type: 'documentHasExistingReferencesError', id: target, referencingIDs: [first, second].sort()})
    expect(refused.body.error.description).toBe(`Document "${target}" cannot be deleted as there are references to it from ${[first, second].sort().map((id) => `"${id}"`).join(', ')}`)
    expect(await exists(target)).toBe(true)

    // Dropping one reference is not enough; dropping both in the same transaction as the delete is.
    expect((await mutate([{patch: {id: first, unset: ['author']}}])).status).toBe(200)
    expect((await mutate([{delete: {id: target}}])).status).toBe(409)
    expect((await mutate([{patch: {id: second, unset: ['authors']}}, {delete: {id: target}}])).status).toBe(200)
    expect(await exists(target)).toBe(false)
  })

  test('weak references never block, and neither does the document own draft', async () => {
    const target = uid('category')
    await mutate([{create: {_id: target, _type: 'category', title: 'Gone'}}])
    await mutate([
      {create: {_id: uid('weak'), _type: 'article', category: {_type: 'reference', _ref: target, _weak: true}}},
      {create: {_id: `drafts.${target}`, _type: 'category', title: 'Self', parent: {_type: 'reference', _ref: target}}},
    ])
    expect((await mutate([{delete: {id: target}}])).status).toBe(200)
  })

  test('unpublishing a strongly referenced document is refused too; deleting the referrer with it is allowed', async () => {
    const target = uid('product')
    const referrer = uid('landing')
    await mutate([
      {create: {_id: target, _type: 'product', title: 'Boots'}},
      {create: {_id: referrer, _type: 'landingPage', featured: {_type: 'reference', _ref: target}}},
    ])
    const unpublish = await mutate([{createIfNotExists: {_id: `drafts.${target}`, _type: 'product', title: 'Boots'}}, {delete: {id: target}}])
    expect(unpublish.status).toBe(409)
    expect(await exists(`drafts.${target}`)).toBe(false)
    expect((await mutate([{delete: {id: referrer}}, {delete: {id: target}}])).status).toBe(200)
  })

  test('a reference created in the same transaction as the delete blocks it', async () => {
    const target = uid('t')
    await mutate([{create: {_id: target, _type: 'author', name: 'X'}}])
    const result = await mutate([{create: {_id: uid('new'), _type: 'article', author: {_type: 'reference', _ref: target}}}, {delete: {id: target}}])
    expect(result.status).toBe(409)
  })
})
