// Serving the built studio (server/routes/studio.ts): build files, the page for client-side
// routes, API paths untouched, no escape from the build folder, the landing page without a build.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {request as httpRequest} from 'node:http'
import {brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

const PAGE = '<!doctype html><title>studio build</title>'
const SECRET = 'not for the web'
const HTML = {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}

/** A GET with exactly these headers, the body as it travelled (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {headers}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** A lake serving a fake build folder (null: no build at all). */
async function lakeWithDist(files: Record<string, string | Buffer> | null): Promise<{lake: TestLake; stop: () => Promise<void>}> {
  // A file beside the build folder, which no URL may reach.
  const parent = mkdtempSync(join(tmpdir(), 'studio-dist-'))
  writeFileSync(join(parent, 'secret.txt'), SECRET)
  const dist = join(parent, 'dist')
  mkdirSync(dist)
  for (const [path, content] of Object.entries(files ?? {})) {
    mkdirSync(join(dist, path, '..'), {recursive: true})
    writeFileSync(join(dist, path), content)
  }
  process.env.STUDIO_DIST_DIR = dist
  try {
    const lake = await startTestLake()
    return {
      lake,
      async stop() {
        await lake.close()
        rmSync(parent, {recursive: true, force: true})
      },
    }
  } finally {
    delete process.env.STUDIO_DIST_DIR
  }
}

describe('with a build', () => {
  let lake: TestLake
  let stop: () => Promise<void>
  beforeAll(async () => {
    ;({lake, stop} = await lakeWithDist({'index.html': PAGE, 'assets/app-abc123.js': 'console.log(1)', 'robots.txt': 'User-agent: *'}))
  })
  afterAll(() => stop?.())

  test('the root and client-side routes answer the studio page, not cached', async () => {
    for (const path of ['/', '/structure', '/structure/article;abc', '/news/structure/ping', '/intent/edit/id=a;type=b']) {
      const response = await fetch(lake.url + path, {headers: HTML})
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(await response.text(), path).toBe(PAGE)
    }
  })

  test('build files are served; hashed assets are cached for good', async () => {
    const asset = await fetch(`${lake.url}/assets/app-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
    const robots = await fetch(`${lake.url}/robots.txt`)
    expect(await robots.text()).toBe('User-agent: *')
  })

  test('the studio page carries a CSP without inline script and the other security headers', async () => {
    for (const path of ['/', '/structure/article;abc', '/index.html']) {
      const response = await fetch(lake.url + path, {headers: HTML})
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toMatch(/script-src 'self'(;|$)/)
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp, path).toMatch(/frame-ancestors 'none'/)
      expect(csp, path).toMatch(/object-src 'none'/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
    const asset = await fetch(`${lake.url}/assets/app-abc123.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('the root answers a script with what this server is, not a page', async () => {
    const response = await fetch(`${lake.url}/`, {headers: {Accept: '*/*'}})
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({service: 'content lake', api: '/v2023-11-13/', studio: 'served at / to browsers'})
    expect(body.projects).toContainEqual({id: 'demo', datasets: expect.arrayContaining(['production'])})
  })

  test('a missing asset is a 404, not the page', async () => {
    const response = await fetch(`${lake.url}/assets/app-old999.js`, {headers: HTML})
    expect(response.status).toBe(404)
  })

  test('API paths, and non-page requests for unknown paths, reach the lake', async () => {
    const ping = await fetch(`${lake.url}/v2023-11-13/ping`, {headers: HTML})
    expect(await ping.text()).toBe('PONG')
    const unknownVersion = await fetch(`${lake.url}/vfoo/data/query/production?query=1`, {headers: {Accept: 'application/json'}})
    expect(unknownVersion.status).toBe(404)
    const post = await fetch(`${lake.url}/structure`, {method: 'POST', headers: HTML})
    expect(post.status).toBe(404)
  })

  test('no path leaves the build folder', async () => {
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      for (const headers of [HTML, {Accept: '*/*'}]) {
        const response = await fetch(lake.url + path, {headers})
        expect(await response.text(), path).not.toContain(SECRET)
      }
    }
  })
})

describe('a build with pre-compressed copies', () => {
  const SCRIPT = `export const text = '${'studio '.repeat(400)}'`
  let lake: TestLake
  let stop: () => Promise<void>
  beforeAll(async () => {
    ;({lake, stop} = await lakeWithDist({
      'index.html': PAGE,
      'index.html.br': brotliCompressSync(PAGE),
      'index.html.gz': gzipSync(PAGE),
      'assets/app-abc123.js': SCRIPT,
      'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
      'assets/app-abc123.js.gz': gzipSync(SCRIPT),
    }))
  })
  afterAll(() => stop?.())

  test('brotli goes to clients that accept it, gzip to the others, the plain file to the rest', async () => {
    const url = `${lake.url}/assets/app-abc123.js`
    const br = await rawGet(url, {'Accept-Encoding': 'gzip, deflate, br'})
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10)

    const gz = await rawGet(url, {'Accept-Encoding': 'gzip'})
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)

    const plain = await rawGet(url, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  test('the page of a client-side route is compressed and revalidated', async () => {
    const page = await rawGet(`${lake.url}/structure/article;abc`, {...HTML, 'Accept-Encoding': 'br'})
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE)
  })
})

test('without a build the root is the landing page', async () => {
  const {lake, stop} = await lakeWithDist(null)
  try {
    const response = await fetch(lake.url + '/', {headers: HTML})
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('The studio is not built yet')
    const script = await fetch(lake.url + '/', {headers: {Accept: 'application/json'}})
    expect((await script.json()).studio).toBe('not built: npm start builds it')
  } finally {
    await stop()
  }
})
