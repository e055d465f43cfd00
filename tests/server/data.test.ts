// Contract tests of the data endpoints (query, doc, mutate) against a real lake over HTTP.
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

let lake: TestLake
// Every status the lake answered in this file: none may be a 500.
const statuses: {path: string; status: number}[] = []

interface Answer<T = any> {
  status: number
  body: T
}

async function call<T = any>(path: string, init: RequestInit & {role?: RoleName | null; version?: string} = {}): Promise<Answer<T>> {
  const response = await lake.api(path, init)
  statuses.push({path, status: response.status})
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // Left as text: the assertion that reads it will say so.
  }
  return {status: response.status, body}
}

const ds = () => `/data/mutate/${lake.dataset}`

function mutate(mutations: unknown, options: {qs?: string; transactionId?: string; role?: RoleName | null} = {}) {
  const body: Record<string, unknown> = {mutations}
  if (options.transactionId !== undefined) body.transactionId = options.transactionId
  return call(`${ds()}${options.qs ? `?${options.qs}` : ''}`, {method: 'POST', body: JSON.stringify(body), role: options.role})
}

async function getDoc(id: string): Promise<any> {
  const {status, body} = await call(`/data/doc/${lake.dataset}/${id}`)
  expect(status).toBe(200)
  return body.documents[0]
}

function query(groq: string, params: Record<string, unknown> = {}, extra = '') {
  const qs = new URLSearchParams({query: groq})
  for (const [name, value] of Object.entries(params)) qs.set(`$${name}`, JSON.stringify(value))
  return call(`/data/query/${lake.dataset}?${qs}${extra}`)
}

let unique = 0
/** A fresh id per use so tests never see each other's documents (or the demo content). */
const uid = (label: string) => `t${Date.now().toString(36)}${(unique++).toString(36)}-${label}`

beforeAll(async () => {
  lake = await startTestLake()
})

afterAll(async () => {
  await lake?.close()
})

