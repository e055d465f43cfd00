// Image URLs for the lake's `/images/...` paths with its transformation parameters (docs/api.md,
// Asset files). The crop of an image value becomes `rect=` in source pixels, so a preview shows
// what the editor kept; the hotspot is not read by the lake (no focal points), so it is not sent.
import {assetFileUrl, parseAssetId, type AssetHost} from './assetIds.ts'
import {DEFAULT_CROP, IMAGE_PREVIEW_WIDTH} from './constants.ts'

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
  /** Device pixel ratio; 1 is not sent. */
  dpr?: number
  /** `auto=format`: the lake answers WebP where the browser takes it. */
  autoFormat?: boolean
  /** `fm`: a fixed output format. */
  format?: 'jpg' | 'pjpg' | 'png' | 'webp'
}

/** `rect=x,y,w,h` in source pixels for a crop, or null when nothing is cut. */
export function rectOf(crop: Partial<ImageCrop> | undefined, dimensions: {width: number; height: number}): [number, number, number, number] | null {
  const edges = {...DEFAULT_CROP, ...crop}
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0)
  const [top, bottom, left, right] = [clamp(edges.top), clamp(edges.bottom), clamp(edges.left), clamp(edges.right)]
  if (top === 0 && bottom === 0 && left === 0 && right === 0) return null
  // Edges at 1 (or crossing ones) still leave the last pixel.
  const x = Math.min(dimensions.width - 1, Math.round(left * dimensions.width))
  const y = Math.min(dimensions.height - 1, Math.round(top * dimensions.height))
  const w = Math.max(1, Math.round((1 - left - right) * dimensions.width))
  const h = Math.max(1, Math.round((1 - top - bottom) * dimensions.height))
  return [x, y, Math.min(w, dimensions.width - x), Math.min(h, dimensions.height - y)]
}

/** The transformed image's URL, or null when `id` is not an image asset id. */
export function imageUrl(host: AssetHost, id: string, options: ImageUrlOptions = {}): string | null {
  const parsed = parseAssetId(id)
  const base = assetFileUrl(host, id)
  if (!parsed?.dimensions || !base) return null
  // core/ has no URLSearchParams (no DOM lib): the pairs are joined by hand.
  const params: [string, string][] = []
  const set = (key: string, value: string) => void params.push([key, value])
  const rect = options.rectFrom ? rectOf(options.rectFrom, parsed.dimensions) : null
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
