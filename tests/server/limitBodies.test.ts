// Every limit docs/limits.md lists is refused naming the limit (`limit`) and its bound (`max`), so a
// client can tell which one it passed without reading the sentence (LAKE-ADDR-016).
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {MAX_QUERY_DEPTH} from '../../server/query/queryDepth.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const json = (body: unknown) => ({method: 'POST', body: JSON.stringify(body)})

/** A query of more than 300,000 characters that would otherwise be fine. */
const longQuery = `*[_id in ${JSON.stringify(Array.from({length: 30_000}, (_, i) => `id-${i}`))}]`

describe('queries', () => {
  test('a query past 300,000 characters names the limit, on the query endpoint, GET or POST', async () => {
    expect(longQuery.length).toBeGreaterThan(300_000)
    const posted = await lake.api(`/data/query/${lake.dataset}`, json({query: longQuery}))
    expect(posted.status).toBe(400)
    expect((await posted.json()).error).toMatchObject({
      type: 'validationError',
      description: '"query" is longer than 300000 characters',
      limit: 'maxQueryLength',
      max: 300_000,
    })
  })

  test('so does a delete or patch query past it', async () => {
    const response = await lake.api(`/data/mutate/${lake.dataset}`, json({mutations: [{delete: {query: longQuery}}]}))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({type: 'validationError', limit: 'maxQueryLength', max: 300_000})
  })

  test('a listener’s filter past 16,000 characters names its own limit', async () => {
    const filter = `*[_id in ${JSON.stringify(Array.from({length: 2_000}, (_, i) => `id-${i}`))}]`
    const response = await lake.api(`/data/listen/${lake.dataset}?query=${encodeURIComponent(filter)}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({type: 'validationError', limit: 'maxQueryLength', max: 16_000})
  })

  test('a query nested past what the parser reads is a queryParseError naming the depth limit', async () => {
    // Inline (short) and on the parse worker (long): both past the 1,000 levels of K-LAKE-028.
    for (const levels of [3_000, 20_000]) {
      const query = `${'('.repeat(levels)}1${')'.repeat(levels)}`
      const response = await lake.api(`/data/query/${lake.dataset}`, json({query}))
      expect(response.status, String(levels)).toBe(400)
      const {error} = await response.json()
      expect(error, String(levels)).toMatchObject({type: 'queryParseError', limit: 'queryDepth', max: MAX_QUERY_DEPTH})
      expect(error.description).toMatch(/^The query is nested too deeply to parse$|^The query nests expressions more than 1000 levels deep$/)
    }
  })

  test('the parser’s own overflow carries the limit too', async () => {
    // 3,000 brackets overflow groq-js's parser on the lake's thread (it reads about 1,500).
    const query = `${'['.repeat(2_000)}${'('.repeat(2_000)}1${')'.repeat(2_000)}${']'.repeat(2_000)}`
    const response = await lake.api(`/data/query/${lake.dataset}`, json({query}))
    const {error} = await response.json()
    expect(error).toMatchObject({type: 'queryParseError', description: 'The query is nested too deeply to parse', limit: 'queryDepth', max: MAX_QUERY_DEPTH})
  })
})

describe('ids', () => {
  const ids = Array.from({length: 1_001}, (_, i) => `doc-${i}`).join(',')

  test('more than 1,000 ids in one document fetch names the limit', async () => {
    const response = await lake.api(`/data/doc/${lake.dataset}/${ids}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({type: 'validationError', description: 'At most 1000 ids per request', limit: 'maxIds', max: 1000})
  })

  test('and in one history request or user lookup', async () => {
    const history = await lake.api(`/data/history/${lake.dataset}/transactions/${ids}`)
    expect(history.status).toBe(400)
    expect((await history.json()).error).toMatchObject({limit: 'maxIds', max: 1000})
    const users = await lake.api(`/users/${ids}`)
    expect(users.status).toBe(400)
    expect((await users.json()).error).toMatchObject({limit: 'maxIds', max: 1000})
  })
})
