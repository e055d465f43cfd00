// Numbers of the schema layer, each once (spec/constants.md).

/** K-ED-020: after this long without a resolved initial value, the form shows 'Resolving initial value…'. */
export const INITIAL_VALUE_TOAST_DELAY_MS = 300

/** K-ED-063: initial values nest at most this deep; nested field values stop resolving there. */
export const INITIAL_VALUE_MAX_DEPTH = 10

/** K-ED-031: object, fieldset and grid layouts have at most this many columns. */
export const MAX_COLUMNS = 4

/** K-ED-021: once shown, 'Resolving initial value…' stays at least this long, so it never flickers. */
export const INITIAL_VALUE_TOAST_MIN_MS = 500
