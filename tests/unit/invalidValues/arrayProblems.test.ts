// ED-ARR-040 … ED-ARR-044: array problems, their messages and the patches of their fixes.
import {describe, expect, it} from 'vitest'
import {valueProblems} from '../../../core/invalidValues/index.ts'
import {applyFix, fieldType} from './schema.ts'

const cards = fieldType('cards')
const blocks = fieldType('blocks')
const tags = fieldType('tags')

describe('MISSING_KEYS', () => {
  it('counts the object items without a key and gives each a random one', () => {
    const value = [{_type: 'card', heading: 'a'}, {_type: 'card', _key: 'k', heading: 'b'}, {_type: 'card', _key: '', heading: 'c'}]
    const [problem, ...rest] = valueProblems(value, cards, ['cards'])
    expect(rest).toEqual([])
    expect(problem).toMatchObject({code: 'MISSING_KEYS', path: ['cards'], params: {count: 2}})
    expect(problem!.message).toBe('2 items in this list have no key; the list cannot be edited until every item has one')
    expect(problem!.fixes.map((fix) => fix.kind)).toEqual(['add-keys'])
    const after = applyFix({cards: value}, problem!.fixes[0]!).cards as {_key: string; heading: string}[]
    expect(after.map((item) => item.heading)).toEqual(['a', 'b', 'c'])
    expect(after[1]!._key).toBe('k')
    expect(after[0]!._key).toMatch(/^[0-9a-zA-Z]{12}$/)
    expect(new Set(after.map((item) => item._key)).size).toBe(3)
    expect(valueProblems(after, cards, ['cards'])).toEqual([])
  })
})

describe('MISSING_KEYS in rich text', () => {
  it("'Add missing keys' keys a block and its spans and mark definitions, and changes nothing else", () => {
    const block = {_type: 'block', style: 'normal', markDefs: [{_type: 'link', href: 'https://example.com'}], children: [{_type: 'span', text: 'no keys', marks: []}]}
    const [problem, ...rest] = valueProblems([block], fieldType('body'), ['body'])
    expect(rest).toEqual([])
    expect(problem).toMatchObject({code: 'MISSING_KEYS', params: {count: 1}})
    expect(problem!.fixes[0]!.patches.map((patch) => patch.path)).toEqual([
      ['body', 0, '_key'],
      ['body', 0, 'markDefs', 0, '_key'],
      ['body', 0, 'children', 0, '_key'],
    ])
    const [after] = applyFix({body: [block]}, problem!.fixes[0]!).body as (typeof block & {_key: string})[]
    const keyOf = (value: unknown) => (value as {_key?: unknown})._key
    for (const item of [after, after!.children[0], after!.markDefs[0]]) expect(keyOf(item)).toMatch(/^[0-9a-zA-Z]{12}$/)
    expect(after).toEqual({...block, _key: keyOf(after), markDefs: [{...block.markDefs[0], _key: keyOf(after!.markDefs[0])}], children: [{...block.children[0], _key: keyOf(after!.children[0])}]})
  })

  it('reaches a keyed block by its key, and leaves keys that are there', () => {
    const value = [{_type: 'block', _key: 'b1', children: [{_type: 'span', _key: 's1', text: 'a'}, {_type: 'span', text: 'b'}]}, {_type: 'block', children: []}]
    const [problem] = valueProblems(value, fieldType('body'), ['body'])
    expect(problem!.fixes[0]!.patches.map((patch) => patch.path)).toEqual([
      ['body', {_key: 'b1'}, 'children', 1, '_key'],
      ['body', 1, '_key'],
    ])
  })
})

