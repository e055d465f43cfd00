// Queries that parse but nest a few thousand levels used to overflow the stack during evaluation
// and answer 500; they are a 400 now, and queries nested within the limit still answer.
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {MAX_QUERY_DEPTH} from '../../server/query/queryDepth.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const parentheses = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`
const arrays = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`
const orChain = (n: number) => `*[${Array(n).fill('a==1').join('||')}]`

const post = (query: string) => lake.api(`/data/query/${lake.dataset}`, {method: 'POST', body: JSON.stringify({query})})

test.each([
  ['parentheses', parentheses(3000)],
  ['arrays', arrays(3000)],
  ['an or chain in a filter', orChain(3000)],
  ['an or chain just past the limit', orChain(MAX_QUERY_DEPTH + 2)],
])('%s is a 400 queryParseError, never a 5xx', async (_name, query) => {
  const response = await post(query)
  expect(response.status).toBe(400)
  expect((await response.json()).error.type).toBe('queryParseError')
})

test('an or chain that parses but nests too deep names the limit', async () => {
  const response = await post(orChain(3000))
  expect((await response.json()).error).toMatchObject({type: 'queryParseError', limit: 'queryDepth', max: MAX_QUERY_DEPTH})
})

test('a listener with such a query is told on the stream, as clients expect', async () => {
  const response = await lake.api(`/data/listen/${lake.dataset}?${new URLSearchParams({query: orChain(MAX_QUERY_DEPTH + 50)})}`)
  const stream = await response.text()
  expect(stream).toContain('event: channelError')
  expect(stream).toContain('"limit":"queryDepth"')
})

test('queries nested within the limit still answer', async () => {
  const depth = Math.floor(MAX_QUERY_DEPTH / 4)
  for (const query of [parentheses(depth), arrays(depth), orChain(depth), orChain(MAX_QUERY_DEPTH - 10)]) {
    const response = await post(query)
    expect(response.status, query.slice(0, 30)).toBe(200)
  }
})
