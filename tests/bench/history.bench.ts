// History benchmark (PERFORMANCE.md: a document with 5,000 transactions shows its first 10 chunks
// in < 300 ms): `node tests/bench/history.bench.ts`.
// A real lake on a fresh data folder; one article written through the HTTP API in 5,000
// transactions — bursts of draft edits, each burst published — among other documents' transactions.
// Measured in the same process, against the same lake:
//   first10  the timeline machine's first load as the studio runs it: historyTimelineMachine with
//            the real HTTP adapter's page reader (pages of 50, newest first), until it has 10 chunks;
//   whole    the baseline: the document's whole history read through the same adapter and chunked;
//   stream   one raw request for the whole history: time to its first byte and to its end, which
//            says whether the lake streams (the first line leaves before the last row is read).
// A report: slow figures never fail the run; a first load without 10 chunks, or a history that is
// not all there, does. Results: tests/bench/results/history.json.
import {mkdirSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {dirname, join} from 'node:path'
import {lastValueFrom, toArray} from 'rxjs'
import {createActor, waitFor} from 'xstate'
import {createHttpContentLake} from '../../adapters/http/lake.ts'
import {draftIdOf} from '../../core/documents/ids.ts'
import {chunksOf, type HistoryTransaction} from '../../core/history/chunks.ts'
import {HISTORY_INITIAL_CHUNKS, historyTimelineMachine} from '../../machines/historyTimeline.ts'
import {historyPageReader} from '../../machines/historyTimelineActors.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {printTable} from './table.ts'
import {timeRuns, type Timing} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'history.json')
const TRANSACTIONS = Number(process.env.HISTORY_BENCH_TRANSACTIONS ?? 5000)
/** Draft edits between two publishes: each burst is one chunk (edits < 5 min apart merge), each publish another. */
const BURST = 20
/** One transaction on another document after this many of ours, so the log is not only this document's. */
const OTHER_EVERY = 5
const RUNS = {first10: Number(process.env.HISTORY_BENCH_RUNS ?? 20), whole: 5, stream: 5}
const BUDGET_MS = 300
const ID = 'history-bench-article'

async function post(lake: TestLake, mutations: unknown[]): Promise<void> {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations})})
  if (response.status !== 200) throw new Error(`mutate answered ${response.status}: ${await response.text()}`)
}

/** Writes the document's transactions through the API, as editors would, and a few of other documents. */
async function writeHistory(lake: TestLake): Promise<number> {
  const draft = draftIdOf(ID)
  let written = 0
  let others = 0
  while (written < TRANSACTIONS) {
    const n = written + 1
    if (n % (BURST + 1) === 0) {
      await post(lake, [{delete: {id: draft}}, {createOrReplace: {_id: ID, _type: 'article', title: `Edit ${written}`, excerpt: `Published after ${written}`}}])
    } else {
      await post(lake, [
        {createIfNotExists: {_id: draft, _type: 'article', title: 'Start'}},
        {patch: {id: draft, set: {title: `Edit ${n}`, excerpt: `Text written in transaction ${n}`}}},
      ])
    }
    written++
    if (written % OTHER_EVERY === 0) {
      await post(lake, [{createOrReplace: {_id: `history-bench-other-${others % 50}`, _type: 'article', title: `Other ${others}`}}])
      others++
    }
  }
  return others
}

/** The studio's first load: the timeline machine over the HTTP adapter until it stops loading on its own. */
async function firstChunks(lake: TestLake): Promise<{chunks: number; transactions: number}> {
  const http = createHttpContentLake({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: lake.tokens.editor})
  const machine = historyTimelineMachine.provide({actors: {readPage: historyPageReader(http, ID)}})
  const actor = createActor(machine, {input: {publishedId: ID}}).start()
  const state = await waitFor(actor, (s) => s.matches('idle') || s.matches('complete') || s.matches('failed'), {timeout: 60_000})
  actor.stop()
  if (state.matches('failed')) throw new Error(`the timeline failed: ${state.context.error}`)
  return {chunks: state.context.chunks.length, transactions: state.context.transactions.length}
}

