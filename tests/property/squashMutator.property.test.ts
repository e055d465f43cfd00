// Squashing (core/editing/squash.ts) against @sanity/mutator itself, as the lake applies patches:
// the squashed patches make the same document as the patches typed one by one, from documents
// where the path holds a string, something else, or nothing, under parents that are missing,
// objects, arrays, strings or null, at field paths, keyed item paths and array indexes (the slot
// after the last item, where a set appends and a setIfMissing does nothing). The lake refuses a
// transaction when one of its patches fails, so the squashed patches must not fail either where
// the typed ones do not.
import fc from 'fast-check'
import {Mutation} from '@sanity/mutator'
import {describe, expect, it} from 'vitest'
import {pairSpec, squash, toPatchOperations, type LocalPatch} from '../../core/editing/index.ts'
import type {Path} from '../../core/editing/paths.ts'
import type {SanityDocument} from '../../core/lake/types.ts'

const runs = (usual: number) => Number(process.env.EDITING_PROPERTY_RUNS ?? usual)

/** Applies the patches one after the other with the mutator, as one transaction: null when one fails. */
function applyAll(doc: SanityDocument, patches: readonly LocalPatch[]): SanityDocument | null {
  let current = doc
  for (const patch of patches) {
    try {
      const mutation = new Mutation({mutations: [{patch: {...structuredClone(toPatchOperations(patch)), id: current._id}}] as never})
      current = mutation.apply(current as never) as unknown as SanityDocument
    } catch {
      return null
    }
  }
  return current
}

const PATHS: Path[] = [
  ['title'],
  ['tags'],
  ['tags', 0],
  ['tags', 1],
  ['tags', 2],
  ['tags', -1],
  ['seo'],
  ['seo', 'title'],
  ['seo', 'inner', 'note'],
  ['list', {_key: 'k1'}, 'label'],
  ['list', {_key: 'k2'}, 'label'],
  ['list', 0, 'label'],
  ['list', 1],
  ['list', 1, 'label'],
  ['missing', 'deep'],
]

const path = fc.constantFrom(...PATHS)
const letter = fc.constantFrom('a', 'b', 'c')
const word = fc.string({unit: letter, maxLength: 4})

/** A word typed letter by letter into one path: one string set per prefix (the first may be empty). */
const typing = fc.tuple(path, word).map(([at, typed]): LocalPatch[] =>
  Array.from({length: typed.length + 1}, (_, index) => ({type: 'set', path: at, value: typed.slice(0, index)})),
)
const other: fc.Arbitrary<LocalPatch[]> = fc.oneof(
  fc.tuple(path, fc.constantFrom<unknown>(['x'], [], {}, {_type: 'seo'}, 3, null, 'whole')).map(([at, value]): LocalPatch[] => [{type: 'set', path: at, value}]),
  fc.tuple(path, word).map(([at, value]): LocalPatch[] => [{type: 'set', path: at, value, atomic: true}]),
  path.map((at): LocalPatch[] => [{type: 'unset', path: at}]),
  fc.tuple(path, fc.constantFrom<unknown>('', {}, [])).map(([at, value]): LocalPatch[] => [{type: 'setIfMissing', path: at, value}]),
  fc.constantFrom<LocalPatch[]>(
    [{type: 'insert', path: ['tags', -1], position: 'after', items: ['i']}],
    [{type: 'insert', path: ['list', 0], position: 'before', items: [{_key: 'k2'}]}],
  ),
)
const patches = fc.array(fc.oneof({arbitrary: typing, weight: 3}, {arbitrary: other, weight: 2}), {maxLength: 8}).map((groups) => groups.flat())

const anything = [undefined, null, 'a string', 7, {}, []]
const start = fc.record({
  title: fc.constantFrom<unknown>(...anything, 'ab'),
  tags: fc.constantFrom<unknown>(...anything, ['x'], ['x', 'y'], [3]),
  seo: fc.constantFrom<unknown>(...anything, {title: 'ab'}, {title: 3}, {inner: {}}, {inner: 'x'}),
  list: fc.constantFrom<unknown>(...anything, [{_key: 'k1'}], [{_key: 'k1', label: 'ab'}], ['plain'], [{_key: 'k1'}, {_key: 'k2', label: 7}]),
  missing: fc.constantFrom<unknown>(undefined, {}, 'x'),
})

function documentOf(fields: Record<string, unknown>): SanityDocument {
  const doc: Record<string, unknown> = {_id: 'drafts.doc', _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: ''}
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) doc[name] = structuredClone(value)
  return doc as SanityDocument
}

const spec = pairSpec({publishedId: 'doc', type: 'post'})

describe('squash against @sanity/mutator (property)', () => {
  it('makes the document the patches make one by one, and fails only where they do', () => {
    fc.assert(
      fc.property(start, patches, (fields, edits) => {
        const doc = documentOf(fields)
        const expected = applyAll(doc, edits)
        const squashed = squash(spec, {draft: doc, published: null}, edits)
        if (expected !== null) expect(applyAll(doc, squashed)).toEqual(expected)
      }),
      {numRuns: runs(2000)},
    )
  })

  it('so does squashing again with more edits after the first squash', () => {
    fc.assert(
      fc.property(start, patches, patches, (fields, before, after) => {
        const doc = documentOf(fields)
        const base = {draft: doc, published: null}
        const expected = applyAll(doc, [...before, ...after])
        if (expected !== null) expect(applyAll(doc, squash(spec, base, [...squash(spec, base, before), ...after]))).toEqual(expected)
      }),
      {numRuns: runs(1000)},
    )
  })

  it('keeps a string set that appends an array slot (the slot after the last item)', () => {
    const doc = documentOf({tags: ['x']})
    const edits: LocalPatch[] = [{type: 'set', path: ['tags', 1], value: 'y'}]
    expect(applyAll(doc, squash(spec, {draft: doc, published: null}, edits))?.tags).toEqual(['x', 'y'])
  })

  it('still turns typing into a field of an object that is there into one diff', () => {
    const doc = documentOf({seo: {}, list: [{_key: 'k1', label: 'ab'}]})
    const typed = (at: Path, from: string, to: string): LocalPatch[] => [...to.slice(from.length)].map((_, i) => ({type: 'set', path: at, value: to.slice(0, from.length + i + 1)}))
    const out = squash(spec, {draft: doc, published: null}, [...typed(['title'], '', 'hi'), ...typed(['seo', 'title'], '', 'yo'), ...typed(['list', {_key: 'k1'}, 'label'], 'ab', 'abc')])
    expect(out.map((patch) => patch.type)).toEqual(['setIfMissing', 'diffMatchPatch', 'setIfMissing', 'diffMatchPatch', 'setIfMissing', 'diffMatchPatch'])
  })
})
