// Constants of the permission checks (shell seed §9).

/** K-SH-094: a document's permission answers are computed again at most this long after it changes. */
export const PERMISSION_REFRESH_MS = 1000
