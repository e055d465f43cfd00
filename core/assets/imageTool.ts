// The hotspot and crop tool's geometry (ED-IMG-022 … ED-IMG-029), pure: what a drag or a key does
// to an image value's `hotspot` and `crop`, and which part of the picture each aspect preview keeps.
//
// Everything is in fractions of the whole image, as stored and as the image-url ecosystem reads
// them: the crop is how much is cut from each side (`top`, `bottom`, `left`, `right`, 0 … 1), the
// hotspot is an ellipse given by its centre (`x`, `y`) and its full `width` and `height`. The spec's
// rules: crop edges never go negative (a move that would make one negative is ignored, ED-IMG-026);
// hotspot and crop stay inside the unit square and opposite crop edges that cross are swapped
// (ED-IMG-027); the tool needs numeric dimensions (ED-IMG-028). Ours: the hotspot stays inside the
// crop (a focal point in the part that was cut away would mean nothing to a renderer), the crop
// keeps a minimum span while it is dragged, and the hotspot a minimum size while it is resized.
import {DEFAULT_CROP, DEFAULT_HOTSPOT} from './constants.ts'

export interface Hotspot {
  x: number
  y: number
  width: number
  height: number
}

export interface Crop {
  top: number
  bottom: number
  left: number
  right: number
}

/** A rectangle in fractions of the image (or in pixels, where said). */
export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface Dimensions {
  width: number
  height: number
}

/** K-ED-044: the tool's canvas is at most this large (CSS pixels). */
export const IMAGE_TOOL_MAX_CANVAS: Readonly<Dimensions> = {width: 1000, height: 500}

/** K-ED-043: the aspect previews the dialog shows, width over height. */
export const IMAGE_ASPECT_PREVIEWS = [
  {name: 'portrait', label: '3:4', ratio: 3 / 4},
  {name: 'square', label: '1:1', ratio: 1},
  {name: 'wide', label: '16:9', ratio: 16 / 9},
  {name: 'panorama', label: '4:1', ratio: 4},
] as const

/** Ours: a crop dragged smaller than this (of either side) stops there. */
export const MIN_CROP_SPAN = 0.02
/** Ours: the hotspot is resized no smaller than this, unless the crop is smaller still. */
export const MIN_HOTSPOT_SIZE = 0.02
/** ED-IMG-029: one arrow key press moves or resizes by 1 % of the image; with Shift by 10 %. */
export const IMAGE_TOOL_KEY_STEP = 0.01
export const IMAGE_TOOL_KEY_STEP_LARGE = 0.1

export type CropHandle = 'top' | 'bottom' | 'left' | 'right' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight'
export const CROP_HANDLES: readonly CropHandle[] = ['topLeft', 'top', 'topRight', 'right', 'bottomRight', 'bottom', 'bottomLeft', 'left']

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const clamp01 = (value: number) => clamp(Number.isFinite(value) ? value : 0, 0, 1)
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/** ED-IMG-028: the tool draws only an image whose width and height are positive numbers. */
export function hasToolDimensions(dimensions: unknown): dimensions is Dimensions {
  if (typeof dimensions !== 'object' || dimensions === null) return false
  const {width, height} = dimensions as Record<string, unknown>
  return typeof width === 'number' && typeof height === 'number' && Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
}

/**
 * K-ED-044: the canvas an image of `image` pixels is drawn on, its proportions kept, no larger than
 * 1000 × 500 nor than `available` width, and never enlarged past the image's own pixels.
 */
export function toolCanvasSize(image: Dimensions, available: number = IMAGE_TOOL_MAX_CANVAS.width): Dimensions {
  const maxWidth = Math.max(1, Math.min(IMAGE_TOOL_MAX_CANVAS.width, available))
  const scale = Math.min(maxWidth / image.width, IMAGE_TOOL_MAX_CANVAS.height / image.height, 1)
  return {width: Math.max(1, Math.floor(image.width * scale)), height: Math.max(1, Math.floor(image.height * scale))}
}

