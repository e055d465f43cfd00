// Presence timing, limits and sizes (shell seed §7, §9; editing seed §9). Named once, referenced everywhere.

/** Each client announces its locations this often (K-SH-070). */
export const PRESENCE_ANNOUNCE_INTERVAL_MS = 30_000

/**
 * The lake ends a session it has not heard from (announce or roll call) for two announce intervals,
 * as if it had disconnected: a frozen or vanished tab whose socket stays open (SH-PRES-009).
 */
export const PRESENCE_SESSION_TIMEOUT_MS = 2 * PRESENCE_ANNOUNCE_INTERVAL_MS

/** A change of location is announced once it has been still this long (K-SH-073). */
export const PRESENCE_ANNOUNCE_DEBOUNCE_MS = 200

/** Client API version of the presence socket (K-SH-012). */
export const PRESENCE_API_VERSION = '2022-06-30'

/** Request tag of the presence socket, after the 'studio.' prefix every request tag gets. */
export const PRESENCE_REQUEST_TAG = 'presence'

/** Session storage key of this tab's session id (SH-PRES-003). */
export const PRESENCE_SESSION_STORAGE_KEY = 'studio.presence.sessionId'

/** A wire event of another type than the four presence events (ERR-SH-030). */
export const UNKNOWN_PRESENCE_EVENT = 'Got unknown presence event'

/** Avatars shown before the rest collapse into "+N" (K-ED-010 … K-ED-013). */
export const PRESENCE_AVATARS_MAX = {general: 3, field: 4, arrayItem: 1, header: 2} as const

/** Stacked avatars overlap by this offset (K-ED-014). */
export const AVATAR_STACK_OFFSET_PX = 21

/** A field's avatars dock once the field is within this distance of the form's edge, or past it (K-ED-015). */
export const PRESENCE_DOCK_THRESHOLD_PX = 20

/** Docked avatars keep this distance from the form's top and bottom edges (K-ED-016). */
export const PRESENCE_DOCK_MARGIN_PX = 8

/** The navbar presence menu is at most this wide (K-SH-063). */
export const PRESENCE_MENU_MAX_WIDTH_PX = 260
