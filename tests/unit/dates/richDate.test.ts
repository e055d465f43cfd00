// The legacy rich date (ED-DATE-008): reading a stored value in its own zone, and the whole value an
// edit writes (our write rule, DECISIONS.md).
import {Temporal} from 'temporal-polyfill'
import {describe, expect, it} from 'vitest'
import {dateFormatsOf, readTypedDatetime} from '../../../core/dates/dateValues.ts'
import {isRichDateType, offsetLabel, readRichDate, richDateAt, richDateLocal, timeZoneOf} from '../../../core/dates/richDate.ts'

const OSLO_SUMMER = {_type: 'richDate', local: '2024-05-10T12:00:00+02:00', utc: '2024-05-10T10:00:00.000Z', timezone: 'Europe/Oslo', offset: 120}

describe('reading a rich date', () => {
  it('is the utc moment seen in its own zone, whatever the editor’s zone', () => {
    const reading = readRichDate(OSLO_SUMMER)!
    expect(reading.instant.toString()).toBe('2024-05-10T10:00:00Z')
    expect(reading.timeZone).toBe('Europe/Oslo')
    expect(richDateLocal(reading).toString()).toBe('2024-05-10T12:00:00')
  })

  it('falls back to local’s offset when utc or the zone is missing or unknown', () => {
    const noUtc = readRichDate({local: '2024-05-10T12:00:00-05:00', timezone: 'America/New_York'})!
    expect(noUtc.instant.toString()).toBe('2024-05-10T17:00:00Z')
    const noZone = readRichDate({local: '2024-05-10T12:00:00+02:00', utc: '2024-05-10T10:00:00Z', timezone: 'Mars/Olympus'})!
    expect(noZone.timeZone).toBe('+02:00')
    expect(richDateLocal(noZone).toString()).toBe('2024-05-10T12:00:00')
    expect(readRichDate({utc: '2024-05-10T10:00:00Z'})!.timeZone).toBe('UTC')
  })

  it('utc wins when local disagrees with it', () => {
    expect(readRichDate({...OSLO_SUMMER, local: '1999-01-01T00:00:00+02:00'})!.instant.toString()).toBe('2024-05-10T10:00:00Z')
  })

  it('is nothing for values without a moment', () => {
    for (const value of [undefined, null, 'x', [], {}, {_type: 'richDate', timezone: 'Europe/Oslo'}, {local: 'tomorrow', utc: 12}]) {
      expect(readRichDate(value)).toBeNull()
    }
  })

  it('zone names are checked and normalised', () => {
    expect(timeZoneOf('Europe/Oslo')).toBe('Europe/Oslo')
    expect(timeZoneOf('+01:00')).toBe('+01:00')
    expect(timeZoneOf('Nowhere/Special')).toBeNull()
    expect(timeZoneOf('')).toBeNull()
    expect(timeZoneOf(3)).toBeNull()
  })
})

describe('writing a rich date (ED-DATE-008 write rule)', () => {
  it('writes the whole object in the zone it was read in, offset in minutes east of UTC', () => {
    expect(richDateAt(Temporal.Instant.from('2024-12-24T17:30:00Z'), 'Europe/Oslo')).toEqual({
      _type: 'richDate', local: '2024-12-24T18:30:00+01:00', utc: '2024-12-24T17:30:00.000Z', timezone: 'Europe/Oslo', offset: 60,
    })
    expect(richDateAt(Temporal.Instant.from('2024-07-04T16:00:00Z'), 'America/New_York')).toMatchObject({local: '2024-07-04T12:00:00-04:00', offset: -240})
  })

  it('typed text is read in the value’s zone and rounded to the step, like a date-time', () => {
    const typed = readTypedDatetime('2024-12-24 18:37', dateFormatsOf(undefined), 'Europe/Oslo', 15)
    expect(typed).toEqual({kind: 'value', value: '2024-12-24T17:30:00.000Z'})
    if (typed.kind !== 'value') return
    expect(richDateAt(Temporal.Instant.from(typed.value), 'Europe/Oslo').local).toBe('2024-12-24T18:30:00+01:00')
  })

  it('reading what was written gives the same moment and zone back', () => {
    const written = richDateAt(Temporal.Instant.from('2024-03-31T01:30:00Z'), 'Europe/Oslo')
    const reading = readRichDate(written)!
    expect(reading.instant.toString()).toBe('2024-03-31T01:30:00Z')
    expect(richDateLocal(reading).toString()).toBe('2024-03-31T03:30:00')
  })

  it('the offset is labelled for people', () => {
    expect(offsetLabel(120)).toBe('UTC+02:00')
    expect(offsetLabel(-330)).toBe('UTC\u221205:30')
    expect(offsetLabel(0)).toBe('UTC')
  })
})

describe('which types are rich dates', () => {
  const fields = ['local', 'utc', 'timezone', 'offset'].map((name) => ({name}))
  it('richDate and types built on it, while they keep its fields', () => {
    expect(isRichDateType({lineage: ['richDate', 'object'], fields})).toBe(true)
    expect(isRichDateType({lineage: ['venueTime', 'richDate', 'object'], fields})).toBe(true)
    expect(isRichDateType({lineage: ['richDate', 'object'], fields: [{name: 'title'}]})).toBe(false)
    expect(isRichDateType({lineage: ['object'], fields})).toBe(false)
  })
})
