// Global search through the planner (text index, type bitmaps, top-k walk over kept orders,
// short-circuit batches) must answer exactly what plain groq-js answers over the whole dataset.
// Datasets are small but hostile: strings full of separators, dots, wildcards, case pairs,
// Unicode that folds oddly (ß, ſ, K, İ, ı, emoji), portable text split inside words, arrays,
// missing and non-string values, ties and mixed types in the ordered attributes, drafts, and
// writes after the indexes were built.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {evaluate, evaluateSync, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import type {Grant, SanityDocument} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset, type Perspective} from '../../server/dataset/dataset.ts'
import {DatasetIndex} from '../../server/dataset/datasetIndex.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {candidatesFor} from '../../server/query/candidates.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'

const TYPES = ['article', 'author', 'page'] as const
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'lan.tern', 'drafts.a', 'drafts.b', 'drafts.c', 'drafts.lan.tern'] as const

// Characters chosen for what groq-js's tokenizer does with them: separators, dots (removed
// next to ASCII word characters), the wildcard, case pairs, and Unicode whose case folding
// differs between Unicode and the non-unicode RegExp groq-js builds.
const WORDS = ['lan', 'tern', 'lantern', 'Lantern', 'LAN', 'a', 'A', 'x', '1', '_x', 'é', 'É', 'e\u0301', 'ß', 'SS', 'ſ', 'K', 'k', 'İ', 'ı', 'i', '😀', 'a.b', 'lan.tern', '..lan', 'lan..', "l'an"]
const GLUE = [' ', ' ', ' ', '', '  ', '\n', '\u00a0', '\u2028', '.', '..', '. ', '-', ',', ':', '*', '"', '/', '@', '#', '(', ')', '[', ']', '+', '<', '=', '~', '`', '$', '^', '?', '|', '{', '\\']

const text = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...GLUE)), {maxLength: 6})
  .map((parts) => parts.map(([word, glue]) => word + glue).join(''))
/** Field values: mostly strings, sometimes arrays, numbers, null or nothing. */
const fieldValue = fc.oneof(
  {arbitrary: text, weight: 6},
  {arbitrary: fc.array(fc.oneof(text, fc.constant(3)), {maxLength: 3}), weight: 1},
  {arbitrary: fc.constantFrom(7, null, true), weight: 1},
)
const span = fc.record({_type: fc.constantFrom('span', 'span', 'span', 'other'), _key: fc.constantFrom('s1', 's2'), text})
const block = fc.record({
  _type: fc.constantFrom('block', 'block', 'image'),
  _key: fc.constantFrom('k1', 'k2'),
  children: fc.array(span, {maxLength: 4}),
})
// Ties on purpose (few distinct values) and other types than strings, which GROQ orders apart.
const stamp = fc.oneof(
  {arbitrary: fc.constantFrom('2026-01-01T00:00:01Z', '2026-01-01T00:00:02Z', '2026-01-02T00:00:00Z', '2025-12-31T23:59:59.5Z'), weight: 8},
  {arbitrary: fc.constantFrom(5, -1, null, true, false, ['x'], {a: 1}), weight: 1},
)

const docArb = fc.record(
  {
    _id: fc.constantFrom(...IDS),
    _type: fc.constantFrom(...TYPES),
    _createdAt: stamp,
    _updatedAt: stamp,
    title: fieldValue,
    excerpt: fieldValue,
    name: fieldValue,
    seo: fc.record({title: fieldValue}, {requiredKeys: []}),
    tags: fc.array(text, {maxLength: 3}),
    author: fc.record({_type: fc.constant('reference'), _ref: fc.constantFrom(...IDS, 'missing')}),
    body: fc.oneof(fc.array(block, {maxLength: 3}), block, text),
  },
  {requiredKeys: ['_id', '_type']},
)

type Op = {put: Record<string, unknown>} | {delete: string}
const opsArb: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    {arbitrary: docArb.map((doc): Op => ({put: doc})), weight: 6},
    {arbitrary: fc.constantFrom(...IDS).map((id): Op => ({delete: id})), weight: 1},
  ),
  {maxLength: 32},
)

