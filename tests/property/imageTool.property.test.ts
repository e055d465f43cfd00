// Properties of the hotspot and crop tool's geometry (core/assets/imageTool.ts): whatever is stored
// and whatever the editor drags or presses, the crop stays inside the image and never inverted, the
// hotspot stays inside the crop, and the aspect previews keep a part of the crop of the right shape.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  applyArrowKey,
  aspectRect,
  clampHotspot,
  CROP_HANDLES,
  dragCropHandle,
  IMAGE_ASPECT_PREVIEWS,
  IMAGE_TOOL_MAX_CANVAS,
  imageToolValueOf,
  limitCropMove,
  MIN_CROP_SPAN,
  moveCrop,
  moveHotspot,
  normalizeCrop,
  pixelRect,
  resizeHotspot,
  toolCanvasSize,
  withCrop,
  type Crop,
  type Hotspot,
  type ImageToolPart,
  type ImageToolValue,
} from '../../core/assets/imageTool.ts'

const EPSILON = 1e-9

/** Anything that may be stored: out of range, crossing, not finite. */
const anyNumber = fc.oneof(fc.double({min: -2, max: 3, noNaN: true}), fc.constantFrom(0, 1, 0.5, Number.NaN, Infinity, -Infinity))
const storedCrop = fc.record({top: anyNumber, bottom: anyNumber, left: anyNumber, right: anyNumber}, {requiredKeys: []})
const storedHotspot = fc.record({x: anyNumber, y: anyNumber, width: anyNumber, height: anyNumber}, {requiredKeys: []})
const storedValue = fc.record({crop: fc.oneof(storedCrop, fc.constant(undefined), fc.constant('nonsense')), hotspot: fc.oneof(storedHotspot, fc.constant(undefined), fc.constant(null))})
const delta = fc.double({min: -1.5, max: 1.5, noNaN: true})
const handle = fc.constantFrom(...CROP_HANDLES)
const part: fc.Arbitrary<ImageToolPart> = fc.oneof(
  fc.constantFrom<ImageToolPart>({kind: 'hotspot'}, {kind: 'hotspotSize'}, {kind: 'crop'}),
  handle.map((h): ImageToolPart => ({kind: 'cropHandle', handle: h})),
)
const direction = fc.constantFrom('left' as const, 'right' as const, 'up' as const, 'down' as const)
const dimensions = fc.record({width: fc.integer({min: 1, max: 10_000}), height: fc.integer({min: 1, max: 10_000})})

/** A drag: the part and how far the pointer went since the drag started. */
type Gesture = {kind: 'handle'; handle: (typeof CROP_HANDLES)[number]; dx: number; dy: number} | {kind: 'moveCrop' | 'moveHotspot' | 'resizeHotspot'; dx: number; dy: number} | {kind: 'key'; part: ImageToolPart; direction: 'left' | 'right' | 'up' | 'down'; large: boolean}
const gesture: fc.Arbitrary<Gesture> = fc.oneof(
  fc.record({kind: fc.constant('handle' as const), handle, dx: delta, dy: delta}),
  fc.record({kind: fc.constantFrom('moveCrop' as const, 'moveHotspot' as const, 'resizeHotspot' as const), dx: delta, dy: delta}),
  fc.record({kind: fc.constant('key' as const), part, direction, large: fc.boolean()}),
)

/** What the dialog does with a gesture (ui/form/assets/imageTool): each from the value it starts with. */
function apply(value: ImageToolValue, g: Gesture): ImageToolValue {
  switch (g.kind) {
    case 'handle':
      return withCrop(value, dragCropHandle(value.crop, g.handle, g.dx, g.dy))
    case 'moveCrop': {
      const move = limitCropMove(value.crop, g.dx, g.dy)
      return withCrop(value, moveCrop(value.crop, move.dx, move.dy))
    }
    case 'moveHotspot':
      return {...value, hotspot: moveHotspot(value.hotspot, value.crop, g.dx, g.dy)}
    case 'resizeHotspot':
      return {...value, hotspot: resizeHotspot(value.hotspot, value.crop, g.dx, g.dy)}
    case 'key':
      return applyArrowKey(value, g.part, g.direction, g.large ? 0.1 : 0.01)
  }
}

