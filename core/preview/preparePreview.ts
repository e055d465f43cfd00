// A preview from its selection: the type's `prepare` when it has one (ED-PREV-003), its returned
// texts checked (ED-PREV-004), a throwing or ill-returning configuration marked invalid so the
// caller shows 'Invalid preview config' (ED-PREV-005). Documents, list rows, search hits and array
// items all come through here, so they fall back the same way.
import type {PreviewConfig} from '../schema/index.ts'
import {FALLBACK_TITLE_FIELDS, selectionOf, type PreviewedType} from './selection.ts'

export interface Preview {
  title: string | null
  subtitle: string | null
  description: string | null
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
  return {title, subtitle: text(prepared.subtitle), description: text(prepared.description)}
}

/** The preview of a whole value of `type`: an open document, an array item. */
export function previewOfValue(type: PreviewedType, value: Readonly<Record<string, unknown>>): Preview {
  return previewOf(type.preview, selectionOf(type, value))
}
