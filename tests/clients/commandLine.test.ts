// The Node client's command line (clients/node/commandLine.ts): `<path>=<value>` assignments split
// at the first `=` outside the path's brackets, and what cannot be read is a usage error (exit 2).
import {describe, expect, it} from 'vitest'
import {assignmentPatch, assignmentSplit, UsageError} from '../../clients/node/commandLine.ts'

describe('assignments', () => {
  it('split at the first = outside brackets and quoted keys', () => {
    expect(assignmentSplit('items[_key=="k1"].title=x')).toBe('items[_key=="k1"].title'.length)
    expect(assignmentSplit('items[_key=="a=]b"].title=x')).toBe('items[_key=="a=]b"].title'.length)
    expect(assignmentSplit('title=a=b')).toBe(5)
    expect(assignmentSplit('title')).toBe(-1)
  })

  it('set the item addressed by key, with a value that may hold = itself', () => {
    expect(assignmentPatch('items[_key=="k1"].title=x')).toEqual({type: 'set', path: ['items', {_key: 'k1'}, 'title'], value: 'x'})
    expect(assignmentPatch('title=a==b')).toEqual({type: 'set', path: ['title'], value: 'a==b'})
    expect(assignmentPatch('tags[1]=["y"]')).toEqual({type: 'set', path: ['tags', 1], value: ['y']})
  })

  it('are usage errors when there is no = or the path cannot be read', () => {
    expect(() => assignmentPatch('title')).toThrow(UsageError)
    expect(() => assignmentPatch('=x')).toThrow(UsageError)
    expect(() => assignmentPatch('items[_key=="k1".title=x')).toThrow(UsageError)
  })
})
