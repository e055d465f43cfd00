// Pending rich-text typing that follows its text when someone else moved it (core/editing/retarget.ts).
import {describe, expect, it} from 'vitest'
import {diffPatchText, type LocalPatch} from '../../../core/editing/index.ts'
import {applyRetargeted, retargetSpanDiff} from '../../../core/editing/retarget.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {unplacedSpanDiffs} from '../../../core/richtext/unplacedSpanDiffs.ts'

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, ...children: ReturnType<typeof span>[]) => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children})
const doc = (...body: unknown[]) => ({_id: 'd', _type: 'post', _rev: '', _createdAt: '', _updatedAt: '', body}) as unknown as SanityDocument
const typed = (from: string, to: string, blockKey = 'q', spanKey = 'q-s'): LocalPatch & {type: 'diffMatchPatch'} => ({
  type: 'diffMatchPatch',
  path: ['body', {_key: blockKey}, 'children', {_key: spanKey}, 'text'],
  value: diffPatchText(from, to),
})
const texts = (d: SanityDocument) => (d.body as ReturnType<typeof block>[]).map((b) => b.children.map((c) => c.text))

describe('a pending text diff whose span someone else re-cut', () => {
  it('goes to the span its context is in now (a word before it was bolded)', () => {
    const {doc: after, patches, unplaced} = applyRetargeted(doc(block('q', span('q-s', 'alpha', ['strong']), span('n', ' beta gamma'))), [typed('alpha beta gamma', 'alpha betaX gamma')])
    expect(texts(after)).toEqual([['alpha', ' betaX gamma']])
    expect(patches.map((p) => p.path)).toEqual([['body', {_key: 'q'}, 'children', {_key: 'n'}, 'text']])
    expect(unplaced).toEqual([])
  })

  it('follows text split off into a new block, or joined into the block before', () => {
    const split = applyRetargeted(doc(block('q', span('q-s', 'two|')), block('n', span('n-s', 'TWO'))), [typed('two|TWO', 'two|TWOab')])
    expect(texts(split.doc)).toEqual([['two|'], ['TWOab']])
    const joined = applyRetargeted(doc(block('p', span('p-s', 'onetwo'))), [typed('two', 'twoab')])
    expect(texts(joined.doc)).toEqual([['onetwoab']])
  })

  it('is left as it was when its context is found more than once, and reported when it then does not apply', () => {
    const d = doc(block('p', span('p-s', 'two two')))
    const {doc: after, patches, unplaced} = applyRetargeted(d, [typed('two', 'twoab')])
    expect(texts(after)).toEqual([['two two']])
    expect(patches).toEqual([typed('two', 'twoab')])
    expect(unplaced).toEqual([typed('two', 'twoab')])
    expect(unplacedSpanDiffs(d.body as unknown[], [{...typed('two', 'twoab'), path: [{_key: 'q'}, 'children', {_key: 'q-s'}, 'text']}])).toBe(1)
  })

  it('is kept as it is when its context is still in its span (someone typing in it too merges as before)', () => {
    const blocks = [block('q', span('q-s', 'alpha beta gamma!'))]
    const patch = typed('alpha beta gamma', 'alpha betaX gamma')
    expect(retargetSpanDiff(blocks, patch, {arrayPath: ['body'], blockKey: 'q', spanKey: 'q-s'})).toEqual({patches: [patch], unplaced: false})
  })
})
