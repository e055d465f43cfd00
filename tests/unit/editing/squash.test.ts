// Squashing pending patches: string-set runs become one diff against the base they were made on.
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, pairSpec, squash, withoutRepeatedSetIfMissing, type LocalPatch} from '../../../core/editing/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const spec = pairSpec({publishedId: 'p1', type: 'post'})
const draft = (fields: Record<string, unknown>): SanityDocument => ({
  _id: 'drafts.p1',
  _type: 'post',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00.000Z',
  _updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
})
const typing = (path: LocalPatch['path'], from: string, to: string): LocalPatch[] =>
  [...to.slice(from.length)].map((_, i) => ({type: 'set', path, value: to.slice(0, from.length + i + 1)}))

describe('squash', () => {
  it('turns letters typed into one field into one diffMatchPatch from the starting value', () => {
    const base = {draft: draft({title: 'Hello'}), published: null}
    const out = squash(spec, base, typing(['title'], 'Hello', 'Hello world'))
    expect(out.map((p) => p.type)).toEqual(['setIfMissing', 'diffMatchPatch'])
    expect(applyLocalPatches(base.draft, out).title).toBe('Hello world')
  })

  it('merges with what someone else typed meanwhile, because the diff applies to their text', () => {
    const base = {draft: draft({title: 'Hello'}), published: null}
    const mine = squash(spec, base, typing(['title'], 'Hello', 'Hello world'))
    const theirs = draft({title: 'Oh Hello'})
    expect(applyLocalPatches(theirs, mine).title).toBe('Oh Hello world')
  })

  it('starts a missing field empty before diffing, so two first words merge', () => {
    const base = {draft: draft({}), published: null}
    const out = squash(spec, base, typing(['title'], '', 'abc'))
    expect(out.map((p) => p.type)).toEqual(['setIfMissing', 'diffMatchPatch'])
    const meanwhile = draft({title: 'xyz'})
    expect(applyLocalPatches(meanwhile, out).title).toBe('xyzabc')
  })

  it('keeps runs on different paths apart and in order', () => {
    const base = {draft: draft({a: 'x', b: 'y'}), published: null}
    const patches: LocalPatch[] = [
      ...typing(['a'], 'x', 'x12'),
      ...typing(['b'], 'y', 'y3'),
      {type: 'set', path: ['a'], value: 'x12!'},
    ]
    const out = squash(spec, base, patches).filter((p) => p.type === 'diffMatchPatch')
    expect(out.map((p) => p.path[0])).toEqual(['a', 'b', 'a'])
    expect(applyLocalPatches(base.draft, squash(spec, base, patches))).toMatchObject({a: 'x12!', b: 'y3'})
  })

  it('leaves non-string sets, unsets and inserts as they are', () => {
    const base = {draft: draft({n: 1, list: [{_key: 'k1', text: 'a'}]}), published: null}
    const patches: LocalPatch[] = [
      {type: 'set', path: ['n'], value: 2},
      {type: 'unset', path: ['gone']},
      {type: 'insert', path: ['list', -1], position: 'after', items: [{_key: 'k2', text: 'b'}]},
    ]
    expect(squash(spec, base, patches)).toEqual(patches)
  })

  it('diffs inside array items addressed by _key', () => {
    const base = {draft: draft({list: [{_key: 'k1', text: 'ab'}]}), published: null}
    const out = squash(spec, base, typing(['list', {_key: 'k1'}, 'text'], 'ab', 'abcd'))
    expect(applyLocalPatches(base.draft, out).list).toEqual([{_key: 'k1', text: 'abcd'}])
  })

  it('drops a run that ends where it started (typed, then erased)', () => {
    const base = {draft: draft({title: 'Hi'}), published: null}
    const patches: LocalPatch[] = [
      {type: 'set', path: ['title'], value: 'Hi!'},
      {type: 'set', path: ['title'], value: 'Hi'},
    ]
    expect(squash(spec, base, patches)).toEqual([])
  })

  it('a field someone removed meanwhile does not make the lake refuse the other edits', () => {
    const base = {draft: draft({title: 'Hello'}), published: null}
    const out = squash(spec, base, [...typing(['title'], 'Hello', 'Hello!'), {type: 'set', path: ['n'], value: 1}])
    // Without "start empty if missing" the diff would find no string and fail the transaction.
    expect(applyLocalPatches(draft({}), out)).toMatchObject({title: '', n: 1})
  })

  it('overwrites a value that is not a string with a plain set', () => {
    const base = {draft: draft({title: 42}), published: null}
    expect(squash(spec, base, [{type: 'set', path: ['title'], value: 'x'}])).toEqual([{type: 'set', path: ['title'], value: 'x'}])
  })

  it('diffs against the published content when the draft does not exist yet', () => {
    const published = {...draft({title: 'Pub'}), _id: 'p1'}
    const out = squash(spec, {draft: null, published}, typing(['title'], 'Pub', 'Pub!'))
    expect(out[1]).toEqual({type: 'diffMatchPatch', path: ['title'], value: '@@ -1,3 +1,4 @@\n Pub\n+!\n'})
  })

  it('leaves atomic sets (a chosen option or date) as sets, so they never merge into someone else\'s choice', () => {
    const base = {draft: draft({size: 'small', title: 'Hi'}), published: null}
    const out = squash(spec, base, [
      {type: 'set', path: ['size'], value: 'medium', atomic: true},
      {type: 'set', path: ['size'], value: 'large', atomic: true},
      ...typing(['title'], 'Hi', 'Hi there'),
    ])
    expect(out.map((p) => `${p.type} ${p.path.join('.')}`)).toEqual(['set size', 'set size', 'setIfMissing title', 'diffMatchPatch title'])
    // Someone chose 'tiny' meanwhile: ours replaces it whole instead of making 'tinylarge'.
    expect(applyLocalPatches(draft({size: 'tiny', title: 'Hi'}), out)).toMatchObject({size: 'large', title: 'Hi there'})
  })

  describe('typing into a field of an object (each keystroke also creates the object if missing)', () => {
    const seo = {type: 'setIfMissing', path: ['seo'], value: {_type: 'seo'}} as const
    const keystrokes = (path: LocalPatch['path'], from: string, to: string, ancestors: LocalPatch[]): LocalPatch[] =>
      typing(path, from, to).flatMap((set) => [...ancestors, set])
    const summary = (patches: LocalPatch[]) => patches.map((p) => `${p.type} ${p.path.join('.')}`)

    it('keeps one creation of the object, first, and merges the keystrokes into one diff', () => {
      const base = {draft: draft({}), published: null}
      const out = squash(spec, base, keystrokes(['seo', 'description'], '', 'abc', [seo]))
      expect(summary(out)).toEqual(['setIfMissing seo', 'setIfMissing seo.description', 'diffMatchPatch seo.description'])
      expect(applyLocalPatches(base.draft, out).seo).toEqual({_type: 'seo', description: 'abc'})
    })

    it('merges with text someone else typed into the same field meanwhile', () => {
      const base = {draft: draft({seo: {_type: 'seo', description: 'Hi'}}), published: null}
      const out = squash(spec, base, keystrokes(['seo', 'description'], 'Hi', 'Hi there', [seo]))
      expect(summary(out)).toEqual(['setIfMissing seo', 'setIfMissing seo.description', 'diffMatchPatch seo.description'])
      expect(applyLocalPatches(draft({seo: {_type: 'seo', description: 'Oh Hi'}}), out).seo).toEqual({_type: 'seo', description: 'Oh Hi there'})
    })

    it('keeps one creation per level for a field two objects deep', () => {
      const inner = {type: 'setIfMissing', path: ['seo', 'inner'], value: {}} as const
      const base = {draft: draft({}), published: null}
      const out = squash(spec, base, keystrokes(['seo', 'inner', 'note'], '', 'ok', [seo, inner]))
      expect(summary(out)).toEqual(['setIfMissing seo', 'setIfMissing seo.inner', 'setIfMissing seo.inner.note', 'diffMatchPatch seo.inner.note'])
      expect(applyLocalPatches(base.draft, out).seo).toEqual({_type: 'seo', inner: {note: 'ok'}})
    })

    it('keeps a repeated creation when the object may have been removed in between', () => {
      const patches: LocalPatch[] = [
        seo,
        {type: 'set', path: ['seo', 'description'], value: 'a'},
        {type: 'unset', path: ['seo']},
        seo,
        {type: 'set', path: ['seo', 'description'], value: 'b'},
      ]
      expect(withoutRepeatedSetIfMissing(patches)).toEqual(patches)
      const base = {draft: draft({}), published: null}
      expect(applyLocalPatches(base.draft, squash(spec, base, patches)).seo).toEqual({_type: 'seo', description: 'b'})
    })

    it('letters typed after the pending patches were squashed once (the base moved) join the same diff', () => {
      const base = {draft: draft({}), published: null}
      const first = squash(spec, base, keystrokes(['seo', 'description'], '', 'ab', [seo]))
      const out = squash(spec, base, [...first, ...keystrokes(['seo', 'description'], 'ab', 'abcd', [seo])])
      expect(summary(out)).toEqual(['setIfMissing seo', 'setIfMissing seo.description', 'diffMatchPatch seo.description'])
      expect(applyLocalPatches(base.draft, out).seo).toEqual({_type: 'seo', description: 'abcd'})
    })

    it('drops repeats between atomic sets too, which stay sets', () => {
      const patches: LocalPatch[] = [
        seo,
        {type: 'set', path: ['seo', 'when'], value: '2024-01-01', atomic: true},
        seo,
        {type: 'set', path: ['seo', 'when'], value: '2024-01-02', atomic: true},
      ]
      expect(summary(squash(spec, {draft: draft({}), published: null}, patches))).toEqual(['setIfMissing seo', 'set seo.when', 'set seo.when'])
    })
  })
})
