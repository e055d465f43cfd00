// Uploads through the adapter against the real lake (the fetch path: Node has no XMLHttpRequest;
// the browser's XHR path runs in tests/e2e/assets.e2e.test.ts), the upload query, and the file hash.
import {createHash} from 'node:crypto'
import fc from 'fast-check'
import {firstValueFrom, toArray} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpAssetUploader, LakeRequestError, sha1OfBlob, uploadSearchParams} from '../../adapters/index.ts'
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
