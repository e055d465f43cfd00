// Image URL parameters (LAKE-ASSET-017 … -019): every documented crop position works, including two
// sides at once; a bad value of any documented parameter is a 400 that states the accepted values;
// and an answer that failed is never cached like the variant it was to be.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import sharp from 'sharp'
import {folderAssetStorage} from '../../server/assets/assetContext.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
let image: {url: string}
beforeAll(async () => {
  lake = await startTestLake()
  image = (await upload(await quadrants())).document
})
afterAll(() => lake?.close())

const RED = [0xd0, 0x20, 0x20]
const GREEN = [0x20, 0xb0, 0x40]
const BLUE = [0x20, 0x40, 0xc0]
const YELLOW = [0xe0, 0xd0, 0x20]

/** A 64×48 PNG of four coloured quadrants: red top left, green top right, blue bottom left, yellow bottom right. */
function quadrants(): Promise<Buffer> {
  const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48">
    <rect x="0" y="0" width="32" height="24" fill="${hex(RED)}"/>
    <rect x="32" y="0" width="32" height="24" fill="${hex(GREEN)}"/>
    <rect x="0" y="24" width="32" height="24" fill="${hex(BLUE)}"/>
    <rect x="32" y="24" width="32" height="24" fill="${hex(YELLOW)}"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function upload(body: Buffer) {
  const response = await lake.api(`/assets/images/${lake.dataset}`, {method: 'POST', body: new Uint8Array(body), headers: {'content-type': 'image/png'}})
  expect(response.status).toBe(200)
  return response.json()
}

const get = (query: string) => fetch(`${image.url}?${query}`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})

/** The colour of the answer's top-left pixel. */
async function cornerColour(response: Response): Promise<number[]> {
  expect(response.status).toBe(200)
  const {data} = await sharp(Buffer.from(await response.arrayBuffer())).removeAlpha().raw().toBuffer({resolveWithObject: true})
  return [data[0], data[1], data[2]]
}

describe('crop positions', () => {
  // A tall box (16×48) out of the 64×48 image cuts its sides, so its top-left pixel tells which
  // side was kept; a wide box (64×16) cuts top and bottom the same way.
  test.each([
    ['top,left', RED, RED],
    ['left,top', RED, RED],
    ['top,right', GREEN, RED],
    ['right,top', GREEN, RED],
    ['bottom,left', RED, BLUE],
    ['left,bottom', RED, BLUE],
    ['bottom,right', GREEN, BLUE],
    ['right,bottom', GREEN, BLUE],
    ['left', RED, RED],
    ['right', GREEN, RED],
    ['top', RED, RED],
    ['bottom', RED, BLUE],
    ['right, bottom', GREEN, BLUE],
  ])('crop=%s keeps that side', async (crop, tall, wide) => {
    const position = encodeURIComponent(crop)
    expect(await cornerColour(await get(`w=16&h=48&fit=crop&crop=${position}`))).toEqual(tall)
    expect(await cornerColour(await get(`w=64&h=16&fit=crop&crop=${position}`))).toEqual(wide)
    // fit=min crops the same way.
    expect(await cornerColour(await get(`w=16&h=48&fit=min&crop=${position}`))).toEqual(tall)
  })

  test('center, focalpoint and entropy are accepted, alone or with a side', async () => {
    for (const crop of ['center', 'focalpoint', 'entropy', 'top,center', 'center,left', 'entropy,top']) {
      expect((await get(`w=10&h=10&fit=crop&crop=${crop}`)).status, crop).toBe(200)
    }
  })
})

describe('bad parameter values', () => {
  test.each([
    ['crop=bogus&w=10&h=10&fit=crop', /"crop".*top, bottom, left, right, center, focalpoint, entropy/],
    ['crop=top,bogus&w=10&h=10&fit=crop', /"crop"/],
    ['crop=top,bottom&w=10&h=10&fit=crop', /"crop".*top or bottom/],
    ['crop=left,right&w=10&h=10&fit=crop', /"crop".*left or right/],
    ['flip=x&w=10', /"flip" must be one of h, v, hv/],
    ['w=-1', /"w" must be a number of pixels from 1 \(sizes past 8192 are served at 8192\), got "/],
    ['h=0', /"h" must be a number of pixels from 1 \(sizes past 8192 are served at 8192\), got "/],
    ['width=-5', /"width" must be a number of pixels from 1/],
    ['height=abc', /"height" must be a number of pixels from 1/],
    ['max-w=0', /"max-w" must be a number from 1 to 8192/],
    ['max-h=99999', /"max-h" must be a number from 1 to 8192/],
    ['dpr=9&w=10', /"dpr" must be a number from 0.1 to 5/],
    ['q=101&w=10', /"q" must be a number from 0 to 100/],
    ['blur=-1&w=10', /"blur" must be a number from 0 to 2000/],
    ['or=45&w=10', /"or" must be one of 0, 90, 180, 270/],
    ['or=-90&w=10', /"or" must be one of 0, 90, 180, 270/],
    ['fm=bmp', /"fm" must be one of jpg, pjpg, png, webp, avif/],
    ['fit=stretch&w=10', /"fit" must be one of/],
    ['bg=zzz&w=10', /"bg" must be a hex colour/],
    ['rect=1,2,3&w=10', /"rect" must be x,y,width,height/],
    ['auto=bogus&w=10', /"auto" must be format/],
  ])('%s is a 400 that says what is accepted', async (query, message) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.type).toBe('validationError')
    expect(body.error.description).toMatch(message)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/)
    expect(response.headers.get('etag')).toBeNull()
  })

  test('the largest documented values are accepted', async () => {
    for (const query of ['w=8192&fit=max', 'w=100000&h=100000&fit=max', 'max-w=8192', 'dpr=5&w=2', 'q=0&w=2&fm=jpg', 'q=0&w=2&fm=webp', 'q=0&w=2&fm=avif', 'or=270&w=2', 'blur=2000&w=2', 'flip=hv&w=2', 'auto=format&w=2']) {
      expect((await get(query)).status, query).toBe(200)
    }
  })
})

describe('a transform that fails', () => {
  test('is answered without the variant’s year of caching or its ETag', async () => {
    // A stored image whose bytes are not what its document says makes the pipeline fail.
    const own = await sharp({create: {width: 20, height: 20, channels: 3, background: '#335577'}}).png().toBuffer()
    const doc = (await upload(own)).document
    await folderAssetStorage(lake.dataDir).write(String(doc.path), Buffer.from('not an image any more'))
    const response = await fetch(`${doc.url}?w=10`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})
    expect(response.status).toBe(500)
    expect((await response.json()).error.type).toBe('internalError')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('etag')).toBeNull()
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })
})
