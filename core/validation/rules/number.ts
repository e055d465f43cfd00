// Number rules (ED-VAL-025, 026): integer, bounds and precision.
import {builtIn} from '../messages.ts'
import type {Failure} from '../types.ts'

const fail = (failure: Failure): Failure[] => [failure]

export function integerFailures(value: number): Failure[] {
  return Number.isInteger(value) ? [] : fail(builtIn('integer'))
}

/** A bound that is not a number (e.g. a sibling field left empty) constrains nothing. */
export function numberBoundFailures(flag: 'min' | 'max' | 'greaterThan' | 'lessThan', limit: unknown, value: number): Failure[] {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return []
  switch (flag) {
    case 'min':
      return value >= limit ? [] : fail(builtIn('numberMin', limit))
    case 'max':
      return value <= limit ? [] : fail(builtIn('numberMax', limit))
    case 'greaterThan':
      return value > limit ? [] : fail(builtIn('greaterThan', limit))
    case 'lessThan':
      return value < limit ? [] : fail(builtIn('lessThan', limit))
  }
}

/** Digits after the decimal point as JavaScript writes the number, exponent included (1e-7 has 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0
  const [, fraction = '', exponent = '0'] = /^-?\d*(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value)) ?? []
  return Math.max(fraction.length - Number(exponent), 0)
}

export function precisionFailures(limit: unknown, value: number): Failure[] {
  if (typeof limit !== 'number') return []
  return decimalPlaces(value) <= limit ? [] : fail(builtIn('precision', limit))
}
