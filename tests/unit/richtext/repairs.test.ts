// The problems a rich-text value is checked for on every keystroke, asked again of the same blocks:
// what was sound stays sound, and a block that was sound on its own is still reported when its key
// is no longer unique in the list or when it is checked against other types.
import {describe, expect, test} from 'vitest'
import {richTextProblems, type RichTextTypes} from '../../../core/richtext/repairs.ts'

const TYPES: RichTextTypes = {blockObjects: new Set(['image']), inlineObjects: new Set()}
const newKey = () => 'new'
const paragraph = (key: string, text: string) => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children: [{_type: 'span', _key: `${key}-s`, text, marks: []}]})

describe('rich-text problems asked again of the same blocks', () => {
  test('a sound block checked before is still reported once another block takes its key', () => {
    const first = paragraph('a', 'One')
    expect(richTextProblems([first, paragraph('b', 'Two')], TYPES, newKey)).toEqual([])
    const problems = richTextProblems([first, paragraph('a', 'Again')], TYPES, newKey)
    expect(problems.map((problem) => [problem.repair, problem.at])).toEqual([['assignKey', [1]]])
  })

  test('a block sound for one set of types is checked again for another', () => {
    const image = {_type: 'image', _key: 'i'}
    expect(richTextProblems([image], TYPES, newKey)).toEqual([])
    const withoutImages: RichTextTypes = {blockObjects: new Set(), inlineObjects: new Set()}
    expect(richTextProblems([image], withoutImages, newKey).map((problem) => problem.repair)).toEqual(['removeBlock'])
  })

  test('a thousand sound blocks and one broken one: only the broken one is reported, at its place', () => {
    const blocks: unknown[] = Array.from({length: 1000}, (_, i) => paragraph(`p${i}`, `Paragraph ${i}`))
    expect(richTextProblems(blocks, TYPES, newKey)).toEqual([])
    blocks[500] = {...paragraph('p500', 'x'), children: []}
    expect(richTextProblems(blocks, TYPES, newKey).map((problem) => [problem.repair, problem.at])).toEqual([['insertEmptySpan', [500]]])
  })
})
