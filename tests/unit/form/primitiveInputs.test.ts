// The rules the primitive inputs follow before any browser is involved: option items (ED-INPUT-002),
// select or radios (ED-INPUT-010), what a number input's text stores (ED-INPUT-012 … 014), its
// on-screen keyboard (ED-INPUT-015) and the url input's type (ED-INPUT-017).
import {describe, expect, it} from 'vitest'
import type {FieldDefinition, ResolvedField} from '../../../core/schema/index.ts'
import type {Rule} from '../../../core/validation/index.ts'
import {inputKindOf, optionItemsOf} from '../../../ui/form/inputKind.ts'
import {numberInputMode, ruleSpecsOf, spellCheckOf, urlInputType} from '../../../ui/form/inputs/fieldRules.ts'
import {parseNumberText} from '../../../ui/form/inputs/numberText.ts'

const withRules = (validation: (rule: Rule) => unknown) => ruleSpecsOf({validation})

describe('option lists', () => {
  it('take {title, value} items and bare strings and numbers as their own titles (ED-INPUT-002)', () => {
    expect(optionItemsOf([{title: 'Apple', value: 'apple'}, 'pear', 3, {value: 4}, {title: 'no value'}, null])).toEqual([
      {title: 'Apple', value: 'apple'},
      {title: 'pear', value: 'pear'},
      {title: '3', value: 3},
      {title: '4', value: 4},
    ])
  })

  it('make a select unless the layout is radio (ED-INPUT-010)', () => {
    const field = (options: Record<string, unknown>, intrinsic: 'string' | 'number' = 'string'): ResolvedField => ({
      intrinsic,
      definition: {name: 'f', type: intrinsic, options} as FieldDefinition & Record<string, unknown>,
    })
    expect(inputKindOf(field({list: ['a', 'b']}))).toBe('select')
    expect(inputKindOf(field({list: ['a'], layout: 'dropdown'}))).toBe('select')
    expect(inputKindOf(field({list: [1, 2], layout: 'radio'}, 'number'))).toBe('radio')
    expect(inputKindOf(field({list: []}))).toBe('string')
  })
})

describe('number text', () => {
  it('empty unsets, finite numbers store, anything else is not stored (ED-INPUT-012, ED-INPUT-013)', () => {
    expect(parseNumberText('  ')).toEqual({kind: 'empty'})
    expect(parseNumberText('-1.5')).toEqual({kind: 'number', value: -1.5})
    expect(parseNumberText('2e3')).toEqual({kind: 'number', value: 2000})
    for (const text of ['abc', '1,5', 'Infinity', 'NaN', '1e400', '0x10', '--1']) expect(parseNumberText(text).kind).toBe('invalid')
  })

  it('is ignored beyond the safe integer range (ED-INPUT-014)', () => {
    expect(parseNumberText(String(Number.MAX_SAFE_INTEGER))).toEqual({kind: 'number', value: Number.MAX_SAFE_INTEGER})
    expect(parseNumberText('9007199254740993').kind).toBe('unsafe')
    expect(parseNumberText('-1e20').kind).toBe('unsafe')
  })
})

describe('number keyboard (ED-INPUT-015)', () => {
  it('is numeric for integers at least 0, decimal for other numbers at least 0, text otherwise', () => {
    expect(numberInputMode(withRules((rule) => rule.integer().min(0)))).toBe('numeric')
    expect(numberInputMode(withRules((rule) => rule.min(1).precision(0)))).toBe('numeric')
    expect(numberInputMode(withRules((rule) => rule.positive()))).toBe('decimal')
    expect(numberInputMode(withRules((rule) => rule.greaterThan(0).lessThan(1)))).toBe('decimal')
    expect(numberInputMode(withRules((rule) => rule.integer()))).toBe('text')
    expect(numberInputMode(withRules((rule) => rule.min(-10)))).toBe('text')
    expect(numberInputMode(withRules((rule) => rule.min(rule.valueOfField('other'))))).toBe('text')
    expect(numberInputMode(ruleSpecsOf({}))).toBe('text')
  })

  it('reads rule lists and survives a validation function that throws', () => {
    expect(numberInputMode(withRules((rule) => [rule.required(), rule.min(0).integer()]))).toBe('numeric')
    expect(
      withRules(() => {
        throw new Error('broken')
      }),
    ).toEqual([])
  })
})

describe('url input type (ED-INPUT-017)', () => {
  it('is a url input unless the uri rule accepts relative URLs', () => {
    expect(urlInputType(ruleSpecsOf({}))).toBe('url')
    expect(urlInputType(withRules((rule) => rule.uri({scheme: ['https']})))).toBe('url')
    expect(urlInputType(withRules((rule) => rule.uri({allowRelative: true})))).toBe('text')
    expect(urlInputType(withRules((rule) => rule.uri({relativeOnly: true})))).toBe('text')
  })
})

describe('spellCheck (ED-INPUT-020)', () => {
  it('passes a boolean option on and leaves the browser default otherwise', () => {
    expect(spellCheckOf({options: {spellCheck: false}})).toBe(false)
    expect(spellCheckOf({options: {spellCheck: true}})).toBe(true)
    expect(spellCheckOf({options: {}})).toBeUndefined()
    expect(spellCheckOf({})).toBeUndefined()
  })
})
