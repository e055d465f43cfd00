// The built-in messages (seed §5 where it gives them; spec/DECISIONS.md 'Validation' where it
// does not), their translation keys in the `validation` i18n namespace, and the choice of a
// schema author's message by locale.
import {FALLBACK_MESSAGE_LOCALE, NOT_ALLOWED_HINT_LENGTH} from './constants.ts'
import type {LocalizedMessage, MessageKey} from './types.ts'

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

export type MessageName = keyof typeof MESSAGES
export type MessageArgs<Name extends MessageName> = (typeof MESSAGES)[Name] extends (...args: infer Args) => string ? Args : []

// A limit is whatever the schema gave (usually a number); a value i18next can fill in either way.
const shown = (value: unknown): string | number => (typeof value === 'number' ? value : String(value))
const counted = (key: MessageKey['key'], count: unknown): MessageKey => ({key, values: {count: shown(count)}})
const plain = (key: MessageKey['key']) => (): MessageKey => ({key, values: {}})

/** The translation key of every built-in message, taking the same arguments as its English text. */
export const MESSAGE_KEYS: {readonly [Name in MessageName]: (...args: MessageArgs<Name>) => MessageKey} = {
  required: plain('required'),
  wrongType: (expected, actual) => ({key: 'type.wrong', values: {expected, actual}}),
  notAllowed: plain('allowed.no-match'),
  notAllowedHint: (hint) => ({key: 'allowed.no-match-value', values: {value: hint}}),
  unknownField: (field, type) => ({key: 'field.unknown', values: {field, type}}),
  missingSchemaType: (type) => ({key: 'schema-type.missing', values: {type}}),
  slowValidator: (path, ms) => ({key: 'custom.slow', values: {path, ms}}),

  integer: plain('number.integer'),
  numberMin: (min) => ({key: 'number.min', values: {min: shown(min)}}),
  numberMax: (max) => ({key: 'number.max', values: {max: shown(max)}}),
  greaterThan: (limit) => ({key: 'number.greater-than', values: {limit: shown(limit)}}),
  lessThan: (limit) => ({key: 'number.less-than', values: {limit: shown(limit)}}),
  precision: (limit) => ({key: 'number.precision', values: {limit: shown(limit)}}),

  stringMin: (min) => counted('string.min', min),
  stringMax: (max) => counted('string.max', max),
  stringLength: (length) => counted('string.length', length),
  uppercase: plain('string.uppercase'),
  lowercase: plain('string.lowercase'),
  regexMatch: (name) => ({key: 'string.regex.match', values: {name}}),
  regexInvert: (name) => ({key: 'string.regex.invert', values: {name}}),
  email: plain('string.email'),
  uriScheme: plain('uri.scheme'),
  uriCredentials: plain('uri.credentials'),
  uriInvalid: plain('uri.invalid'),
  uriRelative: plain('uri.relative'),
  uriRelativeOnly: plain('uri.relative-only'),

  arrayMin: (min, unit) => counted(unit === 'blocks' ? 'array.min.blocks' : 'array.min.items', min),
  arrayMax: (max, unit) => counted(unit === 'blocks' ? 'array.max.blocks' : 'array.max.items', max),
  arrayLength: (length, unit) => counted(unit === 'blocks' ? 'array.length.blocks' : 'array.length.items', length),
  duplicate: plain('array.duplicate'),

  notReference: plain('reference.not-reference'),
  referenceNotPublished: plain('reference.not-published'),
  assetRequired: (kind) => ({key: `asset.required.${kind}`, values: {}}),

  dateInvalid: plain('date.invalid'),
  dateMin: (min) => ({key: 'date.min', values: {min}}),
  dateMax: (max) => ({key: 'date.max', values: {max}}),

  slugNotObject: plain('slug.not-object'),
  slugMissingCurrent: plain('slug.missing-current'),
  slugNotUnique: (slug) => ({key: 'slug.not-unique', values: {slug}}),
  lakeUnreachable: plain('lake.unreachable'),
  slugInArray: (path) => ({key: 'slug.in-array', values: {path}}),
  slugNeedsContext: plain('slug.needs-context'),
}

/** A built-in message: its English text and its translation key, from the same arguments. */
export interface BuiltInMessage {
  message: string
  messageKey: MessageKey
}

export function builtIn<Name extends MessageName>(name: Name, ...args: MessageArgs<Name>): BuiltInMessage {
  const english = MESSAGES[name] as string | ((...values: MessageArgs<Name>) => string)
  return {message: typeof english === 'string' ? english : english(...args), messageKey: MESSAGE_KEYS[name](...args)}
}

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

/** Renders a translation key with its values: an i18next `t` fixed to the `validation` namespace. */
export type TranslateMessage = (key: MessageKey['key'], values: MessageKey['values']) => string

/** What the interface shows for a marker: its built-in message in the editor's language, else its own text. */
export function markerMessage(marker: {message: string; messageKey?: MessageKey}, translate: TranslateMessage): string {
  return marker.messageKey ? translate(marker.messageKey.key, marker.messageKey.values) : marker.message
}
