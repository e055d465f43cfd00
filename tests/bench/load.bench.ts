// Opening a document as an editor gets it: a fresh browser context each run (nothing cached), at
// the default 60 Hz frame pacing, signed in by a stored token, navigating straight to a document.
// Reports time to editable (navigation start → the Title field's first input event) next to a
// bare page with one input measured the same way in the same run, and the JavaScript of that first
// load: files, bytes as the browser got them (decoded) and as they travelled (with the lake's
// brotli or gzip), against the 240 KB gzip budget of PERFORMANCE.md. Never fails the run.
// Results: tests/bench/results/load.json.
import {mkdirSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {dirname, join} from 'node:path'
import {gzipSync} from 'node:zlib'
import type {Browser, Page} from 'playwright-core'
import {authTokenKey, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import {launchBrowser} from '../e2e/support/browser.ts'
import {ensureStudioBuild} from '../e2e/support/build.ts'
import {createShowcaseDraft} from '../e2e/support/documents.ts'
import {startStudioLake} from '../e2e/support/studio.ts'
import {printTable} from './table.ts'
import {percentile} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'load.json')
const RUNS = Number(process.env.LOAD_BENCH_RUNS ?? 7)
const BUDGET_JS_GZIP_BYTES = 240 * 1024
const BARE_PAGE_URL = 'http://bare.localhost/'

interface Load {
  editableMs: number
  scripts: number
  decodedBytes: number
  transferredBytes: number
  gzipBytes: number
}

/** One cold navigation: a new context, the token in place, the time to the first accepted key. */
async function openCold(browser: Browser, url: string, token: string | null, projectId: string, field: (page: Page) => ReturnType<Page['getByRole']>): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}, locale: 'en-US'})
  try {
    if (token) {
      const entry = [authTokenKey(projectId), serializeStoredToken(token, new Date())]
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), entry)
    }
    await context.addInitScript(() => {
      window.addEventListener('input', () => ((window as unknown as {firstInputAt?: number}).firstInputAt ??= performance.now()), {capture: true})
    })
    const page = await context.newPage()
    if (!token) await page.route(BARE_PAGE_URL, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Bare</title><input aria-label="Title">'}))
    const scripts: Promise<{decoded: number; transferred: number; gzip: number}>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      scripts.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0)
          return {decoded: body.length, transferred: sizes.responseBodySize, gzip: gzipSync(body).length}
        })(),
      )
    })
    await page.goto(url, {waitUntil: 'commit'})
    const input = field(page)
    await input.click()
    await page.keyboard.type('x')
    await page.waitForFunction(() => (window as unknown as {firstInputAt?: number}).firstInputAt !== undefined, undefined, {polling: 'raf'})
    const editableMs = await page.evaluate(() => (window as unknown as {firstInputAt: number}).firstInputAt)
    const sizes = await Promise.all(scripts)
    const sum = (pick: (s: {decoded: number; transferred: number; gzip: number}) => number) => sizes.reduce((total, s) => total + pick(s), 0)
    return {editableMs, scripts: sizes.length, decodedBytes: sum((s) => s.decoded), transferredBytes: sum((s) => s.transferred), gzipBytes: sum((s) => s.gzip)}
  } finally {
    await context.close()
  }
}

function summary(name: string, loads: Load[]) {
  const times = loads.map((l) => l.editableMs).sort((a, b) => a - b)
  const last = loads[loads.length - 1]
  return {
    case: name,
    runs: loads.length,
    editableMedianMs: Math.round(percentile(times, 0.5)),
    editableMaxMs: Math.round(times[times.length - 1]),
    scripts: last.scripts,
    decodedKB: Math.round(last.decodedBytes / 102.4) / 10,
    transferredKB: Math.round(last.transferredBytes / 102.4) / 10,
    gzipKB: Math.round(last.gzipBytes / 102.4) / 10,
  }
}

const loadBefore = loadavg()[0]
ensureStudioBuild()
const [lake, browser] = await Promise.all([startStudioLake(), launchBrowser()])
try {
  const id = await createShowcaseDraft(lake, 'load', 'Load check')
  const title = (page: Page) => page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
  const bare: Load[] = []
  const studio: Load[] = []
  // Alternating, so the machine's drift during the run falls on both alike.
  for (let run = 0; run < RUNS; run++) {
    bare.push(await openCold(browser, BARE_PAGE_URL, null, lake.projectId, (page) => page.getByRole('textbox', {name: 'Title'})))
    studio.push(await openCold(browser, `${lake.url}/structure/fieldShowcase;${id}`, lake.tokens.editor, lake.projectId, title))
  }
  const rows = [summary('bare page (baseline)', bare), summary('studio: a Field showcase document', studio)]
  const ratio = Math.round((rows[1].editableMedianMs / rows[0].editableMedianMs) * 10) / 10
  printTable(
    ['case', 'runs', 'editable median ms', 'max ms', '÷ baseline', 'scripts', 'JS decoded KB', 'JS transferred KB', 'JS gzip KB'],
    rows.map((r, i) => [r.case, String(r.runs), String(r.editableMedianMs), String(r.editableMaxMs), i === 0 ? '1' : `${ratio}×`, String(r.scripts), String(r.decodedKB), String(r.transferredKB), String(r.gzipKB)]),
    1,
  )
  const budgetMet = rows[1].gzipKB * 1024 <= BUDGET_JS_GZIP_BYTES
  console.log(`Budget: first document's JavaScript ≤ 240 KB gzip → ${budgetMet ? 'met' : 'NOT met'} (${rows[1].gzipKB} KB); time to editable ≤ 2× bare → ${ratio <= 2 ? 'met' : 'NOT met'} (${ratio}×)`)
  mkdirSync(dirname(RESULTS), {recursive: true})
  writeFileSync(
    RESULTS,
    JSON.stringify({at: new Date().toISOString(), machine: {cpus: cpus().length, loadBefore, loadAfter: loadavg()[0]}, rows, ratio, budgetMet}, null, 2),
  )
} finally {
  await browser.close()
  await lake.close()
}
