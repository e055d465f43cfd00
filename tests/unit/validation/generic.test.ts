import {describe, expect, it} from 'vitest'
import {Rule} from '../../../core/validation/index.ts'
import {checkField, messagesOf} from './support.ts'

describe('required (ED-VAL-020)', () => {
  const required = (rule: Rule) => rule.required()
  it.each([undefined, null, '', []])('%j is missing', async (value) => {
    const type = Array.isArray(value) ? {type: 'array', of: [{type: 'string'}]} : {type: 'string'}
    expect(await checkField({...type, validation: required}, value)).toMatchObject([{level: 'error', message: 'Required', path: ['field']}])
  })

  it('a value that is there is enough', async () => {
    expect(await messagesOf({type: 'string', validation: required}, ' ')).toEqual([])
    expect(await messagesOf({type: 'number', validation: required}, 0)).toEqual([])
    expect(await messagesOf({type: 'boolean', validation: required}, false)).toEqual([])
  })

  it('an absent optional value skips every other constraint', async () => {
    expect(await messagesOf({type: 'string', validation: (rule: Rule) => rule.min(3).email()}, undefined)).toEqual([])
  })
})

describe('wrong JSON type (ED-VAL-021)', () => {
  it('names the expected and the actual type, once, whatever the rules', async () => {
    expect(await checkField({type: 'string', validation: (rule: Rule) => rule.required().max(3)}, 42)).toEqual([
      {level: 'error', message: 'Expected type String, got Number', path: ['field']},
    ])
    expect(await messagesOf({type: 'number'}, '42')).toEqual(['Expected type Number, got String'])
    expect(await messagesOf({type: 'array', of: [{type: 'string'}]}, {a: 1})).toEqual(['Expected type Array, got Object'])
    expect(await messagesOf({type: 'object', fields: [{name: 'a', type: 'string'}]}, ['x'])).toEqual(['Expected type Object, got Array'])
    expect(await messagesOf({type: 'boolean'}, 'yes')).toEqual(['Expected type Boolean, got String'])
    expect(await messagesOf({type: 'date'}, 20200101)).toEqual(['Expected type String, got Number'])
  })
})

describe('allowed values (ED-VAL-022)', () => {
  const sizes = (rule: Rule) => rule.valid(['small', 'medium', 'large'])
  it('accepts a listed value and refuses another, quoting it', async () => {
    expect(await messagesOf({type: 'string', validation: sizes}, 'medium')).toEqual([])
    expect(await messagesOf({type: 'string', validation: sizes}, 'huge')).toEqual(['Value "huge" did not match any allowed values'])
  })

  it('cuts the quoted value at 30 characters (K-ED-070)', async () => {
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789'
    expect(await messagesOf({type: 'string', validation: sizes}, long)).toEqual(['Value "abcdefghijklmnopqrstuvwxyz0123…" did not match any allowed values'])
    expect(await messagesOf({type: 'string', validation: sizes}, long.slice(0, 30))).toEqual([`Value "${long.slice(0, 30)}" did not match any allowed values`])
  })

  it('a value that cannot be quoted gets the plain message', async () => {
    const field = {type: 'object', fields: [{name: 'a', type: 'string'}], validation: (rule: Rule) => rule.valid([{a: 'x'}])}
    expect(await messagesOf(field, {a: 'x'})).toEqual([])
    expect(await messagesOf(field, {a: 'y'})).toEqual(['Value did not match any allowed values'])
  })

  it('a string or number with an options list only accepts its values', async () => {
    const field = {type: 'string', options: {list: [{title: 'Visitors', value: 'visitors'}, 'customers']}}
    expect(await messagesOf(field, 'customers')).toEqual([])
    expect(await messagesOf(field, 'visitors')).toEqual([])
    expect(await messagesOf(field, 'Visitors')).toEqual(['Value "Visitors" did not match any allowed values'])
    expect(await messagesOf({type: 'number', options: {list: [1, 2]}}, 3)).toEqual(['Value "3" did not match any allowed values'])
  })
})
