// The lake's query path at scale: `node tests/bench/scale.bench.ts` (npm run bench:scale).
// For each size (SCALE_BENCH_SIZES, default 10000,100000,1000000) a fresh lake runs as its own
// process, as `npm start` runs it; the generated documents go in through the real write path
// (POST /data/mutate, 1,000 creates per transaction) and what the lake stored comes back from
// those answers, so the plain groq-js scan in this process runs over exactly the stored data.
// Then, over HTTP with an editor's token, p50/p95 of: /ping (the floor), fetch by id (query and
// doc endpoint), ids in a list, an attribute filter ordered and sliced, a filter with a
// dereference, a count, the studio's list pane and its search — each beside the scan of the same
// query (fewer runs at 1M) and checked against it. Then the lake restarts on the same data: the
// time until it listens, the first answer of each query after the restart, and its resident
// memory. Results: tests/bench/results/scale.json; figures, not gates (benchmarks never fail).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, tmpdir, totalmem} from 'node:os'
import {dirname, join} from 'node:path'
import {isDeepStrictEqual} from 'node:util'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {BENCH_TYPES, generateDocuments} from './generate.ts'
import {searchQuery} from './searchQuery.ts'
import {startLakeProcess, type LakeProcess} from './support/lakeProcess.ts'
import {printTable} from './table.ts'
import {timeRuns, type Timing} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'scale.json')
const SIZES = (process.env.SCALE_BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const WRITE_BATCH = 1000
const API = `/v2023-11-13`
/** Node options for the lake process (SCALE_BENCH_NODE_ARGS), e.g. a larger heap. */
const NODE_ARGS = (process.env.SCALE_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)

interface Case {
  name: string
  /** A GROQ query with its parameters, or the doc endpoint for one id. */
  query?: (i: number) => {query: string; params: Record<string, unknown>}
  doc?: (i: number) => string
}

interface Row {
  size: number
  case: string
  lake: Timing
  scan: Timing | null
  firstAfterRestartMs: number
  ratioP50: number | null
}

async function scan(query: string, params: Record<string, unknown>, documents: SanityDocument[]): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
}

function casesFor(sampleIds: string[]): Case[] {
  const id = (i: number) => sampleIds[i % sampleIds.length]
  const search = (term: string) => searchQuery({name: term, terms: [term], types: [], ordering: '_updatedAt desc', page: 0})
  return [
    {name: 'by id: *[_id == $id][0]{_id, title}', query: (i) => ({query: '*[_id == $id][0]{_id, title}', params: {id: id(i)}})},
    {name: 'by id: GET /data/doc/{id}', doc: id},
    {name: 'ids: *[_id in $ids]{_id, _type} (20 ids)', query: (i) => ({query: '*[_id in $ids]{_id, _type}', params: {ids: Array.from({length: 20}, (_, k) => id(i + k * 13))}})},
    {
      name: 'attribute: article rank > 990, order(rank desc)[0...50]',
      query: () => ({query: '*[_type == "article" && rank > 990] | order(rank desc)[0...50]{_id, rank}', params: {}}),
    },
    {
      name: 'attribute + deref: article rank == $r [0...20], author->name',
      query: (i) => ({query: '*[_type == "article" && rank == $r][0...20]{_id, "author": author->name}', params: {r: (i * 37) % 1000}}),
    },
    {name: 'count: articles with a title', query: () => ({query: 'count(*[_type == "article" && defined(title)])', params: {}})},
    {
      name: "list pane: *[_type == $type] | order(_updatedAt desc)[0...50]",
      query: (i) => ({query: '*[_type == $type] | order(_updatedAt desc) [0...50] {_id, _type, _updatedAt, title, name}', params: {type: BENCH_TYPES[i % BENCH_TYPES.length]}}),
    },
    {
      name: 'search: one common term, all types',
      query: (i) => {
        const {query, params} = search(['lake', 'rive', 'ston', 'harb'][i % 4])
        return {query, params: {...params, __types: [...BENCH_TYPES]}}
      },
    },
  ]
}

