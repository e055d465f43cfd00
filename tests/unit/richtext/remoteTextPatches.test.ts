// Someone else's text merged into EDGE reaches the editor as diff-match-patch patches at the span's
// keyed path; spans the editor already shows as they are, or does not hold, give none.
import {applyPatches, parsePatch} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {remoteTextPatches} from '../../../core/richtext/remoteTextPatches.ts'

const block = (key: string, ...spans: [string, string][]) => ({_type: 'block', _key: key, children: spans.map(([spanKey, text]) => ({_type: 'span', _key: spanKey, text, marks: []}))})

describe('remote text patches', () => {
  it('turn the editor text into the merged text at the span path', () => {
    const editor = [block('b', ['s', 'MIDDLE end'])]
    const merged = [block('b', ['s', 'start MIDDLE end'])]
    const [patch, ...rest] = remoteTextPatches(editor, merged)
    expect(rest).toEqual([])
    expect(patch).toMatchObject({type: 'diffMatchPatch', path: [{_key: 'b'}, 'children', {_key: 's'}, 'text'], origin: 'remote'})
    expect(applyPatches(parsePatch(patch.value), 'MIDDLE end')[0]).toBe('start MIDDLE end')
  })

  it('give nothing for equal text, new spans or missing values', () => {
    const editor = [block('b', ['s', 'same'])]
    expect(remoteTextPatches(editor, [block('b', ['s', 'same'], ['t', 'new span'])])).toEqual([])
    // A block the editor has split (its patches not in the value yet) is left to the editor.
    expect(remoteTextPatches([block('b', ['s', 'See the '], ['l', 'docs'])], [block('b', ['s', 'See the docs'])])).toEqual([])
    expect(remoteTextPatches(undefined, editor)).toEqual([])
    expect(remoteTextPatches(editor, undefined)).toEqual([])
  })
})
