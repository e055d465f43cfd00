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
const FLIPS = ['h', 'v', 'hv'] as const
const ORIENTATIONS = ['0', '90', '180', '270'] as const

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
  if (!Number.isFinite(value) || value < min || value > max) throw badRequest(`Image parameter "${name}" must be a number from ${min} to ${max}, got "${raw}"`)
  return value
}

/** `w`, `h` (and `width`, `height`): at least one pixel; sizes past MAX_SIDE are served at MAX_SIDE, as docs/api.md says. */
function side(query: QueryString, name: string): number | undefined {
  const raw = query[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 1) {
    throw badRequest(`Image parameter "${name}" must be a number of pixels from 1 (sizes past ${MAX_SIDE} are served at ${MAX_SIDE}), got "${raw}"`)
  }
  return value
}

/** One of a fixed set of words. */
function word<T extends string>(query: QueryString, name: string, allowed: readonly T[]): T | undefined {
  const raw = query[name]
  if (raw === undefined || raw === '') return undefined
  if (!(allowed as readonly string[]).includes(raw)) throw badRequest(`Image parameter "${name}" must be one of ${allowed.join(', ')}, got "${raw}"`)
  return raw as T
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

const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const

/**
 * `crop` as sharp's position: a comma-separated list of CROPS. A side of each axis may be named
 * (sharp spells a corner horizontal side first: `left top`, `right bottom`); `center` and
 * `focalpoint` (fp-x/fp-y are not read) crop around the middle; `entropy` keeps the busiest part.
 */
function positionOf(crop: string | undefined): string | number {
  if (!crop) return 'centre'
  const parts = crop.split(',').map((p) => p.trim())
  const unknown = parts.find((p) => !(CROPS as readonly string[]).includes(p))
  if (unknown !== undefined) throw badRequest(`Image parameter "crop" must be a comma-separated list of ${CROPS.join(', ')}, got "${crop}"`)
  const vertical = [...new Set(parts.filter((p) => p === 'top' || p === 'bottom'))]
  const horizontal = [...new Set(parts.filter((p) => p === 'left' || p === 'right'))]
  if (vertical.length > 1) throw badRequest(`Image parameter "crop" may name top or bottom, not both, got "${crop}"`)
  if (horizontal.length > 1) throw badRequest(`Image parameter "crop" may name left or right, not both, got "${crop}"`)
  if (parts.includes('entropy')) return sharp.strategy.entropy
  const position = [...horizontal, ...vertical].join(' ')
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
  const width = scaled(side(query, 'w') ?? side(query, 'width'))
  const height = scaled(side(query, 'h') ?? side(query, 'height'))
  const maxWidth = number(query, 'max-w', 1, MAX_SIDE)
  const maxHeight = number(query, 'max-h', 1, MAX_SIDE)
  const fit: Fit = word(query, 'fit', FITS) ?? 'clip'
  // The encoders take 1 to 100; `q=0`, which docs/api.md allows, is their lowest.
  const quality = Math.max(1, Math.round(number(query, 'q', 0, 100) ?? DEFAULT_QUALITY))
  const blur = number(query, 'blur', 0, 2000)
  const background = query.bg ? colourOf(query.bg) : undefined
  const rect = rectOf(query.rect, source)
  const flip = word(query, 'flip', FLIPS)
  const orientation = query.or ? Number(word(query, 'or', ORIENTATIONS)) : undefined
  const position = positionOf(query.crop)

  const fm = word(query, 'fm', Object.keys(FORMAT_PARAMS))
  const requested = fm ? FORMAT_PARAMS[fm] : undefined
  const autos = query.auto ? query.auto.split(',').map((a) => a.trim()) : []
  if (autos.some((a) => a !== 'format')) throw badRequest(`Image parameter "auto" must be format, got "${query.auto}"`)
  const autoFormat = autos.includes('format')
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
