// The read-only view of a deleted document shows each field as one line of text (valueText).
import {expect, test} from 'vitest'
import {VALUE_TEXT_LIMIT, valueText} from '../../../ui/structure/deleted/valueText.ts'

test('plain values read as themselves; booleans and emptiness are left to the caller to word', () => {
  expect(valueText('A title')).toEqual({kind: 'text', text: 'A title'})
  expect(valueText(12)).toEqual({kind: 'text', text: '12'})
  expect(valueText(false)).toEqual({kind: 'boolean', value: false})
  expect(valueText(undefined)).toEqual({kind: 'empty'})
  expect(valueText('   ')).toEqual({kind: 'empty'})
  expect(valueText([])).toEqual({kind: 'empty'})
})

test('nested values give their words in order, without system keys; a reference names its target', () => {
  expect(valueText({_type: 'slug', current: 'a-slug'})).toEqual({kind: 'text', text: 'a-slug'})
  expect(valueText({_type: 'reference', _ref: 'author-1'})).toEqual({kind: 'text', text: '→ author-1'})
  expect(valueText(['x', 'y'])).toEqual({kind: 'items', count: 2, text: 'x · y'})
})

test('rich text reads as its spans, not its styles or marks', () => {
  const block = {_type: 'block', _key: 'b', style: 'h2', markDefs: [], children: [{_type: 'span', _key: 's', text: 'Hello', marks: ['strong']}, {_type: 'span', _key: 't', text: 'there', marks: []}]}
  expect(valueText([block])).toEqual({kind: 'items', count: 1, text: 'Hello · there'})
})

test('long texts are cut to the limit', () => {
  const {text} = valueText('x'.repeat(1000)) as {text: string}
  expect(text).toHaveLength(VALUE_TEXT_LIMIT)
  expect(text.endsWith('…')).toBe(true)
})
