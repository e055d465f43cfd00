// Asset benchmark (issue 15): `npm run bench:assets`.
// 1. In Chromium, a 200 MB file chosen in a page's file input (as an editor's Upload hands it over,
//    file-backed, not copied into the page): a plain read of every byte in 4 MiB pieces
//    into one reused buffer (the raw speed, the baseline; also slice by slice into new buffers, for
//    comparison), the studio's SHA-1 in its worker (adapters/files/sha1.worker.ts) and on the main thread, and the
//    studio's upload to a real lake (adapters/http/assetUpload.ts, XMLHttpRequest with progress),
//    each as MB/s, with the page's peak memory while each runs: the JavaScript heap (CDP
//    Performance metrics) and the renderer process's resident memory (/proc), sampled every 50 ms.
//    Memory must stay bounded: well under the file's size (the run fails when the renderer's peak
//    grows by more than half the file, or the hash or asset id is wrong).
// 2. The lake's image endpoint on a 4000 × 3000 JPEG: cold transforms (each URL asked for the first
//    time: decode, resize, encode, write the variant) and cached ones (the same URLs again), as
//    requests per second and p50/p95, next to serving the original bytes untransformed.
// Results: tests/bench/results/assets.json; figures recorded in spec/DECISIONS.md.
import {createHash, randomBytes} from 'node:crypto'
import {createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {once} from 'node:events'
import sharp from 'sharp'
import {build} from 'vite'
import type {CDPSession, Page} from 'playwright-core'
import {launchBrowser} from '../e2e/support/browser.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {printTable} from './table.ts'
import {percentile} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'assets.json')
const FILE_BYTES = Number(process.env.ASSET_BENCH_BYTES ?? 200_000_000)
const RUNS = Number(process.env.ASSET_BENCH_RUNS ?? 3)
const COLD_TRANSFORMS = Number(process.env.ASSET_BENCH_COLD ?? 12)
const CACHED_ROUNDS = 5
const SAMPLE_MS = 50
const MB = 1_000_000
const WORK = join(tmpdir(), 'lake-asset-bench')

/** Writes `bytes` of random data to disk in 16 MB pieces; answers its path and SHA-1. */
async function bigFile(bytes: number): Promise<{path: string; sha1: string}> {
  mkdirSync(WORK, {recursive: true})
  const path = join(WORK, 'upload.bin')
  const out = createWriteStream(path)
  const hash = createHash('sha1')
  const piece = 16 * MB
  for (let written = 0; written < bytes; written += piece) {
    const chunk = randomBytes(Math.min(piece, bytes - written))
    hash.update(chunk)
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
  return {path, sha1: hash.digest('hex')}
}

/** One script of the page side (or the studio's hash worker), bundled as the studio's build would. */
async function bundle(entry: string, name: string): Promise<string> {
  const outDir = join(WORK, name)
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {outDir, emptyOutDir: true, lib: {entry, formats: ['iife'], name, fileName: () => `${name}.js`}},
  })
  return readFileSync(join(outDir, `${name}.js`), 'utf8')
}

async function bundlePage(): Promise<{page: string; worker: string}> {
  const page = await bundle(join(import.meta.dirname, 'support', 'assetBenchPage.ts'), 'assetBenchPage')
  const worker = await bundle(join(import.meta.dirname, '..', '..', 'adapters', 'files', 'sha1.worker.ts'), 'sha1Worker')
  return {page, worker}
}

interface Peak {
  heapMb: number
  rssMb: number
}

/** Samples the page's JavaScript heap and its renderer's resident memory while `work` runs. */
async function withPeakMemory<T>(cdp: CDPSession, rendererPid: number | null, work: () => Promise<T>): Promise<{result: T; peak: Peak; start: Peak}> {
  const sample = async (): Promise<Peak> => {
    const {metrics} = (await cdp.send('Performance.getMetrics')) as {metrics: {name: string; value: number}[]}
    const heap = metrics.find((metric) => metric.name === 'JSHeapTotalSize')?.value ?? 0
    return {heapMb: heap / MB, rssMb: rendererPid ? rssOf(rendererPid) / MB : 0}
  }
  const start = await sample()
  const peak = {...start}
  let running = true
  const sampler = (async () => {
    while (running) {
      const now = await sample().catch(() => peak)
      peak.heapMb = Math.max(peak.heapMb, now.heapMb)
      peak.rssMb = Math.max(peak.rssMb, now.rssMb)
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
    }
  })()
  try {
    const result = await work()
    return {result, peak, start}
  } finally {
    running = false
    await sampler
  }
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return kb * 1024
  } catch {
    return 0
  }
}

