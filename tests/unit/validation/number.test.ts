import {describe, expect, it} from 'vitest'
import {decimalPlaces, Rule} from '../../../core/validation/index.ts'
import {messagesOf} from './support.ts'

const number = (validation: (rule: Rule) => unknown) => ({type: 'number', validation})

describe('number rules (ED-VAL-025, 026)', () => {
  it('integer', async () => {
    expect(await messagesOf(number((r) => r.integer()), 3)).toEqual([])
    expect(await messagesOf(number((r) => r.integer()), 3.5)).toEqual(['Must be an integer'])
  })

  it('min and max are inclusive', async () => {
    const bounded = number((r) => r.min(0).max(1000))
    expect(await messagesOf(bounded, 0)).toEqual([])
    expect(await messagesOf(bounded, 1000)).toEqual([])
    expect(await messagesOf(bounded, -1)).toEqual(['Must be greater than or equal to 0'])
    expect(await messagesOf(bounded, 1000.5)).toEqual(['Must be less than or equal to 1000'])
  })

  it('greaterThan and lessThan are strict', async () => {
    const open = number((r) => r.greaterThan(0).lessThan(1))
    expect(await messagesOf(open, 0.5)).toEqual([])
    expect(await messagesOf(open, 0)).toEqual(['Must be greater than 0'])
    expect(await messagesOf(open, 1)).toEqual(['Must be less than 1'])
  })

  it('positive is min 0, negative is below 0', async () => {
    expect(await messagesOf(number((r) => r.positive()), -0.01)).toEqual(['Must be greater than or equal to 0'])
    expect(await messagesOf(number((r) => r.negative()), 0)).toEqual(['Must be less than 0'])
  })

  it('precision counts decimals as JavaScript writes the number', async () => {
    expect(await messagesOf(number((r) => r.precision(2)), 19.99)).toEqual([])
    expect(await messagesOf(number((r) => r.precision(2)), 19.999)).toEqual(['Max precision is 2'])
    expect(await messagesOf(number((r) => r.precision(0)), 12)).toEqual([])
    expect(decimalPlaces(1e-7)).toBe(7)
    expect(decimalPlaces(1.5e-7)).toBe(8)
    expect(decimalPlaces(1e21)).toBe(0)
    expect(decimalPlaces(-0.125)).toBe(3)
  })

  it('every failed constraint of a rule is its own marker', async () => {
    expect(await messagesOf(number((r) => r.integer().min(1)), 0.5)).toEqual(['Must be an integer', 'Must be greater than or equal to 1'])
  })

  it('a bound read from a sibling field follows that field, and an empty sibling bounds nothing', async () => {
    const doc = {
      name: 'range', type: 'document',
      fields: [{name: 'low', type: 'number'}, {name: 'high', type: 'number', validation: (r: Rule) => r.min(r.valueOfField('low'))}],
    }
    const {validateDocument} = await import('../../../core/validation/index.ts')
    const run = (value: object) => validateDocument({_id: 'r', _type: 'range', ...value}, [doc as never])
    expect((await run({low: 5, high: 3})).map((m) => m.message)).toEqual(['Must be greater than or equal to 5'])
    expect(await run({low: 5, high: 5})).toEqual([])
    expect(await run({high: 3})).toEqual([])
  })
})
