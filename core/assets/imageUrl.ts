// Image URLs for the lake's `/images/...` paths with its transformation parameters (docs/api.md,
// Asset files). The crop of an image value becomes `rect=` in source pixels, so a preview shows
// what the editor kept; the hotspot is not read by the lake (no focal points), so it is not sent.
import {assetFileUrl, parseAssetId, type AssetHost} from './assetIds.ts'
import {IMAGE_DIFF_HEIGHT, IMAGE_DIFF_MAX_DPR, IMAGE_PREVIEW_WIDTH} from './constants.ts'
import {aspectRect, cropRect, imageToolValueOf, normalizeCrop, pixelRect} from './imageTool.ts'

export type ImageFit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale'

export interface ImageCrop {
  top: number
  bottom: number
  left: number
  right: number
}

export interface ImageUrlOptions {
  width?: number
  height?: number
  fit?: ImageFit
  /** Where `fit: 'crop'` cuts: `center`, `top,left`, `entropy`, … */
  crop?: string
  /** The value's crop (fractions of each side), sent as `rect`. */
  rectFrom?: Partial<ImageCrop>
  /** A rectangle in source pixels, sent as `rect` as it is (wins over `rectFrom`). */
  rect?: [number, number, number, number]
  /** Device pixel ratio; 1 is not sent. */
  dpr?: number
  /** `auto=format`: the lake answers WebP where the browser takes it. */
  autoFormat?: boolean
  /** `fm`: a fixed output format. */
  format?: 'jpg' | 'pjpg' | 'png' | 'webp'
}

/** `rect=x,y,w,h` in source pixels for a crop (its crossed edges swapped, ED-IMG-027), or null when nothing is cut. */
export function rectOf(crop: Partial<ImageCrop> | undefined, dimensions: {width: number; height: number}): [number, number, number, number] | null {
  const edges = normalizeCrop(crop)
  if (edges.top === 0 && edges.bottom === 0 && edges.left === 0 && edges.right === 0) return null
  // Edges that meet still leave the last pixel.
  return pixelRect(cropRect(edges), dimensions)
}

/** The transformed image's URL, or null when `id` is not an image asset id. */
export function imageUrl(host: AssetHost, id: string, options: ImageUrlOptions = {}): string | null {
  const parsed = parseAssetId(id)
  const base = assetFileUrl(host, id)
  if (!parsed?.dimensions || !base) return null
  // core/ has no URLSearchParams (no DOM lib): the pairs are joined by hand.
  const params: [string, string][] = []
  const set = (key: string, value: string) => void params.push([key, value])
  const rect = options.rect ?? (options.rectFrom ? rectOf(options.rectFrom, parsed.dimensions) : null)
  if (rect) set('rect', rect.join(','))
  if (options.width !== undefined) set('w', String(Math.round(options.width)))
  if (options.height !== undefined) set('h', String(Math.round(options.height)))
  if (options.fit) set('fit', options.fit)
  if (options.crop) set('crop', options.crop)
  if (options.dpr !== undefined && options.dpr !== 1) set('dpr', String(options.dpr))
  if (options.format) set('fm', options.format)
  if (options.autoFormat) set('auto', 'format')
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return query ? `${base}?${query}` : base
}

/** K-ED-073, ED-IMG-050: the image input's preview — 2000 wide, never enlarged, the device's ratio, the browser's format. */
export function previewImageUrl(host: AssetHost, id: string, crop: Partial<ImageCrop> | undefined, dpr: number): string | null {
  return imageUrl(host, id, {width: IMAGE_PREVIEW_WIDTH, fit: 'max', rectFrom: crop, dpr, autoFormat: true})
}

/** K-ED-054, K-ED-055: a picker thumbnail, 200 px high times the ratio; a GIF as a JPG (its first frame). */
export function thumbnailUrl(host: AssetHost, id: string, height: number, dpr: number): string | null {
  const gif = parseAssetId(id)?.extension.toLowerCase() === 'gif'
  return imageUrl(host, id, {height, fit: 'max', dpr, ...(gif ? {format: 'jpg' as const} : {autoFormat: true})})
}

/**
 * ED-IMG-040 (K-ED-064, K-ED-065): one side of an image change in review — 190 px high with the
 * value's crop, never enlarged, at the device's pixel ratio capped at 3 (a 4× phone would fetch
 * sixteen times the pixels of 1× for no visible gain).
 */
export function diffImageUrl(host: AssetHost, id: string, crop: Partial<ImageCrop> | undefined, devicePixelRatio: number): string | null {
  const dpr = Math.round(Math.min(IMAGE_DIFF_MAX_DPR, Math.max(1, devicePixelRatio || 1)) * 100) / 100
  return imageUrl(host, id, {height: IMAGE_DIFF_HEIGHT, fit: 'max', rectFrom: crop, dpr, autoFormat: true})
}

/**
 * A preview's media box (ED-PREV-001): the image value cut to the box's proportions as the
 * image-url ecosystem would — the largest part of the crop with that ratio, centred on the
 * hotspot — sent as `rect`, then scaled to the box (`fit=crop`) times the device's ratio, in the
 * browser's format. Null when the value refers to no image asset.
 */
export function mediaImageUrl(host: AssetHost, value: unknown, box: {width: number; height: number}, dpr: number): string | null {
  const record = typeof value === 'object' && value !== null ? (value as {asset?: {_ref?: unknown}; assetId?: unknown}) : {}
  // An image value, or a preview's image (core/preview previewImageOf: `assetId`, `crop`, `hotspot`).
  const ref = record.asset?._ref ?? record.assetId
  if (typeof ref !== 'string') return null
  const dimensions = parseAssetId(ref)?.dimensions
  if (!dimensions || box.width <= 0 || box.height <= 0) return null
  const kept = aspectRect(imageToolValueOf(value), box.width / box.height, dimensions)
  const rect = pixelRect(kept, dimensions)
  const whole = rect[0] === 0 && rect[1] === 0 && rect[2] === dimensions.width && rect[3] === dimensions.height
  return imageUrl(host, ref, {...(whole ? {} : {rect}), width: box.width, height: box.height, fit: 'crop', dpr, autoFormat: true})
}