/** Creates the documents through the lake's mutate endpoint; answers the documents as stored. */
async function writeThroughLake(lake: LakeProcess, token: string, documents: SanityDocument[]): Promise<SanityDocument[]> {
  const stored: SanityDocument[] = []
  for (let i = 0; i < documents.length; i += WRITE_BATCH) {
    // The lake sets the system fields itself; the generated ones would only be replaced.
    const mutations = documents.slice(i, i + WRITE_BATCH).map(({_rev, _createdAt, _updatedAt, ...doc}) => ({create: doc}))
    const response = await fetch(`${lake.url}${API}/data/mutate/${DEMO_DATASET}?returnDocuments=true&visibility=async`, {
      method: 'POST',
      headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID},
      body: JSON.stringify({mutations}),
    })
    if (response.status !== 200) throw new Error(`Writing documents ${i}–${i + WRITE_BATCH} failed: ${response.status} ${await response.text()}`)
    const answer = (await response.json()) as {results: {document: SanityDocument}[]}
    for (const result of answer.results) stored.push(result.document)
  }
  return stored
}

/**
 * A read over HTTP, sent again once when the connection was closed under it: a scan of a million
 * documents runs longer than the lake keeps an idle connection, and the client may reuse one the
 * lake is just closing. Reads only; a write is never repeated.
 */
async function read(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}

