// API versions the studio pins per call (shell seed §7).
export const API_VERSION_AUTH = '2021-06-07'
export const API_VERSION_DEFAULT = '2023-11-13'
export const API_VERSION_PRESENCE = '2022-06-30'
export const API_VERSION_HELP = '1'
export const API_VERSION_TRIAL = '2023-12-11'
export const API_VERSION_TELEMETRY = '2023-12-18'
export const REQUEST_TAG_PREFIX = 'studio'

/**
 * `v1` or `vYYYY-MM-DD`, the prefix of every lake path; also `vX`, the hosted API's experimental
 * version, which clients may be set to and which the lake reads as its newest (after any date).
 */
export const API_VERSION_PATTERN = /^v(1|X|\d{4}-\d{2}-\d{2})$/
