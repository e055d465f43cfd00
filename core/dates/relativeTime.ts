// How long ago (or until) a moment is, in the unit a person would say it in, and how soon that
// wording goes stale (shell seed §9): under 10 s it is 'just now'; seconds are refreshed every 5 s,
// minutes every 20 s, hours every minute, days and longer every hour.

/** K-SH-084: younger than this reads 'just now'. */
export const JUST_NOW_MS = 10_000
/** K-SH-083, K-SH-082, K-SH-081, K-SH-080: refresh while expressed in seconds, minutes, hours, days or more. */
export const RELATIVE_REFRESH_MS = {second: 5_000, minute: 20_000, hour: 60_000, day: 3_600_000} as const

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

export interface RelativeTime {
  /** null: 'just now'. */
  unit: RelativeUnit | null
  /** Signed whole units (negative in the past), as Intl.RelativeTimeFormat takes them. */
  value: number
  /** When to work it out again. */
  refreshMs: number
}

const SECOND = 1000
const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600 * SECOND],
  ['month', 30 * 24 * 3600 * SECOND],
  ['week', 7 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
]

export function relativeTimeOf(thenMs: number, nowMs: number): RelativeTime {
  const delta = thenMs - nowMs
  const distance = Math.abs(delta)
  if (distance < JUST_NOW_MS) return {unit: null, value: 0, refreshMs: RELATIVE_REFRESH_MS.second}
  for (const [unit, size] of UNITS) {
    if (distance >= size) return {unit, value: Math.trunc(delta / size), refreshMs: refreshOf(unit)}
  }
  return {unit: null, value: 0, refreshMs: RELATIVE_REFRESH_MS.second}
}

function refreshOf(unit: RelativeUnit): number {
  if (unit === 'second') return RELATIVE_REFRESH_MS.second
  if (unit === 'minute') return RELATIVE_REFRESH_MS.minute
  if (unit === 'hour') return RELATIVE_REFRESH_MS.hour
  return RELATIVE_REFRESH_MS.day
}

/**
 * How long until the wording of the first of these moments goes stale: the shortest refresh of
 * their tiers, an hour when there is none (SH-I18N-007). A display re-reads the clock after it.
 */
export function refreshDelayOf(momentsMs: readonly number[], nowMs: number): number {
  return Math.min(RELATIVE_REFRESH_MS.day, ...momentsMs.map((then) => relativeTimeOf(then, nowMs).refreshMs))
}