/** The renderer process of the page: the one Chromium child whose command line says renderer, newest first. */
async function rendererPidOf(page: Page): Promise<number | null> {
  const browserSession = await page.context().browser()!.newBrowserCDPSession()
  const info = (await browserSession.send('SystemInfo.getProcessInfo')) as {processInfo: {type: string; id: number}[]}
  const renderers = info.processInfo.filter((process) => process.type === 'renderer').map((process) => process.id)
  return renderers.at(-1) ?? null
}

// The slice-by-slice read goes last: the memory it leaves to the allocator would hide the others' growth.
const PHASES = ['read', 'hashInWorker', 'hash', 'upload', 'readSlices'] as const
type Phase = (typeof PHASES)[number]
const PHASE_NAMES: Record<Phase, string> = {
  read: 'read (raw, baseline)',
  readSlices: 'read, a new buffer per slice',
  hashInWorker: 'SHA-1 in a worker (studio)',
  hash: 'SHA-1 on the main thread',
  upload: 'upload (studio → lake)',
}

interface PhaseResult {
  mbPerSecond: number
  ms: number
  peakHeapMb: number
  peakRssMb: number
  rssGrowthMb: number
}

async function browserPhases(lake: TestLake, file: {path: string; sha1: string}, bundle: {page: string; worker: string}) {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const benchUrl = `${lake.url}/__asset-bench/`
    await page.route(benchUrl, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Asset bench</title><input type="file" aria-label="File">'}))
    await page.goto(benchUrl)
    await page.addScriptTag({content: bundle.page})
    await page.locator('input[type=file]').setInputFiles(file.path)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const pid = await rendererPidOf(page)
    const runs: Record<Phase, PhaseResult[]> = {read: [], readSlices: [], hash: [], hashInWorker: [], upload: []}
    const config = {apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: lake.tokens.editor}
    for (let run = 0; run < RUNS; run++) {
      for (const phase of PHASES) {
        if (phase === 'upload') await deleteUploaded(lake, file.sha1)
        const {result, peak, start} = await withPeakMemory(cdp, pid, () =>
          page.evaluate(
            ([name, lakeConfig]) => {
              const bench = (window as unknown as {assetBench: Record<string, (config?: unknown) => Promise<{ms: number; sha1?: string; assetId?: string}>>}).assetBench
              return bench[name as string](lakeConfig)
            },
            [phase, phase === 'hashInWorker' ? {workerSource: bundle.worker} : config] as const,
          ),
        )
        if ((phase === 'hash' || phase === 'hashInWorker') && result.sha1 !== file.sha1) throw new Error(`the page's SHA-1 ${result.sha1} is not the file's ${file.sha1}`)
        if (phase === 'upload' && result.assetId !== `file-${file.sha1}-bin`) throw new Error(`the upload answered ${result.assetId}`)
        runs[phase].push({
          mbPerSecond: FILE_BYTES / MB / (result.ms / 1000),
          ms: result.ms,
          peakHeapMb: peak.heapMb,
          peakRssMb: peak.rssMb,
          rssGrowthMb: peak.rssMb - start.rssMb,
        })
      }
    }
    return runs
  } finally {
    await browser.close()
  }
}

/** Each upload run sends the bytes again: the lake would otherwise answer the stored asset at once. */
async function deleteUploaded(lake: TestLake, sha1: string): Promise<void> {
  await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {method: 'POST', body: JSON.stringify({mutations: [{delete: {id: `file-${sha1}-bin`}}]})})
}

async function timeRequest(url: string, token: string): Promise<number> {
  const started = performance.now()
  // The demo dataset is private: its assets are read with a token, as the studio's session reads them.
  const response = await fetch(url, {headers: {Authorization: `Bearer ${token}`}})
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  await response.arrayBuffer()
  return performance.now() - started
}

