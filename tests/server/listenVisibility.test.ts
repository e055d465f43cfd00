// A listener's `visibility` (LAKE-LISTEN-015): the lake announces a transaction only once queries
// see it, whatever the listener asked for, so every event says `"visibility": "query"`, which is
// true of it; `transaction` (events possibly before queries see the change) is met by that too.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {openSse, type SseConnection} from '../support/sse.ts'

let lake: TestLake
const open: SseConnection[] = []
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  for (const connection of open) connection.close()
  await lake?.close()
})

async function listening(type: string, visibility: string | undefined): Promise<SseConnection> {
  const qs = new URLSearchParams({query: `*[_type == "${type}"]`, ...(visibility ? {visibility} : {})})
  const connection = await openSse(`${lake.url}/v2023-11-13/data/listen/${lake.dataset}?${qs}`, {
    headers: {'X-Sanity-Project-ID': lake.projectId, authorization: `Bearer ${lake.tokens.editor}`},
  })
  open.push(connection)
  expect((await connection.next()).event).toBe('welcome')
  return connection
}

describe('listener visibility', () => {
  test.each([undefined, 'query', 'transaction', 'sync', 'async', 'deferred'])(
    'visibility=%s: the event says "query", and a query made on receiving it sees the change',
    async (visibility) => {
      const type = `visibility${visibility ?? 'Default'}`
      const connection = await listening(type, visibility)
      const id = `${type}-${Date.now()}`
      // `async` answers the mutation before it is certain to be visible; the event still waits for it.
      const mutated = lake.api(`/data/mutate/${lake.dataset}?visibility=async`, {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: id, _type: type}}]})})
      const event = await connection.nextOf('mutation')
      const data = JSON.parse(event.data)
      expect(data.documentId).toBe(id)
      expect(data.visibility).toBe('query')
      const seen = await lake.api(`/data/query/${lake.dataset}?query=${encodeURIComponent('*[_id == $id][0]._id')}&%24id=${encodeURIComponent(JSON.stringify(id))}`)
      expect((await seen.json()).result).toBe(id)
      expect((await mutated).status).toBe(200)
    },
  )

  test('another value is a 400 naming the accepted ones', async () => {
    const response = await lake.api(`/data/listen/${lake.dataset}?query=*&visibility=later`)
    expect(response.status).toBe(400)
    expect((await response.json()).error.description).toBe('"visibility" must be one of transaction, query, sync, async, deferred')
  })
})
