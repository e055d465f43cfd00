// Timing of the editing loop (editing seed §9).

/** Local patches are committed at most once per this many milliseconds, leading and trailing (K-ED-022). */
export const COMMIT_THROTTLE_MS = 1000
