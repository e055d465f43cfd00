// Serving asset files (LAKE-ASSET-006, -009): the stored bytes at the document's URL, images
// resized and re-encoded by URL parameters, a year of caching with ETags, and the dataset's
// read rules (a private dataset's files need a credential that can read the asset document).
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import sharp from 'sharp'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {twoToneImage} from '../support/images.ts'

let lake: TestLake
let image: {url: string; path: string; _id: string}
let png: Buffer
beforeAll(async () => {
  lake = await startTestLake()
  png = await twoToneImage(400, 200)
  image = (await upload('images', png, '?filename=wide.png')).document
})
afterAll(() => lake?.close())

async function upload(kind: 'images' | 'files', body: Buffer, query = '', dataset = lake.dataset) {
  const response = await lake.api(`/assets/${kind}/${dataset}${query}`, {method: 'POST', body: new Uint8Array(body), headers: {'content-type': 'application/octet-stream'}})
  expect(response.status).toBe(200)
  return response.json()
}

/** GET an asset URL as a role (the editor by default), or anonymously with null. */
function get(url: string, role: 'editor' | 'viewer' | null = 'editor', headers: Record<string, string> = {}) {
  return fetch(url, {headers: {...(role ? {Authorization: `Bearer ${lake.tokens[role]}`} : {}), ...headers}})
}

async function sizeOf(response: Response) {
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  return {width: meta.width, height: meta.height, format: meta.format}
}