/**
 * ED-IMG-027: every edge inside 0 … 1; two opposite edges that cross (more cut from both sides than
 * there is image) are swapped, so the kept part runs from the lower position to the higher one.
 */
export function normalizeCrop(crop: Partial<Crop> | undefined): Crop {
  const edges = {...DEFAULT_CROP, ...crop}
  let [top, bottom, left, right] = [clamp01(edges.top), clamp01(edges.bottom), clamp01(edges.left), clamp01(edges.right)]
  if (left + right > 1) [left, right] = [1 - right, 1 - left]
  if (top + bottom > 1) [top, bottom] = [1 - bottom, 1 - top]
  return {top, bottom, left, right}
}

/** The crop as a rectangle in fractions of the image. */
export function cropRect(crop: Crop): Rect {
  return {left: crop.left, top: crop.top, width: Math.max(0, 1 - crop.left - crop.right), height: Math.max(0, 1 - crop.top - crop.bottom)}
}

/**
 * ED-IMG-027 and ours: the hotspot inside the unit square and inside the crop — no larger than the
 * crop, its centre moved in until the whole ellipse's box fits.
 */
export function clampHotspot(hotspot: Partial<Hotspot> | undefined, crop: Crop = DEFAULT_CROP): Hotspot {
  const box = cropRect(normalizeCrop(crop))
  const spot = {...DEFAULT_HOTSPOT, ...hotspot}
  const width = clamp(numberOr(spot.width, DEFAULT_HOTSPOT.width), 0, box.width)
  const height = clamp(numberOr(spot.height, DEFAULT_HOTSPOT.height), 0, box.height)
  const x = clamp(numberOr(spot.x, DEFAULT_HOTSPOT.x), box.left + width / 2, box.left + box.width - width / 2)
  const y = clamp(numberOr(spot.y, DEFAULT_HOTSPOT.y), box.top + height / 2, box.top + box.height - height / 2)
  return {x, y, width, height}
}

export interface ImageToolValue {
  hotspot: Hotspot
  crop: Crop
}

/** What the tool starts from: the stored values (or the defaults, K-ED-072), made consistent. */
export function imageToolValueOf(value: unknown): ImageToolValue {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const read = <T extends object>(part: unknown, defaults: T): Partial<T> => {
    if (typeof part !== 'object' || part === null) return {}
    const out: Partial<Record<keyof T, number>> = {}
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const n = (part as Record<string, unknown>)[key as string]
      if (typeof n === 'number' && Number.isFinite(n)) out[key] = n
    }
    return out as Partial<T>
  }
  const crop = normalizeCrop(read(record.crop, DEFAULT_CROP))
  return {crop, hotspot: clampHotspot(read(record.hotspot, DEFAULT_HOTSPOT), crop)}
}

/** How far the crop can move each way without an edge going negative. */
export function cropMoveRoom(crop: Crop): {left: number; right: number; up: number; down: number} {
  return {left: crop.left, right: crop.right, up: crop.top, down: crop.bottom}
}

/** A move limited to the room there is (what the tool asks for, so nothing it asks is ignored). */
export function limitCropMove(crop: Crop, dx: number, dy: number): {dx: number; dy: number} {
  const room = cropMoveRoom(crop)
  return {dx: clamp(dx, -room.left, room.right), dy: clamp(dy, -room.up, room.down)}
}

/**
 * ED-IMG-026: moving the whole crop by (dx, dy). A move that would make an edge negative is
 * ignored, on the axis where it would (the other axis still moves).
 */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  const next = {...crop}
  if (Number.isFinite(dx) && crop.left + dx >= 0 && crop.right - dx >= 0) {
    next.left = crop.left + dx
    next.right = crop.right - dx
  }
  if (Number.isFinite(dy) && crop.top + dy >= 0 && crop.bottom - dy >= 0) {
    next.top = crop.top + dy
    next.bottom = crop.bottom - dy
  }
  return next
}

