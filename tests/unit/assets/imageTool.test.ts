// The hotspot and crop tool's rules on examples (core/assets/imageTool.ts); the properties are in
// tests/property/imageTool.property.test.ts.
import {describe, expect, it} from 'vitest'
import {assetEditPatches} from '../../../core/assets/assetEdits.ts'
import {
  applyArrowKey,
  aspectRect,
  dragCropHandle,
  imageToolValueOf,
  moveCrop,
  normalizeCrop,
  resizeHotspot,
  toolCanvasSize,
} from '../../../core/assets/imageTool.ts'
import {mediaImageUrl} from '../../../core/assets/imageUrl.ts'

const host = {baseUrl: '', projectId: 'demo', dataset: 'production'}
const IMAGE = 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1600x900-png'

describe('the image tool', () => {
  it('reads absent values as the defaults (K-ED-072)', () => {
    expect(imageToolValueOf({})).toEqual({crop: {top: 0, bottom: 0, left: 0, right: 0}, hotspot: {x: 0.5, y: 0.5, width: 1, height: 1}})
  })

  it('swaps crossing edges and clamps to the unit square (ED-IMG-027)', () => {
    expect(normalizeCrop({left: 0.7, right: 0.6})).toEqual({top: 0, bottom: 0, left: 0.4, right: 0.30000000000000004})
    expect(normalizeCrop({top: -0.5, bottom: 1.5})).toEqual({top: 0, bottom: 1, left: 0, right: 0})
  })

  it('ignores a crop move that would make an edge negative, on that axis (ED-IMG-026)', () => {
    const crop = {top: 0.1, bottom: 0.1, left: 0.05, right: 0.3}
    expect(moveCrop(crop, -0.1, 0.05)).toEqual({top: 0.15000000000000002, bottom: 0.05, left: 0.05, right: 0.3})
    expect(moveCrop(crop, 0.2, 0)).toEqual({top: 0.1, bottom: 0.1, left: 0.25, right: 0.09999999999999998})
  })

  it('a handle dragged across the opposite edge swaps with it', () => {
    const crop = dragCropHandle({top: 0, bottom: 0, left: 0.2, right: 0.2}, 'left', 0.7, 0)
    expect(crop.left).toBeCloseTo(0.8)
    expect(crop.right).toBeCloseTo(0.1)
  })

  it('keys move by 1 % and 10 %; the hotspot stays in the crop', () => {
    const start = imageToolValueOf({hotspot: {x: 0.5, y: 0.5, width: 0.2, height: 0.2}})
    expect(applyArrowKey(start, {kind: 'hotspot'}, 'right', 0.01).hotspot.x).toBeCloseTo(0.51)
    expect(applyArrowKey(start, {kind: 'hotspot'}, 'up', 0.1).hotspot.y).toBeCloseTo(0.4)
    const cropped = applyArrowKey(start, {kind: 'cropHandle', handle: 'right'}, 'left', 0.5)
    expect(cropped.crop.right).toBeCloseTo(0.5)
    expect(cropped.hotspot.x + cropped.hotspot.width / 2).toBeLessThanOrEqual(0.5 + 1e-12)
    expect(resizeHotspot(start.hotspot, start.crop, -1, -1)).toMatchObject({width: 0.02, height: 0.02})
  })

  it('an aspect preview keeps the largest part of the crop of that shape around the hotspot', () => {
    const value = imageToolValueOf({hotspot: {x: 0.9, y: 0.5, width: 0.1, height: 0.1}})
    // 1600 × 900, square: 900 × 900 as far right as the image goes.
    const rect = aspectRect(value, 1, {width: 1600, height: 900})
    expect(rect.left * 1600).toBeCloseTo(700)
    expect(rect.width * 1600).toBeCloseTo(900)
    expect(rect.height).toBeCloseTo(1)
  })

  it('the canvas is at most 1000 × 500 (K-ED-044)', () => {
    expect(toolCanvasSize({width: 4000, height: 1000})).toEqual({width: 1000, height: 250})
    expect(toolCanvasSize({width: 1000, height: 4000})).toEqual({width: 125, height: 500})
    expect(toolCanvasSize({width: 300, height: 200})).toEqual({width: 300, height: 200})
  })

  it('the dialog writes hotspot and crop with their types, and unsets both at the defaults', () => {
    const hotspot = {x: 0.4, y: 0.5, width: 0.3, height: 0.3}
    const crop = {top: 0, bottom: 0.1, left: 0.1, right: 0}
    expect(assetEditPatches({type: 'details', hotspot, crop}, {}, 'image')).toEqual([
      {type: 'setIfMissing', path: [], value: {_type: 'image'}},
      {type: 'set', path: ['hotspot'], value: {_type: 'sanity.imageHotspot', ...hotspot}},
      {type: 'set', path: ['crop'], value: {_type: 'sanity.imageCrop', ...crop}},
    ])
    const defaults = imageToolValueOf({})
    expect(assetEditPatches({type: 'details', ...defaults}, {}, 'image')).toEqual([{type: 'unset', path: ['hotspot']}, {type: 'unset', path: ['crop']}])
  })
})

describe('preview media URLs', () => {
  it('cut to the box around the hotspot, scaled with fit=crop, the ratio and auto format', () => {
    const value = {asset: {_ref: IMAGE}, hotspot: {x: 0.1, y: 0.5, width: 0.1, height: 0.1}}
    const url = new URL(mediaImageUrl(host, value, {width: 33, height: 33}, 2)!, 'http://studio.test')
    expect(url.pathname).toBe('/images/demo/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1600x900.png')
    expect(Object.fromEntries(url.searchParams)).toEqual({rect: '0,0,900,900', w: '33', h: '33', fit: 'crop', dpr: '2', auto: 'format'})
  })

  it('no rect when the whole image has the box\'s shape; null without an image asset', () => {
    const url = new URL(mediaImageUrl(host, {asset: {_ref: IMAGE}}, {width: 160, height: 90}, 1)!, 'http://studio.test')
    expect(url.searchParams.get('rect')).toBeNull()
    expect(mediaImageUrl(host, {asset: {_ref: 'file-abc-pdf'}}, {width: 33, height: 33}, 1)).toBeNull()
    expect(mediaImageUrl(host, 'nope', {width: 33, height: 33}, 1)).toBeNull()
  })
})