function expectCropInsideAndUpright(crop: Crop): void {
  for (const edge of [crop.top, crop.bottom, crop.left, crop.right]) {
    expect(Number.isFinite(edge)).toBe(true)
    expect(edge).toBeGreaterThanOrEqual(0)
    expect(edge).toBeLessThanOrEqual(1)
  }
  // Never inverted: what is cut from two opposite sides is at most the whole side.
  expect(crop.left + crop.right).toBeLessThanOrEqual(1 + EPSILON)
  expect(crop.top + crop.bottom).toBeLessThanOrEqual(1 + EPSILON)
}

function expectHotspotInsideCrop(hotspot: Hotspot, crop: Crop): void {
  for (const n of [hotspot.x, hotspot.y, hotspot.width, hotspot.height]) expect(Number.isFinite(n)).toBe(true)
  expect(hotspot.width).toBeGreaterThanOrEqual(0)
  expect(hotspot.height).toBeGreaterThanOrEqual(0)
  expect(hotspot.x - hotspot.width / 2).toBeGreaterThanOrEqual(crop.left - EPSILON)
  expect(hotspot.x + hotspot.width / 2).toBeLessThanOrEqual(1 - crop.right + EPSILON)
  expect(hotspot.y - hotspot.height / 2).toBeGreaterThanOrEqual(crop.top - EPSILON)
  expect(hotspot.y + hotspot.height / 2).toBeLessThanOrEqual(1 - crop.bottom + EPSILON)
}

