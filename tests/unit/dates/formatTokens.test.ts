import {Temporal} from 'temporal-polyfill'
import {describe, expect, it} from 'vitest'
import {formatDate, parseDate, tokenize} from '../../../core/dates/formatTokens.ts'

const at = (text: string) => Temporal.PlainDateTime.from(text)

describe('date format tokens', () => {
  it('writes the default formats and the showcase ones', () => {
    const value = at('2024-03-05T14:07:09')
    expect(formatDate(value, 'YYYY-MM-DD')).toBe('2024-03-05')
    expect(formatDate(value, 'HH:mm')).toBe('14:07')
    expect(formatDate(value, 'DD/MM/YYYY')).toBe('05/03/2024')
    expect(formatDate(value, 'ddd D MMM YYYY h:mm a')).toBe('Tue 5 Mar 2024 2:07 pm')
    expect(formatDate(value, 'dddd, MMMM Do YY [at] hh:mm:ss A')).toBe('Tuesday, March 5th 24 at 02:07:09 PM')
    expect(formatDate(Temporal.PlainDate.from('2024-11-12'), 'Do')).toBe('12th')
  })

  it('reads what it writes', () => {
    expect(parseDate('05/03/2024', 'DD/MM/YYYY')?.toString()).toBe('2024-03-05T00:00:00')
    expect(parseDate('Tue 5 Mar 2024 2:07 pm', 'ddd D MMM YYYY h:mm a')?.toString()).toBe('2024-03-05T14:07:00')
    expect(parseDate('  2024-03-05 ', 'YYYY-MM-DD')?.toString()).toBe('2024-03-05T00:00:00')
    expect(parseDate('12:30 AM', 'h:mm A')?.hour).toBe(0)
    expect(parseDate('12:30 pm', 'h:mm A')?.hour).toBe(12)
    expect(parseDate('5 MARCH 2024', 'D MMMM YYYY')?.month).toBe(3)
  })

  it('refuses text that does not fit the format or names no real day', () => {
    expect(parseDate('2024-3-5', 'YYYY-MM-DD')).toBeNull()
    expect(parseDate('2023-02-29', 'YYYY-MM-DD')).toBeNull()
    expect(parseDate('2024-13-01', 'YYYY-MM-DD')).toBeNull()
    expect(parseDate('2024-01-01 24:00', 'YYYY-MM-DD HH:mm')).toBeNull()
    expect(parseDate('13:00 pm', 'h:mm a')).toBeNull()
    expect(parseDate('yesterday', 'YYYY-MM-DD')).toBeNull()
  })

  it('keeps bracketed text literal', () => {
    expect(tokenize('[Day] D')).toEqual([{literal: 'Day '}, {token: 'D'}])
  })
})
