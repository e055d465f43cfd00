// String rules (ED-VAL-030 … 034). Lengths count characters as an editor sees them: code points,
// so an emoji is one character, not two UTF-16 units.
import {builtIn} from '../messages.ts'
import type {Failure} from '../types.ts'

const fail = (failure: Failure): Failure[] => [failure]

export function characterCount(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

export function stringLengthFailures(flag: 'min' | 'max' | 'length', limit: unknown, value: string): Failure[] {
  if (typeof limit !== 'number') return []
  const count = characterCount(value)
  switch (flag) {
    case 'min':
      return count >= limit ? [] : fail(builtIn('stringMin', limit))
    case 'max':
      return count <= limit ? [] : fail(builtIn('stringMax', limit))
    case 'length':
      return count === limit ? [] : fail(builtIn('stringLength', limit))
  }
}

export function uppercaseFailures(value: string): Failure[] {
  return value.toLocaleUpperCase() === value ? [] : fail(builtIn('uppercase'))
}

export function lowercaseFailures(value: string): Failure[] {
  return value.toLocaleLowerCase() === value ? [] : fail(builtIn('lowercase'))
}

export function regexFailures(constraint: {pattern: RegExp; name?: string; invert: boolean}, value: string): Failure[] {
  // A global or sticky pattern remembers where it stopped; a fresh copy tests from the start every time.
  const pattern = new RegExp(constraint.pattern.source, constraint.pattern.flags.replace(/[gy]/g, ''))
  const name = constraint.name ?? String(constraint.pattern)
  const matches = pattern.test(value)
  if (constraint.invert) return matches ? fail(builtIn('regexInvert', name)) : []
  return matches ? [] : fail(builtIn('regexMatch', name))
}

// Something, an @, something, a dot, something — and no spaces: what a mail client would try to send to.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailFailures(value: string): Failure[] {
  return EMAIL.test(value) ? [] : fail(builtIn('email'))
}
