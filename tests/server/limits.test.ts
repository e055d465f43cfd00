// The lake's document limits: each is a 400 naming the limit and where it was passed, in a request
// body or in a document that patches would grow past it, and nothing of a refused transaction is
// written. Oversized and malformed requests are answered with their 4xx, never a broken connection.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {DOCUMENT_LIMITS} from '../../server/dataset/documentLimits.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

let unique = 0
const uid = (label: string) => `lim-${Date.now().toString(36)}-${unique++}-${label}`

async function mutate(body: string | object) {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body)})
  return {status: response.status, body: await response.json()}
}

async function exists(id: string): Promise<boolean> {
  const body = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
  return body.documents.length > 0
}

const nested = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels)

describe('limits of a request body', () => {
  test('nesting deeper than the limit is a 400 naming the limit and the path, at 10,000 and 200,000 levels too', async () => {
    for (const [levels, open, close] of [
      [DOCUMENT_LIMITS.maxDepth + 1, '{"a":', '}'],
      [10_000, '{"a":', '}'],
      [200_000, '[', ']'],
    ] as const) {
      const id = uid('deep')
      const value = open.repeat(levels) + '1' + close.repeat(levels)
      const result = await mutate(`{"mutations":[{"create":{"_id":"${id}","_type":"t","v":${value}}}]}`)
      expect(result.status, `${levels}`).toBe(400)
      expect(result.body.error).toMatchObject({type: 'validationError', limit: 'maxDepth', max: DOCUMENT_LIMITS.maxDepth})
      // One level past the limit passes the body's check (its wrapper levels) and is caught on the document.
      expect(result.body.error.description).toMatch(/nested deeper than 100 levels at (mutations\[0\]\.create\.)?v/)
      expect(await exists(id)).toBe(false)
    }
  })

  test('a document at the depth limit is stored', async () => {
    const id = uid('at-limit')
    const result = await mutate(`{"mutations":[{"create":{"_id":"${id}","_type":"t","v":${nested(DOCUMENT_LIMITS.maxDepth - 1)}}}]}`)
    expect(result.status).toBe(200)
    expect(await exists(id)).toBe(true)
  })

  test('too many keys in an object, or items in an array', async () => {
    const keys = Object.fromEntries(Array.from({length: DOCUMENT_LIMITS.maxKeys + 1}, (_, i) => [`k${i}`, i]))
    const wide = await mutate({mutations: [{create: {_id: uid('keys'), _type: 't', wide: keys}}]})
    expect(wide.status).toBe(400)
    expect(wide.body.error).toMatchObject({limit: 'maxKeys', path: 'mutations[0].create.wide'})

    const long = await mutate({mutations: [{create: {_id: uid('items'), _type: 't', list: new Array(DOCUMENT_LIMITS.maxItems + 1).fill(0)}}]})
    expect(long.status).toBe(400)
    expect(long.body.error).toMatchObject({limit: 'maxItems', path: 'mutations[0].create.list'})
  })
})

