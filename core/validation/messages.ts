// The built-in messages (seed §5 where it gives them; spec/DECISIONS.md 'Validation' where it
// does not) and the choice of a message by locale.
import {FALLBACK_MESSAGE_LOCALE, NOT_ALLOWED_HINT_LENGTH} from './constants.ts'
import type {LocalizedMessage} from './types.ts'

export const MESSAGES = {
  required: 'Required',
  wrongType: (expected: string, actual: string) => `Expected type ${expected}, got ${actual}`,
  notAllowed: 'Value did not match any allowed values',
  notAllowedHint: (hint: string) => `Value "${hint}" did not match any allowed values`,
  unknownField: (field: string, type: string) => `Field ${field} does not exist on type ${type}`,
  missingSchemaType: (type: string) => `Could not find schema type for type ${type}, skipping validation`,
  slowValidator: (path: string, ms: number) => `Custom validator at ${path} has taken more than ${ms}ms to respond`,

  integer: 'Must be an integer',
  numberMin: (min: unknown) => `Must be greater than or equal to ${min}`,
  numberMax: (max: unknown) => `Must be less than or equal to ${max}`,
  greaterThan: (limit: unknown) => `Must be greater than ${limit}`,
  lessThan: (limit: unknown) => `Must be less than ${limit}`,
  precision: (limit: unknown) => `Max precision is ${limit}`,

  stringMin: (min: unknown) => `Must be at least ${min} characters long`,
  stringMax: (max: unknown) => `Must be at most ${max} characters long`,
  stringLength: (length: unknown) => `Must be exactly ${length} characters long`,
  uppercase: 'Must be all uppercase characters',
  lowercase: 'Must be all lowercase characters',
  regexMatch: (name: string) => `Does not match "${name}"-pattern`,
  regexInvert: (name: string) => `Should not match "${name}"-pattern`,
  email: 'Must be a valid email address',
  uriScheme: 'Does not match allowed protocols/schemes',
  uriCredentials: 'Username/password not allowed',
  uriInvalid: 'Not a valid URL',
  uriRelative: 'Relative URLs are not allowed',
  uriRelativeOnly: 'Only relative URLs are allowed',

  arrayMin: (min: unknown, unit: string) => `Must have at least ${min} ${unit}`,
  arrayMax: (max: unknown, unit: string) => `Must have at most ${max} ${unit}`,
  arrayLength: (length: unknown, unit: string) => `Must have exactly ${length} ${unit}`,
  duplicate: "Can't be a duplicate",

  notReference: 'Must be a reference to a document',
  referenceNotPublished: 'Referenced document must be published',
  assetRequired: (kind: 'file' | 'image' | 'asset') =>
    kind === 'file' ? 'File is required' : kind === 'image' ? 'Image is required' : 'Asset is required',

  dateInvalid: 'Must be a valid ISO-8601 formatted date string',
  dateMin: (min: string) => `Must be at or after ${min}`,
  dateMax: (max: string) => `Must be at or before ${max}`,

  slugNotObject: 'Slug must be an object',
  slugMissingCurrent: 'Slug must have a value',
  slugNotUnique: (slug: string) => `Slug "${slug}" is already in use`,
  lakeUnreachable: 'Could not check this value: the content lake could not be reached. It is checked again once the connection is back.',
  slugInArray: (path: string) => `Slug at ${path} is inside an array: uniqueness is checked against every item of that field`,
  slugNeedsContext: 'Slug validation needs the document and the path of the slug',
} as const

/** The quoted value of a not-allowed message, cut to K-ED-070 characters. */
export function notAllowedHint(value: string): string {
  const characters = Array.from(value)
  return characters.length > NOT_ALLOWED_HINT_LENGTH ? `${characters.slice(0, NOT_ALLOWED_HINT_LENGTH).join('')}…` : value
}

/** The message for a locale: the locale itself, then its bare language, then `en-US` (ED-VAL-008). */
export function localize(message: LocalizedMessage, locale: string = FALLBACK_MESSAGE_LOCALE): string {
  if (typeof message === 'string') return message
  const language = locale.split('-')[0]
  const chosen = message[locale] ?? message[language] ?? message[FALLBACK_MESSAGE_LOCALE]
  // A message object without any of those still says something rather than nothing.
  return chosen ?? Object.values(message)[0] ?? ''
}
