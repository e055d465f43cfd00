// How long a live connection waits before trying again. Two schedules, both capped at 4 minutes.
import {BACKOFF_BASE_MS, CONNECTION_RETRY_CAP_MS, CONNECTION_RETRY_INITIAL_MS} from './constants.ts'

/**
 * The connection machine's schedule: `attempt` counts consecutive failures (1 after the first),
 * and the wait doubles from 1 s — 1, 2, 4 … 128 s, then 240 s from the 9th attempt on.
 */
export function connectionRetryDelay(attempt: number, cap: number = CONNECTION_RETRY_CAP_MS): number {
  return doubling(CONNECTION_RETRY_INITIAL_MS, wholeAtLeastZero(attempt - 1), cap)
}

/**
 * The seed's second schedule, 100 ms × 2^attempt (K-SH-072). The seed does not say it is capped;
 * we cap it like every other retry (proposal of SH-CONN-003) unless a caller passes another cap.
 */
export function exponentialBackoff(attempt: number, cap: number = CONNECTION_RETRY_CAP_MS): number {
  return doubling(BACKOFF_BASE_MS, wholeAtLeastZero(attempt), cap)
}

function doubling(initial: number, exponent: number, cap: number): number {
  // 2 ** 1100 is Infinity; Math.min still yields the cap, so huge attempt counts are safe.
  return Math.min(initial * 2 ** exponent, cap)
}

/** Attempt counts come from callers: NaN, negatives and fractions must not yield NaN or sub-second waits. */
function wholeAtLeastZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : value === Infinity ? value : 0
}
