// A block someone else re-cut reaches a typing editor as span patches by key (ED-PT-064).
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, type LocalPatch} from '../../../core/editing/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {remoteSpanPatches} from '../../../core/richtext/remoteTextPatches.ts'

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, ...children: ReturnType<typeof span>[]) => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children})

/** The editor's value after the patches, applied as the lake would. */
function applied(value: unknown[], patches: ReturnType<typeof remoteSpanPatches>): unknown {
  const doc = {_id: 'd', _type: 't', _rev: '', _createdAt: '', _updatedAt: '', body: value} as unknown as SanityDocument
  const local = patches.map(({origin: _o, ...patch}) => ({...patch, path: ['body', ...patch.path]}) as unknown as LocalPatch)
  return applyLocalPatches(doc, local).body
}

describe('remoteSpanPatches', () => {
  it('takes a word bolded in the block being typed into by span key', () => {
    const shown = [block('p', span('p-s', 'one')), block('q', span('q-s', 'alpha betaXY gamma'))]
    const value = [shown[0], block('q', span('q-s', 'alpha', ['strong']), span('n1', ' betaXY gamma'))]
    const patches = remoteSpanPatches(shown, value)
    expect(patches.map((p) => p.type)).toEqual(['insert', 'diffMatchPatch', 'set'])
    expect(applied(shown, patches)).toEqual(value)
  })

  it('takes spans joined or all replaced, and leaves blocks with the same spans and reordered spans alone', () => {
    const shown = [block('q', span('a', 'one '), span('b', 'two', ['strong']), span('c', ' three'))]
    const joined = [block('q', span('a', 'one two three'))]
    expect(applied(shown, remoteSpanPatches(shown, joined))).toEqual(joined)
    const replaced = [block('q', span('x', 'one two'), span('y', ' three', ['em']))]
    expect(applied(shown, remoteSpanPatches(shown, replaced))).toEqual(replaced)
    expect(remoteSpanPatches(shown, [block('q', span('a', 'one!'), span('b', 'two', ['strong']), span('c', ' three'))])).toEqual([])
    expect(remoteSpanPatches(shown, [block('q', span('c', ' three'), span('a', 'one '), span('b', 'two', ['strong']))])).toEqual([])
  })
})