async function transformPhases(lake: TestLake) {
  const width = 4000
  const height = 3000
  // A photograph-like picture (gradients and noise, not one flat colour) so the encoder has work.
  const noise = await sharp(randomBytes(400 * 300 * 3), {raw: {width: 400, height: 300, channels: 3}}).resize(width, height, {kernel: 'cubic'}).jpeg({quality: 85}).toBuffer()
  const upload = await lake.api(`/assets/images/${lake.dataset}?filename=photo.jpg`, {method: 'POST', body: new Uint8Array(noise), headers: {'content-type': 'image/jpeg'}})
  const asset = ((await upload.json()) as {document: {_id: string; url: string}}).document
  const sha1 = createHash('sha1').update(noise).digest('hex')
  const base = `${lake.url}/images/${lake.projectId}/${lake.dataset}/${sha1}-${width}x${height}.jpg`
  const urls = Array.from({length: COLD_TRANSFORMS}, (_, index) => `${base}?w=${400 + index * 100}&auto=format&fit=max`)
  const original = [] as number[]
  for (let i = 0; i < 10; i++) original.push(await timeRequest(base, lake.tokens.editor))
  const cold: number[] = []
  for (const url of urls) cold.push(await timeRequest(url, lake.tokens.editor))
  const cached: number[] = []
  for (let round = 0; round < CACHED_ROUNDS; round++) for (const url of urls) cached.push(await timeRequest(url, lake.tokens.editor))
  return {assetId: asset._id, jpegBytes: noise.length, original, cold, cached}
}

const fixed = (n: number, digits = 1) => n.toFixed(digits)
/** The q-th percentile (0 … 100) of unsorted samples. */
const pct = (values: readonly number[], q: number) => percentile([...values].sort((a, b) => a - b), q / 100)
const median = (values: number[]) => pct(values, 50)

async function main() {
  console.log(`Asset benchmark: ${(FILE_BYTES / MB).toFixed(0)} MB, ${RUNS} runs; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`)
  const [file, bundled] = await Promise.all([bigFile(FILE_BYTES), bundlePage()])
  const lake = await startTestLake()
  try {
    const phases = await browserPhases(lake, file, bundled)
    const rows = PHASES.map((phase) => {
      const runs = phases[phase]
      return [
        PHASE_NAMES[phase],
        fixed(median(runs.map((run) => run.mbPerSecond))),
        fixed(median(runs.map((run) => run.mbPerSecond)) / median(phases.read.map((run) => run.mbPerSecond)), 2) + '×',
        fixed(median(runs.map((run) => run.ms)), 0),
        fixed(Math.max(...runs.map((run) => run.peakHeapMb))),
        fixed(Math.max(...runs.map((run) => run.peakRssMb))),
        fixed(Math.max(...runs.map((run) => run.rssGrowthMb))),
      ]
    })
    console.log(`\nIn Chromium, a ${(FILE_BYTES / MB).toFixed(0)} MB file (median of ${RUNS}; memory: the peak over all runs)`)
    printTable(['phase', 'MB/s', 'vs read', 'ms', 'heap MB', 'renderer RSS MB', 'RSS growth MB'], rows, 1)

    const transforms = await transformPhases(lake)
    const perSecond = (times: number[]) => 1000 / (times.reduce((sum, t) => sum + t, 0) / times.length)
    const line = (name: string, times: number[]) => [name, String(times.length), fixed(perSecond(times)), fixed(pct(times, 50)), fixed(pct(times, 95))]
    console.log(`\nImage endpoint, a 4000 × 3000 JPEG (${fixed(transforms.jpegBytes / MB)} MB), one request at a time`)
    printTable(
      ['request', 'n', 'req/s', 'p50 ms', 'p95 ms'],
      [line('original bytes (baseline)', transforms.original), line('transform, cold (w=400…, auto=format)', transforms.cold), line('transform, cached', transforms.cached)],
      1,
    )

    // The studio's own work must stay bounded; the slice-by-slice read is shown for comparison only.
    const worstGrowth = Math.max(...[...phases.read, ...phases.hashInWorker, ...phases.hash, ...phases.upload].map((run) => run.rssGrowthMb))
    const bounded = worstGrowth < FILE_BYTES / MB / 2
    console.log(`\nMemory bounded: ${bounded ? 'yes' : 'NO'} (largest renderer growth ${fixed(worstGrowth)} MB for a ${fixed(FILE_BYTES / MB, 0)} MB file)`)
    mkdirSync(dirname(RESULTS), {recursive: true})
    writeFileSync(RESULTS, JSON.stringify({at: new Date().toISOString(), cores: cpus().length, load: loadavg(), fileBytes: FILE_BYTES, phases, transforms}, null, 2))
    if (!bounded) process.exitCode = 1
  } finally {
    await lake.close()
    rmSync(WORK, {recursive: true, force: true})
  }
}

await main()