describe('limits of the documents a transaction produces', () => {
  test('a patch cannot nest a document past the limit, and the refused transaction writes nothing', async () => {
    const id = uid('grow')
    expect((await mutate({mutations: [{create: {_id: id, _type: 't', title: 'kept'}}]})).status).toBe(200)
    const path = Array.from({length: DOCUMENT_LIMITS.maxDepth + 5}, (_, i) => `l${i}`).join('.')
    const other = uid('other')
    const result = await mutate({mutations: [{create: {_id: other, _type: 't'}}, {patch: {id, set: {title: 'changed', [path]: 1}}}]})
    expect(result.status).toBe(400)
    expect(result.body.error).toMatchObject({limit: 'maxDepth'})
    expect(result.body.error.description).toContain(`Document "${id}"`)
    expect(await exists(other)).toBe(false)
    const stored = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
    expect(stored.documents[0].title).toBe('kept')
  })

  test('strings grown by patches past the limit are refused', async () => {
    const id = uid('string')
    const third = 'x'.repeat(Math.ceil(DOCUMENT_LIMITS.maxStringLength / 3) + 10)
    expect((await mutate({mutations: [{create: {_id: id, _type: 't', text: third}}]})).status).toBe(200)
    expect((await mutate({mutations: [{patch: {id, insert: {after: 'list[-1]', items: []}, set: {text2: third}}}]})).status).toBe(200)
    // Concatenate through a diff-match-patch that appends the text twice more.
    const append = `@@ -${third.length - 2},2 +${third.length - 2},${2 + third.length * 2} @@\n xx\n+${third}${third}\n`
    const result = await mutate({mutations: [{patch: {id, diffMatchPatch: {text: append}}}]})
    expect(result.status).toBe(400)
    expect(result.body.error).toMatchObject({limit: 'maxStringLength', path: 'text'})
  })

  test('a document past the size limit is refused', async () => {
    const id = uid('size')
    const chunk = 'y'.repeat(3 * 1024 * 1024)
    expect((await mutate({mutations: [{create: {_id: id, _type: 't', f0: chunk}}]})).status).toBe(200)
    let last = 200
    for (let i = 1; i < 8 && last === 200; i++) {
      const result = await mutate({mutations: [{patch: {id, set: {[`f${i}`]: chunk}}}]})
      last = result.status
      if (last !== 200) {
        expect(result.status).toBe(400)
        expect(result.body.error).toMatchObject({limit: 'maxDocumentBytes', max: DOCUMENT_LIMITS.maxDocumentBytes})
        expect(i).toBe(5)
      }
    }
    expect(last).toBe(400)
    const stored = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
    expect(Object.keys(stored.documents[0]).filter((key) => key.startsWith('f'))).toHaveLength(5)
  })
})

describe('queries', () => {
  test('a query or parameters nested too deeply are a 400', async () => {
    for (const query of ['('.repeat(20_000) + '1' + ')'.repeat(20_000), '!'.repeat(20_000) + 'true', '*[' + 'a.'.repeat(20_000) + 'b == 1]']) {
      const response = await lake.api(`/data/query/${lake.dataset}`, {method: 'POST', body: JSON.stringify({query})})
      expect(response.status).toBe(400)
      // The long attribute chain parses slowly before it overflows: it may be stopped at the parse time limit first.
      expect((await response.json()).error).toMatchObject({type: 'queryParseError', description: expect.stringMatching(/^The query is nested too deeply to parse$|^The query took longer than 2000 ms to parse/)})
    }
    const params = `{"query":"$p","params":{"p":${nested(500)}}}`
    const response = await lake.api(`/data/query/${lake.dataset}`, {method: 'POST', body: params})
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({limit: 'maxDepth'})
  })
})

describe('oversized and malformed requests are answered, never cut off', () => {
  test('every one gets its 4xx with a JSON body, and no connection breaks', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'x')
    const auth = {Authorization: `Bearer ${lake.tokens.editor}`, 'X-Sanity-Project-ID': lake.projectId}
    const kinds: [string, () => Promise<Response>, number | number[]][] = [
      ['oversized', () => fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {method: 'POST', body: big, headers: {...auth, 'content-type': 'application/json'}}), 413],
      [
        'oversized, streamed',
        () =>
          fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {
            method: 'POST',
            body: new Blob([big]).stream(),
            duplex: 'half',
            headers: {...auth, 'content-type': 'application/json'},
          } as RequestInit),
        413,
      ],
      ['oversized with a bad token', () => fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {method: 'POST', body: big, headers: {Authorization: 'Bearer nope', 'content-type': 'application/json'}}), 401],
      ['oversized to no endpoint', () => fetch(`${lake.url}/v2023-11-13/no/such/thing`, {method: 'POST', body: big, headers: {'content-type': 'application/json'}}), [404, 413]],
      ['oversized to a bad version', () => fetch(`${lake.url}/vnope/data/mutate/x`, {method: 'POST', body: big, headers: {'content-type': 'application/json'}}), 404],
      ['broken JSON', () => fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {method: 'POST', body: '{"mutations": [', headers: {...auth, 'content-type': 'application/json'}}), 400],
      ['empty JSON body', () => fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {method: 'POST', body: '', headers: {...auth, 'content-type': 'application/json'}}), 400],
      ['wrong content type', () => fetch(`${lake.url}/v2023-11-13/data/mutate/${lake.dataset}`, {method: 'POST', body: 'a=b', headers: {...auth, 'content-type': 'text/csv'}}), 415],
    ]
    const failures: string[] = []
    for (let round = 0; round < 25; round++) {
      await Promise.all(
        kinds.map(async ([name, send, status]) => {
          try {
            const response = await send()
            const body = await response.json()
            if (![status].flat().includes(response.status) || typeof body.error?.description !== 'string') failures.push(`${name}: ${response.status} ${JSON.stringify(body)}`)
          } catch (error) {
            failures.push(`${name}: ${(error as {cause?: {code?: string}}).cause?.code ?? error}`)
          }
        }),
      )
    }
    expect(failures).toEqual([])
    const tooLarge = await (await kinds[0][1]()).json()
    expect(tooLarge.error.description).toBe('The request body is larger than the lake accepts (4194304 bytes at most)')
  })
})

