// Calendar date-times for property tests of the date inputs and the values they store.
import fc from 'fast-check'
import {Temporal} from 'temporal-polyfill'

/** Any date-time from the year 1000 to 9999, to the minute, or to the millisecond with `precise`. */
export function plainDateTime({precise = false}: {precise?: boolean} = {}): fc.Arbitrary<Temporal.PlainDateTime> {
  return fc
    .record({
      year: fc.integer({min: 1000, max: 9999}),
      month: fc.integer({min: 1, max: 12}),
      // Days past a month's end are moved back to its last day.
      day: fc.integer({min: 1, max: 31}),
      hour: fc.integer({min: 0, max: 23}),
      minute: fc.integer({min: 0, max: 59}),
      second: precise ? fc.integer({min: 0, max: 59}) : fc.constant(0),
      millisecond: precise ? fc.integer({min: 0, max: 999}) : fc.constant(0),
    })
    .map((fields) => Temporal.PlainDateTime.from(fields, {overflow: 'constrain'}))
}
