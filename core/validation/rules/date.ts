// Dates (ED-VAL-050, 051): `date` holds `YYYY-MM-DD`, `datetime` a full ISO-8601 instant with a
// zone; bounds compare instants, so a bound may be written as either.
import {builtIn} from '../messages.ts'
import type {Failure} from '../types.ts'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

function realDay(year: string, month: string, day: string): boolean {
  const m = Number(month)
  const d = Number(day)
  if (m < 1 || m > 12 || d < 1) return false
  // Day 0 of the next month is the last day of this one.
  return d <= new Date(Date.UTC(Number(year), m, 0)).getUTCDate()
}

export function isIsoDate(value: string, kind: 'date' | 'datetime'): boolean {
  const match = (kind === 'date' ? DATE : DATETIME).exec(value)
  return match !== null && realDay(match[1], match[2], match[3])
}

/** Milliseconds since the epoch of an ISO date or date-time; NaN when it is neither. */
export function instantOf(value: unknown): number {
  if (typeof value !== 'string' || !(isIsoDate(value, 'date') || isIsoDate(value, 'datetime'))) return Number.NaN
  return Date.parse(value)
}

export function dateFormatFailures(value: string, kind: 'date' | 'datetime'): Failure[] {
  return isIsoDate(value, kind) ? [] : [builtIn('dateInvalid')]
}

/** A bound that is not a date (e.g. a sibling field still empty) constrains nothing. */
export function dateBoundFailures(flag: 'min' | 'max', limit: unknown, value: string): Failure[] {
  const bound = instantOf(limit)
  const instant = instantOf(value)
  if (Number.isNaN(bound) || Number.isNaN(instant)) return []
  if (flag === 'min') return instant >= bound ? [] : [builtIn('dateMin', limit as string)]
  return instant <= bound ? [] : [builtIn('dateMax', limit as string)]
}
