// The query planner narrows `*[filter]` with the id, type and reference indexes. Whatever the
// filter, the answer through `Dataset.query` must equal plain groq-js over the whole dataset
// (the same documents in the same order), for each perspective and each kind of read access.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import type {Grant, SanityDocument} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset, type Perspective} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'

const TYPES = ['post', 'author', 'tag'] as const
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'drafts.a', 'drafts.b', 'drafts.e'] as const
const REF_TARGETS = [...IDS, 'missing']

const ref = fc.record({_type: fc.constant('reference'), _ref: fc.constantFrom(...REF_TARGETS)})

const docArb = fc.record(
  {
    _id: fc.constantFrom(...IDS),
    _type: fc.constantFrom(...TYPES),
    title: fc.constantFrom('x', 'y', '', null),
    tags: fc.array(fc.constantFrom('t1', 't2', 't3'), {maxLength: 3}),
    ref,
    // References deep inside arrays, where the reference index must find them too.
    body: fc.array(fc.record({_key: fc.constantFrom('k1', 'k2'), children: fc.array(ref, {maxLength: 2})}), {maxLength: 2}),
  },
  {requiredKeys: ['_id', '_type']},
)

type Op = {put: Record<string, unknown>} | {delete: string}

const opsArb: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    {arbitrary: docArb.map((doc): Op => ({put: doc})), weight: 5},
    {arbitrary: fc.constantFrom(...IDS).map((id): Op => ({delete: id})), weight: 1},
  ),
  {maxLength: 30},
)

// Parameters: sometimes of a type that can never match an id or a type.
const paramsArb = fc.record({
  t: fc.oneof(fc.constantFrom(...TYPES, 'nothing'), fc.constantFrom(1, null, ['post'])),
  t2: fc.constantFrom(...TYPES),
  id: fc.oneof(fc.constantFrom(...IDS, 'missing'), fc.constant(7)),
  ids: fc.array(fc.oneof(fc.constantFrom(...IDS, 'missing'), fc.constant(3)), {maxLength: 4}),
  r: fc.oneof(fc.constantFrom(...REF_TARGETS), fc.array(fc.constantFrom(...REF_TARGETS), {maxLength: 3})),
})

const LEAVES = [
  '_type == $t',
  '$t == _type',
  '_type == $t2',
  '_type == "author"',
  '_id == $id',
  '$id == _id',
  '_id == "b"',
  '_id in $ids',
  '_type in ["post", "tag"]',
  '_type in [$t2, "author"]',
  'references($r)',
  'references("a", $r)',
  // Filters no index answers: these force a scan of whatever they are combined with.
  'defined(title)',
  'count(tags) > 1',
  'title == "x"',
  '_id in path("drafts.**")',
  'ref._ref == $id',
]

const filterArb: fc.Arbitrary<string> = fc.letrec<{f: string}>((tie) => ({
  f: fc.oneof(
    {depthSize: 'small', maxDepth: 4},
    {arbitrary: fc.constantFrom(...LEAVES), weight: 4},
    fc.tuple(tie('f'), tie('f')).map(([a, b]) => `(${a} && ${b})`),
    fc.tuple(tie('f'), tie('f')).map(([a, b]) => `(${a} || ${b})`),
    tie('f').map((a) => `!(${a})`),
  ),
})).f

const SHAPES = [
  (f: string) => `*[${f}]`,
  (f: string) => `*[${f}]._id`,
  (f: string) => `*[${f}] | order(_type asc, title desc)`,
  (f: string) => `*[${f}][1...3]`,
  (f: string) => `*[${f}][0]`,
  (f: string) => `count(*[${f}])`,
  (f: string) => `*[${f}]{_id, "to": ref->_id, "toType": ref->_type}`,
  (f: string) => `*[_type == "author"]{_id, "citing": *[${f} && references(^._id)]._id}`,
  (f: string) => `{"hits": *[${f}]._id, "byId": *[_id == $id][0]._id, "all": count(*)}`,
  // Broader GROQ, so the fast synchronous evaluation is held to what async groq-js answers.
  (f: string) => `*[${f}] | order(title asc, _id desc){_id, title}`,
  (f: string) => `*[${f}]{..., "n": count(tags), "up": upper(title), "t": select(defined(title) => title, "none"), "c": coalesce(title, _id)}`,
  (f: string) => `*[${f}]{_id, "refs": body[].children[]._ref, "targets": body[].children[]->_id}`,
  (f: string) => `*[${f}] | score(title match "x", boost(_type == "post", 2)) | order(_score desc, _id asc){_id, _score}`,
  (f: string) => `{"tags": array::unique(*[${f}].tags[]), "len": math::sum(*[${f}]{"l": length(_id)}.l)}`,
  (f: string) => `*[${f} && (title match "x*" || string::startsWith(_id, "drafts."))]._id`,
  (f: string) => `*[${f}] | order(_updatedAt desc)[0]{_id, "parent": *[_id == ^.ref._ref][0]._id, "self": @._id}`,
  (f: string) => `*[${f}]{"kind": _type, "first": tags[0], "rest": tags[1..-1], "hasRef": defined(ref), "refType": ref->_type == "author"}`,
]

type AccessCase = {name: string; access: Access; readable: (doc: SanityDocument) => boolean}

