// A caret in a block whose spans someone else re-cut keeps its place in the block's text.
import {describe, expect, it} from 'vitest'
import {mapTextOffset, pointAtTextOffset, selectionAcrossRecut, selectionAcrossSplit, type Point} from '../../../core/richtext/caretAcrossRecut.ts'

const span = (_key: string, text: string, marks: string[] = []) => ({_type: 'span', _key, text, marks})
const block = (_key: string, ...children: unknown[]) => ({_type: 'block', _key, children})
const at = (blockKey: string, spanKey: string, offset: number): Point => ({path: [{_key: blockKey}, 'children', {_key: spanKey}], offset})
const caret = (point: Point) => ({anchor: point, focus: point, backward: false})

describe('caret across a re-cut', () => {
  const shown = [block('a', span('s', 'Other.')), block('b', span('s1', 'One two three.'))]
  const bolded = [block('a', span('s', 'Other.')), block('b', span('s1', 'One '), span('x', 'two', ['strong']), span('y', ' three.'))]

  it('keeps the offset in the text: the end stays the end, a place inside the bold word stays inside it', () => {
    expect(selectionAcrossRecut(shown, bolded, caret(at('b', 's1', 14)))).toEqual(caret(at('b', 'y', 7)))
    expect(selectionAcrossRecut(shown, bolded, caret(at('b', 's1', 5)))).toEqual(caret(at('b', 'x', 1)))
    // On a border, the end of the span before it.
    expect(selectionAcrossRecut(shown, bolded, caret(at('b', 's1', 7)))).toEqual(caret(at('b', 'x', 3)))
  })

  it('moves each end of a range on its own, and leaves an end in an unchanged block as it is', () => {
    const range = {anchor: at('a', 's', 2), focus: at('b', 's1', 9), backward: false}
    expect(selectionAcrossRecut(shown, bolded, range)).toEqual({anchor: at('a', 's', 2), focus: at('b', 'y', 2), backward: false})
  })

  it('follows text inserted or removed before it', () => {
    const edited = [block('b', span('s1', 'Well, one '), span('x', 'two', ['strong']), span('y', ' three.'))]
    expect(selectionAcrossRecut(shown, edited, caret(at('b', 's1', 14)))).toEqual(caret(at('b', 'y', 7)))
    expect(mapTextOffset('One two three.', 'One three.', 10)).toBe(6)
    expect(mapTextOffset('abcdef', 'abXYZef', 3)).toBe(5)
    expect(mapTextOffset('abc', 'abc', 2)).toBe(2)
  })

  it('gives nothing when the spans are the same, the block is gone, or there is no selection', () => {
    const typed = [block('b', span('s1', 'One two three and more.'))]
    expect(selectionAcrossRecut(shown, typed, caret(at('b', 's1', 3)))).toBeUndefined()
    expect(selectionAcrossRecut(shown, [block('a', span('s', 'Other.'))], caret(at('b', 's1', 3)))).toBeUndefined()
    expect(selectionAcrossRecut(shown, bolded, null)).toBeUndefined()
    expect(selectionAcrossRecut(shown, bolded, caret({path: [{_key: 'b'}], offset: 0}))).toBeUndefined()
  })

  it('finds a point past inline objects and at the ends', () => {
    const children = [span('a', 'ab'), {_type: 'footnote', _key: 'f'}, span('c', 'cd')]
    expect(pointAtTextOffset(children, 0)).toEqual({key: 'a', offset: 0})
    expect(pointAtTextOffset(children, 3)).toEqual({key: 'c', offset: 1})
    expect(pointAtTextOffset(children, 9)).toEqual({key: 'c', offset: 2})
    expect(pointAtTextOffset([{_type: 'footnote', _key: 'f'}], 0)).toBeUndefined()
  })
})

describe('caret across a split', () => {
  const shown = [block('a', span('s', 'One two three.')), block('z', span('zs', 'Last.'))]
  const split = [block('a', span('s', 'One two')), block('n', span('ns', ' three.')), block('z', span('zs', 'Last.'))]

  it('follows the text behind it into the block split off', () => {
    expect(selectionAcrossSplit(shown, split, caret(at('a', 's', 14)))).toEqual(caret(at('n', 'ns', 7)))
    expect(selectionAcrossSplit(shown, split, caret(at('a', 's', 9)))).toEqual(caret(at('n', 'ns', 2)))
  })

  it('stays before the split, at it, and when the new block holds other text or is not new', () => {
    expect(selectionAcrossSplit(shown, split, caret(at('a', 's', 3)))).toBeUndefined()
    expect(selectionAcrossSplit(shown, split, caret(at('a', 's', 7)))).toBeUndefined()
    const other = [block('a', span('s', 'One two')), block('n', span('ns', 'Something else')), block('z', span('zs', 'Last.'))]
    expect(selectionAcrossSplit(shown, other, caret(at('a', 's', 14)))).toBeUndefined()
    const moved = [block('a', span('s', 'One two')), block('z', span('zs', ' three.Last.'))]
    expect(selectionAcrossSplit(shown, moved, caret(at('a', 's', 14)))).toBeUndefined()
  })
})
