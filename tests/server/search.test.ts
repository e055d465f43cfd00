// Contract: global search queries through the real lake over HTTP (GET and POST) answer what
// plain groq-js answers over every document the caller sees, also right after writes, which the
// lake's text index and kept orders must have followed.
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})

afterAll(async () => {
  await lake?.close()
})

async function api(path: string, body?: unknown): Promise<any> {
  const response = await lake.api(path, body === undefined ? {} : {method: 'POST', body: JSON.stringify(body)})
  expect(response.status, path).toBe(200)
  return response.json()
}

function search(terms: string[], ordering: string, page: number, filter?: string) {
  const paths = ['_id', '_type', 'title', 'excerpt', 'pt::text(body)', 'tags[]', 'name']
  const clauses = terms.map((_, i) => `(${paths.map((p) => `${p} match $t${i}`).join(' || ')})`)
  const constraints = ['_type in $__types', ...(filter ? [`(${filter})`] : []), ...clauses].join(' && ')
  const query = [
    '// findability-source:global',
    `*[${constraints}] | order(${ordering}) [${page * 3}...${page * 3 + 3}] {_type, _id, _createdAt, _updatedAt, ...select(_type == "searchArticle" => {"w0": title, "w1": pt::text(body)})}`,
  ].join('\n')
  const params: Record<string, unknown> = {__types: ['searchArticle', 'searchAuthor']}
  terms.forEach((term, i) => (params[`t${i}`] = `${term}*`))
  return {query, params}
}

const span = (text: string) => ({_type: 'span', _key: `s${text.length}`, text})

async function expectLikeGroqJs(terms: string[], ordering: string, page: number, filter?: string): Promise<unknown[]> {
  const {query, params} = search(terms, ordering, page, filter)
  const everything = (await api(`/data/query/${lake.dataset}?query=${encodeURIComponent('*')}`)).result
  const expected = await (await evaluate(parse(query, {params}), {dataset: everything, params})).get()
  const qs = new URLSearchParams({query})
  for (const [name, value] of Object.entries(params)) qs.set(`$${name}`, JSON.stringify(value))
  const viaGet = await api(`/data/query/${lake.dataset}?${qs}`)
  const viaPost = await api(`/data/query/${lake.dataset}`, {query, params})
  expect(viaGet.result).toEqual(expected)
  expect(viaPost.result).toEqual(expected)
  return expected as unknown[]
}

describe('global search over HTTP', () => {
  it('answers search queries as plain groq-js does, before and after writes', async () => {
    const docs = [
      {_id: 'sa1', _type: 'searchArticle', title: 'Lanterns of the harbor', tags: ['light'], body: [{_type: 'block', _key: 'b', children: [span('The lan'), span('tern was lit.')]}]},
      {_id: 'sa2', _type: 'searchArticle', title: 'Harbor walls', excerpt: 'Stone, water; LANTERN-light', tags: ['stone']},
      {_id: 'drafts.sa2', _type: 'searchArticle', title: 'Harbor walls (draft)', excerpt: 'a lantern again'},
      {_id: 'sa3', _type: 'searchArticle', title: 'Meadow', body: [{_type: 'block', _key: 'b', children: [span('quiet meadow')]}]},
      {_id: 'sau1', _type: 'searchAuthor', name: 'Lana Harbor'},
      {_id: 'sother', _type: 'searchOther', title: 'lantern elsewhere'},
    ]
    await api(`/data/mutate/${lake.dataset}`, {mutations: docs.map((create) => ({create}))})

    const hits = await expectLikeGroqJs(['lan'], '_updatedAt desc', 0)
    expect(hits.map((hit: any) => hit._id).sort()).toEqual(['drafts.sa2', 'sa1', 'sa2'])
    await expectLikeGroqJs(['lan'], '_updatedAt desc', 1)
    await expectLikeGroqJs(['harb', 'lant'], '_createdAt asc', 0)
    await expectLikeGroqJs(['a'], '_id asc', 0, 'count(tags) > 0')
    await expectLikeGroqJs(['lantern'], '_createdAt desc', 0)

    // A write after the first search: the index must drop "lantern" from sa1 and find it in sa3.
    await api(`/data/mutate/${lake.dataset}`, {
      mutations: [
        {patch: {id: 'sa1', set: {title: 'Harbor lights', body: []}}},
        {patch: {id: 'sa3', set: {excerpt: 'a lantern in the meadow'}}},
        {delete: {id: 'drafts.sa2'}},
      ],
    })
    const after = await expectLikeGroqJs(['lantern'], '_updatedAt desc', 0)
    expect(after.map((hit: any) => hit._id).sort()).toEqual(['sa2', 'sa3'])
    await expectLikeGroqJs(['harb'], '_updatedAt asc', 0)
  })
})
