// Relative times follow the shell seed's tiers: 'just now' under 10 s, then seconds refreshed every
// 5 s, minutes every 20 s, hours every minute, days and longer every hour.
import {describe, expect, test} from 'vitest'
import {relativeTimeOf} from '../../../core/dates/relativeTime.ts'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (ms: number) => relativeTimeOf(NOW - ms, NOW)

describe('relative time tiers', () => {
  test('under 10 s is just now, refreshed every 5 s', () => {
    expect(ago(0)).toEqual({unit: null, value: 0, refreshMs: 5_000})
    expect(ago(9_999)).toEqual({unit: null, value: 0, refreshMs: 5_000})
  })
  test('seconds from 10 s, every 5 s', () => {
    expect(ago(10_000)).toEqual({unit: 'second', value: -10, refreshMs: 5_000})
    expect(ago(59_000)).toEqual({unit: 'second', value: -59, refreshMs: 5_000})
  })
  test('minutes every 20 s, hours every minute, days and weeks every hour', () => {
    expect(ago(60_000)).toEqual({unit: 'minute', value: -1, refreshMs: 20_000})
    expect(ago(59 * 60_000)).toEqual({unit: 'minute', value: -59, refreshMs: 20_000})
    expect(ago(3 * 3_600_000)).toEqual({unit: 'hour', value: -3, refreshMs: 60_000})
    expect(ago(2 * 86_400_000)).toEqual({unit: 'day', value: -2, refreshMs: 3_600_000})
    expect(ago(8 * 86_400_000)).toEqual({unit: 'week', value: -1, refreshMs: 3_600_000})
  })
  test('the future reads the same way, with positive values', () => {
    expect(relativeTimeOf(NOW + 90_000, NOW)).toEqual({unit: 'minute', value: 1, refreshMs: 20_000})
  })
})
