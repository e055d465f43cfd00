// The maintained client @sanity/client, unmodified, talks to our lake: queries, documents by id,
// creates, patches, transactions and mutate options, by header project and by project host name.
import {request as httpRequest} from 'node:http'
import type {LookupFunction} from 'node:net'
import {Readable} from 'node:stream'
import {createClient, type SanityClient} from '@sanity/client'
import {sanityClientFor} from '../support/sanityClient.ts'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
let client: SanityClient

const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (!hostname.endsWith('.localhost')) throw new Error(`unexpected host ${hostname}`)
  if (options.all) (callback as (err: null, addresses: {address: string; family: number}[]) => void)(null, [{address: '127.0.0.1', family: 4}])
  else callback(null, '127.0.0.1', 4)
}

let unique = 0
const uid = (label: string) => `c${Date.now().toString(36)}${(unique++).toString(36)}-${label}`

beforeAll(async () => {
  lake = await startTestLake()
  client = sanityClientFor(lake)
})

afterAll(async () => {
  await lake?.close()
})

describe('@sanity/client against the lake', () => {
  it('create returns the stored document; fetch with params, getDocument and getDocuments read it back', async () => {
    const type = uid('type')
    const created = await client.create({_type: type, title: 'First', n: 1})
    expect(created).toMatchObject({_type: type, title: 'First', n: 1})
    expect(created._id).toBeTruthy()
    expect(created._rev).toBeTruthy()
    expect(created._createdAt).toBeTruthy()

    const fetched = await client.fetch('*[_type == $type && n == $n][0]', {type, n: 1})
    expect(fetched).toEqual(created)
    const projected = await client.fetch<{title: string}[]>('*[_type == $type]{title}', {type})
    expect(projected).toEqual([{title: 'First'}])

    expect(await client.getDocument(created._id)).toEqual(created)
    expect(await client.getDocument(uid('missing'))).toBeUndefined()
    const missing = uid('missing')
    expect(await client.getDocuments([created._id, missing])).toEqual([created, null])
  })

  it('patch(id).set().inc().commit() returns the patched document', async () => {
    const doc = await client.create({_id: uid('patch'), _type: 'clientPatch', title: 'Old', count: 1})
    const patched = await client.patch(doc._id).set({title: 'New'}).inc({count: 2}).commit()
    expect(patched).toMatchObject({_id: doc._id, title: 'New', count: 3})
    expect(patched._rev).not.toBe(doc._rev)
    expect(patched._createdAt).toBe(doc._createdAt)
  })

  it('patches arrays with setIfMissing, insert and autoGenerateArrayKeys, and unset', async () => {
    const doc = await client.create({_id: uid('arr'), _type: 'clientPatch', drop: true})
    const patched = await client
      .patch(doc._id)
      .setIfMissing({items: []})
      .insert('after', 'items[-1]', [{label: 'a'}, {label: 'b'}])
      .unset(['drop'])
      .commit({autoGenerateArrayKeys: true})
    expect(patched.items.map((i: {label: string}) => i.label)).toEqual(['a', 'b'])
    expect(patched.items.every((i: {_key?: string}) => typeof i._key === 'string')).toBe(true)
    expect(patched).not.toHaveProperty('drop')
    const key = patched.items[0]._key
    const again = await client.patch(doc._id).set({[`items[_key=="${key}"].label`]: 'A'}).commit()
    expect(again.items[0].label).toBe('A')
  })

  it('a revision-guarded patch with a stale revision is rejected with 409', async () => {
    const doc = await client.create({_id: uid('guard'), _type: 'clientPatch', n: 0})
    await client.patch(doc._id).inc({n: 1}).commit()
    const stale = client.patch(doc._id).ifRevisionId(doc._rev).inc({n: 1}).commit()
    await expect(stale).rejects.toMatchObject({statusCode: 409})
    expect((await client.getDocument(doc._id))?.n).toBe(1)
  })

  it('transaction().create().delete().commit() lands as one transaction', async () => {
    const gone = await client.create({_id: uid('gone'), _type: 'clientTx'})
    const fresh = uid('fresh')
    const transactionId = `client-${Date.now()}-${unique++}`
    const result = await client.transaction().create({_id: fresh, _type: 'clientTx'}).delete(gone._id).commit({transactionId})
    expect(result.transactionId).toBe(transactionId)
    expect(result.results).toEqual([
      {id: fresh, operation: 'create'},
      {id: gone._id, operation: 'delete'},
    ])
    expect(result.documentIds).toEqual([fresh, gone._id])
    expect(await client.getDocument(gone._id)).toBeUndefined()
    expect((await client.getDocument(fresh))?._rev).toBe(transactionId)
  })

  it('mutate([...], {returnDocuments: true}) returns the documents', async () => {
    const a = uid('ma')
    const documents = await client.mutate(
      [{createOrReplace: {_id: a, _type: 'clientMutate', v: 1}}, {patch: {id: a, set: {v: 2}}}],
      {returnDocuments: true, returnFirst: false},
    )
    expect(documents).toHaveLength(2)
    expect(documents[1]).toMatchObject({_id: a, v: 2})
  })

  it('createIfNotExists and createOrReplace through the client', async () => {
    const id = uid('cine')
    await client.createIfNotExists({_id: id, _type: 'clientCine', v: 1})
    const unchanged = await client.createIfNotExists({_id: id, _type: 'clientCine', v: 2})
    expect(unchanged).toBeUndefined() // operation "none" carries no document
    expect((await client.getDocument(id))?.v).toBe(1)
    const replaced = await client.createOrReplace({_id: id, _type: 'clientCine', v: 3})
    expect(replaced.v).toBe(3)
  })

  it('surfaces a query parse error as a client error with status 400', async () => {
    await expect(client.fetch('*[_type == ]')).rejects.toMatchObject({statusCode: 400})
  })

  it('sends long queries by POST and they work', async () => {
    const type = uid('long')
    await client.create({_type: type, title: 'long'})
    const padding = Array.from({length: 1500}, (_, i) => `"k${i}"`).join(',')
    const result = await client.fetch(`*[_type == $type && !(_id in [${padding}])].title`, {type})
    expect(result).toEqual(['long'])
  })

  it('targets <project>.<apiHost> with useProjectHostname: true, and the lake reads the project from the host', async () => {
    // Chromium resolves *.localhost to the loopback; Node's resolver does not, and fetch will not
    // keep a custom Host header. So this fetch dials through node:http with a lookup that answers
    // the loopback for *.localhost: the client's own URL, Host header included, reaches the lake.
    const seen: string[] = []
    const loopbackFetch = (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      seen.push(url.host)
      const headers = Object.fromEntries(new Headers(init.headers))
      return new Promise<Response>((resolve, reject) => {
        const request = httpRequest(url, {method: init.method ?? 'GET', headers, lookup: loopbackLookup}, (response) => {
          const responseHeaders = new Headers()
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value)
          }
          resolve(new Response(Readable.toWeb(response) as ReadableStream, {status: response.statusCode, headers: responseHeaders}))
        })
        request.on('error', reject)
        request.end(init.body === undefined || init.body === null ? undefined : (init.body as string | Uint8Array))
      })
    }
    const hosted = createClient({
      projectId: lake.projectId,
      dataset: lake.dataset,
      apiHost: `http://localhost:${lake.running.port}`,
      useProjectHostname: true,
      apiVersion: '2023-11-13',
      token: lake.tokens.editor,
      useCdn: false,
      resolveFetch: () => loopbackFetch as typeof fetch,
    })
    const doc = await hosted.create({_id: uid('host'), _type: 'clientHost', title: 'by host'})
    expect(await hosted.fetch('*[_id == $id][0].title', {id: doc._id})).toBe('by host')
    expect(await hosted.getDocument(doc._id)).toEqual(doc)
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set([`${lake.projectId}.localhost:${lake.running.port}`]))
  })
  it('a client set to the drafts perspective reads drafts over published documents, by the published id', async () => {
    const type = uid('persp')
    const id = uid('doc')
    await client.create({_id: id, _type: type, title: 'Live'})
    await client.create({_id: `drafts.${id}`, _type: type, title: 'Being edited'})
    const previewing = client.withConfig({perspective: 'drafts', apiVersion: '2025-02-19'})
    expect(await previewing.fetch('*[_type == $type]{_id, _originalId, title}', {type})).toEqual([{_id: id, _originalId: `drafts.${id}`, title: 'Being edited'}])
    expect(await client.withConfig({perspective: 'published', apiVersion: '2025-02-19'}).fetch('*[_type == $type].title', {type})).toEqual(['Live'])
  })
})
