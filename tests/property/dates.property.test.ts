// Properties of the date inputs' pure logic: rounding to the time step and display formats.
import fc from 'fast-check'
import {Temporal} from 'temporal-polyfill'
import {describe, expect, it} from 'vitest'
import {calendarDateOf, minuteChoices, plainDateOfCalendar, roundDownToStep} from '../../core/dates/dateValues.ts'
import {formatDate, parseDate} from '../../core/dates/formatTokens.ts'
import {plainDateTime} from './support/dateArbitraries.ts'

const dateTime = plainDateTime({precise: true})
const step = fc.integer({min: 1, max: 120})

/** Formats that carry the whole minute, so format → parse must give the value back. */
const FULL_FORMATS = [
  'YYYY-MM-DD HH:mm', 'DD/MM/YYYY H:mm', 'ddd D MMM YYYY h:mm a', 'dddd, MMMM Do YYYY [at] hh:mm A', 'M/D/YYYY HH:mm:ss', 'YYYYMMDDHHmm',
]

describe('date properties', () => {
  it('rounding never goes up, lands on a multiple of the step, and is less than a step away', () => {
    fc.assert(
      fc.property(dateTime, step, (value, minutes) => {
        const rounded = roundDownToStep(value, minutes)
        expect(Temporal.PlainDateTime.compare(rounded, value)).toBeLessThanOrEqual(0)
        expect(rounded.minute % minutes).toBe(0)
        expect(rounded.second + rounded.millisecond).toBe(0)
        expect(rounded.toPlainDate().equals(value.toPlainDate()) && rounded.hour === value.hour).toBe(true)
        expect(minuteChoices(minutes)).toContain(rounded.minute)
        expect(roundDownToStep(rounded, minutes).equals(rounded)).toBe(true)
      }),
    )
  })

  it('what a format writes it reads back', () => {
    fc.assert(
      fc.property(dateTime, fc.constantFrom(...FULL_FORMATS), (value, format) => {
        const minute = value.with({second: 0, millisecond: 0})
        const expected = format.includes('ss') ? value.with({millisecond: 0}) : minute
        expect(parseDate(formatDate(value, format), format)?.toString()).toBe(expected.toString())
      }),
    )
  })

  it('a day survives Temporal → calendar → Temporal', () => {
    fc.assert(
      fc.property(dateTime, (value) => {
        const day = value.toPlainDate()
        expect(plainDateOfCalendar(calendarDateOf(day)).equals(day)).toBe(true)
      }),
    )
  })
})
