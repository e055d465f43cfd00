// The built-in slugify and the slug input's source (ED-SLUG-002 … ED-SLUG-006).
// The seed leaves the transform open; ours (ED-SLUG-006): accents dropped (é → e), lower-case,
// trimmed, runs of whitespace become '-', anything outside the URL-unreserved characters
// (a-z 0-9 - . _ ~, RFC 3986) goes, and the result is cut to `maxLength` (200 by default).
import type {SlugSource} from '../schema/definitions.ts'

/** K-ED-030: default slug length when `options.maxLength` is not set. */
export const DEFAULT_SLUG_MAX_LENGTH = 200

export const SLUG_MISSING_SOURCE = 'inputs.slug.error.missing-source'

export function slugMaxLengthOf(option: unknown): number {
  return typeof option === 'number' && Number.isInteger(option) && option > 0 ? option : DEFAULT_SLUG_MAX_LENGTH
}

const COMBINING_MARKS = /[\u0300-\u036f]/g
const NOT_URL_SAFE = /[^a-z0-9\-._~]/g

export function slugify(input: string, maxLength: number = DEFAULT_SLUG_MAX_LENGTH): string {
  return input
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(NOT_URL_SAFE, '')
    .slice(0, slugMaxLengthOf(maxLength))
}

/** The stored slug (ED-SLUG-001); an empty slug unsets the field rather than storing ''. */
export function slugValueOf(current: string): {_type: 'slug'; current: string} | undefined {
  return current ? {_type: 'slug', current} : undefined
}

/** The text a slug is made from: a field of the document (a dotted path reaches into objects), or what the function answers. */
export function slugSourceText(source: SlugSource, document: Record<string, unknown>, parent: unknown): string {
  const value = typeof source === 'function' ? source(document, {parent}) : valueAtPath(document, source)
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

function valueAtPath(document: Record<string, unknown>, path: string): unknown {
  let value: unknown = document
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
