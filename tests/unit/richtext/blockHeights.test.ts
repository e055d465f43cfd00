// The height a chunk of a long body stands in at before it is drawn follows what the stylesheet
// draws at the form's usual width (figures measured in Chromium: 163 characters of a paragraph
// wrap to three lines, 5.3em with its margin; an h2 of a line is 3.2em; a one-line list item 1.85em).
import {describe, expect, test} from 'vitest'
import {estimatedBlockEm, estimatedBlocksEm} from '../../../core/richtext/blockHeights.ts'

const block = (text: string, extra: Record<string, unknown> = {}) => ({_type: 'block', style: 'normal', children: [{_type: 'span', text}], ...extra})
const chars = (n: number) => 'x'.repeat(n)

describe('estimated block heights', () => {
  test('a paragraph takes a line for each 75 characters, at least one, and its margin', () => {
    expect(estimatedBlockEm(block(''))).toBeCloseTo(2.1)
    expect(estimatedBlockEm(block(chars(75)))).toBeCloseTo(2.1)
    expect(estimatedBlockEm(block(chars(76)))).toBeCloseTo(3.7)
    expect(estimatedBlockEm(block(chars(163)))).toBeCloseTo(5.3)
  })

  test('the text of every span counts, inline objects do not', () => {
    const split = {_type: 'block', children: [{_type: 'span', text: chars(50)}, {_type: 'footnote', _key: 'f'}, {_type: 'span', text: chars(50)}]}
    expect(estimatedBlockEm(split)).toBeCloseTo(estimatedBlockEm(block(chars(100))))
  })

  test('headings take their larger lines and margins, list items their closer spacing', () => {
    expect(estimatedBlockEm(block(chars(37), {style: 'h2'}))).toBeCloseTo(3.28)
    expect(estimatedBlockEm(block(chars(37), {style: 'h3'}))).toBeCloseTo(2.835)
    expect(estimatedBlockEm(block(chars(37), {style: 'h1'}))).toBeGreaterThan(estimatedBlockEm(block(chars(37), {style: 'h2'})))
    expect(estimatedBlockEm(block(chars(56), {listItem: 'number', level: 2}))).toBeCloseTo(1.85)
  })

  test('a block object is a card; values that are not blocks count as one too', () => {
    expect(estimatedBlockEm({_type: 'image', _key: 'i'})).toBeCloseTo(4.8)
    expect(estimatedBlockEm(null)).toBeCloseTo(4.8)
    expect(estimatedBlockEm({_type: 'block', children: 'not a list'})).toBeCloseTo(2.1)
  })

  test('a run of blocks adds up, rounded to a tenth', () => {
    expect(estimatedBlocksEm([])).toBe(0)
    expect(estimatedBlocksEm([block(chars(163)), block(chars(37), {style: 'h2'}), {_type: 'image'}])).toBe(13.4)
  })
})