/** Which edges a handle moves: a side handle one, a corner two. */
export function edgesOfHandle(handle: CropHandle): {x: 'left' | 'right' | null; y: 'top' | 'bottom' | null} {
  const x = /left/i.test(handle) ? 'left' : /right/i.test(handle) ? 'right' : null
  const y = /^top/.test(handle) ? 'top' : /^bottom/.test(handle) ? 'bottom' : null
  return {x, y}
}

/**
 * One axis of a handle drag, in positions (0 at the image's left or top, 1 at its other side):
 * `moving` goes by `delta` inside 0 … 1; if it passes `fixed` the two swap roles (ED-IMG-027); the
 * span is kept at least MIN_CROP_SPAN by holding back the moving edge.
 */
function dragEdge(moving: number, fixed: number, delta: number): [number, number] {
  const at = clamp01(moving + delta)
  if (Math.abs(at - fixed) >= MIN_CROP_SPAN) return [Math.min(at, fixed), Math.max(at, fixed)]
  // Too close: the moving edge stays MIN_CROP_SPAN away on the side it is on (against the image's
  // side, the edge that stayed yields instead).
  const onLowSide = at < fixed || (at === fixed && moving < fixed)
  if (onLowSide) {
    const low = Math.max(0, fixed - MIN_CROP_SPAN)
    return [low, low + MIN_CROP_SPAN]
  }
  const high = Math.min(1, fixed + MIN_CROP_SPAN)
  return [high - MIN_CROP_SPAN, high]
}

/**
 * ED-IMG-025: dragging one of the eight crop handles by (dx, dy), from the crop the drag started
 * with (so a handle dragged across the opposite edge swaps with it and comes back if dragged back).
 */
export function dragCropHandle(crop: Crop, handle: CropHandle, dx: number, dy: number): Crop {
  const start = normalizeCrop(crop)
  const next = {...start}
  const edges = edgesOfHandle(handle)
  if (edges.x && Number.isFinite(dx)) {
    const [leftPos, rightPos] = [start.left, 1 - start.right]
    const [low, high] = edges.x === 'left' ? dragEdge(leftPos, rightPos, dx) : dragEdge(rightPos, leftPos, dx)
    next.left = low
    next.right = 1 - high
  }
  if (edges.y && Number.isFinite(dy)) {
    const [topPos, bottomPos] = [start.top, 1 - start.bottom]
    const [low, high] = edges.y === 'top' ? dragEdge(topPos, bottomPos, dy) : dragEdge(bottomPos, topPos, dy)
    next.top = low
    next.bottom = 1 - high
  }
  return normalizeCrop(next)
}

/** ED-IMG-025: moving the hotspot's centre by (dx, dy); it stays inside the crop. */
export function moveHotspot(hotspot: Hotspot, crop: Crop, dx: number, dy: number): Hotspot {
  return clampHotspot({...hotspot, x: hotspot.x + (Number.isFinite(dx) ? dx : 0), y: hotspot.y + (Number.isFinite(dy) ? dy : 0)}, crop)
}

/**
 * ED-IMG-025: resizing the hotspot around its centre — its box's corner handle moved by (dx, dy)
 * grows each half by that much — no smaller than MIN_HOTSPOT_SIZE, no larger than the crop; the
 * centre moves in where the grown ellipse would leave the crop.
 */
export function resizeHotspot(hotspot: Hotspot, crop: Crop, dx: number, dy: number): Hotspot {
  const box = cropRect(normalizeCrop(crop))
  const width = clamp(hotspot.width + 2 * (Number.isFinite(dx) ? dx : 0), Math.min(MIN_HOTSPOT_SIZE, box.width), box.width)
  const height = clamp(hotspot.height + 2 * (Number.isFinite(dy) ? dy : 0), Math.min(MIN_HOTSPOT_SIZE, box.height), box.height)
  return clampHotspot({...hotspot, width, height}, crop)
}

