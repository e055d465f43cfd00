// The one structural comparison of content in core/ (core/jsonEqual.ts) and its two options.
import {describe, expect, test} from 'vitest'
import {jsonEqual} from '../../core/jsonEqual.ts'

describe('jsonEqual', () => {
  test('compares scalars, arrays and objects by value, keys in any order', () => {
    expect(jsonEqual({a: [1, {b: 'x'}], c: null}, {c: null, a: [1, {b: 'x'}]})).toBe(true)
    expect(jsonEqual({a: [1, 2]}, {a: [2, 1]})).toBe(false)
    expect(jsonEqual([1], {0: 1})).toBe(false)
    expect(jsonEqual(null, {})).toBe(false)
    expect(jsonEqual('1', 1)).toBe(false)
    expect(jsonEqual({a: 1}, {a: 1, b: 2})).toBe(false)
  })

  test('an undefined property differs from an absent one unless undefinedIsAbsent', () => {
    expect(jsonEqual({a: 1, b: undefined}, {a: 1})).toBe(false)
    expect(jsonEqual({a: 1, b: undefined}, {a: 1}, {undefinedIsAbsent: true})).toBe(true)
    expect(jsonEqual({a: 1}, {a: 1, b: undefined}, {undefinedIsAbsent: true})).toBe(true)
    expect(jsonEqual({a: undefined}, {b: 1}, {undefinedIsAbsent: true})).toBe(false)
  })

  test('`_key`s are set aside at every depth only with ignoreKeys', () => {
    const a = {_key: 'one', items: [{_key: 'x', title: 'T'}]}
    const b = {_key: 'two', items: [{_key: 'y', title: 'T'}]}
    expect(jsonEqual(a, b)).toBe(false)
    expect(jsonEqual(a, b, {ignoreKeys: true})).toBe(true)
    expect(jsonEqual(a, {...b, items: [{_key: 'y', title: 'U'}]}, {ignoreKeys: true})).toBe(false)
  })
})
