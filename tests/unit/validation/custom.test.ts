import {describe, expect, it} from 'vitest'
import {localize, Rule} from '../../../core/validation/index.ts'
import {checkField, messagesOf} from './support.ts'

describe('custom validators', () => {
  it('sync and async, answering true, a message, or a message with a path', async () => {
    expect(await messagesOf({type: 'string', validation: (r: Rule) => r.custom(() => true)}, 'a')).toEqual([])
    expect(await messagesOf({type: 'string', validation: (r: Rule) => r.custom((v: string) => (v === 'a' ? 'No a' : true))}, 'a')).toEqual(['No a'])
    expect(await messagesOf({type: 'string', validation: (r: Rule) => r.custom(async () => 'Later')}, 'a')).toEqual(['Later'])
    const nested = {type: 'object', fields: [{name: 'x', type: 'string'}], validation: (r: Rule) => r.custom(() => ({message: 'Deep', path: ['x']}))}
    expect(await checkField(nested, {x: 'y'})).toEqual([{level: 'error', message: 'Deep', path: ['field', 'x']}])
  })

  it('run on absent values too, and see the document and parent', async () => {
    const seen: unknown[] = []
    const field = {type: 'string', validation: (r: Rule) => r.custom((value, context) => (seen.push([value, context.parent, context.path]), true))}
    await checkField(field, undefined)
    expect(seen).toEqual([[undefined, {_id: 'drafts.d1', _type: 'sample'}, ['field']]])
  })

  it('a throwing validator is an error marker with its message on its field (ED-VAL-005)', async () => {
    const field = {type: 'string', validation: (r: Rule) => [r.custom(() => { throw new Error('Boom') }), r.max(1)]}
    expect(await checkField(field, 'ab')).toMatchObject([
      {level: 'error', message: 'Boom', path: ['field']},
      {level: 'error', message: 'Must be at most 1 characters long', path: ['field']},
    ])
  })

  it('one slower than 5000 ms is reported, naming where it sits (ED-VAL-009)', async () => {
    let time = 0
    const warnings: string[] = []
    const now = () => time
    const slow = (ms: number) => ({type: 'string', validation: (r: Rule) => r.custom(async () => ((time += ms), true))})
    await checkField(slow(5000), 'a', {now, onWarning: (m) => warnings.push(m)})
    expect(warnings).toEqual([])
    await checkField(slow(5001), 'a', {now, onWarning: (m) => warnings.push(m)})
    expect(warnings).toEqual(['Custom validator at field has taken more than 5000ms to respond'])
  })
})

describe('levels and messages (ED-VAL-006)', () => {
  it('error, warning and info, with the rule message replacing the built-in one', async () => {
    const title = {type: 'string', validation: (r: Rule) => [r.required().max(5), r.max(3).warning('Short titles read better'), r.max(2).info()]}
    expect(await checkField(title, 'abcd')).toMatchObject([
      {level: 'warning', message: 'Short titles read better', path: ['field']},
      {level: 'info', message: 'Must be at most 2 characters long', path: ['field']},
    ])
    expect(await messagesOf({type: 'string', validation: (r: Rule) => r.required().error('Give it a name')}, '')).toEqual(['Give it a name'])
  })

  it('a rule is immutable: two rules from the same builder argument do not mix', async () => {
    expect(await checkField({type: 'string', validation: (r: Rule) => [r.required(), r.max(1).warning()]}, 'ab')).toMatchObject([
      {level: 'warning', message: 'Must be at most 1 characters long', path: ['field']},
    ])
  })
})

describe('messages by locale (ED-VAL-008)', () => {
  const message = {'en-US': 'Too long', nb: 'For lang', 'nb-NO': 'For langt!'}
  it('locale, then bare language, then en-US', () => {
    expect(localize(message, 'nb-NO')).toBe('For langt!')
    expect(localize(message, 'nb-SJ')).toBe('For lang')
    expect(localize(message, 'de-DE')).toBe('Too long')
    expect(localize('Plain', 'nb-NO')).toBe('Plain')
    expect(localize({fr: 'Trop long'}, 'de')).toBe('Trop long')
  })

  it('markers carry the message of the context locale', async () => {
    const field = {type: 'string', validation: (r: Rule) => r.max(1).error(message)}
    expect(await messagesOf(field, 'ab', {locale: 'nb-NO'})).toEqual(['For langt!'])
    expect(await messagesOf(field, 'ab')).toEqual(['Too long'])
    const custom = {type: 'string', validation: (r: Rule) => r.custom(() => ({nb: 'Nei', 'en-US': 'No'}))}
    expect(await messagesOf(custom, 'x', {locale: 'nb'})).toEqual(['Nei'])
  })
})
