// The maintained client against the lake's asset endpoints (LAKE-CALL-019), and assets in use
// kept from deletion (LAKE-ASSET-008).
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {createHash} from 'node:crypto'
import {createClient as create6} from 'sanity-client-6'
import {createClient as create7} from 'sanity-client-7'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {sanityClientFor} from '../support/sanityClient.ts'
import {twoToneImage} from '../support/images.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

describe('client.assets.upload', () => {
  test('uploads an image: content-addressed id, dimensions, de-duplicated, a URL that serves the bytes', async () => {
    const client = sanityClientFor(lake)
    const png = await twoToneImage(33, 21, {left: '#f0c000'})
    const doc = await client.assets.upload('image', png, {filename: 'sun.png', extract: ['palette', 'lqip']})
    expect(doc._id).toBe(`image-${sha1(png)}-33x21-png`)
    expect(doc._type).toBe('sanity.imageAsset')
    expect(doc.originalFilename).toBe('sun.png')
    expect(doc.metadata.dimensions).toMatchObject({width: 33, height: 21})
    expect(doc.metadata.palette?.dominant?.background).toMatch(/^#/)
    expect(doc.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    // extract named neither blurhash nor exif.
    expect(doc.metadata.blurHash).toBeUndefined()
    const again = await client.assets.upload('image', png, {filename: 'other-name.png'})
    expect(again._id).toBe(doc._id)
    expect(again._rev).toBe(doc._rev)
    const served = await fetch(doc.url, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  test('uploads a file with its details and source', async () => {
    const client = sanityClientFor(lake)
    const bytes = Buffer.from(`a file for the client ${Date.now()}`)
    const doc = await client.assets.upload('file', bytes, {
      filename: 'readme.txt',
      contentType: 'text/plain',
      title: 'Read me',
      creditLine: 'The team',
      source: {id: 'x1', name: 'drive', url: 'https://example.com/x1'},
    })
    expect(doc).toMatchObject({
      _id: `file-${sha1(bytes)}-txt`,
      _type: 'sanity.fileAsset',
      mimeType: 'text/plain',
      originalFilename: 'readme.txt',
      title: 'Read me',
      creditLine: 'The team',
      source: {id: 'x1', name: 'drive', url: 'https://example.com/x1'},
      size: bytes.length,
    })
    // Found the way the studio's duplicate check looks (LAKE-CALL-018).
    const found = await client.fetch('*[_type == $documentType && sha1hash == $hash][0]._id', {documentType: 'sanity.fileAsset', hash: sha1(bytes)})
    expect(found).toBe(doc._id)
  })
})

describe('older majors of the client', () => {
  test.each([
    ['6.x', create6],
    ['7.x', create7],
  ] as const)('%s uploads an image and gets the same content-addressed document', async (_major, create) => {
    const config = {projectId: lake.projectId, dataset: lake.dataset, apiHost: lake.url, useProjectHostname: false, apiVersion: '2023-11-13', token: lake.tokens.editor, useCdn: false}
    const client = create(config) as unknown as {assets: {upload(kind: string, body: Buffer, options: Record<string, unknown>): Promise<{_id: string; metadata: {dimensions: {width: number}}}>}}
    const png = await twoToneImage(17, 9, {left: _major === '6.x' ? '#101010' : '#202020'})
    const doc = await client.assets.upload('image', png, {filename: 'old.png'})
    expect(doc._id).toBe(`image-${sha1(png)}-17x9-png`)
    expect(doc.metadata.dimensions.width).toBe(17)
  })
})

describe('deleting an asset in use', () => {
  test('is refused with a 409 naming the documents (drafts too) until they let go of it', async () => {
    const client = sanityClientFor(lake)
    const asset = await client.assets.upload('image', await twoToneImage(15, 15, {right: '#00aa55'}))
    const image = {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}
    const suffix = Date.now().toString(36)
    await client.create({_id: `drafts.post-${suffix}`, _type: 'article', cover: image})
    await client.create({_id: `gallery-${suffix}`, _type: 'gallery', items: [{_key: 'a', ...image}]})
    const refused = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{delete: {id: asset._id}}]})})
    expect(refused.status).toBe(409)
    const {error} = await refused.json()
    expect(error).toMatchObject({type: 'documentHasExistingReferencesError', id: asset._id, referencingIDs: [`drafts.post-${suffix}`, `gallery-${suffix}`]})
    await client.transaction().delete(`drafts.post-${suffix}`).patch(`gallery-${suffix}`, (p) => p.unset(['items'])).commit()
    await client.delete(asset._id)
    expect(await client.getDocument(asset._id)).toBeUndefined()
  })
})
