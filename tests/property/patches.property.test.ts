// Patches mean one thing everywhere: core's applyPatch (the studio's optimistic copy) and the
// lake's transaction planning (the stored truth) both give exactly what @sanity/mutator gives,
// never touch their input, keep the document's id; malformed patches are refused up front.
import fc from 'fast-check'
import {Mutation as MutatorMutation} from '@sanity/mutator'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import type {PatchOperations, SanityDocument} from '../../core/lake/types.ts'
import {applyPatch, PatchError} from '../../core/patches/applyMutation.ts'
import {validatePatchOperations} from '../../core/patches/validatePatch.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {planTransaction} from '../../server/dataset/commit.ts'
import {assertMutations} from '../../server/dataset/mutationShape.ts'
import {LakeError} from '../../server/http/lakeError.ts'

const NUM_RUNS = 500
const KEYS = ['k0', 'k1', 'k2', 'k3']

// fast-check builds objects without a prototype; documents and patches always arrive as parsed JSON.
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value))

const scalar = fc.oneof(fc.string({maxLength: 6}), fc.integer({min: -50, max: 50}), fc.double({noNaN: true, noDefaultInfinity: true}), fc.boolean(), fc.constant(null))
const item = fc.record({_key: fc.constantFrom(...KEYS), v: fc.oneof(fc.integer({min: 0, max: 9}), fc.string({maxLength: 3}))}, {requiredKeys: ['_key']})
const value = fc.oneof(
  {arbitrary: scalar, weight: 4},
  fc.array(item, {maxLength: 3}),
  fc.array(fc.string({maxLength: 3}), {maxLength: 3}),
  fc.record({x: scalar, deep: fc.record({z: scalar}, {requiredKeys: []})}, {requiredKeys: []}),
)

const docArb = fc
  .record(
    {
      title: fc.string({maxLength: 8}),
      n: fc.oneof(fc.integer({min: -100, max: 100}), fc.double({noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6})),
      m: fc.integer(),
      flag: fc.boolean(),
      obj: fc.record({x: scalar, y: fc.string({maxLength: 4}), deep: fc.record({z: scalar}, {requiredKeys: []})}, {requiredKeys: []}),
      items: fc.uniqueArray(item, {selector: (i) => i._key, maxLength: 4}),
      tags: fc.array(fc.string({maxLength: 3}), {maxLength: 4}),
    },
    {requiredKeys: []},
  )
  .map(
    (fields): SanityDocument =>
      plain({
        _id: 'doc1',
        _type: 'thing',
        _rev: 'rev0',
        _createdAt: '2026-01-01T00:00:00.000Z',
        _updatedAt: '2026-01-01T00:00:00.000Z',
        ...fields,
      }),
  )

const index = fc.integer({min: -3, max: 3})
const elementPath = fc.oneof(
  fc.constantFrom('items', 'tags').chain((array) => index.map((i) => `${array}[${i}]`)),
  fc.constantFrom(...KEYS).map((k) => `items[_key=="${k}"]`),
)
const fieldPath = fc.oneof(
  fc.constantFrom('title', 'n', 'm', 'flag', 'obj', 'items', 'tags', 'fresh', 'obj.x', 'obj.y', 'obj.deep.z', 'obj.fresh'),
  elementPath,
  fc.tuple(elementPath, fc.constantFrom('v', '_key', 'fresh')).map(([p, f]) => `${p}.${f}`),
  fc.tuple(fc.nat({max: 3}), fc.nat({max: 3})).map(([a, b]) => `items[${Math.min(a, b)}:${Math.max(a, b)}]`),
)
const numberPath = fc.oneof(
  fc.constantFrom('n', 'm', 'title', 'obj.x', 'obj.deep.z', 'missing'),
  fc.constantFrom(...KEYS).map((k) => `items[_key=="${k}"].v`),
)
const amount = fc.oneof(fc.integer({min: -20, max: 20}), fc.double({noNaN: true, noDefaultInfinity: true, min: -100, max: 100}))
// Text patches made from one string to another (applied fuzzily to whatever the field holds), and
// now and then one the patcher cannot read, which must be refused whole.
const textPatch = fc.oneof(
  {arbitrary: fc.tuple(fc.string({maxLength: 8}), fc.string({maxLength: 8})).map(([from, to]) => stringifyPatches(makePatches(from, to))), weight: 10},
  fc.constantFrom('garbage', '@@ -1 +1 @@\n?x\n'),
)
const pathMap = <T>(path: fc.Arbitrary<string>, v: fc.Arbitrary<T>) => fc.dictionary(path, v, {maxKeys: 3})