/** The baseline: every transaction of the pair through the same adapter, then chunked. */
async function wholeHistory(lake: TestLake): Promise<{chunks: number; transactions: number}> {
  const http = createHttpContentLake({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: lake.tokens.editor})
  const entries = await lastValueFrom(
    http.transactions([ID, draftIdOf(ID)], {effectFormat: 'mendoza', excludeContent: true, limit: 10_000}).pipe(toArray()),
  )
  return {chunks: chunksOf(entries as HistoryTransaction[], ID).length, transactions: entries.length}
}

/** One raw request for the whole history: ms to the first body bytes and to the end. */
async function streamTiming(lake: TestLake): Promise<{firstByteMs: number; totalMs: number; lines: number}> {
  const started = performance.now()
  const response = await lake.api(`/data/history/${lake.dataset}/transactions/${ID},${draftIdOf(ID)}?effectFormat=mendoza&excludeContent=true&limit=10000`)
  const reader = response.body!.getReader()
  let firstByteMs = -1
  let lines = 0
  const decoder = new TextDecoder()
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    if (firstByteMs < 0) firstByteMs = performance.now() - started
    lines += decoder.decode(value, {stream: true}).split('\n').length - 1
  }
  return {firstByteMs, totalMs: performance.now() - started, lines}
}

async function main() {
  const lake = await startTestLake()
  try {
    const writeStarted = performance.now()
    const others = await writeHistory(lake)
    const writeMs = Math.round(performance.now() - writeStarted)
    console.log(`wrote ${TRANSACTIONS} transactions of ${ID} (+${others} of other documents) in ${writeMs} ms`)

    // Warm up both paths (JIT, SQLite page cache), then check what they answer.
    const first = await firstChunks(lake)
    const whole = await wholeHistory(lake)
    if (first.chunks < HISTORY_INITIAL_CHUNKS) throw new Error(`the first load ended with ${first.chunks} chunks`)
    if (whole.transactions !== TRANSACTIONS) throw new Error(`the whole history has ${whole.transactions} transactions, expected ${TRANSACTIONS}`)

    const timings: Record<string, Timing> = {
      first10: await timeRuns(RUNS.first10, () => firstChunks(lake)),
      whole: await timeRuns(RUNS.whole, () => wholeHistory(lake)),
    }
    const streams: Awaited<ReturnType<typeof streamTiming>>[] = []
    for (let i = 0; i < RUNS.stream; i++) streams.push(await streamTiming(lake))
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const firstByteMs = median(streams.map((s) => s.firstByteMs))
    const streamTotalMs = median(streams.map((s) => s.totalMs))

    const round = (n: number) => Math.round(n * 10) / 10
    printTable(
      ['path', 'what', 'runs', 'p50 ms', 'p95 ms', 'mean ms'],
      [
        ['first10', `${first.chunks} chunks from ${first.transactions} transactions`, String(timings.first10.runs), String(round(timings.first10.p50)), String(round(timings.first10.p95)), String(round(timings.first10.mean))],
        ['whole', `${whole.chunks} chunks from ${whole.transactions} transactions`, String(timings.whole.runs), String(round(timings.whole.p50)), String(round(timings.whole.p95)), String(round(timings.whole.mean))],
      ],
      2,
    )
    const ratio = round(timings.whole.p50 / timings.first10.p50)
    const streamed = firstByteMs < streamTotalMs / 2
    console.log(`whole / first10 (p50): ${ratio}×; first10 p95 ${round(timings.first10.p95)} ms against a budget of ${BUDGET_MS} ms: ${timings.first10.p95 <= BUDGET_MS ? 'within' : 'OVER'}`)
    console.log(`stream of the whole history: first byte ${round(firstByteMs)} ms, end ${round(streamTotalMs)} ms (median of ${RUNS.stream}): ${streamed ? 'streams' : 'does NOT stream'}`)

    mkdirSync(dirname(RESULTS), {recursive: true})
    writeFileSync(
      RESULTS,
      `${JSON.stringify({
        at: new Date().toISOString(),
        machine: {cpus: cpus().length, load: loadavg().map(round)},
        transactions: TRANSACTIONS,
        otherTransactions: others,
        first: {...first, ...timings.first10},
        whole: {...whole, ...timings.whole},
        ratioWholeToFirst10: ratio,
        budgetMs: BUDGET_MS,
        stream: {firstByteMs: round(firstByteMs), totalMs: round(streamTotalMs), streamed},
      }, null, 2)}\n`,
    )
  } finally {
    await lake.close()
  }
}

await main()
