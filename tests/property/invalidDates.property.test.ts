// ED-FORM-009: the invalid-date notice is for stored values only. Whatever the date inputs store
// (typed text, read at every length on the way to a whole date; the calendar) is never flagged, and
// a value that is not flagged is one the input shows, so no date field is left looking empty.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {dateFormatsOf, displayDate, displayDatetime, readTypedDate, readTypedDatetime} from '../../core/dates/dateValues.ts'
import {formatDate} from '../../core/dates/formatTokens.ts'
import {dateProblem} from '../../core/invalidValues/index.ts'
import {plainDateTime} from './support/dateArbitraries.ts'

const DATE = {intrinsic: 'date'} as const
const DATETIME = {intrinsic: 'datetime'} as const

const dateTime = plainDateTime()
const options = fc.record({
  dateFormat: fc.constantFrom('YYYY-MM-DD', 'DD/MM/YYYY', 'D MMM YYYY', 'M/D/YY', 'dddd, MMMM Do YYYY'),
  timeFormat: fc.constantFrom('HH:mm', 'h:mm a', 'H:mm'),
})
const timeZone = fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Kiritimati')

/** Every text on the way to `whole`, typed from the start. */
const typedPrefixes = (whole: string) => Array.from({length: whole.length + 1}, (_, end) => whole.slice(0, end))

describe('invalid dates are stored values, never typing', () => {
  it('nothing a date input stores while its text is typed is an invalid date', () => {
    fc.assert(
      fc.property(dateTime, options, (value, opts) => {
        const formats = dateFormatsOf(opts)
        for (const text of typedPrefixes(formatDate(value.toPlainDate(), formats.dateFormat))) {
          const read = readTypedDate(text, formats)
          if (read.kind === 'value') expect(dateProblem(read.value, DATE, ['day'])).toBeNull()
        }
      }),
    )
  })

  it('nothing a date-time input stores while its text is typed is an invalid date', () => {
    fc.assert(
      fc.property(dateTime, options, timeZone, fc.constantFrom(1, 15, 30), (value, opts, zone, step) => {
        const formats = dateFormatsOf(opts)
        for (const text of typedPrefixes(formatDate(value, `${formats.dateFormat} ${formats.timeFormat}`))) {
          const read = readTypedDatetime(text, formats, zone, step)
          if (read.kind === 'value') expect(dateProblem(read.value, DATETIME, ['at'])).toBeNull()
        }
      }),
    )
  })

  it('a value not flagged is one the input shows', () => {
    // Each part mostly in range and sometimes just past it, so both sides of the check are met.
    const two = (max: number) => fc.integer({min: 0, max: max + 1}).map((n) => String(n).padStart(2, '0'))
    const day = fc.tuple(fc.integer({min: 0, max: 9999}).map((n) => String(n).padStart(4, '0')), two(12), two(31)).map((parts) => parts.join('-'))
    const time = fc
      .tuple(two(23), two(59), fc.option(two(59), {nil: undefined}), fc.option(fc.constantFrom('.5', '.123', '.123456789'), {nil: undefined}))
      .map(([h, m, s, fraction]) => `T${h}:${m}${s === undefined ? '' : `:${s}${fraction ?? ''}`}`)
    const zone = fc.oneof(fc.constantFrom('Z', ''), fc.tuple(fc.constantFrom('+', '-'), two(23), two(59)).map(([sign, h, m]) => `${sign}${h}:${m}`))
    const stored = fc.oneof(day, fc.tuple(day, time, zone).map((parts) => parts.join('')))
    const formats = dateFormatsOf(undefined)
    fc.assert(
      fc.property(stored, (value) => {
        if (dateProblem(value, DATE, ['day']) === null) expect(displayDate(value, formats)).not.toBe('')
        if (dateProblem(value, DATETIME, ['at']) === null) expect(displayDatetime(value, formats, 'UTC')).not.toBe('')
      }),
    )
  })
})
