// Uploads through the adapter against the real lake (the fetch path: Node has no XMLHttpRequest;
// the browser's XHR path runs in tests/e2e/assets.e2e.test.ts), the upload query, and the file hash.
import {createHash} from 'node:crypto'
import fc from 'fast-check'
import {firstValueFrom, toArray} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpAssetUploader, createHttpContentLake, LakeRequestError, sha1OfBlob, uploadSearchParams} from '../../adapters/index.ts'
import {
  ASSET_USAGE_QUERY,
  assetListQuery,
  assetUsers,
  duplicateQueryParams,
  FIND_DUPLICATE_QUERY,
  FIND_DUPLICATE_TAG,
  type AssetListItem,
} from '../../core/assets/index.ts'
import {twoToneImage} from '../support/images.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {configFor, recordingFetch} from './lakeClient.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex')

describe('asset uploads', () => {
  it('posts the file with its options and answers the asset id, tagged asset.upload', async () => {
    const png = await twoToneImage(30, 20)
    const recording = recordingFetch()
    const uploader = createHttpAssetUploader(configFor(lake, 'editor', {fetch: recording.fetch}))
    const file = new File([new Uint8Array(png)], 'tones.png', {type: 'image/png'})
    const events = await firstValueFrom(uploader.upload('image', file, {filename: 'tones.png', extract: ['lqip'], title: 'Tones'}).pipe(toArray()))
    expect(events).toEqual([
      {type: 'upload.progress', percent: 100},
      {type: 'upload.completed', assetId: `image-${sha1(png)}-30x20-png`},
    ])
    const url = new URL(recording.requests[0].url)
    expect(url.pathname).toBe(`/v2023-11-13/assets/images/${lake.dataset}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({filename: 'tones.png', meta: 'lqip', title: 'Tones', tag: 'studio.asset.upload'})
    const stored = await (await lake.api(`/data/doc/${lake.dataset}/image-${sha1(png)}-30x20-png`)).json()
    expect(stored.documents[0]).toMatchObject({originalFilename: 'tones.png', title: 'Tones'})
  })

  it('a refusal is a LakeRequestError (a viewer may not create assets)', async () => {
    const uploader = createHttpAssetUploader(configFor(lake, 'viewer'))
    const file = new File(['hello'], 'hello.txt', {type: 'text/plain'})
    const error = await firstValueFrom(uploader.upload('file', file)).catch((caught) => caught)
    expect(error).toBeInstanceOf(LakeRequestError)
    expect(error.status).toBe(403)
  })

  it('an empty extract list asks for no metadata; a source is sent as its three fields', () => {
    expect(uploadSearchParams({extract: []}).toString()).toBe('meta=none')
    expect(Object.fromEntries(uploadSearchParams({source: {name: 'unsplash', id: 'a1', url: 'https://x.test/a1'}, creditLine: 'Ann'}))).toEqual({
      creditLine: 'Ann',
      sourceName: 'unsplash',
      sourceId: 'a1',
      sourceUrl: 'https://x.test/a1',
    })
  })
})

describe('the studio\'s asset queries against the lake', () => {
  it('the duplicate check finds an uploaded file by its SHA-1 and nothing for other bytes (ED-UP-022)', async () => {
    const lakeClient = createHttpContentLake(configFor(lake))
    const bytes = new TextEncoder().encode('duplicate me')
    const uploader = createHttpAssetUploader(configFor(lake))
    await firstValueFrom(uploader.upload('file', new File([bytes], 'dup.txt', {type: 'text/plain'})).pipe(toArray()))
    const found = await lakeClient.query(FIND_DUPLICATE_QUERY, duplicateQueryParams('file', sha1(bytes)), {tag: FIND_DUPLICATE_TAG})
    expect(found).toBe(`file-${sha1(bytes)}-txt`)
    expect(await lakeClient.query(FIND_DUPLICATE_QUERY, duplicateQueryParams('image', sha1(bytes)))).toBeNull()
    expect(await lakeClient.query(FIND_DUPLICATE_QUERY, duplicateQueryParams('file', sha1(new Uint8Array([1]))))).toBeNull()
  })

  it('the picker lists by accepted type and extension, newest first; usage counts a draft as its document (ED-PICK-004, ED-PICK-021)', async () => {
    const lakeClient = createHttpContentLake(configFor(lake))
    const uploader = createHttpAssetUploader(configFor(lake))
    const send = async (body: string, name: string, type: string) => {
      const events = await firstValueFrom(uploader.upload('file', new File([body], name, {type})).pipe(toArray()))
      return (events.at(-1) as {assetId: string}).assetId
    }
    const text = await send('plain words', 'words.txt', 'text/plain')
    const json = await send('{"a": 1}', 'data.json', 'application/json')
    const pdf = await send('%PDF-1.4 not really', 'report.pdf', 'application/pdf')
    const list = async (accept: unknown) => {
      const {query, params} = assetListQuery('file', accept, 0)
      return (await lakeClient.query<AssetListItem[]>(query, params)).map((item) => item._id)
    }
    const texts = await list('text/*')
    expect(texts).toContain(text)
    expect(texts).not.toContain(json)
    expect(await list('.pdf, application/json')).toEqual(expect.arrayContaining([pdf, json]))
    expect(await list('.pdf, application/json')).not.toContain(text)
    const all = await list(undefined)
    expect(all.indexOf(pdf)).toBeLessThan(all.indexOf(text))

    const suffix = Date.now().toString(36)
    const file = {_type: 'file', asset: {_type: 'reference', _ref: pdf}}
    await lakeClient.mutate([{create: {_id: `drafts.use-${suffix}`, _type: 'fieldShowcase', attachment: file}}, {create: {_id: `use-${suffix}`, _type: 'fieldShowcase', attachment: file}}], {visibility: 'sync'})
    const rows = await lakeClient.query<{_id: string; _type: string}[]>(ASSET_USAGE_QUERY, {id: pdf})
    expect(assetUsers(rows).map((user) => user._id)).toEqual([`use-${suffix}`])
  })
})

describe('hashing a file (K-ED-008)', () => {
  it('equals the SHA-1 of the whole file, whatever the chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({maxLength: 3000}), fc.integer({min: 1, max: 1024}), async (bytes, chunk) => {
        expect(await sha1OfBlob(new Blob([bytes]), undefined, chunk)).toBe(sha1(bytes))
      }),
      {numRuns: 50},
    )
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(sha1OfBlob(new Blob(['abc']), controller.signal)).rejects.toThrow()
  })
})
