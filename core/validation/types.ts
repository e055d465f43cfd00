// The shapes validation speaks in: markers (seed §3 'Validation marker'), levels, localized
// messages, and the context the outside world lends to validators that look beyond the value.
import type {Path} from '../editing/paths.ts'
import type {ValidationTextKey} from '../i18n/resources/en/validation.ts'

export type ValidationLevel = 'error' | 'warning' | 'info'

/** A plain message, or one message per locale: `{'en-US': 'Required', nb: 'Påkrevd'}`. */
export type LocalizedMessage = string | Readonly<Record<string, string>>

/**
 * A built-in message as a text of the `validation` i18n namespace: the key and what fills its
 * placeholders (`count` picks the plural form). The interface shows it in the editor's language.
 */
export interface MessageKey {
  key: ValidationTextKey
  values: Readonly<Record<string, string | number>>
}

export interface ValidationMarker {
  level: ValidationLevel
  /** The English text (or the schema author's own message); what tests, logs and the lake see. */
  message: string
  /** Only on built-in messages: a schema author's own message has no translation key. */
  messageKey?: MessageKey
  path: Path
}

/** What one check found wrong: a message and, when it is deeper than the value, a path under it. */
export interface Failure {
  message: LocalizedMessage
  messageKey?: MessageKey
  path?: Path
}

export interface SlugUniqueContext {
  documentId: string
  documentType: string
  path: Path
}

export type SlugIsUnique = (slug: string, context: SlugUniqueContext) => Promise<boolean>

/** A GROQ query against the dataset, for the checks that need other documents. */
export type QueryFn = (query: string, params: Record<string, unknown>) => Promise<unknown>

export interface ValidationContext {
  /** The editor's locale, e.g. `nb-NO`; messages fall back to the language, then `en-US`. */
  locale?: string
  /** Whether a published document with this id exists; without it references are not looked up. */
  isPublished?: (id: string) => Promise<boolean>
  /** Slug uniqueness; without it, `query` runs the default check, and without that none is made. */
  isSlugUnique?: SlugIsUnique
  query?: QueryFn
  /** Where warnings meant for developers go (slow validators, slugs in arrays); the console in a studio. */
  onWarning?: (message: string) => void
  /** Milliseconds now; injected so a test can play a slow validator without waiting. */
  now?: () => number
}
