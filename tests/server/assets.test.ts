// Uploading images and files (LAKE-ASSET): the raw body is the file, the answer its asset
// document, addressed by the SHA-1 of its bytes; images are read for size, palette and placeholders.
import {createHash} from 'node:crypto'
import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {twoToneImage} from '../support/images.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake({config: {assetMaxBytes: 64 * 1024}})
})
afterAll(() => lake?.close())

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

async function upload(kind: 'images' | 'files', bytes: Buffer | ReadableStream, query = '', init: RequestInit & {role?: 'editor' | 'viewer' | 'contributor' | null} = {}) {
  const body = Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes
  const response = await lake.api(`/assets/${kind}/${lake.dataset}${query}`, {method: 'POST', body, headers: {'content-type': 'application/octet-stream'}, ...init})
  return {status: response.status, body: await response.json()}
}

function scratchFiles(): string[] {
  const tmp = join(lake.dataDir, 'assets', 'tmp')
  return existsSync(tmp) ? readdirSync(tmp) : []
}

describe('uploading an image', () => {
  test('answers the asset document: content-addressed id, path, url and metadata', async () => {
    const png = await twoToneImage(40, 30)
    const hash = sha1(png)
    const {status, body} = await upload('images', png, '?filename=tones.png&title=Tones&sourceName=unsplash&sourceId=abc')
    expect(status).toBe(200)
    const doc = body.document
    expect(doc).toMatchObject({
      _id: `image-${hash}-40x30-png`,
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'tones.png',
      title: 'Tones',
      source: {name: 'unsplash', id: 'abc'},
      size: png.length,
      path: `images/${lake.projectId}/${lake.dataset}/${hash}-40x30.png`,
      url: `${lake.url}/images/${lake.projectId}/${lake.dataset}/${hash}-40x30.png`,
    })
    expect(doc._rev).toEqual(expect.any(String))
    expect(doc.uploadId).toEqual(expect.any(String))
    const meta = doc.metadata
    expect(meta).toMatchObject({
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width: 40, height: 30, aspectRatio: 40 / 30},
      hasAlpha: expect.any(Boolean),
      isOpaque: true,
    })
    expect(meta.lqip).toMatch(/^data:image\/jpeg;base64,/)
    expect(meta.blurHash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/)
    const names = ['darkMuted', 'darkVibrant', 'dominant', 'lightMuted', 'lightVibrant', 'muted', 'vibrant']
    expect(Object.keys(meta.palette).filter((k) => k !== '_type').sort()).toEqual(names)
    for (const name of names) {
      expect(meta.palette[name]).toMatchObject({_type: 'sanity.imagePaletteSwatch', background: expect.stringMatching(/^#[0-9a-f]{6}$/), foreground: expect.stringMatching(/^#(fff|000)$/), title: expect.stringMatching(/^#(fff|000)$/), population: expect.any(Number)})
    }
    // Half red, half blue: the dominant swatch is one of them, holding about half of the pixels.
    expect(['#d02020', '#2040c0']).toContain(meta.palette.dominant.background)
    expect(meta.palette.dominant.population).toBeGreaterThan(40)

    // The asset is a document like any other: readable by id.
    const read = await (await lake.api(`/data/doc/${lake.dataset}/${doc._id}`)).json()
    expect(read.documents[0]).toEqual(doc)
  })

  test('the same bytes again answer the existing document', async () => {
    const png = await twoToneImage(24, 24, {left: '#10a010'})
    const first = await upload('images', png, '?filename=a.png')
    const second = await upload('images', png, '?filename=b.png')
    expect(second.status).toBe(200)
    expect(second.body.document).toEqual(first.body.document)
  })

  test('meta chooses the extracted metadata: none keeps only dimensions and alpha; exif on request', async () => {
    const png = await twoToneImage(26, 20, {alpha: true})
    const {body} = await upload('images', png, '?meta=none')
    expect(body.document.metadata).toEqual({
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width: 26, height: 20, aspectRatio: 1.3},
      hasAlpha: true,
      isOpaque: false,
    })
    const jpeg = await twoToneImage(26, 20, {format: 'jpeg'})
    const asked = await upload('images', jpeg, '?meta=lqip&meta=exif')
    expect(asked.body.document._id).toMatch(/-26x20-jpg$/)
    expect(Object.keys(asked.body.document.metadata).sort()).toEqual(['_type', 'dimensions', 'exif', 'hasAlpha', 'isOpaque', 'lqip'])
  })

  test('exif and location come from the EXIF block when asked; turned photos measure as shown', async () => {
    const sharp = (await import('sharp')).default
    const photo = await sharp({create: {width: 30, height: 10, channels: 3, background: '#808080'}})
      .jpeg()
      .withExif({
        IFD0: {Make: 'Acme', Model: 'Cam 1'},
        IFD2: {DateTimeOriginal: '2024:05:06 07:08:09', FNumber: '28/10'},
        IFD3: {GPSLatitudeRef: 'S', GPSLatitude: '59/1 54/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '10/1 45/1 0/1', GPSAltitudeRef: '0', GPSAltitude: '120/1'},
      })
      .withMetadata({orientation: 6})
      .toBuffer()
    const {status, body} = await upload('images', photo, '?meta=exif,location')
    expect(status).toBe(200)
    const metadata = body.document.metadata
    // Orientation 6 turns the picture a quarter: shown 10 wide and 30 high.
    expect(metadata.dimensions).toMatchObject({width: 10, height: 30})
    expect(body.document._id).toMatch(/-10x30-jpg$/)
    expect(metadata.exif).toMatchObject({_type: 'sanity.imageExifMetadata', Make: 'Acme', Model: 'Cam 1', Orientation: 6, DateTimeOriginal: '2024:05:06 07:08:09', FNumber: 2.8})
    expect(metadata.location).toEqual({_type: 'geopoint', lat: -(59 + 54 / 60 + 30 / 3600), lng: 10.75, alt: 120})
    const plain = await upload('images', await twoToneImage(31, 11, {format: 'jpeg'}), '?meta=location')
    expect(plain.body.document.metadata.location).toBeUndefined()
  })

  test('bytes that are not an image are a 400 and leave nothing behind', async () => {
    const {status, body} = await upload('images', Buffer.from('definitely not a picture'), '?filename=x.png')
    expect(status).toBe(400)
    expect(body.error.type).toBe('validationError')
    expect(body.error.description).toMatch(/not an image/)
    expect(scratchFiles()).toEqual([])
    const truncated = (await twoToneImage(200, 200, {format: 'jpeg'})).subarray(0, 200)
    expect((await upload('images', truncated)).status).toBe(400)
    expect(scratchFiles()).toEqual([])
  })
})

describe('uploading a file', () => {
  test('answers a file asset named by its SHA-1 and extension', async () => {
    const text = Buffer.from(`plain words ${Date.now()}`)
    const hash = sha1(text)
    const {status, body} = await upload('files', text, '?filename=notes.txt&description=Some%20notes', {headers: {'content-type': 'text/plain'}})
    expect(status).toBe(200)
    expect(body.document).toMatchObject({
      _id: `file-${hash}-txt`,
      _type: 'sanity.fileAsset',
      extension: 'txt',
      mimeType: 'text/plain',
      originalFilename: 'notes.txt',
      description: 'Some notes',
      size: text.length,
      path: `files/${lake.projectId}/${lake.dataset}/${hash}.txt`,
    })
    expect(body.document.metadata).toBeUndefined()
  })

  test('a body sent with no content type at all is taken as it is', async () => {
    const {request} = await import('node:http')
    const bytes = Buffer.from(`no type ${Date.now()}`)
    const answer = await new Promise<{status: number; body: string}>((resolve, reject) => {
      const req = request(`${lake.url}/v2023-11-13/assets/files/${lake.dataset}?filename=raw`, {
        method: 'POST',
        headers: {'Content-Length': String(bytes.length), 'X-Sanity-Project-ID': lake.projectId, Authorization: `Bearer ${lake.tokens.editor}`},
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({status: res.statusCode!, body}))
      })
      req.on('error', reject)
      req.end(bytes)
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).document).toMatchObject({_id: `file-${sha1(bytes)}-bin`, extension: 'bin', mimeType: 'application/octet-stream', size: bytes.length})
  })

  test('a JSON file is stored as it is, not parsed', async () => {
    const json = Buffer.from('{"not": "a mutation"')
    const {status, body} = await upload('files', json, '?filename=data.json', {headers: {'content-type': 'application/json'}})
    expect(status).toBe(200)
    expect(body.document).toMatchObject({extension: 'json', mimeType: 'application/json', size: json.length})
  })
})

describe('limits and refusals', () => {
  test('a body over the limit is a 413 naming it, and the scratch file is removed', async () => {
    const big = Buffer.alloc(200 * 1024, 7)
    const declared = await upload('files', big)
    expect(declared.status).toBe(413)
    expect(declared.body.error).toMatchObject({type: 'assetTooLarge', limit: 64 * 1024})
    expect(declared.body.error.description).toContain('64 KB')
    // Streamed without a length: refused once the limit is passed mid-body.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(10 * 1024).fill(i))
        controller.close()
      },
    })
    const streamed = await upload('files', chunks, '', {duplex: 'half'} as RequestInit)
    expect(streamed.status).toBe(413)
    expect(scratchFiles()).toEqual([])
  })

  test('uploads need a user with create permission', async () => {
    const png = await twoToneImage(10, 10)
    expect((await upload('images', png, '', {role: null})).status).toBe(401)
    const viewer = await upload('images', png, '', {role: 'viewer'})
    expect(viewer.status).toBe(403)
    expect(viewer.body.error.type).toBe('permissionDenied')
    // A contributor writes drafts only, but uploading into one creates the asset document.
    expect((await upload('images', png, '', {role: 'contributor'})).status).toBe(200)
  })

  test('an unknown dataset is a 404', async () => {
    const response = await lake.api('/assets/files/nope', {method: 'POST', body: 'x'})
    expect(response.status).toBe(404)
  })
})

describe('an upload cut short', () => {
  test('leaves neither a scratch file nor a document', async () => {
    const {request} = await import('node:http')
    const url = new URL(`${lake.url}/v2023-11-13/assets/files/${lake.dataset}?filename=cut.bin`)
    const req = request(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/octet-stream', 'Content-Length': String(60 * 1024), 'X-Sanity-Project-ID': lake.projectId, Authorization: `Bearer ${lake.tokens.editor}`},
    })
    req.on('error', () => {})
    req.write(Buffer.alloc(8 * 1024, 1))
    // The server has started the scratch file before the client goes away.
    await expect.poll(scratchFiles, {timeout: 5000}).toHaveLength(1)
    req.destroy()
    await expect.poll(scratchFiles, {timeout: 5000}).toEqual([])
    const found = await (await lake.api(`/data/query/${lake.dataset}?query=${encodeURIComponent('count(*[originalFilename == "cut.bin"])')}`)).json()
    expect(found.result).toBe(0)
  })
})