async function ask(lake: LakeProcess, token: string, c: Case, i: number): Promise<unknown> {
  const headers = {authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID}
  if (c.doc) {
    const response = await read(`${lake.url}${API}/data/doc/${DEMO_DATASET}/${encodeURIComponent(c.doc(i))}`, {headers})
    if (response.status !== 200) throw new Error(`${c.name}: ${response.status}`)
    return ((await response.json()) as {documents: unknown[]}).documents[0]
  }
  const {query, params} = c.query!(i)
  // perspective raw: the scan below sees drafts too.
  const response = await read(`${lake.url}${API}/data/query/${DEMO_DATASET}?perspective=raw&returnQuery=false`, {method: 'POST', headers, body: JSON.stringify({query, params})})
  if (response.status !== 200) throw new Error(`${c.name}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as {result: unknown}).result
}

async function ping(lake: LakeProcess): Promise<void> {
  const response = await read(`${lake.url}${API}/ping`, {})
  if (response.status !== 200) throw new Error(`ping: ${response.status}`)
  await response.arrayBuffer()
}

const runsAt = (size: number) => (size >= 1_000_000 ? {lake: 100, scan: 3} : size >= 100_000 ? {lake: 200, scan: 8} : {lake: 300, scan: 20})

async function benchSize(size: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-scale-'))
  let lake = await startLakeProcess(dataDir, NODE_ARGS)
  try {
    const store = new SqliteStore(dataDir)
    const token = issueToken(store, DEMO_USERS.find((u) => u.role === 'editor')!.id, 'scale bench').secret
    store.close()
    // The demo's own documents come first in the natural order; the scan needs them too.
    const demo = (await ask(lake, token, {name: 'all', query: () => ({query: '*', params: {}})}, 0)) as SanityDocument[]
    const emptyRss = lake.rssBytes()
    const {documents, sampleIds} = generateDocuments(size, 20261122, {searchText: true})
    const writeStarted = performance.now()
    const stored = await writeThroughLake(lake, token, documents)
    const writeMs = Math.round(performance.now() - writeStarted)
    const all = [...demo, ...stored]
    console.log(`${size.toLocaleString('en')} documents written through /data/mutate in ${(writeMs / 1000).toFixed(1)} s; lake RSS ${Math.round(lake.rssBytes() / 2 ** 20)} MiB`)

    const runs = runsAt(size)
    const cases = casesFor(sampleIds)
    const pingTiming = await timeRuns(runs.lake, () => ping(lake))
    const measured: {c: Case; lake: Timing; scan: Timing | null}[] = []
    for (const c of cases) {
      // Answers checked against the scan on a few inputs, then timed on all.
      const scanTiming = c.query
        ? await timeRuns(runs.scan, async (i) => {
            const {query, params} = c.query!(i)
            const expected = await scan(query, params, all)
            const ours = await ask(lake, token, c, i)
            if (!isDeepStrictEqual(ours, expected)) throw new Error(`${c.name} at ${size}: the lake's answer differs from the scan's`)
          })
        : null
      for (let i = 0; i < 5; i++) await ask(lake, token, c, i)
      measured.push({c, lake: await timeRuns(runs.lake, (i) => ask(lake, token, c, i)), scan: scanTiming})
    }
    // Only the scan's own time: the loop above also asked the lake once per run.
    for (const m of measured) {
      if (!m.c.query) continue
      m.scan = await timeRuns(runs.scan, async (i) => {
        const {query, params} = m.c.query!(i)
        await scan(query, params, all)
      })
    }
    const rssBytes = lake.rssBytes()
    await lake.stop()

    lake = await startLakeProcess(dataDir, NODE_ARGS)
    const restartMs = lake.startMs
    const firsts: number[] = []
    for (const c of cases) {
      const started = performance.now()
      await ask(lake, token, c, 1)
      firsts.push(Math.round((performance.now() - started) * 100) / 100)
    }
    const rssAfterRestart = lake.rssBytes()
    const rows: Row[] = measured.map((m, i) => ({
      size,
      case: m.c.name,
      lake: m.lake,
      scan: m.scan,
      firstAfterRestartMs: firsts[i],
      ratioP50: m.scan ? Math.round((m.scan.p50 / m.lake.p50) * 10) / 10 : null,
    }))
    return {size, writeMs, restartMs, emptyRss, rssBytes, rssAfterRestart, ping: pingTiming, rows}
  } finally {
    await lake.stop()
    rmSync(dataDir, {recursive: true, force: true})
  }
}

const started = performance.now()
const loadBefore = loadavg()[0]
const results = []
for (const size of SIZES) results.push(await benchSize(size))

for (const r of results) {
  console.log(
    `\n${r.size.toLocaleString('en')} documents: restart to listening ${r.restartMs} ms; RSS ${Math.round(r.rssBytes / 2 ** 20)} MiB after the run, ${Math.round(r.rssAfterRestart / 2 ** 20)} MiB after a restart (${Math.round((r.rssAfterRestart - r.emptyRss) / 2 ** 20 / (r.size / 100_000))} MiB per 100k documents above the lake with the demo alone, ${Math.round(r.emptyRss / 2 ** 20)} MiB); /ping p50 ${r.ping.p50.toFixed(2)} ms`,
  )
  printTable(
    ['case', 'lake p50 ms', 'lake p95 ms', '÷ ping p50', 'scan p50 ms', 'scan ÷ lake', 'first after restart ms'],
    r.rows.map((row) => [
      row.case,
      row.lake.p50.toFixed(2),
      row.lake.p95.toFixed(2),
      `${Math.round((row.lake.p50 / r.ping.p50) * 10) / 10}×`,
      row.scan ? row.scan.p50.toFixed(1) : '',
      row.ratioP50 === null ? '' : `${row.ratioP50}×`,
      row.firstAfterRestartMs.toFixed(1),
    ]),
    1,
  )
}
const totalSeconds = Math.round((performance.now() - started) / 1000)
console.log(`\nTotal ${totalSeconds} s; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB)`)
mkdirSync(dirname(RESULTS), {recursive: true})
writeFileSync(
  RESULTS,
  `${JSON.stringify({when: new Date().toISOString(), node: process.version, nodeArgs: NODE_ARGS, cpus: cpus().length, cpuModel: cpus()[0]?.model, memory: totalmem(), loadBefore, loadAfter: loadavg()[0], results, totalSeconds}, null, 2)}\n`,
)
console.log(`Results written to ${RESULTS}`)
