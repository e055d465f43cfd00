import {describe, expect, it} from 'vitest'
import {Rule} from '../../../core/validation/index.ts'
import {messagesOf} from './support.ts'

const string = (validation: (rule: Rule) => unknown) => ({type: 'string', validation})

describe('string lengths (ED-VAL-030)', () => {
  it('min, max and exact length', async () => {
    expect(await messagesOf(string((r) => r.min(3).max(5)), 'ab')).toEqual(['Must be at least 3 characters long'])
    expect(await messagesOf(string((r) => r.min(3).max(5)), 'abcdef')).toEqual(['Must be at most 5 characters long'])
    expect(await messagesOf(string((r) => r.min(3).max(5)), 'abc')).toEqual([])
    expect(await messagesOf(string((r) => r.length(3)), 'ab')).toEqual(['Must be exactly 3 characters long'])
    expect(await messagesOf(string((r) => r.length(3)), 'abc')).toEqual([])
  })

  it('counts characters, not UTF-16 units', async () => {
    expect(await messagesOf(string((r) => r.max(2)), '😀😀')).toEqual([])
    expect(await messagesOf(string((r) => r.length(1)), '😀')).toEqual([])
  })

  it('an empty string is still measured', async () => {
    expect(await messagesOf(string((r) => r.min(1)), '')).toEqual(['Must be at least 1 characters long'])
  })
})

describe('case (ED-VAL-031, 032)', () => {
  it('uppercase and lowercase', async () => {
    expect(await messagesOf(string((r) => r.uppercase()), 'SKU-12')).toEqual([])
    expect(await messagesOf(string((r) => r.uppercase()), 'Sku')).toEqual(['Must be all uppercase characters'])
    expect(await messagesOf(string((r) => r.lowercase()), 'handle_1')).toEqual([])
    expect(await messagesOf(string((r) => r.lowercase()), 'Handle')).toEqual(['Must be all lowercase characters'])
  })
})

describe('regex (ED-VAL-033)', () => {
  it('match mode names the pattern', async () => {
    const sku = string((r) => r.regex(/^[A-Z]{3}-\d{4}$/, {name: 'SKU'}))
    expect(await messagesOf(sku, 'ABC-1234')).toEqual([])
    expect(await messagesOf(sku, 'ABC-12')).toEqual(['Does not match "SKU"-pattern'])
  })

  it('invert mode refuses a match; the name may be the second argument', async () => {
    const noSpaces = string((r) => r.regex(/\s/, 'whitespace', {invert: true}))
    expect(await messagesOf(noSpaces, 'a b')).toEqual(['Should not match "whitespace"-pattern'])
    expect(await messagesOf(noSpaces, 'ab')).toEqual([])
  })

  it('without a name the pattern itself is shown', async () => {
    expect(await messagesOf(string((r) => r.regex(/^a+$/)), 'b')).toEqual(['Does not match "/^a+$/"-pattern'])
  })

  it('a global pattern answers the same on every run', async () => {
    const field = string((r) => r.regex(/a/g))
    for (let i = 0; i < 3; i++) expect(await messagesOf(field, 'a')).toEqual([])
  })
})

describe('email (ED-VAL-034)', () => {
  it('rule and e-mail type', async () => {
    expect(await messagesOf(string((r) => r.email()), 'ada@example.org')).toEqual([])
    expect(await messagesOf(string((r) => r.email()), 'ada@example')).toEqual(['Must be a valid email address'])
    expect(await messagesOf({type: 'email'}, 'ada at example.org')).toEqual(['Must be a valid email address'])
    // An e-mail field whose own rules say email() too reports it once, not twice.
    expect(await messagesOf({type: 'email', validation: (r: Rule) => r.email()}, 'ada at example.org')).toEqual(['Must be a valid email address'])
    expect(await messagesOf({type: 'email'}, 'a@b.c')).toEqual([])
  })
})
