// Properties of the rich date write rule (ED-DATE-008): whatever moment and zone, the written value
// reads back as the same moment in the same zone, and its parts agree with each other.
import fc from 'fast-check'
import {Temporal} from 'temporal-polyfill'
import {describe, expect, it} from 'vitest'
import {readRichDate, richDateAt, richDateLocal} from '../../core/dates/richDate.ts'

const ZONES = ['Europe/Oslo', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC', '+05:45', '-03:30']
// Whole minutes from 1900 to 2100; Kolkata's offset had seconds until 1941, New York's until 1883.
const moment = fc
  .integer({min: Date.UTC(1900, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000})
  .map((minutes) => Temporal.Instant.fromEpochMilliseconds(minutes * 60_000))

describe('rich date properties', () => {
  it('written then read gives the moment and zone back; local, utc and offset agree', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), (instant, zone) => {
        const written = richDateAt(instant, zone)
        const reading = readRichDate(written)!
        expect(reading.instant.equals(instant)).toBe(true)
        expect(reading.timeZone).toBe(zone)
        // local carries its offset: it names the same moment as utc.
        expect(Temporal.Instant.from(written.local).equals(instant)).toBe(true)
        // offset is local minus utc, in minutes.
        const wall = Temporal.PlainDateTime.from(written.local.slice(0, 19))
        const utcWall = instant.toZonedDateTimeISO('UTC').toPlainDateTime()
        expect(utcWall.until(wall).total('minutes')).toBe(written.offset)
        // The wall clock shown is local's, but for the seconds of offsets before standard time.
        expect(Math.abs(richDateLocal(reading).until(wall).total('seconds'))).toBeLessThan(60)
      }),
    )
  })
})

describe('rich dates before standard time', () => {
  it('an offset with seconds is written in whole minutes, local and utc still the same moment', () => {
    const written = richDateAt(Temporal.Instant.from('1900-06-01T00:00:00Z'), 'Asia/Kolkata')
    expect(written).toMatchObject({local: '1900-06-01T05:21:00+05:21', offset: 321, timezone: 'Asia/Kolkata'})
    expect(Temporal.Instant.from(written.local).toString()).toBe('1900-06-01T00:00:00Z')
  })
})
