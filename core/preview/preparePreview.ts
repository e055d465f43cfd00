// A preview from its selection: the type's `prepare` when it has one (ED-PREV-003), its returned
// texts checked (ED-PREV-004), a throwing or ill-returning configuration marked invalid so the
// caller shows 'Invalid preview config' (ED-PREV-005). Documents, list rows, search hits and array
// items all come through here, so they fall back the same way.
import type {PreviewConfig} from '../schema/index.ts'
import {previewDateOf, type PreviewDate} from './previewDate.ts'
import {FALLBACK_TITLE_FIELDS, selectionOf, type PreviewedType} from './selection.ts'

export interface Preview {
  title: string | null
  subtitle: string | null
  description: string | null
  /** The image the media box shows (ED-PREV-001), when the preview's `media` is one; absent otherwise. */
  media?: PreviewImage
  /** A URL `prepare` gave as `imageUrl`, shown when there is no `media` image. */
  imageUrl?: string
  /** The `date` `prepare` gave, when it is a date or a moment (core/preview/previewDate.ts). */
  date?: PreviewDate
  /** Why the configuration gave no preview: it threw, or returned a value a preview cannot show. */
  invalid?: PreviewConfigError
}

/** ED-PREV-004's `returnValueError`, and the error a `prepare` threw. */
export class PreviewConfigError extends Error {
  readonly kind: 'returnValueError' | 'prepareError'
  readonly cause?: unknown

  constructor(kind: 'returnValueError' | 'prepareError', message: string, cause?: unknown) {
    super(message)
    this.name = 'PreviewConfigError'
    this.kind = kind
    this.cause = cause
  }
}

/** An image a preview shows: the image asset, and the value's crop and hotspot when it has them. */
export interface PreviewImage {
  assetId: string
  crop?: unknown
  hotspot?: unknown
}

const IMAGE_ASSET_ID = /^image-[0-9a-f]+-\d+x\d+-[a-z0-9]+$/i

/**
 * A preview's `media` as an image, when it is one: an image value (`{asset: {_ref}}` with its crop
 * and hotspot), a reference to an image asset, an image asset document, or an image asset's id.
 * Anything else (an icon, a file) is no image.
 */
export function previewImageOf(media: unknown): PreviewImage | null {
  if (typeof media === 'string') return IMAGE_ASSET_ID.test(media) ? {assetId: media} : null
  if (typeof media !== 'object' || media === null || Array.isArray(media)) return null
  const value = media as Record<string, unknown>
  const asset = value.asset as Record<string, unknown> | null | undefined
  const candidates = [asset?._ref, asset?._id, value._ref, value._type === 'sanity.imageAsset' ? value._id : undefined]
  const assetId = candidates.find((id): id is string => typeof id === 'string' && IMAGE_ASSET_ID.test(id))
  if (!assetId) return null
  const image: PreviewImage = {assetId}
  if (asset && value.crop !== undefined && value.crop !== null) image.crop = value.crop
  if (asset && value.hotspot !== undefined && value.hotspot !== null) image.hotspot = value.hotspot
  return image
}

/** The keys of a prepared preview that must be shown as text (ED-PREV-004). */
export const PREVIEW_TEXT_KEYS = ['title', 'subtitle', 'description', 'imageUrl', 'date'] as const

const isShowable = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

const invalid = (error: PreviewConfigError): Preview => ({title: null, subtitle: null, description: null, invalid: error})

export function previewOf(config: PreviewConfig | undefined, selection: Readonly<Record<string, unknown>>): Preview {
  let prepared: Record<string, unknown> = selection
  if (config?.prepare) {
    let returned: unknown
    try {
      returned = config.prepare(selection)
    } catch (error) {
      return invalid(new PreviewConfigError('prepareError', `The preview's prepare function threw: ${error instanceof Error ? error.message : String(error)}`, error))
    }
    if (returned === undefined || returned === null) returned = {}
    if (typeof returned !== 'object' || Array.isArray(returned)) {
      return invalid(new PreviewConfigError('returnValueError', `The preview's prepare function must return an object, but returned ${Array.isArray(returned) ? 'an array' : typeof returned}`))
    }
    prepared = returned as Record<string, unknown>
    const wrong = PREVIEW_TEXT_KEYS.filter((key) => !isShowable(prepared[key]))
    if (wrong.length > 0) {
      const keys = wrong.map((key) => `"${key}"`).join(', ')
      return invalid(new PreviewConfigError('returnValueError', `The preview's prepare function returned ${keys} as something other than a string, number, boolean, undefined or null`))
    }
  }
  // A selection the type chose itself names its title; only the implicit one falls back.
  const title = text(prepared.title) ?? (config?.select ? null : (FALLBACK_TITLE_FIELDS.map((field) => text(prepared[field])).find(Boolean) ?? null))
  const preview: Preview = {title, subtitle: text(prepared.subtitle), description: text(prepared.description)}
  const media = previewImageOf(prepared.media)
  if (media) preview.media = media
  const imageUrl = text(prepared.imageUrl)
  if (imageUrl && /^(https?:\/\/|\/)/i.test(imageUrl)) preview.imageUrl = imageUrl
  const date = previewDateOf(prepared.date)
  if (date) preview.date = date
  return preview
}

/** The preview of a whole value of `type`: an open document, an array item. */
export function previewOfValue(type: PreviewedType, value: Readonly<Record<string, unknown>>): Preview {
  return previewOf(type.preview, selectionOf(type, value))
}
