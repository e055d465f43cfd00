// What every demo content builder shares: the random source, the seed's clock, and small value
// builders (slugs, references, drafts) shaped the way the studio stores them.
import type {DocumentInput} from '../../../core/lake/types.ts'
import {DRAFTS_PREFIX} from '../../../core/documents/ids.ts'
import type {SeededRandom} from './prng.ts'

export type SeedDocument = DocumentInput & {_id: string}

/** One document pair of the demo: published only, draft only, or both (the draft differs). */
export interface SeedEntry {
  published?: SeedDocument
  draft?: SeedDocument
}

/** A demo picture stored by the seed (server/seed/demoImages.ts): its asset id and what it shows. */
export interface DemoImage {
  id: string
  title: string
  /** Where the picture's subject is, for the values that use it. */
  hotspot?: {x: number; y: number; width: number; height: number}
}

/** The demo's pictures by kind; empty where a seed stores none. */
export interface DemoImages {
  landscapes: DemoImage[]
  products: DemoImage[]
  portraits: DemoImage[]
}

export const NO_DEMO_IMAGES: DemoImages = {landscapes: [], products: [], portraits: []}

export interface SeedContext {
  random: SeededRandom
  /** The stored pictures content may show (never drawn from `random`, so content stays the same without them). */
  images: DemoImages
  /** An ISO timestamp `days` after the seed's day (UTC midnight), at the given UTC hour and minute. */
  at(days: number, hour?: number, minute?: number): string
  /** An ISO calendar date `days` after the seed's day. */
  date(days: number): string
}

const DAY_MS = 86_400_000

export function seedContext(random: SeededRandom, now: Date, images: DemoImages = NO_DEMO_IMAGES): SeedContext {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return {
    random,
    images,
    at: (days, hour = 9, minute = 0) => new Date(day + days * DAY_MS + (hour * 60 + minute) * 60_000).toISOString(),
    date: (days) => new Date(day + days * DAY_MS).toISOString().slice(0, 10),
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function slug(text: string, maxLength = 200) {
  return {_type: 'slug', current: slugify(text).slice(0, maxLength).replace(/-$/, '')}
}

export interface ReferenceValue {
  _type: 'reference'
  _ref: string
  _key?: string
  _weak?: boolean
  _strengthenOnPublish?: {type: string}
}

/** A reference; to a document that is not published yet it is weak until the referrer is published. */
export function reference(id: string, options: {key?: string; unpublishedType?: string; weak?: boolean} = {}): ReferenceValue {
  const value: ReferenceValue = {_type: 'reference', _ref: id}
  if (options.key) value._key = options.key
  if (options.weak || options.unpublishedType) value._weak = true
  if (options.unpublishedType) value._strengthenOnPublish = {type: options.unpublishedType}
  return value
}

export function keyedReferences(ctx: SeedContext, ids: string[]): ReferenceValue[] {
  return ids.map((id) => reference(id, {key: ctx.random.key()}))
}

/** The draft of a published document: a deep copy under the draft id, changed by `edit`. */
export function draftOf(published: SeedDocument, edit: (draft: SeedDocument) => void): SeedDocument {
  const draft = structuredClone(published)
  draft._id = DRAFTS_PREFIX + published._id
  edit(draft)
  return draft
}

export function asDraft(document: SeedDocument): SeedDocument {
  return {...document, _id: DRAFTS_PREFIX + document._id}
}

/** Which version(s) entry number `index` gets: mostly published, some edited, some never published. */
export type PairState = 'published' | 'edited' | 'draft'

export function pairState(index: number, pattern: readonly PairState[]): PairState {
  return pattern[index % pattern.length]
}

/** An image field's value showing `image`, with the type's own fields (alt text, caption). */
export function imageValue(image: DemoImage, fields: Record<string, unknown> = {}, options: {key?: string; hotspot?: boolean; crop?: {top: number; bottom: number; left: number; right: number}} = {}) {
  return {
    _type: 'image',
    ...(options.key ? {_key: options.key} : {}),
    asset: {_type: 'reference', _ref: image.id},
    ...(options.hotspot && image.hotspot ? {hotspot: {_type: 'sanity.imageHotspot', ...image.hotspot}} : {}),
    ...(options.crop ? {crop: {_type: 'sanity.imageCrop', ...options.crop}} : {}),
    ...fields,
  }
}
