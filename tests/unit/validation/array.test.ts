import {describe, expect, it} from 'vitest'
import {Rule} from '../../../core/validation/index.ts'
import {checkField, messagesOf} from './support.ts'

const tags = (validation: (rule: Rule) => unknown) => ({type: 'array', of: [{type: 'string'}], validation})

describe('array lengths (ED-VAL-040)', () => {
  it('min, max and exact, in items', async () => {
    expect(await messagesOf(tags((r) => r.min(2)), ['a'])).toEqual(['Must have at least 2 items'])
    expect(await messagesOf(tags((r) => r.max(1)), ['a', 'b'])).toEqual(['Must have at most 1 items'])
    expect(await messagesOf(tags((r) => r.length(2)), ['a'])).toEqual(['Must have exactly 2 items'])
    expect(await messagesOf(tags((r) => r.min(1).max(2)), ['a', 'b'])).toEqual([])
  })

  it('portable text counts blocks', async () => {
    const body = {type: 'array', of: [{type: 'block'}], validation: (r: Rule) => r.max(1)}
    const block = (key: string) => ({_key: key, _type: 'block', children: [{_key: `${key}s`, _type: 'span', text: key}], markDefs: []})
    expect(await messagesOf(body, [block('a'), block('b')])).toEqual(['Must have at most 1 blocks'])
  })
})

describe('unique (ED-VAL-041)', () => {
  it('marks every repeated item, by key, ignoring the keys themselves', async () => {
    const field = {type: 'array', of: [{type: 'reference', to: [{type: 'author'}]}], validation: (r: Rule) => r.unique()}
    const ref = (key: string, id: string) => ({_key: key, _type: 'reference', _ref: id})
    expect(await checkField(field, [ref('k1', 'a'), ref('k2', 'b'), ref('k3', 'a')])).toMatchObject([
      {level: 'error', message: "Can't be a duplicate", path: ['field', {_key: 'k1'}]},
      {level: 'error', message: "Can't be a duplicate", path: ['field', {_key: 'k3'}]},
    ])
  })

  it('primitives have no keys: the index names them', async () => {
    expect(await checkField(tags((r) => r.unique()), ['x', 'y', 'x'])).toMatchObject([
      {level: 'error', message: "Can't be a duplicate", path: ['field', 0]},
      {level: 'error', message: "Can't be a duplicate", path: ['field', 2]},
    ])
    expect(await messagesOf(tags((r) => r.unique()), ['x', 'y'])).toEqual([])
  })
})

describe('items by their own type (ED-VAL-042)', () => {
  it('each item runs its member type rules, on a path with its key', async () => {
    const field = {
      type: 'array',
      of: [{type: 'object', name: 'tier', fields: [{name: 'price', type: 'number', validation: (r: Rule) => r.min(0)}]}, {type: 'string', validation: (r: Rule) => r.max(2)}],
    }
    expect(await checkField(field, [{_key: 'k1', _type: 'tier', price: -1}, 'abc', {_key: 'k2', _type: 'tier', price: 3}])).toMatchObject([
      {level: 'error', message: 'Must be greater than or equal to 0', path: ['field', {_key: 'k1'}, 'price']},
      {level: 'error', message: 'Must be at most 2 characters long', path: ['field', 1]},
    ])
  })

  it('an item of a type the array does not hold is left to the form (INVALID_ITEM_TYPE)', async () => {
    const field = {type: 'array', of: [{type: 'object', name: 'tier', fields: [{name: 'a', type: 'string', validation: (r: Rule) => r.required()}]}]}
    expect(await messagesOf(field, [{_key: 'k', _type: 'other'}])).toEqual([])
  })
})

describe('primitives no member type takes', () => {
  it('a string in a list of numbers is an "Expected type" error at its index', async () => {
    expect(await checkField({type: 'array', of: [{type: 'number'}]}, [1, 'two', 3])).toEqual([
      {level: 'error', message: 'Expected type Number, got String', path: ['field', 1]},
    ])
    expect(await checkField({type: 'array', of: [{type: 'string'}]}, ['a', true])).toEqual([
      {level: 'error', message: 'Expected type String, got Boolean', path: ['field', 1]},
    ])
  })
})
