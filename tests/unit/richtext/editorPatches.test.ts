// The editor's patches moved under the field's path: each shape the editor emits becomes the local
// patch the lake applies at the same place, and applying the mapped patches to a document gives the
// value the editor's own patch semantics give to the field (@portabletext/patches' applyAll).
import {applyAll, type Patch} from '@portabletext/patches'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, type LocalPatch} from '../../../core/editing/localPatches.ts'
import {pathToString} from '../../../core/editing/paths.ts'
import {EditorPatchError, localPatchOf, localPatchesOf, type EditorPatch} from '../../../core/richtext/editorPatches.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const FIELD = ['body'] as const

const block = (key: string, text: string, marks: string[] = []) => ({
  _type: 'block', _key: key, style: 'normal', markDefs: [], children: [{_type: 'span', _key: `${key}s`, text, marks}],
})

describe('localPatchOf', () => {
  it('puts span text diffs under the field, keyed segments kept', () => {
    const patch = localPatchOf(FIELD, {type: 'diffMatchPatch', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: '@@ -1 +1,2 @@\n a\n+b\n'})
    expect(patch).toEqual({type: 'diffMatchPatch', path: ['body', {_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: '@@ -1 +1,2 @@\n a\n+b\n'})
    expect(pathToString(patch.path)).toBe('body[_key=="b1"].children[_key=="s1"].text')
  })

  it('stores a set of a whole block or of marks as a value, never as mergeable text', () => {
    expect(localPatchOf(FIELD, {type: 'set', path: [{_key: 'b1'}, 'style'], value: 'h2'})).toEqual({type: 'set', path: ['body', {_key: 'b1'}, 'style'], value: 'h2'})
    expect(localPatchOf(FIELD, {type: 'set', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'marks'], value: ['strong']})).toEqual({
      type: 'set', path: ['body', {_key: 'b1'}, 'children', {_key: 's1'}, 'marks'], value: ['strong'], atomic: true,
    })
  })

  it('maps the empty path to the field itself: the first edit creates the array, emptying the editor unsets it', () => {
    expect(localPatchOf(FIELD, {type: 'setIfMissing', path: [], value: []})).toEqual({type: 'setIfMissing', path: ['body'], value: []})
    expect(localPatchOf(FIELD, {type: 'unset', path: []})).toEqual({type: 'unset', path: ['body']})
  })

  it('keeps insert positions and index segments', () => {
    expect(localPatchOf(FIELD, {type: 'insert', path: [0], position: 'before', items: [block('b0', '')]})).toEqual({
      type: 'insert', path: ['body', 0], position: 'before', items: [block('b0', '')],
    })
    expect(localPatchOf(['page', 'content'], {type: 'insert', path: [{_key: 'b1'}], position: 'after', items: []}).path).toEqual(['page', 'content', {_key: 'b1'}])
  })

  it('refuses what the form cannot address: index ranges, an insert without an anchor, a non-numeric inc', () => {
    expect(() => localPatchOf(FIELD, {type: 'unset', path: [[0, 2]]})).toThrow(EditorPatchError)
    expect(() => localPatchOf(FIELD, {type: 'insert', path: [], position: 'after', items: []})).toThrow(EditorPatchError)
    expect(() => localPatchOf(FIELD, {type: 'inc', path: ['x'], value: 'one'})).toThrow(EditorPatchError)
  })
})

describe('localPatchesOf', () => {
  const ancestors: LocalPatch[] = [{type: 'setIfMissing', path: ['seo'], value: {}}]

  it('creates the objects above a nested field before a write', () => {
    const patches = localPatchesOf(['seo', 'body'], [{type: 'setIfMissing', path: [], value: []}], ancestors)
    expect(patches.map((patch) => patch.type)).toEqual(['setIfMissing', 'setIfMissing'])
    expect(patches[0]).toBe(ancestors[0])
  })

  it('does not create them for an unset, which would leave an empty object behind', () => {
    expect(localPatchesOf(['seo', 'body'], [{type: 'unset', path: []}], ancestors)).toEqual([{type: 'unset', path: ['seo', 'body']}])
  })
})

// Editor patches that a real editing session produces on a value of text blocks, built from it.
const key = fc.constantFrom('a', 'b', 'c', 'd')
const text = fc.string({maxLength: 6})
const value = fc.uniqueArray(fc.tuple(key, text), {selector: ([k]) => k, minLength: 1, maxLength: 4}).map((entries) => entries.map(([k, t]) => block(k, t)))

function patchArbitrary(blocks: ReturnType<typeof block>[]): fc.Arbitrary<EditorPatch> {
  const existing = fc.constantFrom(...blocks.map((b) => b._key))
  return fc.oneof(
    fc.tuple(existing, text).map(([k, t]): EditorPatch => ({type: 'set', path: [{_key: k}, 'children', {_key: `${k}s`}, 'text'], value: t})),
    fc.tuple(existing, fc.constantFrom('h1', 'normal', 'blockquote')).map(([k, style]): EditorPatch => ({type: 'set', path: [{_key: k}, 'style'], value: style})),
    fc.tuple(existing, fc.constantFrom(['strong'], ['em', 'code'], [])).map(([k, marks]): EditorPatch => ({type: 'set', path: [{_key: k}, 'children', {_key: `${k}s`}, 'marks'], value: marks})),
    fc.tuple(existing, fc.constantFrom('before', 'after') as fc.Arbitrary<'before' | 'after'>, text).map(([k, position, t]): EditorPatch => ({type: 'insert', path: [{_key: k}], position, items: [block(`n${k}${position}`, t)]})),
    existing.map((k): EditorPatch => ({type: 'unset', path: [{_key: k}]})),
  )
}

describe('mapped patches applied by the lake equal the editor\'s own result', () => {
  it('for any value and any editor patch', () => {
    fc.assert(
      fc.property(value.chain((blocks) => fc.tuple(fc.constant(blocks), patchArbitrary(blocks))), ([blocks, patch]) => {
        const doc = {_id: 'drafts.x', _type: 'article', body: blocks} as unknown as SanityDocument
        const stored = applyLocalPatches(doc, localPatchesOf(FIELD, [patch]))
        expect(stored.body).toEqual(applyAll(blocks, [patch as Patch]))
      }),
    )
  })
})
