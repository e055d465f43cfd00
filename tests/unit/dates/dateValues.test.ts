import {CalendarDate} from '@internationalized/date'
import {Temporal} from 'temporal-polyfill'
import {describe, expect, it} from 'vitest'
import {DEFAULT_TIME_STEP_MINUTES} from '../../../core/dates/constants.ts'
import {
  calendarDateOf, dateFormatsOf, displayDate, displayDatetime, instantOf, minuteChoices, plainDateOf, plainDateOfCalendar,
  readTypedDate, readTypedDatetime, roundDownToStep, storedDatetimeOf, timeStepOf,
} from '../../../core/dates/dateValues.ts'

const defaults = dateFormatsOf(undefined)

describe('stored date values (ED-DATE-006)', () => {
  it('dates are YYYY-MM-DD days that exist', () => {
    expect(plainDateOf('2024-02-29')?.toString()).toBe('2024-02-29')
    expect(plainDateOf('2023-02-29')).toBeNull()
    expect(plainDateOf('2024-02-29T00:00:00Z')).toBeNull()
    expect(plainDateOf(20240229)).toBeNull()
  })

  it('date-times are stored as UTC instants with milliseconds', () => {
    expect(storedDatetimeOf(Temporal.PlainDateTime.from('2024-06-01T12:34:56'), 'Europe/Oslo', 1)).toBe('2024-06-01T10:34:00.000Z')
    expect(instantOf('2024-06-01T10:34:00+02:00')?.toString()).toBe('2024-06-01T08:34:00Z')
    expect(instantOf('not a date')).toBeNull()
  })

  it('typed text: empty unsets, a match stores, anything else is invalid', () => {
    expect(readTypedDate('', defaults)).toEqual({kind: 'empty'})
    expect(readTypedDate('2024-05-06', defaults)).toEqual({kind: 'value', value: '2024-05-06'})
    expect(readTypedDate('06/05/2024', dateFormatsOf({dateFormat: 'DD/MM/YYYY'}))).toEqual({kind: 'value', value: '2024-05-06'})
    expect(readTypedDate('6 May', defaults)).toEqual({kind: 'invalid'})
    expect(readTypedDatetime('2024-05-06 09:44', defaults, 'UTC', 15)).toEqual({kind: 'value', value: '2024-05-06T09:30:00.000Z'})
    expect(readTypedDatetime('2024-05-06', defaults, 'UTC', 1)).toEqual({kind: 'invalid'})
  })

  it('display in the field formats, date-times in the editor time zone', () => {
    expect(displayDate('2024-05-06', dateFormatsOf({dateFormat: 'D MMMM YYYY'}))).toBe('6 May 2024')
    expect(displayDate('garbage', defaults)).toBe('')
    expect(displayDatetime('2024-05-06T22:15:00.000Z', defaults, 'Asia/Tokyo')).toBe('2024-05-07 07:15')
  })
})

describe('time step (ED-DATE-004, K-ED-036)', () => {
  it('defaults to 1 minute and ignores steps that are not positive whole minutes', () => {
    expect(timeStepOf(undefined)).toBe(DEFAULT_TIME_STEP_MINUTES)
    expect(DEFAULT_TIME_STEP_MINUTES).toBe(1)
    expect(timeStepOf(0)).toBe(1)
    expect(timeStepOf(2.5)).toBe(1)
    expect(timeStepOf(15)).toBe(15)
  })

  it('rounds down, never up', () => {
    expect(roundDownToStep(Temporal.PlainDateTime.from('2024-01-01T10:59:59.999'), 15).toString()).toBe('2024-01-01T10:45:00')
    expect(roundDownToStep(Temporal.PlainDateTime.from('2024-01-01T10:07:30'), 1).toString()).toBe('2024-01-01T10:07:00')
  })

  it('the minute select offers the multiples of the step', () => {
    expect(minuteChoices(15)).toEqual([0, 15, 30, 45])
    expect(minuteChoices(1)).toHaveLength(60)
    expect(minuteChoices(25)).toEqual([0, 25, 50])
  })
})

describe('calendar conversions', () => {
  it('goes through the ISO day both ways', () => {
    expect(calendarDateOf(Temporal.PlainDate.from('2024-02-29'))).toEqual(new CalendarDate(2024, 2, 29))
    expect(plainDateOfCalendar(new CalendarDate(2024, 2, 29)).toString()).toBe('2024-02-29')
  })
})
