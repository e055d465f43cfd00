// Lake read benchmark: `node tests/bench/lake.bench.ts`.
// At 10k and 100k documents, compares our read paths with a plain groq-js scan of the same data in
// the same process (PERFORMANCE.md: fetch by id at 100k must be ≥ 100× faster than the scan):
//   (a) fetch by id: `*[_id == $id][0]` through Dataset.query (the planner), and the direct index
//       lookup that /data/doc uses;
//   (b) a type-filtered, ordered, sliced query.
// Every measured answer is checked against the scan's answer. Results: tests/bench/results/lake.json.
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
import type {DocumentChange, TransactionRecord} from '../../server/storage/types.ts'
import {generateDocuments} from './generate.ts'
import {timeRuns} from './timing.ts'
import {printTable} from './table.ts'

const RESULTS = join(import.meta.dirname, 'results', 'lake.json')
const BY_ID = '*[_id == $id][0]'
const BY_TYPE = '*[_type == $type && defined(title)] | order(_id asc) [0...100]{_id, title}'

/** Iterations per size: the scan is slow by nature, so it runs fewer times at 100k. */
const PLAN = [
  {count: 10_000, baseline: {byId: 40, byType: 20}, ours: {byId: 2000, direct: 20_000, byType: 200}},
  {count: 100_000, baseline: {byId: 12, byType: 8}, ours: {byId: 2000, direct: 20_000, byType: 40}},
]

interface Measurement {
  size: number
  case: string
  path: string
  runs: number
  p50: number
  p95: number
  mean: number
}

async function measure(size: number, name: string, path: string, runs: number, once: (i: number) => Promise<unknown> | unknown): Promise<Measurement> {
  for (let i = 0; i < Math.min(5, runs); i++) await once(i) // warm up the JIT and caches
  return {size, case: name, path, ...(await timeRuns(runs, once))}
}

async function scan(query: string, params: Record<string, unknown>, documents: SanityDocument[]): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
}

/** Writes the documents through the store's bulk path, then opens the dataset the way the server does. */
function loadDataset(store: SqliteStore, documents: SanityDocument[]): {dataset: Dataset; writeMs: number; loadMs: number} {
  const started = performance.now()
  const batch: {tx: TransactionRecord; changes: DocumentChange[]}[] = []
  const chunk = 1000
  for (let i = 0; i < documents.length; i += chunk) {
    const docs = documents.slice(i, i + chunk)
    batch.push({
      tx: {
        projectId: 'bench',
        dataset: 'production',
        id: `bulk${i / chunk}`,
        timestamp: docs[0]._updatedAt,
        author: 'bench',
        mutations: [],
        documentIds: docs.map((d) => d._id),
        effects: {},
      },
      changes: docs.map((d) => ({id: d._id, before: null, after: d})),
    })
  }
  store.commitMany(batch)
  const written = performance.now()
  const dataset = new Dataset(store, new TransactionBus(), 'bench', 'production')
  return {dataset, writeMs: Math.round(written - started), loadMs: Math.round(performance.now() - written)}
}

function check(what: string, ours: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(ours, expected)) throw new Error(`${what}: our answer differs from the scan's`)
}