const ACCESS: AccessCase[] = [
  {name: 'editor (reads everything)', access: new Access(grantsOfRoles(['editor'])), readable: () => true},
  {
    name: 'a grant on posts and authors',
    access: new Access([{filter: '_type in ["post", "author"]', permissions: ['read']} satisfies Grant]),
    readable: (doc) => doc._type === 'post' || doc._type === 'author',
  },
  {name: 'no read grant', access: new Access([]), readable: () => false},
]

let dataDir: string
let store: SqliteStore
let datasetCount = 0
const stats = {narrowed: 0, scans: 0}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-planner-'))
  store = new SqliteStore(dataDir)
})

afterAll(() => {
  store?.close()
  rmSync(dataDir, {recursive: true, force: true})
})

/**
 * Plays the operations into SQLite (one transaction each) and into the model of the dataset's
 * natural order: a document keeps its place while it exists; deleted and created again, it is last.
 */
function build(generated: Op[]): {name: string; model: SanityDocument[]; live: Dataset} {
  const ops: Op[] = JSON.parse(JSON.stringify(generated))
  const name = `planner${datasetCount++}`
  const live = new Dataset(store, new TransactionBus(), 'p', name)
  const model = new Map<string, SanityDocument>()
  const batch = ops.map((op, i) => {
    const timestamp = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()
    const tx = {projectId: 'p', dataset: name, id: `tx${i}`, timestamp, author: 'test', mutations: [], effects: {}}
    if ('delete' in op) {
      const before = model.get(op.delete) ?? null
      model.delete(op.delete)
      live.index.delete(op.delete)
      return {tx: {...tx, documentIds: [op.delete]}, changes: [{id: op.delete, before, after: null}]}
    }
    const id = String(op.put._id)
    const before = model.get(id) ?? null
    const after = {...op.put, _rev: `tx${i}`, _createdAt: before?._createdAt ?? timestamp, _updatedAt: timestamp} as SanityDocument
    model.set(id, after)
    live.index.put(after)
    return {tx: {...tx, documentIds: [id]}, changes: [{id, before, after}]}
  })
  store.commitMany(batch)
  return {name, model: [...model.values()], live}
}

async function plainGroq(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset, params})).get()
}

describe('query planner (property)', () => {
  it('answers exactly what plain groq-js answers over the whole dataset', async () => {
    await fc.assert(
      fc.asyncProperty(
        opsArb,
        paramsArb,
        filterArb,
        fc.nat({max: SHAPES.length - 1}),
        fc.constantFrom<Perspective>('raw', 'published'),
        fc.nat({max: ACCESS.length - 1}),
        async (ops, generated, filter, shape, perspective, accessIndex) => {
          // fast-check builds records without a prototype; the lake only ever sees parsed JSON.
          const params: Record<string, unknown> = JSON.parse(JSON.stringify(generated))
          const {name, model, live} = build(ops)
          const loaded = new Dataset(store, new TransactionBus(), 'p', name)
          // Loading from SQLite and applying commits to the index give the same natural order.
          expect(loaded.index.all().map((d) => d._id)).toEqual(model.map((d) => d._id))
          expect(live.index.all().map((d) => d._id)).toEqual(model.map((d) => d._id))

          const {access, readable} = ACCESS[accessIndex]
          const visible = model.filter((d) => readable(d) && !(perspective === 'published' && d._id.startsWith('drafts.')))
          const query = SHAPES[shape](filter)
          const expected = await plainGroq(query, params, visible)
          for (const dataset of [loaded, live]) {
            const outcome = await dataset.query(query, params, {access, perspective})
            stats.narrowed += outcome.stats.narrowed
            stats.scans += outcome.stats.scans
            expect(outcome.result).toEqual(expected)
          }
        },
      ),
      {numRuns: 1000},
    )
    // The property means something only if both planner paths were taken many times.
    expect(stats.narrowed).toBeGreaterThan(100)
    expect(stats.scans).toBeGreaterThan(100)
  }, 120_000)

  it('still answers queries that use async-only functions (diff::)', async () => {
    const {live} = build([{put: {_id: 'a', _type: 'post'}}])
    const outcome = await live.query('diff::changedAny({"a": 1, "b": 1}, {"a": 2, "b": 1}, (a))', {}, {access: ACCESS[0].access})
    expect(outcome.result).toBe(true)
  })

  it('narrows the filters an index can answer', async () => {
    const {live} = build([
      {put: {_id: 'a', _type: 'post', ref: {_ref: 'b'}}},
      {put: {_id: 'b', _type: 'author'}},
    ])
    const access = ACCESS[0].access
    for (const query of ['*[_id == $id]', '*[_type == $t]', '*[_id in $ids && defined(title)]', '*[references($r) || _type == "x"]']) {
      const outcome = await live.query(query, {id: 'a', t: 'post', ids: ['a'], r: 'b'}, {access})
      expect(outcome.stats, query).toEqual({narrowed: 1, scans: 0})
    }
    for (const query of ['*[defined(title)]', '*[_type == "post" || defined(title)]', '*[!(_type == "post")]']) {
      const outcome = await live.query(query, {}, {access})
      expect(outcome.stats, query).toEqual({narrowed: 0, scans: 1})
    }
  })
})
