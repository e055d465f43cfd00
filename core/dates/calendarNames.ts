// Names the calendar popup shows, in the studio's locale: month names for the month select, short
// weekday headers, and the weekday a week starts on. Pure: the locale is passed in (the UI reads
// it from i18n), and all of it comes from Intl, so every locale the runtime knows works without
// bundles of our own.
import {DEFAULT_WEEK_FIRST_DAY, DEFAULT_WEEK_MINIMAL_DAYS, DEFAULT_WEEKEND_DAYS} from './constants.ts'

/** ISO weekday numbers: 1 is Monday, 7 is Sunday (Temporal's `dayOfWeek`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

// 2024-01-01 was a Monday: day i of that week is ISO weekday i.
const MONDAY_UTC = Date.UTC(2024, 0, 1)
const DAY_MS = 86_400_000

/** Month names, January first, as they stand alone (`januar`, `Januar`, `January`). */
export function monthNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, {month: width, timeZone: 'UTC'})
  return Array.from({length: 12}, (_, i) => format.format(Date.UTC(2024, i, 1)))
}

/** Weekday names in ISO order, Monday first; index `weekday - 1`. */
export function weekdayNames(locale: string, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, {weekday: width, timeZone: 'UTC'})
  return Array.from({length: 7}, (_, i) => format.format(MONDAY_UTC + i * DAY_MS))
}

// Regions whose weeks start on Sunday, for runtimes without Intl week info (Firefox): the larger
// ones of CLDR's list. Saturday-first regions fall back to Monday there.
const SUNDAY_FIRST_REGIONS = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'KR', 'CN', 'TW', 'HK', 'IL', 'IN', 'PH', 'ZA', 'AU', 'SA', 'PE', 'CO', 'VE', 'AR'])

type IntlWeekInfo = {firstDay?: number; weekend?: number[]; minimalDays?: number}
type LocaleWithWeekInfo = Intl.Locale & {getWeekInfo?: () => IntlWeekInfo; weekInfo?: IntlWeekInfo}

/** A locale's week (SH-I18N-009): the day it starts on, its weekend days, and the days the first week of a year needs. */
export interface WeekInfo {
  firstDay: IsoWeekday
  weekend: IsoWeekday[]
  minimalDays: number
}

export const DEFAULT_WEEK_INFO: WeekInfo = {firstDay: DEFAULT_WEEK_FIRST_DAY, weekend: [...DEFAULT_WEEKEND_DAYS], minimalDays: DEFAULT_WEEK_MINIMAL_DAYS}

const isWeekday = (day: unknown): day is IsoWeekday => typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 7

/** The week of `locale` from Intl; what Intl does not say comes from the studio's default week. */
export function weekInfoOf(locale: string): WeekInfo {
  let parsed: LocaleWithWeekInfo
  try {
    parsed = new Intl.Locale(locale) as LocaleWithWeekInfo
  } catch {
    return DEFAULT_WEEK_INFO
  }
  // `getWeekInfo()` is the standard; some engines shipped it as a `weekInfo` getter first.
  const info = parsed.getWeekInfo?.() ?? parsed.weekInfo
  const firstDay = isWeekday(info?.firstDay) ? info.firstDay : SUNDAY_FIRST_REGIONS.has(parsed.maximize().region ?? '') ? 7 : 1
  const weekend = Array.isArray(info?.weekend) && info.weekend.every(isWeekday) ? [...info.weekend] : DEFAULT_WEEK_INFO.weekend
  const minimalDays = typeof info?.minimalDays === 'number' && info.minimalDays >= 1 && info.minimalDays <= 7 ? info.minimalDays : DEFAULT_WEEK_INFO.minimalDays
  return {firstDay, weekend, minimalDays}
}

/** The weekday a week starts on in `locale` (en-US: Sunday, nb-NO and de-DE: Monday). */
export function firstDayOfWeek(locale: string): IsoWeekday {
  return weekInfoOf(locale).firstDay
}

/** Weekday names in the order the locale's week runs, as the calendar's header row shows them. */
export function weekdayHeaders(locale: string, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const names = weekdayNames(locale, width)
  const first = firstDayOfWeek(locale) - 1
  return [...names.slice(first), ...names.slice(0, first)]
}

/** React Aria's name for a first weekday (`Calendar`'s `firstDayOfWeek`). */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number]

export function weekdayKey(day: IsoWeekday): WeekdayKey {
  return WEEKDAY_KEYS[day - 1]
}
