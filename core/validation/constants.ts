// Numbers of the validation loop and its messages (editing seed §5 and §9; spec/constants.md).

/** Validation runs at most once per this many milliseconds after a change (K-ED-023). */
export const VALIDATION_THROTTLE_MS = 200

/** Validation tasks of one run that may be in flight at once (K-ED-024). */
export const VALIDATION_CONCURRENCY = 40

/** Lookups in other documents (reference published, slug uniqueness) in flight at once (K-ED-025, DECISIONS.md). */
export const VALIDATION_LOOKUP_CONCURRENCY = 10

/** A custom validator answering later than this is reported as slow (K-ED-026). */
export const SLOW_VALIDATOR_MS = 5000

/** The value quoted in a not-allowed message is cut to this many characters (K-ED-070). */
export const NOT_ALLOWED_HINT_LENGTH = 30

/** URI schemes allowed when a `uri` rule names none (K-ED-067). */
export const DEFAULT_URI_SCHEMES: readonly string[] = ['http', 'https']

/** The locale a message falls back to when neither the locale nor its language has one (ED-VAL-008). */
export const FALLBACK_MESSAGE_LOCALE = 'en-US'

/**
 * How long a validation run works before letting the browser handle input and paint, in
 * milliseconds (ours, PERFORMANCE.md: a keystroke's frame must fit in 16 ms beside it).
 */
export const VALIDATION_SLICE_MS = 4
