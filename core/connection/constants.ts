// Retry timing of live connections (shell seed §4, §9; K-SH-071, K-SH-072).

/** No retry waits longer than 4 minutes (K-SH-071). */
export const CONNECTION_RETRY_CAP_MS = 240_000

/** First wait of the connection machine's schedule; doubles per failed attempt. */
export const CONNECTION_RETRY_INITIAL_MS = 1000

/** Base of the seed's second schedule, 100 ms × 2^attempt (K-SH-072). */
export const BACKOFF_BASE_MS = 100
