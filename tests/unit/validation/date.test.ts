import {describe, expect, it} from 'vitest'
import {isIsoDate, Rule} from '../../../core/validation/index.ts'
import {messagesOf} from './support.ts'

describe('dates (ED-VAL-050, 051)', () => {
  it('a date is YYYY-MM-DD of a real day', async () => {
    expect(await messagesOf({type: 'date'}, '2024-02-29')).toEqual([])
    expect(await messagesOf({type: 'date'}, '2023-02-29')).toEqual(['Must be a valid ISO-8601 formatted date string'])
    expect(await messagesOf({type: 'date'}, '29.02.2024')).toEqual(['Must be a valid ISO-8601 formatted date string'])
  })

  it('a date-time is an ISO instant with a zone', async () => {
    expect(await messagesOf({type: 'datetime'}, '2024-05-01T10:30:00.000Z')).toEqual([])
    expect(await messagesOf({type: 'datetime'}, '2024-05-01T10:30+02:00')).toEqual([])
    expect(await messagesOf({type: 'datetime'}, '2024-05-01 10:30')).toEqual(['Must be a valid ISO-8601 formatted date string'])
    expect(isIsoDate('2024-05-01T24:00:00Z', 'datetime')).toBe(false)
  })

  it('min and max compare instants, bounds included', async () => {
    const window = {type: 'datetime', validation: (r: Rule) => r.min('2020-01-01T00:00:00Z').max('2035-12-31T23:59:59Z')}
    expect(await messagesOf(window, '2020-01-01T00:00:00Z')).toEqual([])
    expect(await messagesOf(window, '2019-12-31T23:59:59Z')).toEqual(['Must be at or after 2020-01-01T00:00:00Z'])
    expect(await messagesOf(window, '2036-01-01T00:00:00Z')).toEqual(['Must be at or before 2035-12-31T23:59:59Z'])
    expect(await messagesOf({type: 'date', validation: (r: Rule) => r.max('2024-01-01')}, '2024-01-02')).toEqual(['Must be at or before 2024-01-01'])
  })
})
