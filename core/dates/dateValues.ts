// Stored values of date fields and their conversions (ED-DATE-004, ED-DATE-006): dates are stored
// as `YYYY-MM-DD`, date-times as UTC ISO instants; editors see date-times in their own time zone.
// The calendar speaks @internationalized/date; it meets Temporal only through ISO strings.
import {CalendarDate, GregorianCalendar, parseDate as parseCalendarDate, toCalendar, toCalendarDate, type DateValue} from '@internationalized/date'
import {Temporal} from 'temporal-polyfill'
import {DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, DEFAULT_TIME_STEP_MINUTES, MINUTES_IN_HOUR} from './constants.ts'
import {formatDate, parseDate} from './formatTokens.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A stored date value, or null when the value is not a `YYYY-MM-DD` day that exists. */
export function plainDateOf(value: unknown): Temporal.PlainDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null
  try {
    return Temporal.PlainDate.from(value, {overflow: 'reject'})
  } catch {
    return null
  }
}

export function storedDate(date: Temporal.PlainDate): string {
  return date.toString()
}

/** A stored date-time value (any ISO instant with an offset or Z), or null. */
export function instantOf(value: unknown): Temporal.Instant | null {
  if (typeof value !== 'string') return null
  try {
    return Temporal.Instant.from(value)
  } catch {
    return null
  }
}

/** UTC with milliseconds, the shape `Date#toISOString` writes and date rules compare. */
export function storedDatetime(instant: Temporal.Instant): string {
  return instant.toString({fractionalSecondDigits: 3})
}

/** `options.timeStep` when it is a positive whole number of minutes, else the default (K-ED-036). */
export function timeStepOf(option: unknown): number {
  return typeof option === 'number' && Number.isInteger(option) && option > 0 ? option : DEFAULT_TIME_STEP_MINUTES
}

/** ED-DATE-004: minutes down to a multiple of the step within the hour; seconds and below dropped. */
export function roundDownToStep(value: Temporal.PlainDateTime, stepMinutes: number): Temporal.PlainDateTime {
  const step = timeStepOf(stepMinutes)
  return value.with({minute: Math.floor(value.minute / step) * step, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0})
}

/** The minutes the minute select offers: the multiples of the step below 60. */
export function minuteChoices(stepMinutes: number): number[] {
  const step = timeStepOf(stepMinutes)
  return Array.from({length: Math.ceil(MINUTES_IN_HOUR / step)}, (_, i) => i * step)
}

export function localDateTimeOf(instant: Temporal.Instant, timeZone: string): Temporal.PlainDateTime {
  return instant.toZonedDateTimeISO(timeZone).toPlainDateTime()
}

/** A wall-clock time in `timeZone`, rounded down to the step, as the stored UTC string. */
export function storedDatetimeOf(local: Temporal.PlainDateTime, timeZone: string, stepMinutes: number): string {
  return storedDatetime(roundDownToStep(local, stepMinutes).toZonedDateTime(timeZone).toInstant())
}

export interface DateFormats {
  dateFormat: string
  timeFormat: string
}

/** The display formats of a field's options (ED-DATE-007). */
export function dateFormatsOf(options: unknown): DateFormats {
  const {dateFormat, timeFormat} = (options ?? {}) as {dateFormat?: unknown; timeFormat?: unknown}
  return {
    dateFormat: typeof dateFormat === 'string' && dateFormat.trim() ? dateFormat : DEFAULT_DATE_FORMAT,
    timeFormat: typeof timeFormat === 'string' && timeFormat.trim() ? timeFormat : DEFAULT_TIME_FORMAT,
  }
}

export const datetimeFormatOf = ({dateFormat, timeFormat}: DateFormats) => `${dateFormat} ${timeFormat}`

/** What typed text means for a field: unset it, store a value, or nothing valid. */
export type TypedDate = {kind: 'empty'} | {kind: 'value'; value: string} | {kind: 'invalid'}

export function readTypedDate(text: string, formats: DateFormats): TypedDate {
  if (text.trim() === '') return {kind: 'empty'}
  const parsed = parseDate(text, formats.dateFormat)
  return parsed ? {kind: 'value', value: storedDate(parsed.toPlainDate())} : {kind: 'invalid'}
}

export function readTypedDatetime(text: string, formats: DateFormats, timeZone: string, stepMinutes: number): TypedDate {
  if (text.trim() === '') return {kind: 'empty'}
  const parsed = parseDate(text, datetimeFormatOf(formats))
  return parsed ? {kind: 'value', value: storedDatetimeOf(parsed, timeZone, stepMinutes)} : {kind: 'invalid'}
}

export function displayDate(value: unknown, formats: DateFormats): string {
  const date = plainDateOf(value)
  return date ? formatDate(date, formats.dateFormat) : ''
}

export function displayDatetime(value: unknown, formats: DateFormats, timeZone: string): string {
  const instant = instantOf(value)
  return instant ? formatDate(localDateTimeOf(instant, timeZone), datetimeFormatOf(formats)) : ''
}

/** Temporal → calendar, through the ISO day. */
export function calendarDateOf(date: Temporal.PlainDate): CalendarDate {
  return parseCalendarDate(date.toString())
}

/** Calendar → Temporal, through the ISO day; a calendar in another system is turned Gregorian first. */
export function plainDateOfCalendar(date: DateValue): Temporal.PlainDate {
  return Temporal.PlainDate.from(toCalendarDate(toCalendar(date, new GregorianCalendar())).toString())
}
