// Restoring a revision over random documents holding references, some to documents that are gone:
// the mutation is one createOrReplace of the target id without `_updatedAt` or `_rev`, no
// reference to a missing document survives (an array item that is one goes, a field holding one
// is unset), every reference to a document that exists stays, and nothing else changes.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {referencedIds, restoreMutation} from '../../core/history/index.ts'

const EXISTING = ['a1', 'a2', 'a3']
const MISSING = ['gone1', 'gone2']
const exists = (id: string) => EXISTING.includes(id)

const reference = fc.record({_type: fc.constant('reference'), _ref: fc.constantFrom(...EXISTING, ...MISSING)}, {requiredKeys: ['_type', '_ref']})
const leaf = fc.oneof(fc.string({maxLength: 5}), fc.integer(), fc.boolean(), fc.constant(null))
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({maxDepth: 4}, leaf, reference, tie('object'), tie('array')),
  object: fc.dictionary(fc.constantFrom('title', 'author', 'body', 'meta', 'items'), tie('node'), {maxKeys: 4}),
  array: fc.array(fc.oneof(reference, fc.record({_key: fc.string({minLength: 1, maxLength: 4}), inner: tie('node')})), {maxLength: 4}),
})).node

/** References to existing documents, in order of a depth-first walk, and the non-reference leaves. */
function survivors(input: unknown, out: {refs: string[]; leaves: unknown[]} = {refs: [], leaves: []}) {
  if (Array.isArray(input)) input.forEach((item) => survivors(item, out))
  else if (input && typeof input === 'object') {
    const ref = (input as {_ref?: unknown})._ref
    if (typeof ref === 'string') {
      if (exists(ref)) out.refs.push(ref)
      return out
    }
    for (const key of Object.keys(input).sort()) survivors((input as Record<string, unknown>)[key], out)
  } else out.leaves.push(input)
  return out
}

describe('restoring a revision', () => {
  it('keeps everything but references to documents that are gone', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('title', 'author', 'body', 'related'), value, {maxKeys: 4}), (fields) => {
        const revision = {_id: 'drafts.x', _type: 'article', _rev: 'old', _updatedAt: '2026-01-01T00:00:00Z', _createdAt: '2025-01-01T00:00:00Z', ...fields}
        const mutation = restoreMutation(revision, 'drafts.x', exists) as {createOrReplace: Record<string, unknown>}
        const restored = mutation.createOrReplace
        expect(restored._id).toBe('drafts.x')
        expect(restored._type).toBe('article')
        expect('_updatedAt' in restored).toBe(false)
        expect('_rev' in restored).toBe(false)
        expect(restored._createdAt).toBe('2025-01-01T00:00:00Z')
        expect(referencedIds(restored).every(exists)).toBe(true)
        const before = survivors(fields)
        const {_id, _type, _createdAt, ...after} = restored
        expect(survivors(after)).toEqual(before)
      }),
      {numRuns: 300},
    )
  })

  it('drops an array item that is a missing reference, unsets a field that holds one, and leaves other datasets alone', () => {
    const revision = {
      _id: 'x',
      _type: 'article',
      author: {_type: 'reference', _ref: 'gone1'},
      categories: [{_key: 'k1', _type: 'reference', _ref: 'a1'}, {_key: 'k2', _type: 'reference', _ref: 'gone2'}],
      archived: {_type: 'crossDatasetReference', _ref: 'elsewhere', _dataset: 'archive', _projectId: 'demo'},
    }
    expect(restoreMutation(revision, 'drafts.x', exists)).toEqual({
      createOrReplace: {
        _id: 'drafts.x',
        _type: 'article',
        categories: [{_key: 'k1', _type: 'reference', _ref: 'a1'}],
        archived: {_type: 'crossDatasetReference', _ref: 'elsewhere', _dataset: 'archive', _projectId: 'demo'},
      },
    })
    expect(referencedIds(revision).sort()).toEqual(['a1', 'gone1', 'gone2'])
  })
})