describe('GET/POST /data/query', () => {
  it('answers {query, ms, result} with $param values parsed as JSON', async () => {
    const type = uid('qtype')
    await mutate([
      {create: {_id: uid('q1'), _type: type, n: 1, tags: ['a']}},
      {create: {_id: uid('q2'), _type: type, n: 2, tags: ['b']}},
    ])
    const groq = '*[_type == $type && n >= $min && count(tags[@ in $tags]) > 0 && $obj.on]{n} | order(n asc)'
    const {status, body} = await query(groq, {type, min: 1, tags: ['a', 'b'], obj: {on: true}})
    expect(status).toBe(200)
    expect(body.query).toBe(groq)
    expect(typeof body.ms).toBe('number')
    expect(body.result).toEqual([{n: 1}, {n: 2}])
  })

  it('accepts POST {query, params}', async () => {
    const id = uid('post')
    await mutate([{create: {_id: id, _type: 'postQuery', title: 'Hello'}}])
    const {status, body} = await call(`/data/query/${lake.dataset}`, {
      method: 'POST',
      body: JSON.stringify({query: '*[_id == $id][0].title', params: {id}}),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({query: '*[_id == $id][0].title', result: 'Hello'})
  })

  it('leaves the query out with returnQuery=false', async () => {
    const {status, body} = await query('1 + 1', {}, '&returnQuery=false')
    expect(status).toBe(200)
    expect(body).not.toHaveProperty('query')
    expect(body.result).toBe(2)
  })

  it('answers a parse error with 400 queryParseError and its position', async () => {
    const {status, body} = await query('*[_type == ]')
    expect(status).toBe(400)
    expect(body.error).toMatchObject({type: 'queryParseError'})
    expect(typeof body.error.description).toBe('string')
    expect(body.error.start).toBeTypeOf('number')
    expect(body.error.end).toBeTypeOf('number')
    expect(body.error.end).toBeGreaterThan(body.error.start)
  })

  it('refuses a parameter that is not JSON with a 400 naming it', async () => {
    const {status, body} = await call(`/data/query/${lake.dataset}?query=${encodeURIComponent('$x')}&$x=not-json`)
    expect(status).toBe(400)
    expect(body.error.description).toContain('$x')
  })

  it('refuses a missing query, a query that is not a string and params that are not an object', async () => {
    expect((await call(`/data/query/${lake.dataset}`)).status).toBe(400)
    const post = (body: unknown) => call(`/data/query/${lake.dataset}`, {method: 'POST', body: JSON.stringify(body)})
    expect((await post({query: 42})).status).toBe(400)
    expect((await post({query: '*', params: [1]})).status).toBe(400)
    expect((await post({query: '*', params: 'x'})).status).toBe(400)
  })

  it('refuses a parameter the query uses but the request does not give (400 naming it)', async () => {
    const {status, body} = await query('*[_id == $nobody]')
    expect(status).toBe(400)
    expect(body.error).toMatchObject({type: 'queryParseError', start: 9, end: 16})
    expect(body.error.description).toContain('$nobody')
  })

  it('hides drafts under the published perspective', async () => {
    const type = uid('persp')
    await mutate([
      {create: {_id: uid('p'), _type: type}},
      {create: {_id: `drafts.${uid('d')}`, _type: type}},
    ])
    const raw = await query('count(*[_type == $type])', {type}, '&perspective=raw')
    const published = await query('count(*[_type == $type])', {type}, '&perspective=published')
    expect(raw.body.result).toBe(2)
    expect(published.body.result).toBe(1)
  })

  it('without a perspective: raw before API version 2025-02-19, published from it (LAKE-QUERY-005)', async () => {
    const type = uid('default-persp')
    await mutate([
      {create: {_id: uid('p'), _type: type}},
      {create: {_id: `drafts.${uid('d')}`, _type: type}},
    ])
    const path = `/data/query/${lake.dataset}?${new URLSearchParams({query: 'count(*[_type == $type])', $type: JSON.stringify(type)})}`
    expect((await call(path, {version: 'v2025-02-18'})).body.result).toBe(2)
    expect((await call(path, {version: 'v1'})).body.result).toBe(2)
    expect((await call(path, {version: 'v2025-02-19'})).body.result).toBe(1)
    expect((await call(`${path}&perspective=raw`, {version: 'v2025-02-19'})).body.result).toBe(2)
    const unknown = await call(`${path}&perspective=everything`)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.description).toBe('"perspective" must be one of raw, published, drafts, previewDrafts')
  })

  it('the drafts perspective (and its older name previewDrafts) shows each document once, as its draft where it has one, under the published id (LAKE-QUERY-018)', async () => {
    const type = uid('drafts-persp')
    const [both, publishedOnly, draftOnly, referrer] = [uid('both'), uid('pub'), uid('new'), uid('ref')]
    expect(
      (
        await mutate([
          {create: {_id: both, _type: type, title: 'Published one'}},
          {create: {_id: `drafts.${both}`, _type: type, title: 'Draft one'}},
          {create: {_id: publishedOnly, _type: type, title: 'Only published'}},
          {create: {_id: `drafts.${draftOnly}`, _type: type, title: 'Only a draft'}},
          {create: {_id: referrer, _type: `${type}-ref`, target: {_type: 'reference', _ref: both}}},
        ])
      ).status,
    ).toBe(200)
    for (const perspective of ['drafts', 'previewDrafts']) {
      const listed = await query('*[_type == $type] | order(title) {_id, _originalId, title}', {type}, `&perspective=${perspective}`)
      expect(listed.status, perspective).toBe(200)
      expect(listed.body.result).toEqual([
        {_id: both, _originalId: `drafts.${both}`, title: 'Draft one'},
        {_id: draftOnly, _originalId: `drafts.${draftOnly}`, title: 'Only a draft'},
        {_id: publishedOnly, _originalId: publishedOnly, title: 'Only published'},
      ])
      // Found by its published id, and through a reference.
      expect((await query('*[_id == $id][0].title', {id: both}, `&perspective=${perspective}`)).body.result).toBe('Draft one')
      expect((await query('*[_id == $id][0].target->title', {id: referrer}, `&perspective=${perspective}`)).body.result).toBe('Draft one')
      expect((await query('count(*[_id in path("drafts.**") && _type == $type])', {type}, `&perspective=${perspective}`)).body.result).toBe(0)
    }
    // The other perspectives are as they were.
    expect((await query('count(*[_type == $type])', {type}, '&perspective=raw')).body.result).toBe(4)
    expect((await query('*[_id == $id][0].title', {id: both}, '&perspective=published')).body.result).toBe('Published one')
  })

  it('the drafts perspective follows writes: a new draft shows at once, a published one once the draft is gone', async () => {
    const type = uid('drafts-follow')
    const id = uid('doc')
    const title = () => query('*[_type == $type][0].title', {type}, '&perspective=drafts').then((answer) => answer.body.result)
    await mutate([{create: {_id: id, _type: type, title: 'v1'}}])
    expect(await title()).toBe('v1')
    await mutate([{create: {_id: `drafts.${id}`, _type: type, title: 'v2 draft'}}])
    expect(await title()).toBe('v2 draft')
    await mutate([{delete: {id: `drafts.${id}`}}])
    expect(await title()).toBe('v1')
  })

  it('needs a project once the lake holds several: 400 "Invalid project id…" without header or project host', async () => {
    // With one project the lake would use it (tests/server/defaultProject.test.ts).
    lake.running.store.createProject({id: 'second-project', displayName: 'Second', createdAt: new Date().toISOString()})
    const response = await fetch(`${lake.url}/v2023-11-13/data/query/${lake.dataset}?query=1`, {
      headers: {Authorization: `Bearer ${lake.tokens.editor}`},
    })
    statuses.push({path: 'no project', status: response.status})
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.description).toMatch(/^Invalid project id/)
  })

  it('answers 404 for an unknown dataset on every data endpoint', async () => {
    expect((await call('/data/query/nope?query=1')).status).toBe(404)
    expect((await call('/data/doc/nope/a')).status).toBe(404)
    const m = await call('/data/mutate/nope', {method: 'POST', body: JSON.stringify({mutations: [{create: {_type: 'x'}}]})})
    expect(m.status).toBe(404)
    expect(m.body.error.description).toContain('nope')
  })

  it('answers 404 for an unknown API version, and serves v1 and dated versions', async () => {
    const bad = await call(`/data/query/${lake.dataset}?query=1`, {version: 'vfoo'})
    expect(bad.status).toBe(404)
    for (const version of ['v1', 'v2021-06-07', 'v2023-11-13']) {
      const ok = await call(`/data/query/${lake.dataset}?query=${encodeURIComponent('1 + 2')}`, {version})
      expect(ok.status, version).toBe(200)
      expect(ok.body.result).toBe(3)
    }
  })
})