describe('hotspot and crop clamping (ED-IMG-026, ED-IMG-027)', () => {
  it('any stored value is read as a crop inside the image, not inverted, with the hotspot inside it', () => {
    fc.assert(
      fc.property(storedValue, (stored) => {
        const value = imageToolValueOf(stored)
        expectCropInsideAndUpright(value.crop)
        expectHotspotInsideCrop(value.hotspot, value.crop)
      }),
    )
  })

  it('crossing edges are swapped, not dropped: the kept span is the one between them', () => {
    fc.assert(
      fc.property(fc.double({min: 0, max: 1, noNaN: true}), fc.double({min: 0, max: 1, noNaN: true}), (left, right) => {
        const crop = normalizeCrop({left, right})
        const [low, high] = [Math.min(left, 1 - right), Math.max(left, 1 - right)]
        expect(crop.left).toBeCloseTo(low, 12)
        expect(1 - crop.right).toBeCloseTo(high, 12)
        // Upright crops are left as they are.
        if (left + right <= 1) expect(crop).toEqual({top: 0, bottom: 0, left, right})
      }),
    )
  })

  it('after any sequence of drags and keys the crop stays inside the image and upright, and the hotspot inside the crop', () => {
    fc.assert(
      fc.property(storedValue, fc.array(gesture, {maxLength: 30}), (stored, gestures) => {
        let value = imageToolValueOf(stored)
        for (const g of gestures) {
          value = apply(value, g)
          expectCropInsideAndUpright(value.crop)
          expectHotspotInsideCrop(value.hotspot, value.crop)
        }
      }),
    )
  })

  it('a handle drag keeps the crop at least the minimum span wide and high, and moves only its own edges', () => {
    fc.assert(
      fc.property(handle, delta, delta, (h, dx, dy) => {
        const start = {top: 0.2, bottom: 0.2, left: 0.2, right: 0.2}
        const crop = dragCropHandle(start, h, dx, dy)
        expect(1 - crop.left - crop.right).toBeGreaterThanOrEqual(MIN_CROP_SPAN - EPSILON)
        expect(1 - crop.top - crop.bottom).toBeGreaterThanOrEqual(MIN_CROP_SPAN - EPSILON)
        if (h === 'left' || h === 'right') expect([crop.top, crop.bottom]).toEqual([0.2, 0.2])
        if (h === 'top' || h === 'bottom') expect([crop.left, crop.right]).toEqual([0.2, 0.2])
      }),
    )
  })

  it('a crop move that would make an edge negative is ignored on that axis (ED-IMG-026); one within keeps the size', () => {
    fc.assert(
      fc.property(storedCrop, delta, delta, (stored, dx, dy) => {
        const crop = normalizeCrop(stored)
        const moved = moveCrop(crop, dx, dy)
        const fitsX = crop.left + dx >= 0 && crop.right - dx >= 0
        const fitsY = crop.top + dy >= 0 && crop.bottom - dy >= 0
        if (!fitsX) expect([moved.left, moved.right]).toEqual([crop.left, crop.right])
        else expect(moved.left + moved.right).toBeCloseTo(crop.left + crop.right, 12)
        if (!fitsY) expect([moved.top, moved.bottom]).toEqual([crop.top, crop.bottom])
        else expect(moved.top + moved.bottom).toBeCloseTo(crop.top + crop.bottom, 12)
        for (const edge of Object.values(moved)) expect(edge).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('clamping is idempotent: a clamped hotspot stays where it is', () => {
    fc.assert(
      fc.property(storedValue, (stored) => {
        const value = imageToolValueOf(stored)
        const again = clampHotspot(value.hotspot, value.crop)
        expect(again.x).toBeCloseTo(value.hotspot.x, 12)
        expect(again.y).toBeCloseTo(value.hotspot.y, 12)
        expect(again.width).toBeCloseTo(value.hotspot.width, 12)
        expect(again.height).toBeCloseTo(value.hotspot.height, 12)
      }),
    )
  })
})

describe('aspect previews and canvas (ED-IMG-023, ED-IMG-024)', () => {
  it('each preview keeps a part of the crop with the preview\'s proportions, as large as the crop allows', () => {
    fc.assert(
      fc.property(storedValue, dimensions, fc.constantFrom(...IMAGE_ASPECT_PREVIEWS), (stored, image, preview) => {
        const value = imageToolValueOf(stored)
        const rect = aspectRect(value, preview.ratio, image)
        const crop = value.crop
        expect(rect.left).toBeGreaterThanOrEqual(crop.left - EPSILON)
        expect(rect.top).toBeGreaterThanOrEqual(crop.top - EPSILON)
        expect(rect.left + rect.width).toBeLessThanOrEqual(1 - crop.right + EPSILON)
        expect(rect.top + rect.height).toBeLessThanOrEqual(1 - crop.bottom + EPSILON)
        const cropWidth = 1 - crop.left - crop.right
        const cropHeight = 1 - crop.top - crop.bottom
        if (cropWidth > 0 && cropHeight > 0) {
          expect((rect.width * image.width) / (rect.height * image.height)).toBeCloseTo(preview.ratio, 6)
          // As large as fits: one side spans the crop.
          expect(Math.abs(rect.width - cropWidth) < 1e-9 || Math.abs(rect.height - cropHeight) < 1e-9).toBe(true)
        }
        const [x, y, w, h] = pixelRect(rect, image)
        expect(x >= 0 && y >= 0 && w >= 1 && h >= 1 && x + w <= image.width && y + h <= image.height).toBe(true)
      }),
    )
  })

  it('the canvas keeps the image\'s proportions within 1000 × 500 and the space there is, never enlarging', () => {
    fc.assert(
      fc.property(dimensions, fc.integer({min: 1, max: 3000}), (image, available) => {
        const canvas = toolCanvasSize(image, available)
        expect(canvas.width).toBeLessThanOrEqual(Math.max(1, Math.min(IMAGE_TOOL_MAX_CANVAS.width, available, image.width)))
        expect(canvas.height).toBeLessThanOrEqual(Math.max(1, Math.min(IMAGE_TOOL_MAX_CANVAS.height, image.height)))
        // Proportions kept to within the rounding of a pixel.
        if (canvas.width > 20 && canvas.height > 20) expect(Math.abs(canvas.width / canvas.height - image.width / image.height) / (image.width / image.height)).toBeLessThan(0.1)
      }),
    )
  })
})
