// The typing fast path (core/editing/fastPatch.ts) makes the same edit as @sanity/mutator for every
// patch it takes on: documents with nested keyed arrays, keys found once, twice or never, paths
// through primitives, nulls, arrays and missing fields, readable and unreadable diffs.
import fc from 'fast-check'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {fastLocalPatch, fastPatchOperations} from '../../core/editing/fastPatch.ts'
import {toPatchOperations, type LocalPatch} from '../../core/editing/localPatches.ts'
import type {Path, PathSegment} from '../../core/editing/paths.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {applyPatch} from '../../core/patches/applyMutation.ts'

const NUM_RUNS = 1000
const KEYS = ['a', 'b', 'c']
const FIELDS = ['text', 'children', 'title', 'x']

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value))

const scalar = fc.oneof(fc.string({maxLength: 5}), fc.integer({min: -9, max: 9}), fc.boolean(), fc.constant(null))
const node: fc.Memo<unknown> = fc.memo((depth) =>
  depth <= 1
    ? scalar
    : fc.oneof(
        {arbitrary: scalar, weight: 2},
        fc.dictionary(fc.constantFrom(...FIELDS), node(depth - 1), {maxKeys: 3}),
        // Items keyed from a small set, so keys repeat, go missing, or sit beside plain values.
        fc.array(
          fc.oneof(
            {arbitrary: fc.record({_key: fc.constantFrom(...KEYS), text: fc.string({maxLength: 6}), children: node(depth - 1)}, {requiredKeys: ['_key']}), weight: 4},
            scalar,
          ),
          {maxLength: 4},
        ),
      ),
)
const docArb = fc.dictionary(fc.constantFrom(...FIELDS), node(4), {maxKeys: 4}).map((fields): SanityDocument => plain({...fields, _id: 'doc1', _type: 'thing', _rev: 'r', _createdAt: '', _updatedAt: ''}))

const segment: fc.Arbitrary<PathSegment> = fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom(...KEYS).map((_key) => ({_key})), fc.integer({min: 0, max: 2}))
const anyPath: fc.Arbitrary<Path> = fc.tuple(fc.constantFrom(...FIELDS), fc.array(segment, {maxLength: 4}), fc.constantFrom(...FIELDS)).map(([first, middle, last]) => [first, ...middle, last])
/** The shape typing makes, field → item by key → field, often enough to meet repeated keys. */
const keyedPath: fc.Arbitrary<Path> = fc
  .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...KEYS), fc.constantFrom(...FIELDS), fc.option(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...FIELDS)), {nil: undefined}))
  .map(([field, key, leaf, deeper]) => (deeper ? [field, {_key: key}, 'children', {_key: deeper[0]}, deeper[1]] : [field, {_key: key}, leaf]))
const pathArb = fc.oneof(anyPath, keyedPath)

const diffArb = fc.oneof(
  fc.tuple(fc.string({maxLength: 8}), fc.string({maxLength: 8})).map(([from, to]) => stringifyPatches(makePatches(from, to))),
  fc.constantFrom('@@ -1,3 +1,4 @@\n a\n+b\n cd\n', 'not a patch', ''),
)
const patchArb: fc.Arbitrary<LocalPatch> = fc.oneof(
  fc.record({type: fc.constant('diffMatchPatch' as const), path: pathArb, value: diffArb}),
  fc.record({type: fc.constant('set' as const), path: pathArb, value: fc.oneof(fc.string({maxLength: 5}), fc.integer(), fc.boolean())}),
  fc.record({type: fc.constant('setIfMissing' as const), path: pathArb, value: fc.constantFrom('', [] as unknown[])}),
)

/** The mutator's result; a patch it refuses leaves the document as it was (applyLocalPatches). */
function slow(doc: SanityDocument, patch: LocalPatch): SanityDocument {
  try {
    return applyPatch(doc, toPatchOperations(patch))
  } catch {
    return doc
  }
}

/** A path into `doc` that exists: the fast path's usual case, rare among random paths. */
function existingTextPath(doc: SanityDocument): Path | null {
  for (const [field, value] of Object.entries(doc)) {
    if (!Array.isArray(value)) continue
    const keyed = value.filter((item): item is {_key: string; text?: string} => typeof item === 'object' && item !== null && !Array.isArray(item))
    const once = keyed.find((item) => 'text' in item && keyed.filter((other) => other._key === item._key).length === 1)
    if (once) return [field, {_key: once._key}, 'text']
  }
  return null
}

describe('the typing fast path', () => {
  it('gives what the mutator gives for every patch it takes, and never touches its input', () => {
    fc.assert(
      fc.property(docArb, patchArb, (doc, patch) => {
        const before = structuredClone(doc)
        const fast = fastLocalPatch(doc, patch)
        expect(doc).toEqual(before)
        if (fast !== undefined) expect(fast).toEqual(slow(doc, patch))
      }),
      {
        numRuns: NUM_RUNS,
        // Found by a run: a key segment on an object whose own _key matches is that object to the mutator.
        examples: [
          [
            {title: [{_key: 'c'}], _id: 'doc1', _type: 'thing', _rev: 'r', _createdAt: '', _updatedAt: ''} as SanityDocument,
            {type: 'set', path: ['title', {_key: 'c'}, {_key: 'c'}, 'text'], value: false},
          ],
        ],
      },
    )
  })

  it('takes a diff at an existing keyed path, as the same edit, sharing the untouched items', () => {
    let taken = 0
    fc.assert(
      fc.property(docArb, diffArb, (doc, diff) => {
        const path = existingTextPath(doc)
        if (!path) return
        const patch: LocalPatch = {type: 'diffMatchPatch', path, value: diff}
        const fast = fastLocalPatch(doc, patch)
        expect(fast).toBeDefined()
        taken++
        expect(fast).toEqual(slow(doc, patch))
        const items = doc[path[0] as string] as unknown[]
        const after = fast![path[0] as string] as unknown[]
        items.forEach((item, index) => {
          if ((item as {_key?: string})?._key !== (path[1] as {_key: string})._key) expect(after[index]).toBe(item)
        })
      }),
      {numRuns: NUM_RUNS},
    )
    expect(taken).toBeGreaterThan(50)
  })
})

describe('the fast path for a submitted transaction’s patch mutations', () => {
  /** Operations as a commit writes them (commit.ts patchMutations): one kind at one path, or setIfMissing and a diff at the same path. */
  const operationsArb = fc.oneof(
    patchArb.map((patch) => toPatchOperations(patch)),
    fc.tuple(pathArb, diffArb, fc.constantFrom('', 'x')).map(([path, diff, start]) => ({...toPatchOperations({type: 'setIfMissing', path, value: start}), ...toPatchOperations({type: 'diffMatchPatch', path, value: diff})})),
    pathArb.map((path) => toPatchOperations({type: 'setIfMissing', path, value: []})),
  )

  it('gives what the mutator gives for every mutation it takes, and never touches its input', () => {
    let taken = 0
    fc.assert(
      fc.property(docArb, operationsArb, (doc, operations) => {
        const before = structuredClone(doc)
        const fast = fastPatchOperations(doc, operations as Record<string, unknown>)
        expect(doc).toEqual(before)
        if (fast === undefined) return
        taken++
        let slowResult: SanityDocument
        try {
          slowResult = applyPatch(doc, operations as Parameters<typeof applyPatch>[1])
        } catch {
          slowResult = doc
        }
        expect(fast).toEqual(slowResult)
      }),
      {numRuns: NUM_RUNS},
    )
    // The generator reaches the fast path, not only its refusals.
    expect(taken).toBeGreaterThan(NUM_RUNS / 50)
  })
})
