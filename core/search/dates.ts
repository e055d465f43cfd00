// Dates of date filters (SH-SEARCH-067 … SH-SEARCH-070, SH-SEARCH-089). Pure: the current time is
// always a parameter. Values are ISO strings: `yyyy-MM-dd` for a day, a full timestamp otherwise.
import {addDays, addMinutes, endOfDay, format, isValid, parse, parseISO, startOfDay, startOfMinute, sub} from 'date-fns'
import {DATE_TEXT_PATTERN, DATETIME_TEXT_PATTERN, LAST_PERIOD_INITIAL_DAYS} from './constants.ts'
import type {DateFilterValue} from './types.ts'

export const DATE_UNITS = ['days', 'weeks', 'months', 'years'] as const
export type DateUnit = (typeof DATE_UNITS)[number]

export const INVALID_DATE_KEY = 'date.invalid-date'
export const INVALID_DATETIME_KEY = 'date.invalid-datetime'

export type DateTextResult = {ok: true; value: string} | {ok: false; errorKey: typeof INVALID_DATE_KEY | typeof INVALID_DATETIME_KEY}

// Only read for parts a pattern lacks; both patterns name every part, so any fixed date will do.
const PARSE_REFERENCE = new Date(2000, 0, 1)

/**
 * What an editor typed into a date filter (SH-SEARCH-070): `MMM d, yyyy`, or `MMM d, yyyy p` with
 * time. A day gives `yyyy-MM-dd`, a time gives an ISO timestamp.
 */
export function parseDateText(text: string, includeTime: boolean): DateTextResult {
  const parsed = parse(text.trim(), includeTime ? DATETIME_TEXT_PATTERN : DATE_TEXT_PATTERN, PARSE_REFERENCE)
  if (!isValid(parsed)) return {ok: false, errorKey: includeTime ? INVALID_DATETIME_KEY : INVALID_DATE_KEY}
  return {ok: true, value: includeTime ? parsed.toISOString() : format(parsed, 'yyyy-MM-dd')}
}

/** A stored date value as the editor reads and types it; '' for nothing or an unreadable value. */
export function formatDateText(value: string | null | undefined, includeTime: boolean): string {
  const date = toDate(value)
  return date ? format(date, includeTime ? DATETIME_TEXT_PATTERN : DATE_TEXT_PATTERN) : ''
}

/** The sample shown in the tooltip of a date text box (SH-SEARCH-070). */
export function dateTextExample(includeTime: boolean, now: Date): string {
  return format(now, includeTime ? DATETIME_TEXT_PATTERN : DATE_TEXT_PATTERN)
}

/** `yyyy-MM-dd` is a local day (parseISO), anything else a timestamp; null when unreadable. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** The start of a "last N units" period, N floored (SH-SEARCH-067); null without a usable N. */
export function lastPeriodStart(value: DateFilterValue | null | undefined, now: Date): Date | null {
  const unit = value?.unit
  const amount = value?.unitValue
  if (!unit || !DATE_UNITS.includes(unit) || typeof amount !== 'number' || !Number.isFinite(amount)) return null
  const whole = Math.floor(amount)
  if (whole < 0) return null
  return sub(now, {[unit]: whole})
}

/** The initial value of a new "last period" filter: the last 7 days (SH-SEARCH-069). */
export function initialLastPeriod(): DateFilterValue {
  return {unit: 'days', unitValue: LAST_PERIOD_INITIAL_DAYS}
}

export interface Instants {
  from: Date
  to: Date
}

/**
 * The instants of a range (SH-SEARCH-068): without time, from the start of the first day to the end
 * of the last; a missing end means now. Null without a start or with an unreadable bound.
 */
export function rangeInstants(value: DateFilterValue | null | undefined, now: Date): Instants | null {
  const from = toDate(value?.from)
  if (!from) return null
  const hasEnd = value?.to !== null && value?.to !== undefined && value.to !== ''
  const to = hasEnd ? toDate(value?.to) : now
  if (!to) return null
  if (value?.includeTime) return {from, to}
  return {from: startOfDay(from), to: hasEnd ? endOfDay(to) : now}
}

/** The instants one "equal" value covers: its minute with time, its whole day without. */
export function equalInstants(value: DateFilterValue | null | undefined): Instants | null {
  const date = toDate(value?.date)
  if (!date) return null
  if (value?.includeTime) {
    const from = startOfMinute(date)
    return {from, to: addMinutes(from, 1)}
  }
  const from = startOfDay(date)
  return {from, to: addDays(from, 1)}
}

/** The day of a value, `yyyy-MM-dd`, for date (day-only) fields. */
export function dayOf(value: unknown): string | null {
  const date = toDate(value)
  return date ? format(date, 'yyyy-MM-dd') : null
}
