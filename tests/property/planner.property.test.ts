// The query planner narrows `*[filter]` with the id, type and reference indexes and the kept
// attribute orders (comparisons, `defined()`, ordered slices), and answers a filter made only of
// those from the indexes alone. Whatever the filter, the answer through `Dataset.query` must equal
// plain groq-js over the whole dataset (the same documents in the same order), for each
// perspective and each kind of read access, with or without kept orders, on a dataset loaded
// from SQLite (a restart) and on one kept in step by writes, before and after more writes.
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
    // Attribute values of every type groq-js ranks: comparisons and orderings over kept orders.
    rank: fc.oneof(fc.integer({min: 0, max: 5}), fc.constantFrom('2', '10', true, false, null), fc.record({n: fc.integer({min: 0, max: 2})})),
    flag: fc.boolean(),
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
  n: fc.oneof(fc.integer({min: 0, max: 5}), fc.constantFrom('3', null, true, 2.5)),
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
  // Comparisons and defined() over attributes: answered from kept orders when there are some.
  'rank > 2',
  'rank >= $n',
  '$n < rank',
  'rank <= 3',
  'rank == 3',
  'rank == "2"',
  'rank > "1"',
  'rank == $n',
  'defined(rank)',
  'flag == true',
  'flag > false',
  'title > "x"',
  'title <= $t2',
  'rank == null',
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
  (f: string) => `*[${f}] | order(rank desc)[0...3]{_id, rank}`,
  (f: string) => `*[${f}] | order(flag asc)[1...4]._id`,
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
const stats = {narrowed: 0, scans: 0, exact: 0}

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
function build(generated: Op[], keepOrders = false): {name: string; model: SanityDocument[]; live: Dataset; more: (ops: Op[]) => SanityDocument[]} {
  const name = `planner${datasetCount++}`
  // Kept orders listed before the dataset opens: it keeps them from the start, through every write.
  if (keepOrders) for (const attribute of ['rank', 'flag', 'title']) store.keepOrder('p', name, attribute)
  const live = new Dataset(store, new TransactionBus(), 'p', name)
  const model = new Map<string, SanityDocument>()
  let seq = 0
  const play = (generated: Op[]) => {
    const ops: Op[] = JSON.parse(JSON.stringify(generated))
    store.commitMany(ops.map((op) => apply(op, seq++)))
    return [...model.values()]
  }
  const apply = (op: Op, i: number) => {
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
  }
  return {name, model: play(generated), live, more: play}
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
        fc.boolean(),
        opsArb,
        async (ops, generated, filter, shape, perspective, accessIndex, keepOrders, laterOps) => {
          // fast-check builds records without a prototype; the lake only ever sees parsed JSON.
          const params: Record<string, unknown> = JSON.parse(JSON.stringify(generated))
          const {name, model, live, more} = build(ops, keepOrders)
          const loaded = new Dataset(store, new TransactionBus(), 'p', name)
          // Loading from SQLite and applying commits to the index give the same natural order.
          expect(loaded.index.all().map((d) => d._id)).toEqual(model.map((d) => d._id))
          expect(live.index.all().map((d) => d._id)).toEqual(model.map((d) => d._id))

          const {access, readable} = ACCESS[accessIndex]
          const query = SHAPES[shape](filter)
          const expectedOver = (docs: SanityDocument[]) =>
            plainGroq(query, params, docs.filter((d) => readable(d) && !(perspective === 'published' && d._id.startsWith('drafts.'))))
          const expected = await expectedOver(model)
          // Twice each: a query that names an attribute again makes the dataset keep its order.
          for (const dataset of [loaded, live, loaded, live]) {
            const outcome = await dataset.query(query, params, {access, perspective})
            stats.narrowed += outcome.stats.narrowed
            stats.scans += outcome.stats.scans
            stats.exact += outcome.stats.exact ?? 0
            expect(outcome.result).toEqual(expected)
          }
          // More writes after the orders exist: the live dataset keeps every index in step.
          const later = more(laterOps)
          expect((await live.query(query, params, {access, perspective})).result).toEqual(await expectedOver(later))
        },
      ),
      {numRuns: 1000},
    )
    // The property means something only if both planner paths were taken many times.
    expect(stats.narrowed).toBeGreaterThan(100)
    expect(stats.scans).toBeGreaterThan(100)
    expect(stats.exact).toBeGreaterThan(100)
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
      expect(outcome.stats, query).toMatchObject({narrowed: 1, scans: 0})
    }
    for (const query of ['*[!(_type == "post")]', '*[count(tags) > 1]']) {
      const outcome = await live.query(query, {}, {access})
      expect(outcome.stats, query).toEqual({narrowed: 0, scans: 1})
    }
  })

  it('keeps an attribute order once queries name it twice, answers from it alone, and remembers it across restarts', async () => {
    const {name, live} = build([
      {put: {_id: 'a', _type: 'post', rank: 3}},
      {put: {_id: 'b', _type: 'post', rank: 9}},
      {put: {_id: 'c', _type: 'author', rank: 9}},
    ])
    const access = ACCESS[0].access
    const query = '*[_type == "post" && rank > 5]._id'
    // The first query that names `rank` is answered without an order of it (narrowed by type).
    expect(await live.query(query, {}, {access})).toMatchObject({result: ['b'], stats: {narrowed: 1, scans: 0}})
    expect(live.index.keptOrder('rank')).toBeUndefined()
    // The second keeps the order and is answered from the indexes alone.
    expect(await live.query(query, {}, {access})).toMatchObject({result: ['b'], stats: {narrowed: 1, scans: 0, exact: 1}})
    expect(store.keptOrders('p', name)).toEqual(['rank'])
    const restarted = new Dataset(store, new TransactionBus(), 'p', name)
    expect(restarted.index.keptOrder('rank')).toBeDefined()
    expect(await restarted.query(query, {}, {access})).toMatchObject({result: ['b'], stats: {exact: 1}})
  })
})
