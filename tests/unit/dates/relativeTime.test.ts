// Relative times follow the shell seed's tiers: 'just now' under 10 s, then seconds refreshed every
// 5 s, minutes every 20 s, hours every minute, days and longer every hour.
import {describe, expect, test} from 'vitest'
import fc from 'fast-check'
import {refreshDelayOf, relativeTimeOf, type RelativeTime} from '../../../core/dates/relativeTime.ts'

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

/** A display driven by a manual clock: it re-reads the time only when refreshDelayOf says so. */
function watch(moment: number, from: number, until: number): {at: number; reads: string}[] {
  const shown: {at: number; reads: string}[] = []
  const words = ({unit, value}: RelativeTime) => (unit === null ? 'just now' : `${-value} ${unit}`)
  for (let clock = from; clock <= until; clock += refreshDelayOf([moment], clock)) {
    const reads = words(relativeTimeOf(moment, clock))
    if (shown.at(-1)?.reads !== reads) shown.push({at: clock - moment, reads})
  }
  return shown
}

describe('the refresh timer on a manual clock', () => {
  test('a moment just published reads "just now", then seconds in steps of 5 s, then minutes', () => {
    const shown = watch(NOW, NOW, NOW + 2 * 60_000)
    expect(shown.slice(0, 4)).toEqual([
      {at: 0, reads: 'just now'},
      {at: 10_000, reads: '10 second'},
      {at: 15_000, reads: '15 second'},
      {at: 20_000, reads: '20 second'},
    ])
    expect(shown.find((step) => step.reads === '1 minute')).toEqual({at: 60_000, reads: '1 minute'})
    expect(shown.at(-1)).toEqual({at: 120_000, reads: '2 minute'})
  })

  test("the timer waits exactly the refresh of the tier the wording is in (property)", () => {
    const tierRefresh: Record<string, number> = {'just now': 5_000, second: 5_000, minute: 20_000, hour: 60_000, day: 3_600_000, week: 3_600_000, month: 3_600_000, year: 3_600_000}
    fc.assert(
      fc.property(fc.integer({min: -400 * 86_400_000, max: 400 * 86_400_000}), (offset) => {
        const {unit} = relativeTimeOf(NOW + offset, NOW)
        expect(refreshDelayOf([NOW + offset], NOW)).toBe(tierRefresh[unit ?? 'just now'])
      }),
    )
  })

  test('several moments refresh at the pace of the freshest; none at all, hourly', () => {
    expect(refreshDelayOf([NOW - 3 * 86_400_000, NOW - 30_000], NOW)).toBe(5_000)
    expect(refreshDelayOf([NOW - 3 * 86_400_000, NOW - 5 * 60_000], NOW)).toBe(20_000)
    expect(refreshDelayOf([], NOW)).toBe(3_600_000)
  })
})
