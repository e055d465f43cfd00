// The legacy rich date (ED-DATE-008): `{_type: 'richDate', local, utc, timezone, offset}`, a moment
// kept with the zone it was entered in. It is shown as wall-clock time in *that* zone (not the
// editor's), and an edit writes the whole object again in the same zone, so the field keeps its
// type (a plain string there would be a value of the wrong type, ERR-ED-018). See DECISIONS.md.
import {Temporal} from 'temporal-polyfill'
import {instantOf, storedDatetime} from './dateValues.ts'
import {RICH_DATE_TYPE, type RichDateValue} from './richDateType.ts'

export {RICH_DATE_TYPE, isRichDateType, type RichDateValue} from './richDateType.ts'

/** What a stored rich date means: a moment and the zone it is read in. */
export interface RichDateReading {
  instant: Temporal.Instant
  timeZone: string
}

/** A zone id Temporal knows, normalised (`europe/oslo` → `Europe/Oslo`), or null. */
export function timeZoneOf(id: unknown): string | null {
  if (typeof id !== 'string' || id.trim() === '') return null
  try {
    return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(id).timeZoneId
  } catch {
    return null
  }
}

/** The offset written in an ISO string's tail (`+02:00`, `Z`), as a zone id. */
function offsetZoneOf(text: string): string | null {
  const match = /([+-]\d{2}:\d{2}|Z)$/.exec(text.trim())
  return match ? timeZoneOf(match[1] === 'Z' ? 'UTC' : match[1]) : null
}

/**
 * Reads a stored rich date. The moment is `utc`, or `local` when `utc` is missing or unreadable
 * (it carries its offset); the zone is `timezone`, else the offset `local` was written with, else
 * UTC. Null when neither gives a moment: the input then shows nothing and an edit writes anew.
 */
export function readRichDate(value: unknown): RichDateReading | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const {local, utc, timezone} = value as Record<string, unknown>
  const instant = instantOf(utc) ?? instantOf(local)
  if (!instant) return null
  const timeZone = timeZoneOf(timezone) ?? (typeof local === 'string' ? offsetZoneOf(local) : null) ?? 'UTC'
  return {instant, timeZone}
}

/** The wall-clock time of a reading in its own zone. */
export function richDateLocal({instant, timeZone}: RichDateReading): Temporal.PlainDateTime {
  return instant.toZonedDateTimeISO(timeZone).toPlainDateTime()
}

/**
 * ED-DATE-008 write rule (ours): the whole value for a moment seen in `timeZone` — the value's own
 * zone when it had one, so an edit never moves a venue's time into the editor's zone.
 */
export function richDateAt(instant: Temporal.Instant, timeZone: string): RichDateValue {
  const zoned = instant.toZonedDateTimeISO(timeZone)
  // Whole minutes, and `local` built from them: zones before standard time had offsets with
  // seconds (Kolkata 1900: +05:21:10), which an ISO offset cannot carry, and local, utc and offset
  // must name the same moment.
  const offset = Math.round(zoned.offsetNanoseconds / 60_000_000_000)
  const wall = instant.add({minutes: offset}).toZonedDateTimeISO('UTC').toPlainDateTime()
  return {
    _type: RICH_DATE_TYPE,
    local: `${wall.toString({smallestUnit: 'second'})}${isoOffset(offset)}`,
    utc: storedDatetime(instant),
    timezone: zoned.timeZoneId,
    offset: offset === 0 ? 0 : offset, // never -0
  }
}

/** `+02:00`, `-05:30`, `+00:00`. */
function isoOffset(offsetMinutes: number, minus = '-'): string {
  const abs = Math.abs(offsetMinutes)
  return `${offsetMinutes < 0 ? minus : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** `UTC+02:00`, `UTC−05:00`, `UTC` — the offset shown beside the zone name. */
export function offsetLabel(offsetMinutes: number): string {
  const minutes = Math.round(offsetMinutes)
  return minutes === 0 ? 'UTC' : `UTC${isoOffset(minutes, '\u2212')}`
}
