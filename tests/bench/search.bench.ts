// Global search benchmark: `node tests/bench/search.bench.ts` (npm run bench:search).
// At 10k and 100k documents, runs the studio's search queries (the shape core/search builds:
// every searchable path of the chosen types ored per term, terms anded, ordered, a page of 1000,
// the hit projection) through Dataset.query, as the server does, and through a plain groq-js
// scan of the same documents in the same process. Every answer of either path is checked
// against the scan's first answer. PERFORMANCE.md: at 100k, p95 < 50 ms and ≥ 30× the scan.
// Results: tests/bench/results/search.json.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {isDeepStrictEqual} from 'node:util'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {BENCH_TYPES, COMMON_WORDS, generateDocuments, SEARCH_WORDS} from './generate.ts'
import {timeRuns} from './timing.ts'
import {SEARCH_PAGE as PAGE, searchQuery, type SearchCase} from './searchQuery.ts'
import {printTable} from './table.ts'

const RESULTS = join(import.meta.dirname, 'results', 'search.json')

// Common words are in most articles; the rare ones in a handful of documents.
const common = (i: number) => COMMON_WORDS[i].slice(0, 4)
const rare = SEARCH_WORDS[SEARCH_WORDS.length - 40]
const CASES: SearchCase[] = [
  {name: 'one common term', terms: [common(7)], types: [], ordering: '_updatedAt desc', page: 0},
  {name: 'one common term, page 1', terms: [common(7)], types: [], ordering: '_updatedAt desc', page: 1},
  {name: 'one rare term', terms: [rare], types: [], ordering: '_updatedAt desc', page: 0},
  {name: 'broad term "a"', terms: ['a'], types: [], ordering: '_updatedAt desc', page: 0},
  {name: 'common + rare, type list', terms: [common(3), SEARCH_WORDS[200]], types: ['article'], ordering: '_updatedAt desc', page: 0},
  {name: 'two common terms, created desc, page 1', terms: [common(3), common(12)], types: [], ordering: '_createdAt desc', page: 1},
  {name: 'one common term, type list, updated asc', terms: [common(20)], types: ['article'], ordering: '_updatedAt asc', page: 0},
  {name: 'common term + filter', terms: [common(9)], types: ['article'], ordering: '_updatedAt desc', page: 0, filter: 'count(tags) > 2'},
]

/** Runs per size: the scan takes seconds at 100k, so it runs a few times only. */
const PLAN = [
  {count: 10_000, scanRuns: 5, ourRuns: 60},
  {count: 100_000, scanRuns: 3, ourRuns: 60},
]

interface Measurement {
  size: number
  case: string
  path: string
  runs: number
  p50: number
  p95: number
  mean: number
  hits: number
}

const measure = (runs: number, once: () => Promise<unknown>) => timeRuns(runs, once)

async function scan(query: string, params: Record<string, unknown>, documents: SanityDocument[]): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
}

function check(what: string, ours: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(ours, expected)) throw new Error(`${what}: the answer differs from the scan's`)
}

/** Writes the documents through the store's bulk path, then opens the dataset as the server does. */
function loadDataset(store: SqliteStore, documents: SanityDocument[]): Dataset {
  const chunk = 1000
  const batch = []
  for (let i = 0; i < documents.length; i += chunk) {
    const docs = documents.slice(i, i + chunk)
    batch.push({
      tx: {projectId: 'bench', dataset: 'search', id: `bulk${i / chunk}`, timestamp: docs[0]._updatedAt, author: 'bench', mutations: [], documentIds: docs.map((d) => d._id), effects: {}},
      changes: docs.map((d) => ({id: d._id, before: null, after: d})),
    })
  }
  store.commitMany(batch)
  return new Dataset(store, new TransactionBus(), 'bench', 'search')
}

