// Constants of the date and date-time inputs (editing seed §3, §5, §9).

/** ED-DATE-007 (proposal): display format of dates when `options.dateFormat` is not set. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD'
/** ED-DATE-007 (proposal): display format of times when `options.timeFormat` is not set. */
export const DEFAULT_TIME_FORMAT = 'HH:mm'
/** K-ED-036: date-time values are rounded down to this many minutes unless `timeStep` says otherwise. */
export const DEFAULT_TIME_STEP_MINUTES = 1
/** K-ED-037: the hour select offers 0 to 23. */
export const HOURS_IN_DAY = 24
export const MINUTES_IN_HOUR = 60

/**
 * K-SH-085 … K-SH-087: the studio's week where the runtime knows nothing of the locale's own (an
 * unknown locale, an engine without Intl week info): it starts on Sunday (ISO 7), Saturday and
 * Sunday are the weekend, and the first week of a year needs only 1 of its days in that year.
 * These are the default locale's (en-US) own values.
 */
export const DEFAULT_WEEK_FIRST_DAY = 7
export const DEFAULT_WEEKEND_DAYS = [6, 7] as const
export const DEFAULT_WEEK_MINIMAL_DAYS = 1