/** A new crop, and the hotspot brought inside it. */
export function withCrop(value: ImageToolValue, crop: Crop): ImageToolValue {
  const next = normalizeCrop(crop)
  return {crop: next, hotspot: clampHotspot(value.hotspot, next)}
}

/**
 * What a renderer asked for `ratio` (width over height) keeps of the image, as the image-url
 * ecosystem computes it: the largest rectangle of that ratio inside the crop, centred on the
 * hotspot's centre and moved back inside the crop where it would stick out. In fractions.
 */
export function aspectRect(value: ImageToolValue, ratio: number, image: Dimensions): Rect {
  const crop = cropRect(normalizeCrop(value.crop))
  const px = {left: crop.left * image.width, top: crop.top * image.height, width: crop.width * image.width, height: crop.height * image.height}
  const centre = {x: value.hotspot.x * image.width, y: value.hotspot.y * image.height}
  let rect: Rect
  if (px.height <= 0 || px.width <= 0) rect = {...px}
  else if (px.width / px.height > ratio) {
    const width = px.height * ratio
    rect = {left: clamp(centre.x - width / 2, px.left, px.left + px.width - width), top: px.top, width, height: px.height}
  } else {
    const height = px.width / ratio
    rect = {left: px.left, top: clamp(centre.y - height / 2, px.top, px.top + px.height - height), width: px.width, height}
  }
  return {left: rect.left / image.width, top: rect.top / image.height, width: rect.width / image.width, height: rect.height / image.height}
}

/** The rectangle in whole source pixels (at least one), for the lake's `rect=` parameter. */
export function pixelRect(rect: Rect, image: Dimensions): [number, number, number, number] {
  const x = clamp(Math.round(rect.left * image.width), 0, image.width - 1)
  const y = clamp(Math.round(rect.top * image.height), 0, image.height - 1)
  const w = clamp(Math.round(rect.width * image.width), 1, image.width - x)
  const h = clamp(Math.round(rect.height * image.height), 1, image.height - y)
  return [x, y, w, h]
}

export type ImageToolPart = {kind: 'hotspot'} | {kind: 'hotspotSize'} | {kind: 'crop'} | {kind: 'cropHandle'; handle: CropHandle}

/**
 * ED-IMG-029: what an arrow key does to the part that has the focus: the hotspot and the crop move,
 * the hotspot's size handle grows (right, down) or shrinks it, a crop handle moves its edges.
 * `step` is IMAGE_TOOL_KEY_STEP, or IMAGE_TOOL_KEY_STEP_LARGE with Shift.
 */
export function applyArrowKey(value: ImageToolValue, part: ImageToolPart, direction: 'left' | 'right' | 'up' | 'down', step: number): ImageToolValue {
  const dx = direction === 'left' ? -step : direction === 'right' ? step : 0
  const dy = direction === 'up' ? -step : direction === 'down' ? step : 0
  switch (part.kind) {
    case 'hotspot':
      return {...value, hotspot: moveHotspot(value.hotspot, value.crop, dx, dy)}
    case 'hotspotSize':
      return {...value, hotspot: resizeHotspot(value.hotspot, value.crop, dx, dy)}
    case 'crop': {
      // A key moves as far as there is room (at the side, nothing the spec would ignore is asked).
      const move = limitCropMove(value.crop, dx, dy)
      return withCrop(value, moveCrop(value.crop, move.dx, move.dy))
    }
    case 'cropHandle':
      return withCrop(value, dragCropHandle(value.crop, part.handle, dx, dy))
  }
}

/** Both at their defaults: nothing to store (K-ED-072, ED-UP-066). */
export function isDefaultToolValue(value: ImageToolValue): boolean {
  const {crop, hotspot} = value
  return (
    crop.top === 0 && crop.bottom === 0 && crop.left === 0 && crop.right === 0 &&
    hotspot.x === DEFAULT_HOTSPOT.x && hotspot.y === DEFAULT_HOTSPOT.y && hotspot.width === DEFAULT_HOTSPOT.width && hotspot.height === DEFAULT_HOTSPOT.height
  )
}
