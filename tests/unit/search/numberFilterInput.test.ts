// What a number filter's box hands on (SH-SEARCH-071): the number and range inputs
// (ui/search/filters/inputs/NumberValueInput.tsx) pass every value through `finiteOrNull`, so only a
// finite number is kept and anything else (an emptied box is NaN) becomes null, which leaves the
// filter out of the query.
import {describe, expect, it} from 'vitest'
import {finiteOrNull, operatorOf} from '../../../core/search/operators/index.ts'

describe('number filter values', () => {
  it('keep finite numbers', () => {
    for (const value of [0, -0, 3, -2.5, 1e21, Number.MAX_VALUE]) expect(finiteOrNull(value)).toBe(value)
  })

  it('turn everything else into null', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, '3', '', null, undefined, true, {}, [1]]) expect(finiteOrNull(value), String(value)).toBeNull()
  })

  it('so a cleared box leaves the filter out of the query', () => {
    const equal = operatorOf('numberEqual')!
    expect(equal.groqFilter({fieldPath: 'likes', value: finiteOrNull(Number.NaN)})).toBeNull()
    expect(equal.groqFilter({fieldPath: 'likes', value: finiteOrNull(4)})).toBe('likes == 4')
  })
})
