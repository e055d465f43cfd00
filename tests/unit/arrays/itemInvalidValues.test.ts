// ED-FORM-006 inside array items: an item holding a field its type does not declare marks its card,
// and the panel's fix (computed as the item's editor does) unsets that field alone, by key path.
import {describe, expect, test} from 'vitest'
import {unknownFieldProblems} from '../../../core/invalidValues/index.ts'
import {hasInvalidValues} from '../../../ui/form/arrays/arrayItems.ts'
import {applyFix, fieldType} from '../invalidValues/schema.ts'

const card = fieldType('cards').of[0]!
const seo = fieldType('blocks').of.find((member) => member.name === 'seo')!

describe('invalid values inside an array item', () => {
  test('an unknown field, at the item or deeper, marks the item; a clean item is not marked', () => {
    expect(hasInvalidValues(card, {_key: 'a', _type: 'card', heading: 'North'})).toBe(false)
    expect(hasInvalidValues(card, {_key: 'a', _type: 'card', heading: 'North', stray: 1})).toBe(true)
    expect(hasInvalidValues(card, {_key: 'a', _type: 'card', heading: 7})).toBe(true)
    expect(hasInvalidValues(seo, {_key: 'b', _type: 'seo', title: 'Kept'})).toBe(false)
    expect(hasInvalidValues(undefined, {_key: 'c', _type: 'gone', stray: 1})).toBe(false)
  })

  test('removing it unsets the field at the item path by key, and nothing else', () => {
    const doc = {
      title: 'Page',
      cards: [
        {_key: 'a', _type: 'card', heading: 'North'},
        {_key: 'b', _type: 'card', heading: 'South', stray: {deep: [1, 2]}, other: 'also unknown'},
      ],
    }
    const problems = unknownFieldProblems(doc.cards[1]!, card, ['cards', {_key: 'b'}])
    expect(problems.map((problem) => problem.params.field)).toEqual(['stray', 'other'])
    const [fix] = problems[0]!.fixes
    expect(fix!.patches).toEqual([{type: 'unset', path: ['cards', {_key: 'b'}, 'stray']}])
    expect(applyFix(doc, fix!)).toEqual({
      _id: 'drafts.p',
      _type: 'page',
      title: 'Page',
      cards: [
        {_key: 'a', _type: 'card', heading: 'North'},
        {_key: 'b', _type: 'card', heading: 'South', other: 'also unknown'},
      ],
    })
  })
})