const patchArb: fc.Arbitrary<PatchOperations> = fc
  .record(
    {
      set: pathMap(fieldPath, value),
      setIfMissing: pathMap(fieldPath, value),
      unset: fc.array(fieldPath, {maxLength: 3}),
      inc: pathMap(numberPath, amount),
      dec: pathMap(numberPath, amount),
      diffMatchPatch: pathMap(fc.oneof({arbitrary: fc.constantFrom('title', 'obj.y'), weight: 8}, fc.constantFrom('tags[0]', 'missing')), textPatch),
      insert: fc.record({
        at: fc.constantFrom('before', 'after', 'replace'),
        path: elementPath,
        items: fc.array(fc.oneof(item, fc.string({maxLength: 3})), {maxLength: 3}),
      }),
    },
    {requiredKeys: []},
  )
  .map(({insert, ...ops}) => plain(insert ? {...ops, insert: {[insert.at]: insert.path, items: insert.items}} : ops) as PatchOperations)

function viaMutator(doc: SanityDocument, ops: PatchOperations): SanityDocument {
  return new MutatorMutation({mutations: [{patch: {...structuredClone(ops), id: doc._id}} as never]}).apply(doc as never) as unknown as SanityDocument
}

/** The lake's own path for one patch mutation: request validation, then transaction planning. */
async function viaLake(doc: SanityDocument, ops: PatchOperations): Promise<SanityDocument> {
  const mutations = [{patch: {id: doc._id, ...ops}}]
  assertMutations(mutations)
  const plan = await planTransaction(
    {
      projectId: 'p',
      dataset: 'd',
      get: (id) => (id === doc._id ? doc : undefined),
      transactionExists: () => false,
      idsReferencing: () => [],
      select: async () => [],
    },
    {mutations, author: 'tester', access: new Access(grantsOfRoles(['editor'])), transactionId: 'tx1', now: new Date('2026-02-02T00:00:00.000Z')},
  )
  const after = plan.changes.find((c) => c.id === doc._id)?.after
  return after ?? doc
}

const withoutRevision = ({_rev, _updatedAt, ...rest}: SanityDocument) => rest

