// Display formats of the date inputs: the moment-style tokens schemas already use in `dateFormat`
// and `timeFormat` ('DD/MM/YYYY', 'ddd D MMM YYYY', 'h:mm a'). Text in [brackets] is literal.
// Formatting and parsing share one tokenizer, so whatever a format writes it also reads back.
import {Temporal} from 'temporal-polyfill'

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

const TOKENS = ['YYYY', 'MMMM', 'dddd', 'MMM', 'ddd', 'YY', 'MM', 'DD', 'Do', 'HH', 'hh', 'mm', 'ss', 'M', 'D', 'H', 'h', 'm', 's', 'A', 'a'] as const
type Token = (typeof TOKENS)[number]
type Part = {token: Token} | {literal: string}

export function tokenize(format: string): Part[] {
  const parts: Part[] = []
  let at = 0
  const literal = (text: string) => {
    const last = parts[parts.length - 1]
    if (last && 'literal' in last) last.literal += text
    else parts.push({literal: text})
  }
  while (at < format.length) {
    if (format[at] === '[') {
      const end = format.indexOf(']', at)
      if (end > at) {
        literal(format.slice(at + 1, end))
        at = end + 1
        continue
      }
    }
    const token = TOKENS.find((candidate) => format.startsWith(candidate, at))
    if (token) {
      parts.push({token})
      at += token.length
    } else {
      literal(format[at])
      at += 1
    }
  }
  return parts
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const hour12 = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12)
const ordinal = (n: number) => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

function formatToken(token: Token, value: Temporal.PlainDateTime): string {
  switch (token) {
    case 'YYYY': return pad(value.year, 4)
    case 'YY': return pad(value.year % 100)
    case 'MMMM': return MONTH_NAMES[value.month - 1]
    case 'MMM': return MONTH_NAMES[value.month - 1].slice(0, 3)
    case 'MM': return pad(value.month)
    case 'M': return String(value.month)
    case 'DD': return pad(value.day)
    case 'D': return String(value.day)
    case 'Do': return ordinal(value.day)
    case 'dddd': return WEEKDAY_NAMES[value.dayOfWeek - 1]
    case 'ddd': return WEEKDAY_NAMES[value.dayOfWeek - 1].slice(0, 3)
    case 'HH': return pad(value.hour)
    case 'H': return String(value.hour)
    case 'hh': return pad(hour12(value.hour))
    case 'h': return String(hour12(value.hour))
    case 'mm': return pad(value.minute)
    case 'm': return String(value.minute)
    case 'ss': return pad(value.second)
    case 's': return String(value.second)
    case 'A': return value.hour < 12 ? 'AM' : 'PM'
    case 'a': return value.hour < 12 ? 'am' : 'pm'
  }
}

/** Writes a date (time of day midnight) or a date-time in `format`. */
export function formatDate(value: Temporal.PlainDate | Temporal.PlainDateTime, format: string): string {
  const dateTime = value instanceof Temporal.PlainDate ? value.toPlainDateTime() : value
  return tokenize(format)
    .map((part) => ('token' in part ? formatToken(part.token, dateTime) : part.literal))
    .join('')
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const names = (list: string[], length?: number) => list.map((name) => escape(length ? name.slice(0, length) : name)).join('|')

const PATTERNS: Record<Token, string> = {
  YYYY: '\\d{4}', YY: '\\d{2}', MMMM: names(MONTH_NAMES), MMM: names(MONTH_NAMES, 3), MM: '\\d{2}', M: '\\d{1,2}',
  DD: '\\d{2}', D: '\\d{1,2}', Do: '\\d{1,2}(?:st|nd|rd|th)', dddd: names(WEEKDAY_NAMES), ddd: names(WEEKDAY_NAMES, 3),
  HH: '\\d{2}', H: '\\d{1,2}', hh: '\\d{2}', h: '\\d{1,2}', mm: '\\d{2}', m: '\\d{1,2}', ss: '\\d{2}', s: '\\d{1,2}',
  A: 'am|pm', a: 'am|pm',
}

const monthOfName = (name: string) => MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(name.toLowerCase())) + 1

/**
 * Reads text written in `format`; null when it does not match or names a day that does not exist.
 * Names and am/pm are read case-insensitively and surrounding spaces are ignored. Weekday names are
 * accepted but not checked: the date decides the weekday.
 */
export function parseDate(text: string, format: string): Temporal.PlainDateTime | null {
  const parts = tokenize(format)
  const source = parts.map((part) => ('token' in part ? `(${PATTERNS[part.token]})` : escape(part.literal))).join('')
  const match = new RegExp(`^\\s*${source}\\s*$`, 'i').exec(text)
  if (!match) return null
  const fields = {year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0}
  let hour12Value: number | null = null
  let pm: boolean | null = null
  let group = 1
  for (const part of parts) {
    if (!('token' in part)) continue
    const raw = match[group++]
    const n = Number.parseInt(raw, 10)
    switch (part.token) {
      case 'YYYY': fields.year = n; break
      case 'YY': fields.year = 2000 + n; break
      case 'MMMM': case 'MMM': fields.month = monthOfName(raw); break
      case 'MM': case 'M': fields.month = n; break
      case 'DD': case 'D': case 'Do': fields.day = n; break
      case 'HH': case 'H': fields.hour = n; break
      case 'hh': case 'h': hour12Value = n; break
      case 'mm': case 'm': fields.minute = n; break
      case 'ss': case 's': fields.second = n; break
      case 'A': case 'a': pm = raw.toLowerCase() === 'pm'; break
      case 'dddd': case 'ddd': break
    }
  }
  if (hour12Value !== null) {
    if (hour12Value < 1 || hour12Value > 12) return null
    fields.hour = (hour12Value % 12) + (pm ? 12 : 0)
  }
  try {
    return Temporal.PlainDateTime.from(fields, {overflow: 'reject'})
  } catch {
    return null
  }
}