async function benchSize(plan: (typeof PLAN)[number]) {
  const {documents} = generateDocuments(plan.count, undefined, {searchText: true})
  const dataDir = mkdtempSync(join(tmpdir(), 'search-bench-'))
  const store = new SqliteStore(dataDir)
  try {
    const dataset = loadDataset(store, documents)
    const natural = dataset.index.all()
    const access = new Access(grantsOfRoles(['editor']))
    const rows: Measurement[] = []
    // The text index and the kept orders are built by the first search that needs them.
    const heapBefore = process.memoryUsage().heapUsed
    const firstStarted = performance.now()
    for (const ordering of ['_updatedAt desc', '_createdAt desc']) {
      await dataset.query(searchQuery({name: 'first', terms: ['x'], types: [], ordering, page: 0}).query, {__types: [...BENCH_TYPES], t0: 'x*'}, {access})
    }
    const firstSearchMs = Math.round(performance.now() - firstStarted)
    const indexMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)
    for (const c of CASES) {
      const {query, params} = searchQuery(c)
      const expected = await scan(query, params, natural)
      const hits = (expected as unknown[]).length
      const scanned = await measure(plan.scanRuns, async () => check(`scan, ${c.name}`, await scan(query, params, natural), expected))
      rows.push({size: plan.count, case: c.name, path: 'groq-js scan (baseline)', hits, ...scanned})
      for (let i = 0; i < 3; i++) await dataset.query(query, params, {access}) // warm up the JIT
      const ours = await measure(plan.ourRuns, async () => {
        const {result, stats} = await dataset.query(query, params, {access})
        if (!stats.topK) throw new Error(`${c.name}: the top-k walk did not answer`)
        check(`Dataset.query, ${c.name}`, result, expected)
      })
      rows.push({size: plan.count, case: c.name, path: 'Dataset.query (planner)', hits, ...ours})
    }
    return {size: plan.count, firstSearchMs, indexMb, rows}
  } finally {
    store.close()
    rmSync(dataDir, {recursive: true, force: true})
  }
}

function withRatios(rows: Measurement[]) {
  const baselines = new Map(rows.filter((r) => r.path.startsWith('groq-js')).map((r) => [`${r.size}/${r.case}`, r]))
  return rows.map((r) => {
    const base = baselines.get(`${r.size}/${r.case}`)!
    return {...r, ratioP50: Math.round((base.p50 / r.p50) * 10) / 10, ratioP95: Math.round((base.p95 / r.p95) * 10) / 10}
  })
}

function printResults(rows: ReturnType<typeof withRatios>): void {
  const header = ['docs', 'case', 'path', 'hits', 'runs', 'p50 ms', 'p95 ms', 'scan/ours p50', 'scan/ours p95']
  const lines = rows.map((r) => {
    const baseline = r.path.startsWith('groq-js')
    return [r.size.toLocaleString('en'), r.case, r.path, String(r.hits), String(r.runs), r.p50.toFixed(2), r.p95.toFixed(2), baseline ? '1' : `${r.ratioP50}×`, baseline ? '1' : `${r.ratioP95}×`]
  })
  printTable(header, lines, 3)
}

const started = performance.now()
const sizes = []
for (const plan of PLAN) {
  const result = await benchSize(plan)
  console.log(`${plan.count.toLocaleString('en')} documents: first search (builds the text index and orders) ${result.firstSearchMs} ms, ~${result.indexMb} MB heap`)
  sizes.push(result)
}
const rows = withRatios(sizes.flatMap((s) => s.rows))
console.log()
printResults(rows)

const ours100k = rows.filter((r) => r.size === 100_000 && r.path.startsWith('Dataset.query'))
const worstP95 = Math.max(...ours100k.map((r) => r.p95))
const worstRatio = Math.min(...ours100k.map((r) => r.ratioP95))
const budget = {
  rule: 'search at 100k: p95 < 50 ms and ≥ 30× faster than the scan (p95), identical results',
  worstP95,
  worstRatioP95: worstRatio,
  met: worstP95 < 50 && worstRatio >= 30,
}
console.log(`\nBudget: ${budget.rule}: worst p95 ${worstP95} ms, worst ratio ${worstRatio}× → ${budget.met ? 'met' : 'NOT met'}`)
const totalSeconds = Math.round((performance.now() - started) / 100) / 10
console.log(`Total ${totalSeconds} s`)

mkdirSync(dirname(RESULTS), {recursive: true})
writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      when: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      cases: CASES.map((c) => ({...c, ...searchQuery(c)})),
      datasets: sizes.map(({size, firstSearchMs, indexMb}) => ({size, firstSearchMs, indexMb})),
      rows,
      budget,
      totalSeconds,
    },
    null,
    2,
  )}\n`,
)
console.log(`Results written to ${RESULTS}`)
if (!budget.met) process.exitCode = 1