describe('GET /data/doc', () => {
  it('answers {documents, omitted} with a reason per missing id', async () => {
    const a = uid('da')
    const b = uid('db')
    await mutate([{create: {_id: a, _type: 'docTest'}}, {create: {_id: b, _type: 'docTest'}}])
    const missing = uid('missing')
    const {status, body} = await call(`/data/doc/${lake.dataset}/${a},${missing},${b}`)
    expect(status).toBe(200)
    expect(body.documents.map((d: any) => d._id)).toEqual([a, b])
    expect(body.documents.every((d: unknown) => d !== null)).toBe(true)
    expect(body.omitted).toEqual([{id: missing, reason: 'existence'}])
  })

  it('omits documents the caller may not read with reason "permission"', async () => {
    const a = uid('hidden')
    await mutate([{create: {_id: a, _type: 'docTest'}}])
    const missing = uid('missing')
    const {status, body} = await call(`/data/doc/${lake.dataset}/${a},${missing}`, {role: null})
    expect(status).toBe(200)
    expect(body.documents).toEqual([])
    expect(body.omitted).toEqual([
      {id: a, reason: 'permission'},
      {id: missing, reason: 'existence'},
    ])
  })

  it('checks availability only with excludeContent=true', async () => {
    const a = uid('avail')
    await mutate([{create: {_id: a, _type: 'docTest'}}])
    const missing = uid('missing')
    const {body} = await call(`/data/doc/${lake.dataset}/${a},${missing}?excludeContent=true`)
    expect(body.documents).toEqual([])
    expect(body.omitted).toEqual([{id: missing, reason: 'existence'}])
  })

  it('takes an ~11 KB list of ids in one request (the studio batches availability checks so)', async () => {
    const present = uid('batch')
    await mutate([{create: {_id: present, _type: 'docTest'}}])
    const ids = [present, ...Array.from({length: 350}, (_, i) => `drafts.${uid(`absent-${i}`)}`)]
    const path = ids.join(',')
    expect(path.length).toBeGreaterThan(8000)
    const {status, body} = await call(`/data/doc/${lake.dataset}/${path}?excludeContent=true`)
    expect(status).toBe(200)
    expect(body.omitted).toHaveLength(350)
  })
})

