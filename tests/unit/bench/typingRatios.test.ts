// The typing benchmarks' ratio budget: both ratios at most 2×, a baseline without slow events
// allowing none.
import {describe, expect, test} from 'vitest'
import {describeRatios, typingRatios} from '../../bench/typingRatios.ts'

describe('typing ratios', () => {
  test('met when both the p95 and the slow events are at most twice the baseline', () => {
    const ratios = typingRatios({p95: 18.7, slowEvents: 88}, {p95: 13.1, slowEvents: 44})
    expect(ratios).toEqual({p95: 1.4, slowEvents: 2, p95Met: true, slowEventsMet: true, met: true})
    expect(describeRatios('category', ratios)).toBe('category 1.4×, 2× → met')
  })

  test('either ratio over twice misses the budget', () => {
    expect(typingRatios({p95: 19, slowEvents: 90}, {p95: 13.1, slowEvents: 44})).toMatchObject({p95Met: true, slowEventsMet: false, met: false})
    expect(typingRatios({p95: 27, slowEvents: 10}, {p95: 13, slowEvents: 44})).toMatchObject({p95Met: false, slowEventsMet: true, met: false})
  })

  test('a baseline without slow events allows the studio none', () => {
    expect(typingRatios({p95: 10, slowEvents: 0}, {p95: 9, slowEvents: 0})).toMatchObject({slowEvents: null, met: true})
    const over = typingRatios({p95: 10, slowEvents: 3}, {p95: 9, slowEvents: 0})
    expect(over).toMatchObject({slowEvents: null, slowEventsMet: false, met: false})
    expect(describeRatios('array', over)).toBe('array 1.1×, slow events over a baseline of none → NOT met')
  })
})
