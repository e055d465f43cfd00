// When and how soon a dropped listener connects again.
import {LakeRequestError} from './errors.ts'

export const RECONNECT_INITIAL_DELAY_MS = 1000
/** The shell seed's cap on reconnect delays (§9). */
export const RECONNECT_MAX_DELAY_MS = 240_000

/** Doubling from the initial delay per consecutive failure, never above the cap. */
export function reconnectDelay(attempt: number, initial = RECONNECT_INITIAL_DELAY_MS, max = RECONNECT_MAX_DELAY_MS): number {
  return Math.min(initial * 2 ** Math.max(0, attempt), max)
}

/** Worth trying again: the lake was unreachable, overloaded or failing; not a refusal of the request itself. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof LakeRequestError)) return false
  return error.isNetworkError || error.status >= 500 || error.status === 429 || error.status === 408
}