describe('serving images', () => {
  test('the URL serves the stored bytes, cacheable for a year, with an ETag and 304s', async () => {
    const response = await get(image.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/)
    const again = await get(image.url, 'editor', {'If-None-Match': etag})
    expect(again.status).toBe(304)
  })

  test('w, h, fit and dpr resize; fm and auto=format choose the format', async () => {
    expect(await sizeOf(await get(`${image.url}?w=100`))).toEqual({width: 100, height: 50, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&h=100`))).toEqual({width: 100, height: 50, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&h=100&fit=crop`))).toEqual({width: 100, height: 100, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&h=100&fit=fill&bg=fff`))).toEqual({width: 100, height: 100, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&h=100&fit=scale`))).toEqual({width: 100, height: 100, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=1000&fit=max`))).toEqual({width: 400, height: 200, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=800&h=800&fit=min`))).toEqual({width: 200, height: 200, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=800&h=800&fit=fillmax`))).toEqual({width: 800, height: 800, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&dpr=2`))).toEqual({width: 200, height: 100, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?rect=0,0,100,100&w=50`))).toEqual({width: 50, height: 50, format: 'png'})
    expect(await sizeOf(await get(`${image.url}?w=100&fm=jpg&q=60`))).toMatchObject({format: 'jpeg'})
    const auto = await get(`${image.url}?w=100&auto=format`, 'editor', {Accept: 'image/avif,image/webp,*/*'})
    expect(auto.headers.get('content-type')).toBe('image/webp')
    expect(auto.headers.get('vary')).toMatch(/Accept/)
    const legacy = await get(`${image.url}?w=100&auto=format`, 'editor', {Accept: 'image/png,*/*'})
    expect(legacy.headers.get('content-type')).toBe('image/png')
  })

  test('the left half cropped by rect is the left colour; blur and bg are accepted', async () => {
    const left = await get(`${image.url}?rect=0,0,200,200&w=10&fm=png`)
    const {data} = await sharp(Buffer.from(await left.arrayBuffer())).raw().toBuffer({resolveWithObject: true})
    expect([data[0], data[1], data[2]]).toEqual([0xd0, 0x20, 0x20])
    expect((await get(`${image.url}?w=50&blur=50&bg=80ff0000&fm=jpg`)).status).toBe(200)
  })

  test('a variant has its own ETag and is served again from the cache', async () => {
    const first = await get(`${image.url}?w=64`)
    const second = await get(`${image.url}?w=64`)
    expect(first.headers.get('etag')).toMatch(/^"[0-9a-f]{40}-[0-9a-f]{20}"$/)
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'))
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true)
    expect((await get(`${image.url}?w=64`, 'editor', {'If-None-Match': first.headers.get('etag')!})).status).toBe(304)
  })

  test('a GIF transformed is a JPEG still', async () => {
    const gif = await twoToneImage(60, 40, {format: 'gif'})
    const doc = (await upload('images', gif)).document
    expect(doc.mimeType).toBe('image/gif')
    expect(await sizeOf(await get(`${doc.url}?w=30`))).toEqual({width: 30, height: 20, format: 'jpeg'})
    expect((await get(doc.url)).headers.get('content-type')).toBe('image/gif')
  })

  test('bad parameters are 400s; unknown images 404s', async () => {
    expect((await get(`${image.url}?w=abc`)).status).toBe(400)
    expect((await get(`${image.url}?fit=stretch&w=10`)).status).toBe(400)
    expect((await get(`${image.url}?fm=bmp`)).status).toBe(400)
    expect((await get(`${image.url}?rect=500,500,10,10`)).status).toBe(400)
    expect((await get(image.url.replace(/[0-9a-f]{40}/, '0'.repeat(40)))).status).toBe(404)
    expect((await get(image.url.replace('.png', '.exe'))).status).toBe(404)
  })
})

describe('serving files', () => {
  test('files are served with their type; ?dl= makes them a download', async () => {
    const pdfish = Buffer.from(`%PDF-1.4 not really ${Date.now()}`)
    const doc = (await upload('files', pdfish, '?filename=R%C3%A9sum%C3%A9.pdf')).document
    const plain = await get(doc.url)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('application/pdf')
    expect(plain.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await plain.arrayBuffer()).equals(pdfish)).toBe(true)
    const download = await get(`${doc.url}?dl=`)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)
    const named = await get(`${doc.url}?dl=cv.pdf`)
    expect(named.headers.get('content-disposition')).toContain('filename="cv.pdf"')
  })
})

describe('uploaded pages and drawings run no scripts', () => {
  test('an SVG or HTML file is served under a sandboxing Content-Security-Policy', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8" fill="#123456"/></svg>`)
    const drawing = (await upload('images', svg, '?filename=x.svg')).document
    expect(drawing).toMatchObject({extension: 'svg', mimeType: 'image/svg+xml'})
    const html = (await upload('files', Buffer.from(`<script>alert(${Date.now()})</script>`), '?filename=page.html')).document
    for (const url of [drawing.url, html.url]) {
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // Transformed, an SVG is a PNG.
    expect(await sizeOf(await get(`${drawing.url}?w=16`))).toEqual({width: 16, height: 16, format: 'png'})
  })
})

describe('who may read', () => {
  test('a private dataset’s files need a credential that can read the asset', async () => {
    expect((await get(image.url, null)).status).toBe(401)
    expect((await get(image.url, 'viewer')).status).toBe(200)
    const refused = await fetch(image.url, {headers: {Authorization: 'Bearer not-a-token'}})
    expect(refused.status).toBe(401)
  })

  test('a public dataset’s files are anyone’s, cacheable publicly', async () => {
    lake.running.store.createDataset({projectId: lake.projectId, name: 'open', aclMode: 'public'})
    const doc = (await upload('images', await twoToneImage(12, 12), '', 'open')).document
    expect(doc.url).toContain(`/images/${lake.projectId}/open/`)
    const response = await get(doc.url, null)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('once its document is deleted the file is no longer served', async () => {
    const doc = (await upload('files', Buffer.from(`short-lived ${Date.now()}`), '?filename=x.txt')).document
    expect((await get(doc.url)).status).toBe(200)
    const deleted = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{delete: {id: doc._id}}]})})
    expect(deleted.status).toBe(200)
    expect((await get(doc.url)).status).toBe(404)
  })
})
