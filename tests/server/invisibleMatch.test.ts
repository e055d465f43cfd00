// A title holding zero-width and other invisible characters is found by the words the editor sees,
// through the lake's query endpoint and the studio's global search, whichever way the lake
// evaluates the filter (ordered slice, narrowed list, scan, drafts view, through a reference),
// also after writes that add or remove such characters, and by listeners. The pattern's own
// invisible characters are ignored too.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {buildSearchQuery, scoreHits, type SearchRow, type SearchSpec} from '../../core/search/index.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {openSse} from '../support/sse.ts'

const TITLE = 'Zero\u200bwidth\u200b\u200b\u200cjoin\u200dtitle\ufeff'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
  await mutate([
    {createOrReplace: {_id: 'zw-title', _type: 'zwArticle', title: TITLE, author: {_type: 'reference', _ref: 'zw-author'}}},
    {createOrReplace: {_id: 'zw-author', _type: 'zwAuthor', name: 'Ada\u00adLove\u2060lace'}},
    {createOrReplace: {_id: 'zw-other', _type: 'zwArticle', title: 'Something else'}},
    {createOrReplace: {_id: 'zw-order-1', _type: 'zwOrder', title: 'Lantern one'}},
    {createOrReplace: {_id: 'zw-order-2', _type: 'zwOrder', title: 'Lan\u200btern two'}},
    {createOrReplace: {_id: 'zw-order-3', _type: 'zwOrder', title: 'Lantern three'}},
    {createOrReplace: {_id: 'zw-order-4', _type: 'zwOrder', title: 'Lan\ufefftern four'}},
  ])
})
afterAll(() => lake?.close())

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
}

async function query(groq: string, params: Record<string, unknown> = {}, perspective?: string): Promise<unknown> {
  const qs = new URLSearchParams({query: groq})
  for (const [name, value] of Object.entries(params)) qs.set(`$${name}`, JSON.stringify(value))
  if (perspective) qs.set('perspective', perspective)
  const response = await lake.api(`/data/query/${lake.dataset}?${qs}`)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body.result
}

describe('match and invisible characters', () => {
  test('the title is found by its visible word, a prefix of it, and a pattern holding the same characters', async () => {
    for (const pattern of ['Zerowidth*', 'Zerowidthjointitle', 'zerowidthjoin*', 'Zero*', 'Zero\u200bwidth*', '\u200bzerowidthjointitle\u00ad']) {
      expect(await query('*[_type == "zwArticle" && title match $q]._id', {q: pattern}), pattern).toEqual(['zw-title'])
    }
    // Still whole tokens: a prefix without the wildcard is not the word.
    expect(await query('*[_type == "zwArticle" && title match "Zerowidth"]._id')).toEqual([])
  })

  test("the studio's global search finds it and tells its story", async () => {
    const specs: SearchSpec[] = [{typeName: 'zwArticle', paths: [{path: 'title', weight: 10, key: 'w0'}]}]
    const request = buildSearchQuery({terms: {query: 'Zerowidth', types: []}, filterClauses: [], ordering: null, pageIndex: 0, specs})
    const rows = (await query(request.query, request.params)) as SearchRow[]
    expect(rows.map((row) => row._id)).toEqual(['zw-title'])
    expect(scoreHits(rows, specs, 'Zerowidth')[0].stories).toEqual([{path: 'title', why: 'Prefix match', score: 0.25}])
  })

  test('every way the lake evaluates a filter gives the same answer, in order', async () => {
    const all = ['zw-order-1', 'zw-order-2', 'zw-order-3', 'zw-order-4']
    // An ordered slice (the top-k walk, documents with and without such characters in one batch).
    expect(await query('*[_type == "zwOrder" && title match "lantern*"] | order(_id asc) [0...10]._id')).toEqual(all)
    expect(await query('*[_type == "zwOrder" && title match "lantern*"] | order(_id desc) [1...3]._id')).toEqual(['zw-order-3', 'zw-order-2'])
    // A narrowed list, a filter the text index cannot narrow, and the drafts perspective's view.
    expect(await query('*[_type == "zwOrder" && title match "lantern*"] | order(_id)._id')).toEqual(all)
    expect(await query('*[_type == "zwOrder" && lower(title) match "lantern*"] | order(_id)._id')).toEqual(all)
    expect(await query('*[_type == "zwOrder" && title match "lantern*"] | order(_id)._id', {}, 'drafts')).toEqual(all)
    // Text read through a reference, and the score of such a match.
    expect(await query('*[_type == "zwArticle" && author->name match "adalovelace"]._id')).toEqual(['zw-title'])
    const scored = (await query('*[_type == "zwOrder"] | score(title match "lantern") | order(_id) {_id, _score}')) as {_score: number}[]
    expect(scored.map((hit) => hit._score > 0)).toEqual([true, true, true, true])
  })

  test('writes that add or remove the characters are followed', async () => {
    await mutate([
      {patch: {id: 'zw-order-2', set: {title: 'Lantern two'}}},
      {patch: {id: 'zw-order-1', set: {title: 'Lan\u00adtern one'}}},
    ])
    expect(await query('*[_type == "zwOrder" && title match "lantern"] | order(_id asc) [0...10]._id')).toEqual(['zw-order-1', 'zw-order-2', 'zw-order-3', 'zw-order-4'])
    await mutate([{delete: {id: 'zw-order-1'}}, {delete: {id: 'zw-order-4'}}])
    expect(await query('*[_type == "zwOrder" && title match "lantern"] | order(_id asc) [0...10]._id')).toEqual(['zw-order-2', 'zw-order-3'])
  })

  test('a listener filtering by the visible word hears of the document', async () => {
    const qs = new URLSearchParams({query: '*[_type == "zwListen" && title match "Zerowidth*"]'})
    const connection = await openSse(`${lake.url}/v2023-11-13/data/listen/${lake.dataset}?${qs}`, {
      headers: {'X-Sanity-Project-ID': lake.projectId, authorization: `Bearer ${lake.tokens.editor}`},
    })
    try {
      expect((await connection.next()).event).toBe('welcome')
      await mutate([{create: {_id: 'zw-listen', _type: 'zwListen', title: TITLE}}])
      const event = await connection.nextOf('mutation', 5000)
      expect(JSON.parse(event.data)).toMatchObject({documentId: 'zw-listen'})
    } finally {
      connection.close()
    }
  })
})
