// Opening a document as an editor gets it: a fresh browser each run (nothing cached or compiled), at
// the default 60 Hz frame pacing, signed in by a stored token, navigating straight to a document.
// Reports time to editable (navigation start → the Title field's first input event) for a simple
// document (a category), a large one (an event with 1,000 ticket tiers) and the Field showcase
// (every input kind, so every lazily loaded input), next to a bare page with one input measured the
// same way in the same run, and the JavaScript of that first load (scripts requested until the
// field took a key; what the studio prefetches once settled is not part of it): files, bytes as
// the browser got them (decoded) and as they travelled (with the lake's brotli or gzip), against
// the 240 KB gzip budget of PERFORMANCE.md. Never fails the run. The lake runs as its own process,
// as `npm start` runs it: in this process it would share its event loop with the browser driver,
// which reads every script's body during the load (about 100 ms a load on 2 cores).
// Results: tests/bench/results/load.json.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {gzipSync} from 'node:zlib'
import type {Browser, Request} from 'playwright-core'
import {authTokenKey, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import {launchBrowser} from '../e2e/support/browser.ts'
import {ensureStudioBuild} from '../e2e/support/build.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {JOURNEY_FILE_NAME} from '../../server/misc/trialJourney.ts'
import {DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {startLakeProcess} from './support/lakeProcess.ts'
import {printTable} from './table.ts'
import {percentile} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'load.json')
const RUNS = Number(process.env.LOAD_BENCH_RUNS ?? 7)
const BUDGET_JS_GZIP_BYTES = 240 * 1024
const BARE_PAGE_URL = 'http://bare.localhost/'

interface Load {
  editableMs: number
  /** Each script of the load: its file name and gzip size, for finding what to split next. */
  files: {name: string; gzip: number}[]
  scripts: number
  decodedBytes: number
  transferredBytes: number
  gzipBytes: number
}

/**
 * The field to type into, found in the page on every frame: the driver's own waiting retries on a
 * backoff (up to 500 ms apart), which would blur the figures by more than they differ. The first
 * text input of the form (every document here starts with its Title), or the bare page's input.
 */
function editableField(): boolean {
  const input = document.querySelector<HTMLInputElement>('[role=form] input[type=text], body > input')
  if (!input || input.readOnly || input.disabled || !input.isConnected) return false
  input.focus()
  return document.activeElement === input
}

/** One cold navigation: a fresh browser (or a new context of a warm one), the token in place, the time to the first accepted key. */
async function openCold(shared: Browser | null, url: string, token: string | null, projectId: string): Promise<Load> {
  const browser = shared ?? (await launchBrowser())
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
    // The scripts' bodies are read and weighed once the field took its key: reading them as they
    // arrive made the driver compete with the page for the same two cores during the load.
    const finished: Request[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request)
    })
    await page.goto(url, {waitUntil: 'commit'})
    await page.waitForFunction(editableField, undefined, {polling: 'raf', timeout: 30_000})
    await page.keyboard.type('x')
    await page.waitForFunction(() => (window as unknown as {firstInputAt?: number}).firstInputAt !== undefined, undefined, {polling: 'raf'})
    const editableMs = await page.evaluate(() => (window as unknown as {firstInputAt: number}).firstInputAt)
    // What the first document cost: the scripts requested until it took a key, not what the studio
    // prefetches once it has settled (search, other inputs) nor what the key itself asked for (the
    // patch libraries come with the first edit), though those may finish before this line runs.
    const startedBefore = new Set(
      await page.evaluate(
        (until) => performance.getEntriesByType('resource').filter((entry) => entry.startTime < until).map((entry) => entry.name),
        editableMs,
      ),
    )
    const sizes = await Promise.all(
      finished
        .filter((request) => startedBefore.has(request.url()))
        .map(async (request) => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0)
          return {url: request.url(), name: new URL(request.url()).pathname.split('/').pop() ?? '', decoded: body.length, transferred: sizes.responseBodySize, gzip: gzipSync(body).length}
        }),
    )
    const sum = (pick: (s: {decoded: number; transferred: number; gzip: number}) => number) => sizes.reduce((total, s) => total + pick(s), 0)
    return {editableMs, files: sizes.map((s) => ({name: s.name, gzip: s.gzip})), scripts: sizes.length, decodedBytes: sum((s) => s.decoded), transferredBytes: sum((s) => s.transferred), gzipBytes: sum((s) => s.gzip)}
  } finally {
    await context.close()
    if (!shared) await browser.close()
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

/** Creates a draft through the lake, as an editor's earlier session would have. */
async function createDraft(lake: {url: string}, token: string, doc: Record<string, unknown> & {_id: string}): Promise<void> {
  const response = await fetch(`${lake.url}/v2023-11-13/data/mutate/production?visibility=sync`, {
    method: 'POST',
    headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID},
    body: JSON.stringify({mutations: [{create: {...doc, _id: `drafts.${doc._id}`}}]}),
  })
  if (response.status !== 200) throw new Error(`Creating ${doc._id} failed: ${response.status} ${await response.text()}`)
}

