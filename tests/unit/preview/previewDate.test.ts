// The `date` of a preview (ED-PREV-003): what `prepare` (or a plain selection) returns as `date`
// becomes a calendar date or a moment the preview can show, and anything else shows no date.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {previewDateOf, previewOfValue, type PreviewedType} from '../../../core/preview/index.ts'

describe('preview dates (ED-PREV-003)', () => {
  test('a calendar date stays that day; a date-time or epoch milliseconds is a moment with its time', () => {
    expect(previewDateOf('2026-03-05')).toEqual({iso: '2026-03-05', time: false})
    expect(previewDateOf('2026-03-05T14:30:00+02:00')).toEqual({iso: '2026-03-05T12:30:00.000Z', time: true})
    expect(previewDateOf('2026-03-05T14:30:00Z')).toEqual({iso: '2026-03-05T14:30:00.000Z', time: true})
    expect(previewDateOf(Date.UTC(2026, 2, 5, 9))).toEqual({iso: '2026-03-05T09:00:00.000Z', time: true})
  })

  test('words, flags, impossible days and other values are no date', () => {
    for (const value of ['Not scheduled', '2026', '2026-02-30', '2026-13-01', '', true, false, null, undefined, Number.NaN, Infinity, {}, ['2026-03-05']]) {
      expect(previewDateOf(value), String(value)).toBeNull()
    }
  })

  test('every real day reads back as itself (property)', () => {
    fc.assert(
      fc.property(fc.date({min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true}), (date) => {
        const day = date.toISOString().slice(0, 10)
        expect(previewDateOf(day)).toEqual({iso: day, time: false})
      }),
    )
  })

  test("prepare's date comes with the preview; one that is not a date is left out", () => {
    const event = {
      name: 'event',
      type: 'document',
      fields: [{name: 'title', type: 'string'}, {name: 'startsAt', type: 'datetime'}],
      preview: {select: {title: 'title', startsAt: 'startsAt'}, prepare: ({title, startsAt}: Record<string, string>) => ({title, date: startsAt})},
    } as unknown as PreviewedType
    expect(previewOfValue(event, {title: 'Meetup', startsAt: '2026-05-01T18:00:00Z'})).toMatchObject({title: 'Meetup', date: {iso: '2026-05-01T18:00:00.000Z', time: true}})
    expect(previewOfValue(event, {title: 'Meetup', startsAt: 'soon'})).not.toHaveProperty('date')
    // A selection without prepare names its date the same way.
    const plain = {name: 'p', type: 'object', fields: [], preview: {select: {title: 'title', date: 'day'}}} as unknown as PreviewedType
    expect(previewOfValue(plain, {title: 'Day', day: '2026-01-02'}).date).toEqual({iso: '2026-01-02', time: false})
  })
})
