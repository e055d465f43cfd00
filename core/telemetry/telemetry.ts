// Telemetry with consent (shell seed §7, §9): the studio collects a few usage events, and only when
// `GET /intake/telemetry-status` says consent is granted sends them with `POST /intake/batch`
// every 30000 ms and once more as a beacon when the page is left.

export {API_VERSION_TELEMETRY} from '../lake/apiVersions.ts'

/** How often collected events are sent (K-SH-001). */
export const TELEMETRY_FLUSH_INTERVAL_MS = 30_000

/** Events one batch may carry; the lake ignores the rest (ours). */
export const TELEMETRY_BATCH_MAX_EVENTS = 500

/** Events kept waiting while the lake cannot be reached; older ones are dropped first (ours). */
export const TELEMETRY_BUFFER_MAX_EVENTS = 1000

export const TELEMETRY_EVENT_NAME_MAX = 100

/** `unset` means nobody decided yet; only `granted` lets events leave the tab (SH-TELEM-003). */
export type TelemetryConsent = 'granted' | 'denied' | 'unset'

export interface TelemetryEvent {
  /** From the catalogue below. */
  name: TelemetryEventName
  /** ISO time the event happened. */
  createdAt: string
}

/**
 * The catalogue (SH-TELEM-004, ours): names only, no content, no document ids, so a count tells
 * an administrator how the studio is used without telling anyone what was written.
 */
export const TELEMETRY_EVENTS = ['studio.session-started', 'tool.opened', 'welcome.dismissed'] as const
export type TelemetryEventName = (typeof TELEMETRY_EVENTS)[number]

export function telemetryConsentOf(body: unknown): TelemetryConsent {
  const status = typeof body === 'object' && body !== null ? (body as {status?: unknown}).status : undefined
  return status === 'granted' || status === 'denied' ? status : 'unset'
}

export interface TelemetryBatch {
  projectId: string
  batch: TelemetryEvent[]
}