/** Search terms: the studio's `word*`, and whatever else an editor might type. */
const termArb = fc.oneof(
  {arbitrary: fc.constantFrom('lan', 'lant', 'lantern', 'LAN', 'tern', 'a', 'x', 'é', 'É', 'ß', 'ss', 'k', 'i', 'İ', '😀', '1', '_').map((w) => `${w}*`), weight: 10},
  {arbitrary: fc.constantFrom(...WORDS), weight: 3},
  {arbitrary: fc.constantFrom('', '*', '**', '.', '...', 'a.', '.lan', 'lan.tern', 'lan*tern', 'la.tern', '*tern', 'lan tern*', 'a-b*', '"lan"', 'x y z'), weight: 2},
  {arbitrary: text, weight: 1},
)

const PATHS = ['_id', '_type', 'title', 'excerpt', 'seo.title', 'pt::text(body)', 'name', 'tags[]', 'body[].children[].text', '[title, name]', 'tags']
const EXTRA = [
  'count(tags) > 1',
  'author._ref == "a"',
  'references("b")',
  'defined(title)',
  'title in ["lan", "x"]',
  'dateTime(_updatedAt) > dateTime("2026-01-01T00:00:01Z")',
  '!(_id in path("drafts.**"))',
  'author->name match $t0',
  'lower(title) match $t0',
  '_type == "article" || _id in ["b", "c"]',
]
const ORDERINGS = ['_updatedAt desc', '_createdAt asc', '_createdAt desc', '_updatedAt asc', '_id asc', '_id desc', 'title asc']

const queryArb = fc
  .record({
    termCount: fc.constantFrom(1, 1, 2),
    paths: fc.subarray(PATHS, {minLength: 2}),
    withTypes: fc.boolean(),
    extra: fc.option(fc.constantFrom(...EXTRA), {nil: undefined, freq: 2}),
    ordering: fc.constantFrom(...ORDERINGS),
    pageSize: fc.constantFrom(1, 2, 3, 5, 1000),
    page: fc.constantFrom(0, 0, 0, 1, 2),
    inclusive: fc.boolean(),
    projection: fc.boolean(),
  })
  .map((q) => {
    const clauses = Array.from({length: q.termCount}, (_, t) => `(${q.paths.map((p) => `${p} match $t${t}`).join(' || ')})`)
    const filter = [q.withTypes ? '_type in $__types' : null, q.extra ? `(${q.extra})` : null, ...clauses].filter(Boolean).join(' && ')
    const start = q.page * q.pageSize
    const slice = q.inclusive ? `[${start}..${start + q.pageSize - 1}]` : `[${start}...${start + q.pageSize}]`
    const projection = q.projection
      ? ' {_type, _id, _createdAt, _updatedAt, ...select(_type == "article" => {"w0": title, "w1": excerpt, "w2": pt::text(body)}, _type == "author" => {"w0": name})}'
      : ''
    return `// findability-source:global\n*[${filter}] | order(${q.ordering}) ${slice}${projection}`
  })

const paramsArb = fc.record({
  t0: termArb,
  t1: termArb,
  __types: fc.oneof(fc.constant([...TYPES]), fc.subarray([...TYPES, 'nothing'])),
})

type AccessCase = {access: Access; readable: (doc: SanityDocument) => boolean}
const ACCESS: AccessCase[] = [
  {access: new Access(grantsOfRoles(['editor'])), readable: () => true},
  {
    access: new Access([{filter: '_type in ["article", "author"]', permissions: ['read']} satisfies Grant]),
    readable: (doc) => doc._type === 'article' || doc._type === 'author',
  },
]

let dataDir: string
let store: SqliteStore
let datasetCount = 0
const stats = {checks: 0, nonEmpty: 0}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-search-'))
  store = new SqliteStore(dataDir)
})