describe('DUPLICATE_KEYS', () => {
  it('keeps the first key and renames the later ones {oldKey}_deduped_{index}', () => {
    const value = [
      {_type: 'card', _key: 'a'},
      {_type: 'card', _key: 'b'},
      {_type: 'card', _key: 'a'},
      {_type: 'card', _key: 'a'},
    ]
    const [problem] = valueProblems(value, cards, ['cards'])
    expect(problem).toMatchObject({code: 'DUPLICATE_KEYS', params: {keys: 'a'}})
    expect(problem!.message).toBe('Several items in this list share a key (a); the list cannot be edited until every key is unique')
    const after = applyFix({cards: value}, problem!.fixes[0]!).cards as {_key: string}[]
    expect(after.map((item) => item._key)).toEqual(['a', 'b', 'a_deduped_2', 'a_deduped_3'])
  })

  it('never deduplicates onto a key already in use', () => {
    const value = [{_type: 'card', _key: 'a'}, {_type: 'card', _key: 'a_deduped_2'}, {_type: 'card', _key: 'a'}]
    const [problem] = valueProblems(value, cards, ['cards'])
    const after = applyFix({cards: value}, problem!.fixes[0]!).cards as {_key: string}[]
    expect(new Set(after.map((item) => item._key)).size).toBe(3)
  })
})

describe('MIXED_ARRAY', () => {
  it('removes the plain values from a list of objects, keeping the objects in order', () => {
    const value = ['x', {_type: 'card', _key: 'a'}, 3, {_type: 'card', _key: 'b'}, null]
    const [problem, ...rest] = valueProblems(value, cards, ['cards'])
    expect(rest).toEqual([])
    expect(problem).toMatchObject({code: 'MIXED_ARRAY', params: {count: 3}})
    expect(problem!.message).toBe('This list mixes objects with 3 plain values; a list holds one or the other')
    expect(problem!.fixes[0]!.kind).toBe('remove-non-objects')
    expect(applyFix({cards: value}, problem!.fixes[0]!).cards).toEqual([{_type: 'card', _key: 'a'}, {_type: 'card', _key: 'b'}])
  })

  it('removes the objects from a list of strings instead: the strings are the valid items', () => {
    const value = ['x', {_key: 'a'}, 'y']
    const [problem] = valueProblems(value, tags, ['tags'])
    expect(problem!.fixes[0]!.kind).toBe('remove-objects')
    expect(applyFix({tags: value}, problem!.fixes[0]!).tags).toEqual(['x', 'y'])
  })
})

describe('INVALID_ITEM_TYPE', () => {
  it('an object of a type the list does not declare can be removed, and only it', () => {
    const value = [{_type: 'card', _key: 'a'}, {_type: 'gone', _key: 'b', x: 1}]
    const [problem, ...rest] = valueProblems(value, cards, ['cards'])
    expect(rest).toEqual([])
    expect(problem).toMatchObject({code: 'INVALID_ITEM_TYPE', path: ['cards', {_key: 'b'}], value: {_type: 'gone', _key: 'b', x: 1}})
    expect(problem!.message).toBe('Item of type gone is not valid for this list')
    expect(applyFix({cards: value}, problem!.fixes[0]!).cards).toEqual([{_type: 'card', _key: 'a'}])
  })

  it('a number in a list of strings', () => {
    const [problem] = valueProblems(['a', 2], tags, ['tags'])
    expect(problem).toMatchObject({code: 'INVALID_ITEM_TYPE', path: ['tags', 1], params: {type: 'Number'}})
  })
})

describe('UNTYPED_OBJECT', () => {
  it('offers the one object type a list accepts, or removing the item', () => {
    const value = [{_key: 'a', heading: 'h'}]
    const [problem] = valueProblems(value, cards, ['cards'])
    expect(problem).toMatchObject({code: 'UNTYPED_OBJECT', path: ['cards', {_key: 'a'}]})
    expect(problem!.message).toBe('This item has no _type; this list accepts card')
    expect(problem!.fixes.map((fix) => [fix.kind, fix.to])).toEqual([['set-type', 'card'], ['remove-item', undefined]])
    expect(applyFix({cards: value}, problem!.fixes[0]!).cards).toEqual([{_key: 'a', heading: 'h', _type: 'card'}])
  })

  it('only removing when the list accepts several object types', () => {
    const [problem] = valueProblems([{_key: 'a'}], blocks, ['blocks'])
    expect(problem!.fixes.map((fix) => fix.kind)).toEqual(['remove-item'])
    expect(problem!.params.types).toBe('seo, quote')
  })
})
