// The lake's query path at scale: `node tests/bench/scale.bench.ts` (npm run bench:scale).
// For each size (SCALE_BENCH_SIZES, default 10000,100000,1000000) a fresh lake runs as its own
// process, as `npm start` runs it; the generated documents go in through the real write path
// (POST /data/mutate, 1,000 creates per transaction) and what the lake stored comes back from
// those answers, so the plain groq-js scan in this process runs over exactly the stored data.
// Then, over HTTP with an editor's token, from a worker thread with a heap of its own (this thread
// holds every document for the scan), p50/p95 of: /ping (the floor), fetch by id (query and
// doc endpoint), ids in a list, an attribute filter ordered and sliced, a filter with a
// dereference, a count, the studio's list pane and its search — each beside the scan of the same
// query (fewer runs at 1M) and checked against it. Then the lake restarts on the same data: the
// time until it listens, the first answer of each query after the restart, and its resident
// memory. Results: tests/bench/results/scale.json; figures, not gates (benchmarks never fail).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, tmpdir, totalmem} from 'node:os'
import {dirname, join} from 'node:path'
import {isDeepStrictEqual} from 'node:util'
import {Worker} from 'node:worker_threads'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {generateDocuments} from './generate.ts'
import {startLakeProcess, type LakeProcess} from './support/lakeProcess.ts'
import {API, ask, casesFor, type Case} from './support/scaleCases.ts'
import type {FirstAnswers, TimeCase} from './support/scaleClient.ts'
import {printTable} from './table.ts'
import {timeRuns, type Timing} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'scale.json')
const SIZES = (process.env.SCALE_BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const WRITE_BATCH = 1000
/** Node options for the lake process (SCALE_BENCH_NODE_ARGS), e.g. a larger heap. */
const NODE_ARGS = (process.env.SCALE_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)

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

/** The worker that times the lake (support/scaleClient.ts); one question at a time. */
function startTimingClient() {
  const worker = new Worker(new URL('./support/scaleClient.ts', import.meta.url))
  return {
    ask<T>(message: TimeCase | FirstAnswers): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const fail = (err: Error) => reject(err)
        worker.once('error', fail)
        worker.once('message', (answer: T) => {
          worker.off('error', fail)
          resolve(answer)
        })
        worker.postMessage(message)
      })
    },
    stop: () => worker.terminate(),
  }
}

const timingClient = startTimingClient()

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
    const client = {url: lake.url, token, sampleIds}
    const pingTiming = (await timingClient.ask<{timing: Timing}>({...client, runs: runs.lake, caseIndex: -1})).timing
    const measured: {c: Case; lake: Timing; scan: Timing | null}[] = []
    for (const [caseIndex, c] of cases.entries()) {
      // Answers checked against the scan on a few inputs, then timed on all.
      const scanTiming = c.query
        ? await timeRuns(runs.scan, async (i) => {
            const {query, params} = c.query!(i)
            const expected = await scan(query, params, all)
            const ours = await ask(lake, token, c, i)
            if (!isDeepStrictEqual(ours, expected)) throw new Error(`${c.name} at ${size}: the lake's answer differs from the scan's`)
          })
        : null
      const {timing} = await timingClient.ask<{timing: Timing}>({...client, runs: runs.lake, caseIndex})
      measured.push({c, lake: timing, scan: scanTiming})
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
    const {firsts} = await timingClient.ask<{firsts: number[]}>({url: lake.url, token, sampleIds, firsts: true})
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
await timingClient.stop()

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
