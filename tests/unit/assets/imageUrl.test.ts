import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {IMAGE_DIFF_HEIGHT, IMAGE_DIFF_MAX_DPR, assetFileUrl, diffImageUrl, imageUrl, parseAssetId, previewImageUrl, rectOf, thumbnailUrl} from '../../../core/assets/index.ts'

const host = {baseUrl: 'http://lake.test', projectId: 'demo', dataset: 'production'}
const IMAGE = 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800-png'

describe('asset ids and paths', () => {
  it('reads image and file ids and refuses others', () => {
    expect(parseAssetId(IMAGE)).toEqual({kind: 'image', sha1: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567', extension: 'png', dimensions: {width: 1200, height: 800}})
    expect(parseAssetId('file-abc123-pdf')).toEqual({kind: 'file', sha1: 'abc123', extension: 'pdf'})
    expect(parseAssetId('drafts.image-abc-1x1-png')).toBeNull()
    expect(parseAssetId('author-1')).toBeNull()
  })

  it('paths follow the lake: images with their size, files without', () => {
    expect(assetFileUrl(host, IMAGE)).toBe('http://lake.test/images/demo/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800.png')
    expect(assetFileUrl({...host, baseUrl: ''}, 'file-abc123-pdf')).toBe('/files/demo/production/abc123.pdf')
  })
})

describe('image URLs', () => {
  it('the preview is 2000 wide, fit max, with the device ratio and auto format (K-ED-073)', () => {
    const url = new URL(previewImageUrl(host, IMAGE, undefined, 2)!)
    expect(url.pathname).toBe('/images/demo/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800.png')
    expect(Object.fromEntries(url.searchParams)).toEqual({w: '2000', fit: 'max', dpr: '2', auto: 'format'})
  })

  it('a ratio of 1 and no options leave the stored file', () => {
    expect(imageUrl(host, IMAGE, {dpr: 1})).toBe(assetFileUrl(host, IMAGE))
    expect(imageUrl(host, 'file-abc-pdf', {width: 10})).toBeNull()
  })

  it('sends width, height, fit and crop mode as given', () => {
    const url = new URL(imageUrl(host, IMAGE, {width: 120.4, height: 200, fit: 'crop', crop: 'top,left'})!)
    expect(Object.fromEntries(url.searchParams)).toEqual({w: '120', h: '200', fit: 'crop', crop: 'top,left'})
  })

  it('a crop becomes rect in source pixels', () => {
    expect(rectOf({top: 0.1, bottom: 0.2, left: 0.25, right: 0.25}, {width: 1200, height: 800})).toEqual([300, 80, 600, 560])
    expect(rectOf({top: 0, bottom: 0, left: 0, right: 0}, {width: 10, height: 10})).toBeNull()
    const url = new URL(imageUrl(host, IMAGE, {rectFrom: {left: 0.5}})!)
    expect(url.searchParams.get('rect')).toBe('600,0,600,800')
  })

  it('any crop gives a rect inside the image with at least one pixel', () => {
    const edge = fc.oneof(fc.double({min: -1, max: 2, noNaN: true}), fc.constant(Number.NaN))
    fc.assert(
      fc.property(fc.integer({min: 1, max: 8192}), fc.integer({min: 1, max: 8192}), edge, edge, edge, edge, (width, height, top, bottom, left, right) => {
        const rect = rectOf({top, bottom, left, right}, {width, height})
        if (!rect) return
        const [x, y, w, h] = rect
        expect(x).toBeGreaterThanOrEqual(0)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(w).toBeGreaterThanOrEqual(1)
        expect(h).toBeGreaterThanOrEqual(1)
        expect(x + w).toBeLessThanOrEqual(width)
        expect(y + h).toBeLessThanOrEqual(height)
      }),
    )
  })
})

describe('picker thumbnails (K-ED-054, K-ED-055)', () => {
  it('200 high times the ratio; GIFs as JPG', () => {
    expect(Object.fromEntries(new URL(thumbnailUrl(host, IMAGE, 200, 2)!).searchParams)).toEqual({h: '200', fit: 'max', dpr: '2', auto: 'format'})
    expect(Object.fromEntries(new URL(thumbnailUrl(host, 'image-abc-10x10-gif', 200, 1)!).searchParams)).toEqual({h: '200', fit: 'max', fm: 'jpg'})
  })
})

describe('an image change in review (ED-IMG-040)', () => {
  const params = (dpr: number, crop?: {top: number; bottom: number; left: number; right: number}) =>
    Object.fromEntries(new URL(diffImageUrl(host, 'image-abc-400x200-png', crop, dpr)!).searchParams)
  it('is 190 px high, never enlarged, in the browser format (K-ED-064)', () => {
    expect(params(1)).toEqual({h: String(IMAGE_DIFF_HEIGHT), fit: 'max', auto: 'format'})
    expect(IMAGE_DIFF_HEIGHT).toBe(190)
  })
  it('asks for the device pixel ratio, capped at 3 (K-ED-065)', () => {
    expect(params(2).dpr).toBe('2')
    expect(params(1.5).dpr).toBe('1.5')
    expect(params(3).dpr).toBe('3')
    expect(params(4).dpr).toBe(String(IMAGE_DIFF_MAX_DPR))
    expect(IMAGE_DIFF_MAX_DPR).toBe(3)
    expect(params(0).dpr).toBeUndefined()
  })
  it('keeps the crop', () => {
    expect(params(1, {top: 0, bottom: 0, left: 0.5, right: 0}).rect).toBe('200,0,200,200')
  })
})
