// Date filters (SH-SEARCH-067 … SH-SEARCH-070, SH-SEARCH-089). Expectations are built from local
// dates, so the tests hold in any time zone.
import {describe, expect, it} from 'vitest'
import {dateTextExample, formatDateText, operatorOf, parseDateText} from '../../../core/search/index.ts'

const now = new Date(2024, 5, 15, 12, 30) // Jun 15, 2024 12:30 local
const iso = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...(parts as [number, number, number])).toISOString()
const clause = (type: string, value: unknown) => operatorOf(type)!.groqFilter({fieldPath: 'd', value, now})

describe('typed dates (SH-SEARCH-070)', () => {
  it('parse MMM d, yyyy into a day and MMM d, yyyy p into an instant', () => {
    expect(parseDateText(' Jan 5, 2024 ', false)).toEqual({ok: true, value: '2024-01-05'})
    expect(parseDateText('Jan 5, 2024 3:04 PM', true)).toEqual({ok: true, value: iso(2024, 0, 5, 15, 4)})
  })

  it('answer Invalid date / Invalid datetime keys for anything else', () => {
    expect(parseDateText('2024-01-05', false)).toEqual({ok: false, errorKey: 'date.invalid-date'})
    expect(parseDateText('Jan 32, 2024', false)).toEqual({ok: false, errorKey: 'date.invalid-date'})
    expect(parseDateText('Jan 5, 2024', true)).toEqual({ok: false, errorKey: 'date.invalid-datetime'})
  })

  it('format stored values back and give an example from the injected now', () => {
    expect(formatDateText('2024-01-05', false)).toBe('Jan 5, 2024')
    expect(formatDateText(iso(2024, 0, 5, 15, 4), true)).toBe('Jan 5, 2024 3:04 PM')
    expect(formatDateText('nonsense', false)).toBe('')
    expect(dateTextExample(false, now)).toBe('Jun 15, 2024')
  })
})

describe('date operators', () => {
  it('a new last-period filter covers 7 days (SH-SEARCH-069)', () => {
    expect(operatorOf('dateTimeLast')!.initialValue).toEqual({unit: 'days', unitValue: 7})
    expect(operatorOf('dateLast')!.initialValue).toEqual({unit: 'days', unitValue: 7})
  })

  it('floors N of last N units (SH-SEARCH-067), and the period ends now: dates to come are not in it', () => {
    const untilNow = `dateTime(d) <= dateTime("${iso(2024, 5, 15, 12, 30)}")`
    expect(clause('dateTimeLast', {unit: 'days', unitValue: 7.9})).toBe(`dateTime(d) > dateTime("${iso(2024, 5, 8, 12, 30)}") && ${untilNow}`)
    expect(clause('dateTimeLast', {unit: 'months', unitValue: 1})).toBe(`dateTime(d) > dateTime("${iso(2024, 4, 15, 12, 30)}") && ${untilNow}`)
    expect(clause('dateLast', {unit: 'weeks', unitValue: 2})).toBe('d >= "2024-06-01" && d <= "2024-06-15"')
    expect(clause('dateTimeLast', {unit: 'days', unitValue: Number.NaN})).toBeNull()
    expect(clause('dateTimeLast', {unit: 'centuries', unitValue: 1})).toBeNull()
  })

  it('widens ranges without time to whole days and ends an open range now (SH-SEARCH-068)', () => {
    expect(clause('dateTimeRange', {from: '2024-06-01', to: '2024-06-03', includeTime: false})).toBe(
      `dateTime(d) > dateTime("${iso(2024, 5, 1)}") && dateTime(d) < dateTime("${iso(2024, 5, 3, 23, 59, 59, 999)}")`,
    )
    expect(clause('dateTimeRange', {from: '2024-06-01', to: null})).toBe(
      `dateTime(d) > dateTime("${iso(2024, 5, 1)}") && dateTime(d) < dateTime("${now.toISOString()}")`,
    )
    const from = iso(2024, 5, 1, 8, 15)
    expect(clause('dateTimeRange', {from, to: now.toISOString(), includeTime: true})).toBe(`dateTime(d) > dateTime("${from}") && dateTime(d) < dateTime("${now.toISOString()}")`)
    expect(clause('dateTimeRange', {from: null, to: '2024-06-03'})).toBeNull()
    expect(clause('dateRange', {from: '2024-06-01', to: null})).toBe('d >= "2024-06-01" && d <= "2024-06-15"')
  })

  it('reads a day as the whole day for after, before and equal', () => {
    expect(clause('dateTimeAfter', {date: '2024-06-01'})).toBe(`dateTime(d) > dateTime("${iso(2024, 5, 1, 23, 59, 59, 999)}")`)
    expect(clause('dateTimeBefore', {date: '2024-06-01'})).toBe(`dateTime(d) < dateTime("${iso(2024, 5, 1)}")`)
    expect(clause('dateTimeEqual', {date: '2024-06-01'})).toBe(`dateTime(d) >= dateTime("${iso(2024, 5, 1)}") && dateTime(d) < dateTime("${iso(2024, 5, 2)}")`)
    expect(clause('dateTimeEqual', {date: iso(2024, 5, 1, 9, 41, 30), includeTime: true})).toBe(
      `dateTime(d) >= dateTime("${iso(2024, 5, 1, 9, 41)}") && dateTime(d) < dateTime("${iso(2024, 5, 1, 9, 42)}")`,
    )
    expect(clause('dateEqual', {date: '2024-06-01'})).toBe('d == "2024-06-01"')
    expect(clause('dateAfter', {date: null})).toBeNull()
    expect(clause('dateTimeAfter', {date: 'not a date'})).toBeNull()
  })
})