const TIERS = 1000

const loadBefore = loadavg()[0]
ensureStudioBuild()
/** LOAD_BENCH_WARM=1: every navigation in a new context of one running browser instead of a fresh browser. */
const WARM = process.env.LOAD_BENCH_WARM === '1'
const dataDir = mkdtempSync(join(tmpdir(), 'load-bench-'))
// No welcome dialog in front of the studio: an editor's first visit is not what is measured.
writeFileSync(join(dataDir, JOURNEY_FILE_NAME), JSON.stringify({showOnLoad: null}))
const [lake, browser] = await Promise.all([startLakeProcess(dataDir), WARM ? launchBrowser() : null])
try {
  const store = new SqliteStore(dataDir)
  const editor = DEMO_USERS.find((user) => user.role === 'editor')!
  const token = issueToken(store, editor.id, 'load bench').secret
  store.close()
  const stamp = Date.now().toString(36)
  await createDraft(lake, token, {_id: `load-category-${stamp}`, _type: 'category', title: 'Load check'})
  const tiers = Array.from({length: TIERS}, (_, i) => ({_key: `t${i}`, _type: 'ticketTier', name: `Tier ${i + 1}`, price: 10 + (i % 90)}))
  await createDraft(lake, token, {_id: `load-event-${stamp}`, _type: 'event', title: 'Load check', ticketTiers: tiers})
  const showcase = `load-showcase-${stamp}`
  await createDraft(lake, token, {_id: showcase, _type: 'fieldShowcase', title: 'Load check'})
  const cases = [
    {name: 'studio: a category (simple)', url: `${lake.url}/structure/category;load-category-${stamp}`},
    {name: `studio: an event with ${TIERS.toLocaleString('en-US')} ticket tiers (large)`, url: `${lake.url}/structure/event;load-event-${stamp}`},
    {name: 'studio: a Field showcase (every input)', url: `${lake.url}/structure/fieldShowcase;${showcase}`},
  ]
  const bare: Load[] = []
  const studio: Load[][] = cases.map(() => [])
  // Alternating, so the machine's drift during the run falls on every case alike.
  for (let run = 0; run < RUNS; run++) {
    bare.push(await openCold(browser, BARE_PAGE_URL, null, DEMO_PROJECT_ID))
    for (const [i, c] of cases.entries()) studio[i].push(await openCold(browser, c.url, token, DEMO_PROJECT_ID))
  }
  const rows = [summary('bare page (baseline)', bare), ...cases.map((c, i) => summary(c.name, studio[i]))]
  const ratioOf = (row: (typeof rows)[number]) => Math.round((row.editableMedianMs / rows[0].editableMedianMs) * 10) / 10
  printTable(
    ['case', 'runs', 'editable median ms', 'max ms', '÷ baseline', 'scripts', 'JS decoded KB', 'JS transferred KB', 'JS gzip KB'],
    rows.map((r, i) => [r.case, String(r.runs), String(r.editableMedianMs), String(r.editableMaxMs), i === 0 ? '1' : `${ratioOf(r)}×`, String(r.scripts), String(r.decodedKB), String(r.transferredKB), String(r.gzipKB)]),
    1,
  )
  const verdicts = rows.slice(1).map((row, i) => ({
    case: row.case,
    ratio: ratioOf(row),
    editableMet: ratioOf(row) <= 2,
    bytesMet: row.gzipKB * 1024 <= BUDGET_JS_GZIP_BYTES,
    files: studio[i][studio[i].length - 1].files,
  }))
  for (const v of verdicts) {
    console.log(`${v.case}: JavaScript ≤ 240 KB gzip → ${v.bytesMet ? 'met' : 'NOT met'}; time to editable ≤ 2× bare → ${v.editableMet ? 'met' : 'NOT met'} (${v.ratio}×)`)
  }
  if (process.env.LOAD_BENCH_FILES === '1') for (const v of verdicts) console.log(v.case, v.files.map((f) => `${f.name} ${Math.round(f.gzip / 102.4) / 10}`).join(', '))
  mkdirSync(dirname(RESULTS), {recursive: true})
  console.log(WARM ? 'Each navigation: a new context of one running browser (LOAD_BENCH_WARM=1).' : 'Each navigation: a fresh browser, as an editor opening the studio first thing (LOAD_BENCH_WARM=1 for new contexts of one running browser).')
  writeFileSync(RESULTS, JSON.stringify({at: new Date().toISOString(), browser: WARM ? 'warm' : 'fresh', machine: {cpus: cpus().length, loadBefore, loadAfter: loadavg()[0]}, rows, verdicts}, null, 2))
} finally {
  await browser?.close()
  await lake.stop()
  rmSync(dataDir, {recursive: true, force: true})
}