describe('patches (property)', () => {
  it('applyPatch never mutates its input, keeps _id and is deterministic', () => {
    fc.assert(
      fc.property(docArb, patchArb, fc.boolean(), (doc, generated, touchId) => {
        const ops: PatchOperations = touchId ? {...generated, set: {...generated.set, _id: 'other'}, unset: [...(generated.unset ?? []), '_id']} : generated
        const docBefore = structuredClone(doc)
        const opsBefore = structuredClone(ops)
        let first: SanityDocument
        try {
          first = applyPatch(doc, ops)
        } catch (err) {
          expect(err).toBeInstanceOf(PatchError)
          expect(doc).toEqual(docBefore)
          return
        }
        expect(doc).toEqual(docBefore)
        expect(ops).toEqual(opsBefore)
        expect(first._id).toBe(doc._id)
        expect(applyPatch(doc, ops)).toEqual(first)
      }),
      {numRuns: NUM_RUNS},
    )
  })

  it('core and the lake apply a patch exactly as @sanity/mutator does, or refuse it with a 400', async () => {
    const outcomes = {changed: 0, unchanged: 0, refused: 0}
    await fc.assert(
      fc.asyncProperty(docArb, patchArb, async (doc, ops) => {
        expect(validatePatchOperations(ops)).toBeNull()
        let expected: SanityDocument | Error
        try {
          expected = viaMutator(doc, ops)
        } catch (err) {
          expected = err as Error
        }
        if (expected instanceof Error) {
          expect(() => applyPatch(doc, ops)).toThrow(PatchError)
          const refused = await viaLake(doc, ops).then(
            () => null,
            (err: unknown) => err,
          )
          expect(refused).toBeInstanceOf(LakeError)
          expect((refused as LakeError).statusCode).toBe(400)
          outcomes.refused++
          return
        }
        outcomes[JSON.stringify(expected) === JSON.stringify(doc) ? 'unchanged' : 'changed']++
        expect(applyPatch(doc, ops)).toEqual(expected)
        const stored = await viaLake(doc, ops)
        expect(stored._rev).toBe('tx1')
        expect(stored._updatedAt).toBe('2026-02-02T00:00:00.000Z')
        expect(withoutRevision(stored)).toEqual(withoutRevision(expected))
      }),
      {numRuns: NUM_RUNS},
    )
    // Most generated patches must really edit the document for the comparison to mean anything.
    expect(outcomes.changed).toBeGreaterThan(NUM_RUNS / 2)
    expect(outcomes.refused).toBeGreaterThan(0)
  })

  it('validatePatchOperations accepts every well-formed patch and refuses malformed ones', async () => {
    const corruptions: fc.Arbitrary<(ops: PatchOperations) => unknown>[] = [
      fc.constantFrom('rename', 'setIfMising', 'merge', '').map((key) => (ops) => ({...ops, [key]: {a: 1}})),
      fc
        .tuple(fc.constantFrom('inc', 'dec'), fc.constantFrom<unknown>('1', null, Number.NaN, Number.POSITIVE_INFINITY, [1], {n: 1}, true))
        .map(([op, bad]) => (ops) => ({...ops, [op]: {n: bad}})),
      fc
        .tuple(fc.constantFrom('set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'), fc.constantFrom<unknown>([], 'title', 1, null, true))
        .map(([op, bad]) => (ops) => ({...ops, [op]: bad})),
      fc.constantFrom<unknown>('title', [1], [''], [null], {0: 'title'}, null).map((bad) => (ops) => ({...ops, unset: bad})),
      fc
        .constantFrom<unknown>(
          {before: 'items[0]'},
          {before: 'items[0]', items: 'x'},
          {items: []},
          {before: 'items[0]', after: 'items[0]', items: []},
          {replace: 3, items: []},
          [],
          'items[0]',
        )
        .map((bad) => (ops) => ({...ops, insert: bad})),
      fc.constantFrom<unknown>(1, null, {}).map((bad) => (ops) => ({...ops, ifRevisionID: bad})),
      fc.constantFrom<unknown>(1, null, ['@@']).map((bad) => (ops) => ({...ops, diffMatchPatch: {title: bad}})),
      fc
        .tuple(
          fc.constantFrom('set', 'setIfMissing', 'inc', 'unset', 'insert'),
          fc.constantFrom('items[', 'items]', 'items[]', 'a b', 'items[0]x', '.a', 'a.', 'a==1', 'items[0', 'items[_key=="k0"', 'a[0]]', '%', ''),
        )
        .map(([op, path]) => (ops) => {
          if (op === 'unset') return {...ops, unset: [path]}
          if (op === 'insert') return {...ops, insert: {after: path, items: []}}
          return {...ops, [op]: {[path]: 1}}
        }),
    ]
    await fc.assert(
      fc.asyncProperty(docArb, patchArb, fc.oneof(...corruptions), async (doc, ops, corrupt) => {
        expect(validatePatchOperations(ops)).toBeNull()
        const bad = plain(corrupt(ops)) as PatchOperations
        const problem = validatePatchOperations(bad)
        expect(problem, JSON.stringify(bad)).toBeTypeOf('string')
        expect(() => applyPatch(doc, bad)).toThrow(PatchError)
        let refused: unknown = null
        try {
          await viaLake(doc, bad)
        } catch (err) {
          refused = err
        }
        expect(refused).toBeInstanceOf(LakeError)
        expect((refused as LakeError).statusCode).toBe(400)
        expect((refused as LakeError).message).toContain(problem)
      }),
      {numRuns: NUM_RUNS},
    )
  })
})