afterAll(() => {
  store?.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const STAMPS = ['2026-01-01T00:00:01Z', '2026-01-01T00:00:02Z', '2026-01-02T00:00:00Z']

/**
 * Plain documents that make the dataset large enough for the planner's size-dependent choices
 * (slot lists or bitmaps, sorting few candidates or walking the kept order) to go both ways.
 */
function fillers(count: number, seed: number): Op[] {
  return Array.from({length: count}, (_, i) => ({
    put: {
      _id: `filler${i}`,
      _type: TYPES[(i + seed) % TYPES.length],
      _createdAt: STAMPS[(i * 5 + seed) % STAMPS.length],
      _updatedAt: STAMPS[(i * 7 + seed) % STAMPS.length],
      title: `${WORDS[(i * 11 + seed) % WORDS.length]} ${WORDS[(i * 3 + seed) % WORDS.length]}`,
      ...(i % 4 === 0 ? {tags: [WORDS[(i + seed) % WORDS.length]]} : {}),
    },
  }))
}

/** Applies operations to the live index and to a model of the natural order. */
function play(ops: Op[], live: Dataset, model: Map<string, SanityDocument>): void {
  for (const op of JSON.parse(JSON.stringify(ops)) as Op[]) {
    if ('delete' in op) {
      model.delete(op.delete)
      live.index.delete(op.delete)
    } else {
      const doc = op.put as SanityDocument
      model.set(doc._id, doc)
      live.index.put(doc)
    }
  }
}

async function plainGroq(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset, params})).get()
}

describe('search through the planner (property)', () => {
  it('answers exactly what plain groq-js answers, before and after writes', async () => {
    const taken = {topK: 0, narrowed: 0, scans: 0}
    await fc.assert(
      fc.asyncProperty(
        opsArb,
        opsArb,
        queryArb,
        paramsArb,
        fc.constantFrom<Perspective>('raw', 'raw', 'published'),
        fc.nat({max: ACCESS.length - 1}),
        fc.oneof(fc.constant(0), fc.integer({min: 1, max: 400})),
        fc.nat({max: 50}),
        async (before, after, query, generated, perspective, accessIndex, fillerCount, fillerSeed) => {
          const params: Record<string, unknown> = JSON.parse(JSON.stringify(generated))
          const live = new Dataset(store, new TransactionBus(), 'p', `search${datasetCount++}`)
          const model = new Map<string, SanityDocument>()
          const {access, readable} = ACCESS[accessIndex]
          const check = async () => {
            const visible = [...model.values()].filter((d) => readable(d) && !(perspective === 'published' && d._id.startsWith('drafts.')))
            const expected = await plainGroq(query, params, visible)
            const outcome = await live.query(query, params, {access, perspective})
            taken.topK += outcome.stats.topK ?? 0
            taken.narrowed += outcome.stats.narrowed
            taken.scans += outcome.stats.scans
            expect(outcome.result).toEqual(expected)
            stats.checks++
            if (Array.isArray(expected) && expected.length > 0) stats.nonEmpty++
          }
          play([...fillers(fillerCount, fillerSeed), ...before], live, model)
          await check() // builds the text index and the kept orders
          play(after, live, model)
          await check() // and these must have followed every write
        },
      ),
      {numRuns: 1500},
    )
    // Both the top-k walk and the plain narrowed path must have been exercised often.
    expect(taken.topK).toBeGreaterThan(300)
    expect(taken.narrowed + taken.scans).toBeGreaterThan(50)
    // And the answers must often hold documents, or identity would say little.
    expect(stats.nonEmpty).toBeGreaterThan(stats.checks / 5)
  }, 180_000)

  it('never leaves out a document whose field groq-js says matches (text index superset)', () => {
    fc.assert(
      fc.property(fc.array(text, {minLength: 1, maxLength: 3}), fc.array(text, {maxLength: 3}), termArb, (values, spans, pattern) => {
        const doc = {
          _id: 'x',
          _type: 'article',
          title: values[0],
          tags: values,
          body: [{_type: 'block', children: spans.map((t) => ({_type: 'span', text: t}))}],
        }
        const index = new DatasetIndex([JSON.parse(JSON.stringify(doc))])
        const dataset = [doc]
        for (const path of ['title', 'tags', 'tags[]', 'pt::text(body)', 'body[].children[].text', '[title, pt::text(body)]', 'seo.title']) {
          const candidates = candidatesFor(index, parse(`${path} match $p`, {params: {p: pattern}}) as never)
          if (candidates === null || candidates.has('x')) continue
          // The index says no: groq-js must agree.
          const query = parse(`*[${path} match $p]._id`, {params: {p: pattern}})
          expect(evaluateSync(query, {dataset}).data, `${path} match ${JSON.stringify(pattern)}`).toEqual([])
        }
      }),
      {numRuns: 3000},
    )
  })
})
