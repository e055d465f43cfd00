import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  assetEditPatches,
  assetIdOf,
  clearedAssetValue,
  completedUpload,
  isStaleUpload,
  progressedUpload,
  scaledProgress,
  startedUpload,
  UPLOAD_STALE_MS,
  valueWithAsset,
  valueWithoutUpload,
  valueWithUpload,
} from '../../../core/assets/index.ts'

const NOW = new Date('2026-11-26T10:00:00.000Z')
const upload = startedUpload({name: 'cat.png', type: 'image/png'}, NOW)

describe('asset values', () => {
  it('an asset sets the reference, keeps the own fields and resets hotspot and crop (ED-UP-025)', () => {
    const before = {_type: 'image', alt: 'A cat', asset: {_type: 'reference', _ref: 'image-a-1x1-png'}, hotspot: {x: 0.1, y: 0.1, width: 0.2, height: 0.2}, crop: {top: 0.1, bottom: 0, left: 0, right: 0}, _upload: upload}
    expect(valueWithAsset(before, 'image', 'image-b-2x2-jpg')).toEqual({_type: 'image', alt: 'A cat', asset: {_type: 'reference', _ref: 'image-b-2x2-jpg'}})
    expect(valueWithAsset(undefined, 'mainImage', 'image-b-2x2-jpg')).toEqual({_type: 'mainImage', asset: {_type: 'reference', _ref: 'image-b-2x2-jpg'}})
    expect(assetIdOf(valueWithAsset(undefined, 'file', 'file-c-pdf'))).toBe('file-c-pdf')
    expect(assetIdOf({asset: {}})).toBeNull()
  })

  it('an upload in progress is the previous value plus _upload (ED-UP-020); removing it restores it', () => {
    expect(valueWithUpload(undefined, 'image', upload)).toEqual({_type: 'image', _upload: upload})
    expect(valueWithoutUpload(valueWithUpload(undefined, 'image', upload))).toBeUndefined()
    expect(valueWithoutUpload(valueWithUpload(undefined, 'image', upload), true)).toEqual({_type: 'image'})
    const previous = {_type: 'image', asset: {_type: 'reference' as const, _ref: 'image-a-1x1-png'}}
    expect(valueWithoutUpload(valueWithUpload(previous, 'image', upload))).toEqual(previous)
  })

  it('clearing removes asset, crop, hotspot and _upload; an empty value is unset unless it is an array item (ED-IMG-010)', () => {
    const value = {_type: 'image', _key: 'k', asset: {_type: 'reference', _ref: 'x'}, crop: {}, hotspot: {}, _upload: upload}
    expect(clearedAssetValue(value, false)).toBeUndefined()
    expect(clearedAssetValue(value, true)).toEqual({_type: 'image', _key: 'k'})
    expect(clearedAssetValue({...value, alt: 'kept'}, false)).toEqual({_type: 'image', _key: 'k', alt: 'kept'})
  })
})

describe('upload state', () => {
  it('starts at 2 % with the file named (ED-UP-001, K-ED-002)', () => {
    expect(upload).toEqual({progress: 2, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), file: {name: 'cat.png', type: 'image/png'}})
  })

  it('scales a transfer into 2 … 98 and ends at 100 (K-ED-003)', () => {
    expect(scaledProgress(0)).toBe(2)
    expect(scaledProgress(50)).toBe(50)
    expect(scaledProgress(100)).toBe(98)
    expect(scaledProgress(-5)).toBe(2)
    expect(scaledProgress(Number.NaN)).toBe(2)
    expect(completedUpload(upload, NOW).progress).toBe(100)
    fc.assert(
      fc.property(fc.double({min: 0, max: 100, noNaN: true}), fc.double({min: 0, max: 100, noNaN: true}), (a, b) => {
        expect(scaledProgress(a)).toBeGreaterThanOrEqual(2)
        expect(scaledProgress(a)).toBeLessThanOrEqual(98)
        if (a <= b) expect(scaledProgress(a)).toBeLessThanOrEqual(scaledProgress(b))
      }),
    )
  })

  it('progress moves updatedAt; stale only after more than 2 minutes without it (ED-UP-026)', () => {
    const later = new Date(NOW.getTime() + 60_000)
    const moved = progressedUpload(upload, 40, later)
    expect(moved.updatedAt).toBe(later.toISOString())
    expect(moved.createdAt).toBe(NOW.toISOString())
    expect(isStaleUpload(moved, new Date(later.getTime() + UPLOAD_STALE_MS))).toBe(false)
    expect(isStaleUpload(moved, new Date(later.getTime() + UPLOAD_STALE_MS + 1))).toBe(true)
    expect(isStaleUpload({...moved, updatedAt: 'yesterday'}, NOW)).toBe(true)
  })
})

describe('asset edits as patches', () => {
  it('an upload writes only _upload, creating the value with its type', () => {
    expect(assetEditPatches({type: 'upload', upload}, undefined, 'image')).toEqual([
      {type: 'setIfMissing', path: [], value: {_type: 'image'}},
      {type: 'set', path: ['_upload'], value: upload},
    ])
  })

  it('an asset sets the reference and resets hotspot and crop, keeping other fields', () => {
    expect(assetEditPatches({type: 'asset', assetId: 'image-a-1x1-png'}, {alt: 'x'}, 'image')).toEqual([
      {type: 'setIfMissing', path: [], value: {_type: 'image'}},
      {type: 'set', path: ['asset'], value: {_type: 'reference', _ref: 'image-a-1x1-png'}},
      {type: 'unset', path: ['hotspot']},
      {type: 'unset', path: ['crop']},
      {type: 'unset', path: ['_upload']},
    ])
  })

  it('removing an upload or clearing unsets the field when nothing else is left, unless it is an array item', () => {
    const uploading = {_type: 'image', _upload: upload}
    expect(assetEditPatches({type: 'upload.removed'}, uploading, 'image')).toEqual([{type: 'unset', path: []}])
    expect(assetEditPatches({type: 'upload.removed'}, uploading, 'image', true)).toEqual([{type: 'unset', path: ['_upload']}])
    expect(assetEditPatches({type: 'upload.removed'}, {...uploading, alt: 'x'}, 'image')).toEqual([{type: 'unset', path: ['_upload']}])
    const set = {_type: 'image', asset: {_type: 'reference', _ref: 'x'}, alt: 'kept'}
    expect(assetEditPatches({type: 'clear'}, set, 'image').map((patch) => patch.path)).toEqual([['asset'], ['crop'], ['hotspot'], ['_upload']])
    expect(assetEditPatches({type: 'clear'}, {_type: 'image', asset: {_type: 'reference', _ref: 'x'}}, 'image')).toEqual([{type: 'unset', path: []}])
  })

  it('resetting a value without asset (ED-IMG-011) unsets the field, text fields and all; an array item keeps its place', () => {
    const orphan = {_type: 'image', alt: 'left behind', hotspot: {x: 0.2, y: 0.2, width: 0.1, height: 0.1}}
    expect(assetEditPatches({type: 'reset'}, orphan, 'image')).toEqual([{type: 'unset', path: []}])
    expect(assetEditPatches({type: 'reset'}, orphan, 'image', true).map((patch) => patch.path)).toEqual([['asset'], ['crop'], ['hotspot'], ['_upload']])
  })
})
