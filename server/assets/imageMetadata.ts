// What the lake reads from an uploaded image (sharp decodes it): its format and displayed size
// always; `lqip`, `blurHash` and `palette` unless the upload's `meta` leaves them out; `exif` and
// `location` (from the EXIF GPS tags) only when asked. An image sharp cannot decode is the uploader's mistake (400).
import sharp from 'sharp'
import type {Metadata} from 'sharp'
import {encode} from 'blurhash'
import {badRequest} from '../http/lakeError.ts'
import {paletteOf, type Palette} from './palette.ts'
import {readExif} from './exif.ts'

// sharp keeps recently read files open by default; uploads are read once from a scratch file that
// is then renamed or removed, so holding them would only keep removed files' space in use.
sharp.cache({files: 0})

export type MetaField = 'lqip' | 'blurhash' | 'palette' | 'exif' | 'location'

/** What an upload that names no `meta` gets (the hosted lake's default for images). */
export const DEFAULT_META: MetaField[] = ['lqip', 'blurhash', 'palette']

/** sharp's format names to the extension and MIME type the asset document records. */
const FORMATS: Record<string, {extension: string; mimeType: string}> = {
  jpeg: {extension: 'jpg', mimeType: 'image/jpeg'},
  png: {extension: 'png', mimeType: 'image/png'},
  gif: {extension: 'gif', mimeType: 'image/gif'},
  webp: {extension: 'webp', mimeType: 'image/webp'},
  avif: {extension: 'avif', mimeType: 'image/avif'},
  heif: {extension: 'heic', mimeType: 'image/heic'},
  tiff: {extension: 'tiff', mimeType: 'image/tiff'},
  svg: {extension: 'svg', mimeType: 'image/svg+xml'},
}

/** The lqip's width in pixels (a blurred placeholder; the hosted lake's are about this size). */
const LQIP_WIDTH = 20
/** blurHash is computed over a small copy: its few components need no more detail. */
const BLURHASH_SIZE = 32
const BLURHASH_COMPONENTS = [4, 3] as const
/** The palette is counted over at most this many pixels a side. */
const PALETTE_SIZE = 64

export interface ImageFacts {
  extension: string
  mimeType: string
  width: number
  height: number
  metadata: Record<string, unknown>
}

const undecodable = () => badRequest('The file is not an image this lake can read (JPEG, PNG, GIF, WebP, AVIF, HEIF, TIFF or SVG)')

/** Sharp on the file's first frame, turned upright by its EXIF orientation. */
const upright = (file: string) => sharp(file, {animated: false, failOn: 'error'}).autoOrient()

export async function readImage(file: string, meta: MetaField[]): Promise<ImageFacts> {
  let info: Metadata
  try {
    info = await sharp(file, {failOn: 'error'}).metadata()
  } catch {
    throw undecodable()
  }
  const format = info.format ? FORMATS[info.format] : undefined
  if (!format || !info.width || !info.height) throw undecodable()
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (info.orientation ?? 1) >= 5
  const width = turned ? info.height : info.width
  const height = turned ? info.width : info.height
  try {
    const {isOpaque} = await sharp(file, {animated: false}).stats()
    const metadata: Record<string, unknown> = {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
      hasAlpha: info.hasAlpha === true,
      isOpaque,
    }
    if (meta.includes('lqip')) metadata.lqip = await lqipOf(file)
    if (meta.includes('blurhash')) metadata.blurHash = await blurHashOf(file)
    if (meta.includes('palette')) {
      const palette = await paletteFrom(file)
      if (palette) metadata.palette = palette
    }
    if (meta.includes('exif') || meta.includes('location')) {
      const {exif, location} = readExif(info.exif)
      if (meta.includes('exif')) metadata.exif = {_type: 'sanity.imageExifMetadata', ...exif}
      if (meta.includes('location') && location) metadata.location = {_type: 'geopoint', ...location}
    }
    return {...format, width, height, metadata}
  } catch (error) {
    // The header read but the pixels do not (a truncated file): still the uploader's file at fault.
    if (error instanceof Error && !('statusCode' in error)) throw undecodable()
    throw error
  }
}

async function lqipOf(file: string): Promise<string> {
  const bytes = await upright(file).resize({width: LQIP_WIDTH}).flatten({background: '#ffffff'}).blur(1).jpeg({quality: 40}).toBuffer()
  return `data:image/jpeg;base64,${bytes.toString('base64')}`
}

async function blurHashOf(file: string): Promise<string> {
  const {data, info} = await upright(file).resize(BLURHASH_SIZE, BLURHASH_SIZE, {fit: 'inside'}).ensureAlpha().raw().toBuffer({resolveWithObject: true})
  return encode(new Uint8ClampedArray(data), info.width, info.height, ...BLURHASH_COMPONENTS)
}

async function paletteFrom(file: string): Promise<Palette | null> {
  const {data} = await upright(file).resize(PALETTE_SIZE, PALETTE_SIZE, {fit: 'inside'}).ensureAlpha().raw().toBuffer({resolveWithObject: true})
  return paletteOf(data)
}

