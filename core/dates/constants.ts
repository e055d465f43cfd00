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
