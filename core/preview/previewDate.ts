// The `date` a preview's `prepare` returns (ED-PREV-003), as something a preview can show: a
// calendar date (`2026-03-05`) stays a day wherever the editor is, a moment (an ISO date-time, or
// milliseconds since the epoch) is shown in the editor's time zone with its time. Anything else
// (a word, `true`, an impossible date) is no date, and the preview shows none.

export interface PreviewDate {
  /** `YYYY-MM-DD` for a calendar date, else the moment as an ISO date-time in UTC. */
  iso: string
  /** A moment: shown with its time, in the editor's time zone. */
  time: boolean
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// A date-time as the lake and the date inputs store it; a bare year or a free text is not one.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

export function previewDateOf(value: unknown): PreviewDate | null {
  if (typeof value === 'number') return Number.isFinite(value) && !Number.isNaN(new Date(value).getTime()) ? {iso: new Date(value).toISOString(), time: true} : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  const day = CALENDAR_DATE.exec(text)
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])]
    const check = new Date(Date.UTC(year, month - 1, date))
    // 2026-02-30 would roll over into March: not a date.
    return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? {iso: text, time: false} : null
  }
  if (!DATE_TIME.test(text)) return null
  const moment = Date.parse(text)
  return Number.isNaN(moment) ? null : {iso: new Date(moment).toISOString(), time: true}
}