describe('POST /data/mutate: the mutation kinds', () => {
  it('create generates an id, and completes an id ending with "." as a prefix', async () => {
    const {status, body} = await mutate([{create: {_type: 'gen'}}, {create: {_id: 'gen.prefix.', _type: 'gen'}}])
    expect(status).toBe(200)
    const [generated, prefixed] = body.results
    expect(generated.operation).toBe('create')
    expect(generated.id).toMatch(/^[A-Za-z0-9]{10,}$/)
    expect(prefixed.id).toMatch(/^gen\.prefix\.[A-Za-z0-9]{10,}$/)
    expect((await getDoc(generated.id))._type).toBe('gen')
    expect((await getDoc(prefixed.id))._type).toBe('gen')
  })

  it('create refuses an id that exists with a 409', async () => {
    const id = uid('dup')
    expect((await mutate([{create: {_id: id, _type: 'dup'}}])).status).toBe(200)
    const again = await mutate([{create: {_id: id, _type: 'dup'}}])
    expect(again.status).toBe(409)
    expect(again.body.error.description).toContain(id)
  })

  it('createIfNotExists creates once, then answers operation "none" and leaves the document alone', async () => {
    const id = uid('cine')
    const first = await mutate([{createIfNotExists: {_id: id, _type: 'cine', v: 1}}])
    expect(first.body.results).toEqual([{id, operation: 'create'}])
    const second = await mutate([{createIfNotExists: {_id: id, _type: 'cine', v: 2}}])
    expect(second.status).toBe(200)
    expect(second.body.results).toEqual([{id, operation: 'none'}])
    expect((await getDoc(id)).v).toBe(1)
  })

  it('createOrReplace creates, then replaces the whole document keeping _createdAt', async () => {
    const id = uid('cor')
    const first = await mutate([{createOrReplace: {_id: id, _type: 'cor', a: 1, b: 2}}])
    expect(first.body.results).toEqual([{id, operation: 'create'}])
    const created = await getDoc(id)
    await new Promise((r) => setTimeout(r, 5))
    const second = await mutate([{createOrReplace: {_id: id, _type: 'cor', c: 3}}])
    expect(second.body.results).toEqual([{id, operation: 'update'}])
    const replaced = await getDoc(id)
    expect(replaced).toMatchObject({_id: id, _type: 'cor', c: 3})
    expect(replaced).not.toHaveProperty('a')
    expect(replaced._createdAt).toBe(created._createdAt)
    expect(replaced._updatedAt > created._updatedAt).toBe(true)
  })

  it('delete by id and by query with params', async () => {
    const type = uid('deltype')
    const single = uid('del')
    const many = [uid('dq1'), uid('dq2'), uid('dq3')]
    await mutate([{create: {_id: single, _type: type}}, ...many.map((id) => ({create: {_id: id, _type: type, group: 'g'}}))])
    const byId = await mutate([{delete: {id: single}}])
    expect(byId.body.results).toEqual([{id: single, operation: 'delete'}])
    const byQuery = await mutate([{delete: {query: '*[_type == $type && group == $g]', params: {type, g: 'g'}}}])
    expect(byQuery.status).toBe(200)
    expect(byQuery.body.results.map((r: any) => r.id).sort()).toEqual([...many].sort())
    expect(byQuery.body.results.every((r: any) => r.operation === 'delete')).toBe(true)
    const left = await query('count(*[_type == $type])', {type})
    expect(left.body.result).toBe(0)
  })

  it('patch by query with params updates every match', async () => {
    const type = uid('pq')
    const ids = [uid('pq1'), uid('pq2')]
    await mutate(ids.map((id) => ({create: {_id: id, _type: type, n: 1}})))
    const res = await mutate([{patch: {query: '*[_type == $type]', params: {type}, inc: {n: 10}, set: {seen: true}}}])
    expect(res.status).toBe(200)
    expect(res.body.results.map((r: any) => r.operation)).toEqual(['update', 'update'])
    const after = await query('*[_type == $type]{n, seen}', {type})
    expect(after.body.result).toEqual([
      {n: 11, seen: true},
      {n: 11, seen: true},
    ])
  })

  it('patch by id: set, setIfMissing, unset, inc, dec, diffMatchPatch', async () => {
    const id = uid('ops')
    await mutate([{create: {_id: id, _type: 'ops', title: 'Hello world', n: 10, m: 5, keep: 'k', gone: 'g', nested: {a: 1}}}])
    const res = await mutate([
      {
        patch: {
          id,
          set: {'nested.b': 2, fresh: 'f'},
          setIfMissing: {keep: 'overwritten?', added: 'yes'},
          unset: ['gone'],
          inc: {n: 5},
          dec: {m: 2},
          diffMatchPatch: {title: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n'},
        },
      },
    ])
    expect(res.status).toBe(200)
    const doc = await getDoc(id)
    expect(doc).toMatchObject({title: 'Hello there', n: 15, m: 3, keep: 'k', added: 'yes', fresh: 'f', nested: {a: 1, b: 2}})
    expect(doc).not.toHaveProperty('gone')
  })

  it('insert before, after and replace with [_key=="k"], [-1] and index paths, and deep keyed set', async () => {
    const id = uid('ins')
    await mutate([
      {
        create: {
          _id: id,
          _type: 'ins',
          items: [{_key: 'a', v: 'a'}, {_key: 'b', v: 'b'}],
          body: [{_key: 'k1', children: [{_key: 'c1', text: 'old'}]}],
        },
      },
    ])
    const steps = [
      {insert: {before: 'items[_key=="b"]', items: [{_key: 'x', v: 'x'}]}},
      {insert: {after: 'items[-1]', items: [{_key: 'z', v: 'z'}]}},
      {insert: {replace: 'items[_key=="a"]', items: [{_key: 'r', v: 'r'}]}},
      {insert: {before: 'items[0]', items: [{_key: 'first', v: 'first'}]}},
      {set: {'body[_key=="k1"].children[0].text': 'new'}},
    ]
    for (const step of steps) expect((await mutate([{patch: {id, ...step}}])).status).toBe(200)
    const doc = await getDoc(id)
    expect(doc.items.map((i: any) => i._key)).toEqual(['first', 'r', 'x', 'b', 'z'])
    expect(doc.body[0].children[0].text).toBe('new')
  })

  it('applies the operations of one patch in the order setIfMissing, set, unset, diffMatchPatch, inc, dec, insert', async () => {
    const id = uid('order')
    await mutate([{create: {_id: id, _type: 'order'}}])
    const res = await mutate([
      {
        patch: {
          id,
          // Written in reverse on purpose: the key order of the JSON must not matter.
          insert: {after: 'list[-1]', items: ['inserted']},
          dec: {count: 1},
          inc: {count: 10},
          diffMatchPatch: {text: '@@ -1,3 +1,3 @@\n-abc\n+xyz\n'},
          unset: ['temp'],
          set: {a: 'set', temp: 'temp', text: 'abc', count: 1, list: ['set']},
          setIfMissing: {a: 'setIfMissing', b: 'setIfMissing'},
        },
      },
    ])
    expect(res.status).toBe(200)
    const doc = await getDoc(id)
    // setIfMissing before set: set wins on `a`; set before unset: `temp` is gone; set before
    // diffMatchPatch: the patch applies to the set text; set before inc/dec: 1 + 10 - 1;
    // set before insert: the inserted item survives.
    expect(doc).toMatchObject({a: 'set', b: 'setIfMissing', text: 'xyz', count: 10, list: ['set', 'inserted']})
    expect(doc).not.toHaveProperty('temp')
  })

  it('keeps _id when a patch sets it, and refuses a patch that removes _type', async () => {
    const id = uid('sys')
    await mutate([{create: {_id: id, _type: 'sys'}}])
    expect((await mutate([{patch: {id, set: {_id: 'somethingElse', x: 1}}}])).status).toBe(200)
    expect((await getDoc(id)).x).toBe(1)
    expect((await call(`/data/doc/${lake.dataset}/somethingElse`)).body.documents).toEqual([])
    const removed = await mutate([{patch: {id, unset: ['_type']}}])
    expect(removed.status).toBe(400)
    expect(removed.body.error.description).toContain('_type')
  })
})

describe('POST /data/mutate: options', () => {
  it('returnIds and returnDocuments', async () => {
    const id = uid('ret')
    const res = await mutate([{create: {_id: id, _type: 'ret', v: 1}}, {patch: {id, set: {v: 2}}}], {qs: 'returnIds=true&returnDocuments=true'})
    expect(res.status).toBe(200)
    expect(res.body.documentIds).toEqual([id])
    expect(res.body.results).toHaveLength(2)
    for (const result of res.body.results) {
      expect(result.document).toMatchObject({_id: id, _type: 'ret', v: 2, _rev: res.body.transactionId})
    }
    const plain = await mutate([{patch: {id, set: {v: 3}}}])
    expect(plain.body.results).toEqual([{id, operation: 'update'}])
    expect(plain.body).not.toHaveProperty('documentIds')
  })

  it('dryRun answers as if committed but stores nothing and does not use up the transaction id', async () => {
    const id = uid('dry')
    const transactionId = uid('drytx').replace(/[^A-Za-z0-9_-]/g, '')
    const res = await mutate([{create: {_id: id, _type: 'dry', v: 1}}], {qs: 'dryRun=true&returnDocuments=true', transactionId})
    expect(res.status).toBe(200)
    expect(res.body.results[0]).toMatchObject({id, operation: 'create', document: {_id: id, v: 1}})
    expect((await call(`/data/doc/${lake.dataset}/${id}`)).body.omitted).toEqual([{id, reason: 'existence'}])
    const real = await mutate([{create: {_id: id, _type: 'dry', v: 1}}], {transactionId})
    expect(real.status).toBe(200)
    expect((await getDoc(id))._rev).toBe(transactionId)
  })

  it('autoGenerateArrayKeys gives objects in arrays a _key, at any depth, and leaves primitives', async () => {
    const id = uid('keys')
    const doc = {
      _id: id,
      _type: 'keys',
      blocks: [{_type: 'block', children: [{text: 'a'}, {_key: 'kept', text: 'b'}]}, {_key: 'mine'}],
      tags: ['x', 'y'],
      matrix: [[{v: 1}]],
    }
    await mutate([{create: doc}], {qs: 'autoGenerateArrayKeys=true'})
    const stored = await getDoc(id)
    expect(stored.blocks[0]._key).toMatch(/^\w+$/)
    expect(stored.blocks[0].children[0]._key).toMatch(/^\w+$/)
    expect(stored.blocks[0].children[1]._key).toBe('kept')
    expect(stored.blocks[1]._key).toBe('mine')
    expect(stored.tags).toEqual(['x', 'y'])
    expect(stored.matrix[0][0]._key).toMatch(/^\w+$/)
    // Patches get keys too.
    await mutate([{patch: {id, insert: {after: 'blocks[-1]', items: [{_type: 'block'}]}}}], {qs: 'autoGenerateArrayKeys=true'})
    expect((await getDoc(id)).blocks[2]._key).toMatch(/^\w+$/)
    // Without the option nothing is added.
    const other = uid('nokeys')
    await mutate([{create: {_id: other, _type: 'keys', blocks: [{text: 'a'}]}}])
    expect((await getDoc(other)).blocks[0]).toEqual({text: 'a'})
  })

  it('a client-chosen transactionId becomes _rev of every touched document; reusing it is a 409', async () => {
    const a = uid('txa')
    const b = uid('txb')
    const transactionId = `client-${unique++}-${Date.now()}`
    const res = await mutate([{create: {_id: a, _type: 'tx'}}, {create: {_id: b, _type: 'tx'}}], {transactionId})
    expect(res.status).toBe(200)
    expect(res.body.transactionId).toBe(transactionId)
    expect((await getDoc(a))._rev).toBe(transactionId)
    expect((await getDoc(b))._rev).toBe(transactionId)
    const again = await mutate([{create: {_id: uid('txc'), _type: 'tx'}}], {transactionId})
    expect(again.status).toBe(409)
    expect(again.body.error.description).toContain(transactionId)
  })

  it('keeps _createdAt on update and sets _updatedAt to the transaction time on every touched document', async () => {
    const a = uid('time-a')
    const b = uid('time-b')
    await mutate([{create: {_id: a, _type: 'time'}}])
    const created = await getDoc(a)
    await new Promise((r) => setTimeout(r, 5))
    const res = await mutate([{patch: {id: a, set: {x: 1}}}, {create: {_id: b, _type: 'time'}}])
    const [tx] = lake.running.store.transactions(lake.projectId, lake.dataset, {documentIds: [a], reverse: true, limit: 1})
    expect(tx.id).toBe(res.body.transactionId)
    const updated = await getDoc(a)
    expect(updated._createdAt).toBe(created._createdAt)
    expect(updated._updatedAt).toBe(tx.timestamp)
    expect(updated._updatedAt > created._updatedAt).toBe(true)
    const other = await getDoc(b)
    expect(other._updatedAt).toBe(tx.timestamp)
    expect(other._createdAt).toBe(tx.timestamp)
  })

  it('ifRevisionID that does not match is a 409 naming both revisions', async () => {
    const id = uid('rev')
    await mutate([{create: {_id: id, _type: 'rev'}}])
    const current = (await getDoc(id))._rev
    const res = await mutate([{patch: {id, ifRevisionID: 'stale-revision', set: {x: 1}}}])
    expect(res.status).toBe(409)
    expect(res.body.error.description).toContain('stale-revision')
    expect(res.body.error.description).toContain(current)
    expect((await getDoc(id))).not.toHaveProperty('x')
    const ok = await mutate([{patch: {id, ifRevisionID: current, set: {x: 1}}}])
    expect(ok.status).toBe(200)
  })

  it('a patch with ifRevisionID and no operation checks the revision and writes nothing', async () => {
    const guarded = uid('guarded')
    const other = uid('other')
    await mutate([{create: {_id: guarded, _type: 'rev', n: 1}}])
    const rev = (await getDoc(guarded))._rev
    const ok = await mutate([{patch: {id: guarded, ifRevisionID: rev}}, {create: {_id: other, _type: 'rev'}}], {qs: 'returnIds=true'})
    expect(ok.status).toBe(200)
    expect(ok.body.results).toEqual([{id: guarded, operation: 'none'}, {id: other, operation: 'create'}])
    expect((await getDoc(guarded))._rev).toBe(rev)
    const history = await call(`/data/history/${lake.dataset}/transactions/${guarded}?excludeContent=true`)
    expect(history.status).toBe(200)
    expect(String(history.body)).not.toContain(ok.body.transactionId)

    const third = uid('third')
    const stale = await mutate([{patch: {id: guarded, ifRevisionID: 'stale'}}, {create: {_id: third, _type: 'rev'}}])
    expect(stale.status).toBe(409)
    expect(stale.body.error.type).toBe('conflict')
    expect((await call(`/data/doc/${lake.dataset}/${third}`)).body.documents).toEqual([])
  })
})

describe('POST /data/mutate: concurrency and atomicity', () => {
  it('of 20 concurrent patches guarded by the same revision exactly one lands; chained revisions all land', async () => {
    const id = uid('race')
    await mutate([{create: {_id: id, _type: 'race', n: 0}}])
    const rev = (await getDoc(id))._rev
    const answers = await Promise.all(
      Array.from({length: 20}, (_, i) => mutate([{patch: {id, ifRevisionID: rev, set: {winner: i}, inc: {n: 1}}}])),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const after = await getDoc(id)
    expect(after.n).toBe(1)
    const winner = answers.findIndex((a) => a.status === 200)
    expect(after.winner).toBe(winner)
    expect(after._rev).toBe(answers[winner].body.transactionId)

    // Read-modify-write in a loop: each write names the revision it read and succeeds.
    for (let i = 0; i < 5; i++) {
      const current = await getDoc(id)
      expect((await mutate([{patch: {id, ifRevisionID: current._rev, inc: {n: 1}}}])).status).toBe(200)
    }
    expect((await getDoc(id)).n).toBe(6)
  })

  it('each client holding the revision it last read: only those with the current revision succeed', async () => {
    const id = uid('mixed')
    await mutate([{create: {_id: id, _type: 'race', n: 0}}])
    const old = (await getDoc(id))._rev
    await mutate([{patch: {id, inc: {n: 1}}}])
    const current = (await getDoc(id))._rev
    // Even requests carry the current revision, odd ones a stale one.
    const answers = await Promise.all(
      Array.from({length: 20}, (_, i) => mutate([{patch: {id, ifRevisionID: i % 2 === 0 ? current : old, inc: {n: 1}}}])),
    )
    answers.forEach((a, i) => {
      if (i % 2 === 1) expect(a.status, `request ${i}`).toBe(409)
    })
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect((await getDoc(id)).n).toBe(2)
  })

  for (const role of ['editor', 'contributor'] as const) {
    it(`20 concurrent unguarded inc all land, each with its own _rev (${role})`, async () => {
      // A contributor may only write drafts, and its grants are checked per document (the slower path).
      const id = role === 'contributor' ? `drafts.${uid('count')}` : uid('count')
      expect((await mutate([{create: {_id: id, _type: 'counter', n: 0}}], {role})).status).toBe(200)
      const answers = await Promise.all(Array.from({length: 20}, () => mutate([{patch: {id, inc: {n: 1}}}], {role})))
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
      const revs = answers.map((a) => a.body.transactionId)
      expect(new Set(revs).size).toBe(20)
      const final = await getDoc(id)
      expect(final.n).toBe(20)
      expect(revs).toContain(final._rev)
      // Every revision is a distinct stored version with its own counter value.
      const store = lake.running.store
      const values = revs.map((rev) => store.documentAtRevision(lake.projectId, lake.dataset, id, rev)?.n)
      expect([...values].sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({length: 20}, (_, i) => i + 1))
    })
  }

  it('rolls back the whole transaction when a patch targets a missing document (409)', async () => {
    const a = uid('rbA')
    const b = uid('rbB')
    const missing = uid('rbC')
    const res = await mutate([{create: {_id: a, _type: 'rb'}}, {create: {_id: b, _type: 'rb'}}, {patch: {id: missing, set: {x: 1}}}])
    expect(res.status).toBe(409)
    expect(res.body.error.description).toContain(missing)
    const {body} = await call(`/data/doc/${lake.dataset}/${a},${b}`)
    expect(body.documents).toEqual([])
  })

  it('refuses a transaction holding a malformed patch (400) and writes nothing of it', async () => {
    const a = uid('rbM')
    for (const patch of [{id: a, inc: {n: 'one'}}, {id: a, set: {'items[': 1}}, {id: a, frobnicate: {}}]) {
      const res = await mutate([{create: {_id: a, _type: 'rb'}}, {patch}])
      expect(res.status, JSON.stringify(patch)).toBe(400)
      expect((await call(`/data/doc/${lake.dataset}/${a}`)).body.documents).toEqual([])
    }
  })

  it('refuses a diffMatchPatch the patcher cannot read (400) and writes nothing', async () => {
    const a = uid('dmp')
    const res = await mutate([{create: {_id: a, _type: 'rb', title: 'x'}}, {patch: {id: a, diffMatchPatch: {title: 'not a patch'}}}])
    expect(res.status).toBe(400)
    expect((await call(`/data/doc/${lake.dataset}/${a}`)).body.documents).toEqual([])
  })

  it('refuses writes by a role without the permission (403) and anonymous callers (401)', async () => {
    const viewer = await mutate([{create: {_id: uid('v'), _type: 'perm'}}], {role: 'viewer'})
    expect(viewer.status).toBe(403)
    const contributor = await mutate([{create: {_id: uid('pub'), _type: 'perm'}}], {role: 'contributor'})
    expect(contributor.status).toBe(403)
    const draft = await mutate([{create: {_id: `drafts.${uid('draft')}`, _type: 'perm'}}], {role: 'contributor'})
    expect(draft.status).toBe(200)
    const anonymous = await mutate([{create: {_id: uid('anon'), _type: 'perm'}}], {role: null})
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /data/mutate: invalid requests', () => {
  const cases: [string, unknown, RegExp][] = [
    ['unknown kind', [{frobnicate: {_id: 'x'}}], /frobnicate/],
    ['two kinds in one', [{create: {_type: 'x'}, delete: {id: 'x'}}], /exactly one/],
    ['no kind', [{}], /exactly one/],
    ['missing _type', [{create: {_id: 'no-type'}}], /_type/],
    ['empty _type', [{createOrReplace: {_id: 'no-type', _type: ''}}], /_type/],
    ['createOrReplace without _id', [{createOrReplace: {_type: 'x'}}], /_id/],
    ['bad id', [{create: {_id: 'has space', _type: 'x'}}], /invalid document id/],
    ['bad id prefix', [{create: {_id: '..', _type: 'x'}}], /invalid document id/],
    ['id not a string', [{create: {_id: 42, _type: 'x'}}], /invalid document id/],
    ['delete with a bad id', [{delete: {id: 'a/b'}}], /invalid document id/],
    ['delete without id or query', [{delete: {}}], /"id" or "query"/],
    ['delete with both id and query', [{delete: {id: 'a', query: '*'}}], /"id" or "query"/],
    ['patch without id or query', [{patch: {set: {a: 1}}}], /"id" or "query"/],
    ['patch params not an object', [{patch: {query: '*', params: [1], set: {a: 1}}}], /params/],
    ['inc with a string', [{patch: {id: 'a', inc: {n: 'one'}}}], /inc\.n/],
    ['dec with a numeric string', [{patch: {id: 'a', dec: {n: '1e999'}}}], /dec\.n/],
    ['unset not a list', [{patch: {id: 'a', unset: 'title'}}], /unset/],
    ['unset with an empty path', [{patch: {id: 'a', unset: ['']}}], /unset/],
    ['set not an object', [{patch: {id: 'a', set: ['a']}}], /set/],
    ['set with a broken path', [{patch: {id: 'a', set: {'items[0': 1}}}], /set.*items\[0/],
    ['insert with two positions', [{patch: {id: 'a', insert: {before: 'a[0]', after: 'a[0]', items: []}}}], /insert/],
    ['insert without items', [{patch: {id: 'a', insert: {before: 'a[0]'}}}], /items/],
    ['unknown patch operation', [{patch: {id: 'a', rename: {a: 'b'}}}], /rename/],
    ['ifRevisionID not a string', [{patch: {id: 'a', ifRevisionID: 3, set: {a: 1}}}], /ifRevisionID/],
    ['mutations not an array', {create: {_type: 'x'}}, /mutations/],
    ['empty mutations', [], /mutations/],
    ['mutation not an object', ['create'], /mutations\[0\]/],
  ]
  for (const [name, mutations, reason] of cases) {
    it(`400 for ${name}`, async () => {
      const res = await mutate(mutations)
      expect(res.status).toBe(400)
      expect(res.body.error.description).toMatch(reason)
    })
  }

  it('names the index of the offending mutation', async () => {
    const res = await mutate([{create: {_type: 'x'}}, {create: {_type: 'x'}}, {patch: {id: 'a', inc: {n: 'x'}}}])
    expect(res.status).toBe(400)
    expect(res.body.error.description).toContain('mutations[2]')
  })

  it('400 for a transactionId that is not a string or has odd characters', async () => {
    expect((await mutate([{create: {_type: 'x'}}], {transactionId: 5 as never})).status).toBe(400)
    expect((await mutate([{create: {_type: 'x'}}], {transactionId: 'has space'})).status).toBe(400)
  })

  it('400 for a body that is not JSON, or not an object; never a 500', async () => {
    const raw = (body: string, contentType = 'application/json') =>
      call(ds(), {method: 'POST', body, headers: {'content-type': contentType}})
    expect((await raw('{"mutations": [')).status).toBe(400)
    expect((await raw('[]')).status).toBe(400)
    expect((await raw('null')).status).toBe(400)
    expect((await raw('"text"')).status).toBe(400)
    const plain = await raw('mutations please', 'text/plain')
    expect(plain.status).toBeGreaterThanOrEqual(400)
    expect(plain.status).toBeLessThan(500)
    expect(plain.body.error.description).toBeTruthy()
  })

  it('400 for an invalid option value', async () => {
    expect((await mutate([{create: {_type: 'x'}}], {qs: 'visibility=later'})).status).toBe(400)
    expect((await mutate([{create: {_type: 'x'}}], {qs: 'dryRun=maybe'})).status).toBe(400)
  })

  it('413 for a body over 4 MB', async () => {
    const big = 'x'.repeat(4 * 1024 * 1024 + 10)
    const res = await mutate([{create: {_type: 'big', big}}])
    expect(res.status).toBe(413)
    expect(res.body.error.type).toBeTruthy()
    const q = await call(`/data/query/${lake.dataset}`, {method: 'POST', body: JSON.stringify({query: '1', params: {big}})})
    expect(q.status).toBe(413)
  })
})

describe('no 500s', () => {
  it('answered every request of this file below 500', () => {
    expect(statuses.length).toBeGreaterThan(50)
    expect(statuses.filter((s) => s.status >= 500)).toEqual([])
  })
})
