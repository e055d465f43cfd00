// Image URL parameters (the hosted image pipeline's names) turned into one sharp pipeline.
// Only what the studio and common front ends use is here: size (`w`, `h`, `dpr`), `fit`, `crop`,
// `rect`, format (`fm`, `auto=format`), `q`, `bg`, `blur`, `flip`, `or`. Unknown parameters are
// ignored, as by the hosted pipeline; a known one with a bad value is a 400.
import {createHash} from 'node:crypto'
import sharp from 'sharp'
import type {Sharp} from 'sharp'
import {badRequest} from '../http/lakeError.ts'
import type {QueryString} from '../http/params.ts'

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
type Fit = (typeof FITS)[number]

/** The largest output side: larger asks are clamped (a 100,000-pixel-wide request is not served). */
const MAX_SIDE = 8192
const DEFAULT_QUALITY = 75

const MIME: Record<OutputFormat, string> = {jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif'}
const EXTENSION: Record<OutputFormat, string> = {jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif'}

const FORMAT_PARAMS: Record<string, {format: OutputFormat; progressive?: boolean}> = {
  jpg: {format: 'jpeg'},
  pjpg: {format: 'jpeg', progressive: true},
  png: {format: 'png'},
  webp: {format: 'webp'},
  avif: {format: 'avif'},
}

/** The stored image's own format when served transformed: GIFs become a JPEG of their first frame. */
const TRANSFORMED_FORMAT: Record<string, OutputFormat> = {jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', svg: 'png'}

export interface SourceImage {
  extension: string
  width: number
  height: number
}

export interface ImageVariant {
  /** Names the variant among those of the same image: a hash of its normalized parameters. */
  key: string
  format: OutputFormat
  mimeType: string
  extension: string
  /** Whether the answer depends on the request's Accept header (`auto=format`). */
  variesByAccept: boolean
  render(input: Sharp): Sharp
}

const TRANSFORM_PARAMS = ['w', 'h', 'width', 'height', 'fit', 'crop', 'rect', 'dpr', 'q', 'fm', 'auto', 'bg', 'blur', 'flip', 'or', 'max-w', 'max-h']

function number(query: QueryString, name: string, min: number, max: number): number | undefined {
  const raw = query[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) throw badRequest(`Image parameter "${name}" must be a number from ${min} to ${max}`)
  return value
}

/** `bg` as the hosted pipeline reads it: RGB, ARGB, RRGGBB or AARRGGBB hex digits. */
export function colourOf(raw: string): {r: number; g: number; b: number; alpha: number} {
  const digits = raw.replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits)) throw badRequest(`Image parameter "bg" must be a hex colour, got "${raw}"`)
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const withAlpha = full.length === 8 ? full : `ff${full}`
  const [a, r, g, b] = [0, 2, 4, 6].map((i) => parseInt(withAlpha.slice(i, i + 2), 16))
  return {r, g, b, alpha: a / 255}
}

function positionOf(crop: string | undefined): string | number {
  if (!crop) return 'centre'
  const parts = crop.split(',').map((p) => p.trim())
  if (parts.includes('entropy')) return sharp.strategy.entropy
  const vertical = parts.find((p) => p === 'top' || p === 'bottom')
  const horizontal = parts.find((p) => p === 'left' || p === 'right')
  const position = [vertical, horizontal].filter(Boolean).join(' ')
  // `center` and `focalpoint` (fp-x/fp-y are not read) crop around the middle.
  return position || 'centre'
}

function rectOf(raw: string | undefined, source: SourceImage): {left: number; top: number; width: number; height: number} | null {
  if (!raw) return null
  const values = raw.split(',').map(Number)
  if (values.length !== 4 || values.some((v) => !Number.isInteger(v) || v < 0)) throw badRequest('Image parameter "rect" must be x,y,width,height in whole pixels')
  const [left, top, width, height] = values
  // Clamped to the image, as the hosted pipeline does with a rectangle that overhangs it.
  const clampedWidth = Math.min(width, source.width - left)
  const clampedHeight = Math.min(height, source.height - top)
  if (clampedWidth < 1 || clampedHeight < 1) throw badRequest('Image parameter "rect" lies outside the image')
  return {left, top, width: clampedWidth, height: clampedHeight}
}

/** The variant a request asks for, or null when it asks for none (the stored bytes are served). */
export function variantOf(query: QueryString, source: SourceImage, accept: string | undefined): ImageVariant | null {
  if (!TRANSFORM_PARAMS.some((name) => query[name] !== undefined && query[name] !== '')) return null
  const dpr = number(query, 'dpr', 0.1, 5) ?? 1
  const scaled = (value: number | undefined) => (value === undefined ? undefined : Math.max(1, Math.min(MAX_SIDE, Math.round(value * dpr))))
  const width = scaled(number(query, 'w', 1, Infinity) ?? number(query, 'width', 1, Infinity))
  const height = scaled(number(query, 'h', 1, Infinity) ?? number(query, 'height', 1, Infinity))
  const maxWidth = number(query, 'max-w', 1, MAX_SIDE)
  const maxHeight = number(query, 'max-h', 1, MAX_SIDE)
  const fit = (query.fit || 'clip') as Fit
  if (!FITS.includes(fit)) throw badRequest(`Image parameter "fit" must be one of ${FITS.join(', ')}`)
  const quality = Math.round(number(query, 'q', 0, 100) ?? DEFAULT_QUALITY)
  const blur = number(query, 'blur', 0, 2000)
  const background = query.bg ? colourOf(query.bg) : undefined
  const rect = rectOf(query.rect, source)
  const flip = query.flip && ['h', 'v', 'hv'].includes(query.flip) ? query.flip : undefined
  const orientation = number(query, 'or', 0, 270)
  if (orientation !== undefined && orientation % 90 !== 0) throw badRequest('Image parameter "or" must be 0, 90, 180 or 270')
  const position = positionOf(query.crop)

  const requested = query.fm ? FORMAT_PARAMS[query.fm] : undefined
  if (query.fm && !requested) throw badRequest(`Image parameter "fm" must be one of ${Object.keys(FORMAT_PARAMS).join(', ')}`)
  const autoFormat = (query.auto ?? '').split(',').includes('format')
  // auto=format picks WebP where the client takes it (AVIF encodes too slowly to make on request).
  const format: OutputFormat =
    requested?.format ?? (autoFormat && /\bimage\/webp\b/.test(accept ?? '') ? 'webp' : (TRANSFORMED_FORMAT[source.extension] ?? 'jpeg'))
  const variesByAccept = autoFormat && !requested

  const normalized = {width, height, maxWidth, maxHeight, fit, quality, blur, background, rect, flip, orientation, position, format, progressive: requested?.progressive}
  const key = createHash('sha1').update(JSON.stringify(normalized)).digest('hex').slice(0, 20)

  const render = (input: Sharp): Sharp => {
    let image = input.autoOrient()
    if (rect) image = image.extract(rect)
    if (orientation) image = image.rotate(orientation)
    if (flip?.includes('h')) image = image.flop()
    if (flip?.includes('v')) image = image.flip()
    const base = rect ?? {width: source.width, height: source.height}
    if (width || height) image = resized(image, fit, {width, height}, base, position, background)
    if (maxWidth || maxHeight) image = image.resize({width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true})
    if (blur && blur > 0) image = image.blur(Math.min(1000, Math.max(0.3, blur / 10)))
    // Formats without transparency get the background (white unless `bg` says) under it.
    if (format === 'jpeg') image = image.flatten({background: background ?? '#ffffff'})
    switch (format) {
      case 'jpeg':
        return image.jpeg({quality, progressive: requested?.progressive === true, mozjpeg: false})
      case 'png':
        return image.png()
      case 'webp':
        return image.webp({quality})
      case 'avif':
        return image.avif({quality, effort: 2})
      case 'gif':
        return image.gif()
    }
  }
  return {key, format, mimeType: MIME[format], extension: EXTENSION[format], variesByAccept, render}
}

type Size = {width?: number; height?: number}

function resized(image: Sharp, fit: Fit, size: Size, base: {width: number; height: number}, position: string | number, background: ReturnType<typeof colourOf> | undefined): Sharp {
  const {width, height} = size
  const transparent = {r: 0, g: 0, b: 0, alpha: 0}
  // With one side given, every fit keeps the aspect ratio; only clip and scale may enlarge.
  if (!width || !height) {
    const enlarge = fit === 'clip' || fit === 'scale' || fit === 'crop' || fit === 'fill'
    return image.resize({width, height, fit: 'inside', withoutEnlargement: !enlarge})
  }
  switch (fit) {
    case 'clip':
      return image.resize({width, height, fit: 'inside'})
    case 'max':
      return image.resize({width, height, fit: 'inside', withoutEnlargement: true})
    case 'crop':
      return image.resize({width, height, fit: 'cover', position})
    case 'min': {
      // The requested aspect ratio at the requested size, shrunk to the largest such box the image holds.
      const scale = Math.min(1, base.width / width, base.height / height)
      return image.resize({width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), fit: 'cover', position})
    }
    case 'scale':
      return image.resize({width, height, fit: 'fill'})
    case 'fill':
      return image.resize({width, height, fit: 'contain', background: background ?? transparent})
    case 'fillmax': {
      // Padded out to the requested size, the image itself never enlarged.
      const scale = Math.min(1, width / base.width, height / base.height)
      const inner = {width: Math.max(1, Math.round(base.width * scale)), height: Math.max(1, Math.round(base.height * scale))}
      const [dx, dy] = [width - inner.width, height - inner.height]
      return image
        .resize(inner)
        .extend({left: Math.floor(dx / 2), right: Math.ceil(dx / 2), top: Math.floor(dy / 2), bottom: Math.ceil(dy / 2), background: background ?? transparent})
    }
  }
}
