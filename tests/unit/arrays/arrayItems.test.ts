// What the array input reads off the schema: options with their defaults, type titles, previews.
import {describe, expect, test} from 'vitest'
import {compileSchema, defineArrayMember, defineField, defineType} from '../../../core/schema/index.ts'
import {arrayOptionsOf, itemPreviewOf, keyedItemsOf, memberOf, typeTitleOf} from '../../../ui/form/arrays/arrayItems.ts'

describe('array options', () => {
  test('defaults: list layout, dialog of width 1, sortable (K-ED-071, ED-ARR-011)', () => {
    expect(arrayOptionsOf({})).toEqual({layout: 'list', columns: 4, modal: {type: 'dialog', width: 1}, sortable: true})
  })

  test('grid columns stay within 2 to 4 (K-ED-032); popover, auto width and sortable: false are read', () => {
    expect(arrayOptionsOf({options: {layout: 'grid', columns: 1}}).columns).toBe(2)
    expect(arrayOptionsOf({options: {layout: 'grid', columns: 9}}).columns).toBe(4)
    expect(arrayOptionsOf({options: {modal: {type: 'popover', width: 'auto'}, sortable: false}})).toMatchObject({
      modal: {type: 'popover', width: 'auto'},
      sortable: false,
    })
  })
})

describe('items and their previews', () => {
  const schema = compileSchema([
    defineType({
      name: 'holder',
      type: 'document',
      fields: [
        defineField({
          name: 'list',
          type: 'array',
          of: [
            defineArrayMember({name: 'codeSnippet', type: 'object', fields: [defineField({name: 'file', type: 'string'})], preview: {select: {title: 'file'}}}),
            defineArrayMember({name: 'quote', title: 'Quotation', type: 'object', fields: [defineField({name: 'by', type: 'string'})]}),
          ],
        }),
      ],
    }),
  ])
  const members = schema.schema.get('holder')!.fields.find((field) => field.name === 'list')!.type.of

  test('a type without a title is named after its name as a sentence', () => {
    expect(members.map(typeTitleOf)).toEqual(['Code snippet', 'Quotation'])
  })

  test('items are matched to their member by _type; the preview config gives the title', () => {
    const item = {_key: 'a', _type: 'codeSnippet', file: 'main.ts'}
    expect(memberOf(members, item)).toBe(members[0])
    expect(itemPreviewOf(members[0], item).title).toBe('main.ts')
    // An item of no declared type has no preview of its own: its card falls back to naming the type.
    expect(itemPreviewOf(undefined, {_key: 'b', _type: 'gone'})).toEqual({title: null, subtitle: null, description: null})
  })

  test('only keyed objects are items', () => {
    expect(keyedItemsOf([{_key: 'a'}, {title: 'no key'}, 'text', null])).toEqual([{_key: 'a'}])
    expect(keyedItemsOf('not a list')).toEqual([])
  })
})
