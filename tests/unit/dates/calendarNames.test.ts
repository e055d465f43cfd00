// The calendar's names in the studio's locale (ED-DATE-002): month names, weekday headers and the
// first day of the week, all from Intl with the locale passed in.
import {describe, expect, it} from 'vitest'
import {DEFAULT_WEEK_INFO, firstDayOfWeek, monthNames, weekInfoOf, weekdayHeaders, weekdayKey, weekdayNames} from '../../../core/dates/calendarNames.ts'

describe('calendar names', () => {
  it('month names follow the locale', () => {
    expect(monthNames('en-US')).toEqual([
      'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    ])
    expect(monthNames('nb-NO').slice(0, 3)).toEqual(['januar', 'februar', 'mars'])
    expect(monthNames('de-DE')[2]).toBe('März')
    expect(monthNames('de-DE', 'short')).toHaveLength(12)
  })

  it('weekday names are in ISO order, Monday first', () => {
    expect(weekdayNames('en-US')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(weekdayNames('de-DE')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(weekdayNames('nb-NO')[0]).toMatch(/^man/)
    expect(weekdayNames('nb-NO', 'long')[6]).toBe('søndag')
  })

  it('the week starts where the locale starts it', () => {
    expect(firstDayOfWeek('en-US')).toBe(7)
    expect(firstDayOfWeek('nb-NO')).toBe(1)
    expect(firstDayOfWeek('de-DE')).toBe(1)
    // A locale the runtime cannot read gets the studio's default week, which starts on Sunday.
    expect(firstDayOfWeek('not a locale!')).toBe(7)
    expect(weekdayKey(firstDayOfWeek('en-US'))).toBe('sun')
  })

  it("the default week is the default locale's: Sunday first, Saturday and Sunday off, 1 minimal day (SH-I18N-009)", () => {
    expect(DEFAULT_WEEK_INFO).toEqual({firstDay: 7, weekend: [6, 7], minimalDays: 1})
    expect(weekInfoOf('en-US')).toEqual(DEFAULT_WEEK_INFO)
    expect(weekInfoOf('not a locale!')).toEqual(DEFAULT_WEEK_INFO)
    // Other locales keep their own week where the runtime knows it.
    expect(weekInfoOf('de-DE')).toMatchObject({firstDay: 1, weekend: [6, 7]})
  })

  it('the header row runs from that first day', () => {
    expect(weekdayHeaders('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(weekdayHeaders('de-DE')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(weekdayHeaders('nb-NO')[6]).toMatch(/^søn/)
  })
})