describe('long addresses and what the HTTP parser refuses', () => {
  test('a fetch of 1,000 drafts by UUID, about 47 KB of path, answers; the maintained client gets them too', async () => {
    const ids = Array.from({length: 1000}, () => `drafts.${crypto.randomUUID()}`)
    const stored = ids[999]
    const created = await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: stored, _type: 'note'}}]})})
    expect(created.status).toBe(200)
    const path = `/data/doc/${lake.dataset}/${ids.join(',')}`
    expect(path.length).toBeGreaterThan(44_000)
    const response = await lake.api(path)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.documents.map((doc: {_id: string}) => doc._id)).toEqual([stored])
    expect(body.omitted).toHaveLength(999)
  })

  test('headers past the limit are a 431 in the lake’s shape, saying to POST long queries', async () => {
    const query = encodeURIComponent(`"${'a'.repeat(140_000)}"`)
    const response = await lake.api(`/data/query/${lake.dataset}?query=${query}`)
    expect(response.status).toBe(431)
    expect((await response.json()).error).toMatchObject({type: 'requestHeadersTooLarge', description: expect.stringContaining('POST')})
    // The lake is fine afterwards.
    expect((await lake.api('/ping')).status).toBe(200)
  })

  test('a malformed percent-escape in the path is a 400 in the lake’s shape', async () => {
    const response = await lake.api(`/data/doc/${lake.dataset}/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({type: 'validationError', description: expect.stringContaining('not a valid URL')})
  })
})

describe('values JSON cannot hold', () => {
  test('a number past double range, as a literal or grown by inc, is refused, never stored as null', async () => {
    const id = uid('number')
    const literal = await mutate(`{"mutations":[{"create":{"_id":"${id}","_type":"note","big":1e400}}]}`)
    expect(literal.status).toBe(400)
    expect(literal.body.error).toMatchObject({limit: 'maxNumber', path: `mutations[0].create.big`})
    expect(await exists(id)).toBe(false)

    expect((await mutate({mutations: [{create: {_id: id, _type: 'note', n: 1e308}}]})).status).toBe(200)
    const grown = await mutate({mutations: [{patch: {id, inc: {n: 1e308}}}]})
    expect(grown.status).toBe(400)
    expect(grown.body.error).toMatchObject({limit: 'maxNumber', path: 'n'})
    const stored = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
    expect(stored.documents[0].n).toBe(1e308)
  })

  test('_createdAt must be a date-time string, on create and by patch', async () => {
    const id = uid('created')
    for (const createdAt of [42, {a: 1}, 'yesterday']) {
      const refused = await mutate({mutations: [{create: {_id: id, _type: 'note', _createdAt: createdAt}}]})
      expect(refused.status, JSON.stringify(createdAt)).toBe(400)
      expect(refused.body.error.description).toContain('_createdAt must be a date-time string')
    }
    expect((await mutate({mutations: [{create: {_id: id, _type: 'note', _createdAt: '2020-05-01T10:00:00Z'}}]})).status).toBe(200)
    expect((await mutate({mutations: [{patch: {id, set: {_createdAt: 'yesterday'}}}]})).status).toBe(400)
    const stored = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
    expect(stored.documents[0]._createdAt).toBe('2020-05-01T10:00:00Z')
  })
})

describe('bodies that are not JSON', () => {
  test('a form body or plain text to the JSON endpoints is a 415 that says to send JSON', async () => {
    for (const [path, type] of [
      [`/data/mutate/${lake.dataset}`, 'application/x-www-form-urlencoded'],
      [`/data/mutate/${lake.dataset}`, 'text/plain'],
      [`/data/query/${lake.dataset}`, 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await lake.api(path, {method: 'POST', body: 'mutations=1&query=*', headers: {'content-type': type}})
      expect(response.status, `${path} ${type}`).toBe(415)
      expect((await response.json()).error).toEqual({type: 'unsupportedMediaType', description: `Send the body as application/json, not ${type}`})
    }
  })
})

describe('JSON bodies the lake refuses, and why', () => {
  test('broken JSON is a 400 that says where the parse stopped', async () => {
    const result = await mutate('{"mutations": [{"create": {"_id": "x" "_type": "t"}}]}')
    expect(result.status).toBe(400)
    expect(result.body.error.type).toBe('validationError')
    expect(result.body.error.description).toMatch(/^The request body is not valid JSON: .*position \d+/)
  })

  test('a "__proto__" key, plain or escaped, at any depth, is a 400 that names it, and nothing is stored', async () => {
    for (const [label, key] of [
      ['plain', '"__proto__"'],
      ['escaped', '"\\u005f_proto__"'],
    ] as const) {
      const id = uid(`proto-${label}`)
      const result = await mutate(`{"mutations":[{"create":{"_id":"${id}","_type":"t","a":[{"_key":"k","b":{${key}:{"x":1}}}]}}]}`)
      expect(result.status, label).toBe(400)
      expect(result.body.error).toEqual({type: 'validationError', description: 'The request body holds the key "__proto__", which the lake does not accept as a field name'})
      expect(await exists(id)).toBe(false)
    }
    const query = await lake.api(`/data/query/${lake.dataset}`, {method: 'POST', body: '{"query":"*[_id == $id]","params":{"id":"x","__proto__":{"y":1}}}'})
    expect(query.status).toBe(400)
  })

  test('a patch through "__proto__" is refused, where it was accepted and changed nothing', async () => {
    const id = uid('proto-patch')
    expect((await mutate({mutations: [{create: {_id: id, _type: 't', a: {}}}]})).status).toBe(200)
    for (const operation of [{set: {'__proto__.x': 1}}, {setIfMissing: {'a.__proto__': {x: 1}}}, {inc: {'a["__proto__"].x': 1}}, {unset: ['__proto__']}]) {
      const result = await mutate({mutations: [{patch: {id, ...operation}}]})
      expect(result.status, JSON.stringify(operation)).toBe(400)
      expect(result.body.error.description).toContain('"__proto__" cannot be a field name')
    }
  })

  test('"constructor" is an ordinary field name, with "prototype" inside too', async () => {
    const id = uid('constructor')
    const value = {constructor: {prototype: {x: 1}}, shape: {constructor: 'Circle'}}
    expect((await mutate({mutations: [{create: {_id: id, _type: 't', ...value}}]})).status).toBe(200)
    expect((await mutate({mutations: [{patch: {id, set: {'constructor.prototype.y': 2}}}]})).status).toBe(200)
    const stored = (await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()).documents[0]
    expect(stored.constructor).toEqual({prototype: {x: 1, y: 2}})
    expect(stored.shape).toEqual({constructor: 'Circle'})
  })
})