async function benchSize(plan: (typeof PLAN)[number]) {
  const {documents, sampleIds} = generateDocuments(plan.count)
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-bench-'))
  const store = new SqliteStore(dataDir)
  try {
    const {dataset, writeMs, loadMs} = loadDataset(store, documents)
    const natural = dataset.index.all()
    check('natural order', natural.map((d) => d._id), documents.map((d) => d._id))
    const access = new Access(grantsOfRoles(['editor']))
    const types = ['article', 'page']
    const size = plan.count
    const rows: Measurement[] = []

    // Reference answers from the scan, reused to check every measured answer.
    const expectedById = new Map<string, unknown>()
    const expectedByType = new Map<string, unknown>()
    for (const id of sampleIds.slice(0, 8)) expectedById.set(id, await scan(BY_ID, {id}, natural))
    for (const type of types) expectedByType.set(type, await scan(BY_TYPE, {type}, natural))
    const idAt = (i: number) => sampleIds[i % sampleIds.length]
    const checkedId = (i: number) => sampleIds[i % 8]

    rows.push(
      await measure(size, 'fetch by id', 'groq-js scan (baseline)', plan.baseline.byId, async (i) => {
        const id = checkedId(i)
        check('scan by id', await scan(BY_ID, {id}, natural), expectedById.get(id))
      }),
    )
    rows.push(
      await measure(size, 'fetch by id', 'Dataset.query (planner)', plan.ours.byId, async (i) => {
        const id = i % 2 === 0 ? checkedId(i) : idAt(i)
        const {result} = await dataset.query(BY_ID, {id}, {access})
        if (expectedById.has(id)) check('planner by id', result, expectedById.get(id))
        else if ((result as SanityDocument | null)?._id !== id) throw new Error(`planner by id: wrong document for ${id}`)
      }),
    )
    rows.push(
      await measure(size, 'fetch by id', 'index get + read check (/data/doc)', plan.ours.direct, async (i) => {
        const id = idAt(i)
        const doc = dataset.get(id)
        const readable = doc ? await access.permitted('read', [doc]) : []
        if (readable[0]?._id !== id) throw new Error(`direct get: wrong document for ${id}`)
      }),
    )
    // A large type (articles, 45% of the dataset) and a small one (pages, 3%): narrowing helps
    // the small one most, the large one still has tens of thousands of documents to filter and sort.
    for (const [type, share] of [['article', '45%'], ['page', '3%']] as const) {
      const name = `type filter + order + slice (${type}, ${share})`
      rows.push(
        await measure(size, name, 'groq-js scan (baseline)', plan.baseline.byType, async () => {
          check('scan by type', await scan(BY_TYPE, {type}, natural), expectedByType.get(type))
        }),
      )
      rows.push(
        await measure(size, name, 'Dataset.query (planner)', plan.ours.byType, async () => {
          const {result} = await dataset.query(BY_TYPE, {type}, {access})
          check('planner by type', result, expectedByType.get(type))
        }),
      )
    }
    return {size, writeMs, loadMs, rows}
  } finally {
    store.close()
    rmSync(dataDir, {recursive: true, force: true})
  }
}

function ratioRows(rows: Measurement[]) {
  const baselines = new Map(rows.filter((r) => r.path.startsWith('groq-js')).map((r) => [`${r.size}/${r.case}`, r]))
  return rows.map((r) => {
    const base = baselines.get(`${r.size}/${r.case}`)!
    return {...r, ratioP50: Math.round((base.p50 / r.p50) * 10) / 10, ratioP95: Math.round((base.p95 / r.p95) * 10) / 10}
  })
}

function printResults(rows: ReturnType<typeof ratioRows>): void {
  const header = ['docs', 'case', 'path', 'runs', 'p50 ms', 'p95 ms', 'scan/ours p50', 'scan/ours p95']
  const lines = rows.map((r) => [
    r.size.toLocaleString('en'),
    r.case,
    r.path,
    String(r.runs),
    r.p50.toFixed(3),
    r.p95.toFixed(3),
    r.path.startsWith('groq-js') ? '1' : `${r.ratioP50}×`,
    r.path.startsWith('groq-js') ? '1' : `${r.ratioP95}×`,
  ])
  printTable(header, lines, 3)
}

const started = performance.now()
const sizes = []
for (const plan of PLAN) {
  const result = await benchSize(plan)
  console.log(`${plan.count.toLocaleString('en')} documents: bulk write ${result.writeMs} ms, dataset load ${result.loadMs} ms`)
  sizes.push(result)
}
const rows = ratioRows(sizes.flatMap((s) => s.rows))
console.log()
printResults(rows)

const byId100k = rows.find((r) => r.size === 100_000 && r.case === 'fetch by id' && r.path.startsWith('Dataset.query'))!
const budget = {rule: 'fetch by id at 100k ≥ 100× faster than the scan (p50)', ratio: byId100k.ratioP50, met: byId100k.ratioP50 >= 100}
console.log(`\nBudget: ${budget.rule}: ${budget.ratio}× → ${budget.met ? 'met' : 'NOT met'}`)
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
      queries: {byId: BY_ID, byType: BY_TYPE},
      datasets: sizes.map(({size, writeMs, loadMs}) => ({size, writeMs, loadMs})),
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
