// The transaction log is streamed from the store in pages (server/routes/data/history.ts): answers
// that span several pages must read as one — every transaction once, in order, limits and bounds
// kept across page edges, forwards and backwards.
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
const ID = 'paging-doc'
/** More than two of the route's pages of 100. */
const COUNT = 230
const tx: string[] = []

async function log(query: string): Promise<string[]> {
  const response = await lake.api(`/data/history/${lake.dataset}/transactions/${ID}?excludeContent=true&${query}`)
  expect(response.status).toBe(200)
  return (await response.text()).split('\n').filter(Boolean).map((line) => (JSON.parse(line) as {id: string}).id)
}

beforeAll(async () => {
  lake = await startTestLake()
  for (let i = 0; i < COUNT; i++) {
    const response = await lake.api(`/data/mutate/${lake.dataset}`, {
      method: 'POST',
      role: i % 3 === 0 ? 'administrator' : 'editor',
      body: JSON.stringify({mutations: [{createOrReplace: {_id: ID, _type: 'story', n: i}}]}),
    })
    tx.push(((await response.json()) as {transactionId: string}).transactionId)
    // Another document's transaction between ours, so pages are not contiguous in the log.
    if (i % 7 === 0) await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{createOrReplace: {_id: 'paging-other', _type: 'story', n: i}}]})})
  }
})

afterAll(async () => {
  await lake?.close()
})

test('the whole log, forwards and backwards, holds every transaction once and in order', async () => {
  expect(await log('')).toEqual(tx)
  expect(await log('reverse=true')).toEqual([...tx].reverse())
})

test('a limit and a bound are kept across page edges', async () => {
  expect(await log('reverse=true&limit=150')).toEqual([...tx].reverse().slice(0, 150))
  expect(await log(`fromTransaction=${tx[40]}&toTransaction=${tx[210]}`)).toEqual(tx.slice(41, 211))
  expect(await log(`reverse=true&toTransaction=${tx[199]}&limit=120`)).toEqual(tx.slice(80, 200).reverse())
})

test('a filter by author reads on through pages until the limit is met', async () => {
  const byAdmin = tx.filter((_, i) => i % 3 === 0)
  expect(await log('authors=p-admin&limit=70')).toEqual(byAdmin.slice(0, 70))
  expect(await log('authors=p-admin')).toEqual(byAdmin)
})
