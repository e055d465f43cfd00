// ED-IMG-003: the asset documents the lake writes carry every field the studio reads — identity,
// file facts, the uploader's descriptions, image dimensions and the system timestamps — both in the
// upload's answer and as stored documents read back through the data API.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {twoToneImage} from '../support/images.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const described = new URLSearchParams({
  label: 'cover',
  title: 'Two tones',
  description: 'Red on the left, blue on the right',
  creditLine: 'The test suite',
  sourceName: 'url',
  sourceId: 'tones-1',
  sourceUrl: 'https://example.com/tones.png',
})

async function uploadAndRead(kind: 'images' | 'files', body: Uint8Array<ArrayBuffer>, filename: string, type: string) {
  const search = new URLSearchParams(described)
  search.set('filename', filename)
  const response = await lake.api(`/assets/${kind}/${lake.dataset}?${search}`, {method: 'POST', body, headers: {'content-type': type}})
  expect(response.status).toBe(200)
  const answered = ((await response.json()) as {document: Record<string, unknown>}).document
  const read = (await (await lake.api(`/data/doc/${lake.dataset}/${String(answered._id)}`)).json()) as {documents: Record<string, unknown>[]}
  return {answered, stored: read.documents[0]}
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/

function expectDescribedAsset(document: Record<string, unknown>) {
  expect(document).toMatchObject({
    label: 'cover',
    title: 'Two tones',
    description: 'Red on the left, blue on the right',
    creditLine: 'The test suite',
    source: {name: 'url', id: 'tones-1', url: 'https://example.com/tones.png'},
  })
  expect(document._createdAt).toMatch(ISO)
  expect(document._updatedAt).toMatch(ISO)
  expect(document.sha1hash).toMatch(/^[0-9a-f]{40}$/)
  expect(typeof document.size).toBe('number')
  expect(typeof document.url).toBe('string')
}

describe('asset documents (ED-IMG-003)', () => {
  test('an image carries id, file facts, descriptions, dimensions and timestamps', async () => {
    const png = await twoToneImage(64, 32)
    const {answered, stored} = await uploadAndRead('images', new Uint8Array(png), 'tones.png', 'image/png')
    for (const document of [answered, stored]) {
      expect(document).toMatchObject({
        _type: 'sanity.imageAsset',
        _id: `image-${document.sha1hash}-64x32-png`,
        originalFilename: 'tones.png',
        extension: 'png',
        mimeType: 'image/png',
        size: png.length,
        url: `${lake.url}/images/${lake.projectId}/${lake.dataset}/${document.sha1hash}-64x32.png`,
        metadata: {dimensions: {width: 64, height: 32, aspectRatio: 2}},
      })
      expectDescribedAsset(document)
    }
  })

  test('a file carries the same fields without image metadata', async () => {
    const bytes = new TextEncoder().encode('some words')
    const {answered, stored} = await uploadAndRead('files', bytes, 'words.txt', 'text/plain')
    for (const document of [answered, stored]) {
      expect(document).toMatchObject({
        _type: 'sanity.fileAsset',
        _id: `file-${document.sha1hash}-txt`,
        originalFilename: 'words.txt',
        extension: 'txt',
        mimeType: 'text/plain',
        size: bytes.length,
        url: `${lake.url}/files/${lake.projectId}/${lake.dataset}/${document.sha1hash}.txt`,
      })
      expect(document.metadata === undefined || (document.metadata as {dimensions?: unknown}).dimensions === undefined).toBe(true)
      expectDescribedAsset(document)
    }
  })
})
