// Typing benchmark: `node tests/bench/typing.bench.ts` (npm run bench:typing).
// Keystroke → next frame latency in headless Chromium, measured as PERFORMANCE.md ("Measuring
// typing honestly") prescribes: per keystroke, from the keydown event's timeStamp to just after
// the next frame (requestAnimationFrame(() => setTimeout(record))), keys about 50 ms apart, 60+
// keys per case, p50/p95/max, and the count of Event Timing entries of 16 ms or more. Every case
// checks that each typed character arrived in order: in the input's value, and (for the studio)
// in the draft the lake stored once the commit settled.
// Cases, one browser session, against the bench studio (the demo schema plus two large types,
// tests/bench/fixtures/bench.config.ts): a bare <input> (the baseline), the Title of a category,
// the Title of a document whose form shows a 1,000-object array under it, and the Title of a
// document with 300 fields, all created through the real server. Budget: p95 ≤ 16 ms.
// Frame pacing: by default Chromium's own, 60 Hz with vsync, as an editor's screen runs; figures
// are read as ratios to the bare <input> of the same run, which waits for the same ticks.
// TYPING_BENCH_UNPACED=1 switches the frame-rate limit and vsync off (FRAME_PACING_ARGS), so the
// next frame starts as soon as the page is ready and the figures hold the page's own work only.
// Keys are spaced 50 ms ± 8 ms at random: a fixed 50 ms cadence is exactly three 60 Hz ticks and
// would land every key of a run at one phase (a bare input measured 4 ms in one session, 14 in the next).
// Several runs per case (TYPING_BENCH_RUNS, 3 by default), the bare input's interleaved with the
// studio's, each on a fresh page and document; the table gives each case's median run and every
// run's p95 and slow events. One run is not enough even for a bare input: after a frame Chromium
// keeps its frame clock running for two more ticks, and a key that comes while it runs (or just
// after it stopped) waits for the next tick instead of being drawn at once. A page whose keys are
// drawn early stays clear of the clock; one whose frames come late keeps meeting it, so a run
// settles in one of two modes (a bare input has measured p95 7 ms with no slow events and 17 ms
// with 100 in one session). TYPING_BENCH_TRACE=<directory> records each run's typing as a
// Chromium trace, frame scheduler included, to see which keys waited and what drew before them.
// Time to editable, per PERFORMANCE.md: navigation → the first field accepts a keystroke, for a
// bare page and for each document (fresh navigations, median of several); budget ≤ 1 s for the
// simple document, ≤ 1.5 s for the large ones. Budgets are reported, never failing the run
// (benchmarks do not gate). Results: tests/bench/results/typing.json.
import {mkdirSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {dirname, join} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {launchBrowser, newStudioContext} from '../e2e/support/browser.ts'
import {buildStudioWithConfig} from '../e2e/support/build.ts'
import {draftOf} from '../e2e/support/documents.ts'
import {signIn, startStudioLake} from '../e2e/support/studio.ts'
import type {TestLake} from '../support/lake.ts'
import {ARRAY_ITEMS, MANY_FIELDS_COUNT, arrayItems, manyFieldValues} from './fixtures/benchTypes.ts'
import {percentile} from './timing.ts'
import {printTable} from './table.ts'
import {describeRatios, TYPING_RATIO_LIMIT, typingRatios, type TypingRatios} from './typingRatios.ts'
import {typeAtHumanPace} from './support/humanTyping.ts'

const RESULTS = join(import.meta.dirname, 'results', 'typing.json')
/** 64 keys: letters, capitals (Shift is part of a real key press), digits, spaces and punctuation. */
const TEXT = 'Lake typing check, keys arrive in order: 0123456789 abcdefghijklm'
const KEY_INTERVAL_MS = 50
/** Each key goes up to this much earlier or later than the 50 ms cadence. */
const KEY_JITTER_MS = 8
const AT_60_HZ = process.env.TYPING_BENCH_UNPACED !== '1'
const FRAME_PACING_ARGS = AT_60_HZ ? [] : ['--disable-frame-rate-limit', '--disable-gpu-vsync']
const BUDGET_P95_MS = 16
/** Time to editable: a simple document, and a large one (PERFORMANCE.md). */
const BUDGET_EDITABLE_SIMPLE_MS = 1000
const BUDGET_EDITABLE_LARGE_MS = 1500
const EDITABLE_RUNS = 5
const BARE_PAGE_URL = 'http://bare.bench.invalid/'
const RUNS = Number(process.env.TYPING_BENCH_RUNS ?? 3)
/**
 * A directory: each run's typing is recorded there as a Chromium trace (frames, tasks, the frame
 * scheduler's state), to see why a run's keys waited. Tracing slows the page a little.
 */
const TRACE_DIR = process.env.TYPING_BENCH_TRACE
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-cc.debug.scheduler']
let traces = 0
if (TRACE_DIR) mkdirSync(TRACE_DIR, {recursive: true})

interface Probe {
  samples: {key: string; ms: number}[]
  slowEvents: {name: string; duration: number}[]
}

declare global {
  interface Window {
    __typingProbe?: Probe
    __firstInputAt?: number
  }
}

/**
 * Installs (once per document) the in-page probe and empties it. The keydown listener is on the
 * window in the capture phase, so it sees every key before the page's own handlers; the latency
 * runs from the event's timeStamp (when the key was dispatched to the page), not from when a
 * listener got to run, so a busy main thread cannot hide its own delay.
 */
async function resetProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (!window.__typingProbe) {
      const probe: Probe = {samples: [], slowEvents: []}
      window.__typingProbe = probe
      window.addEventListener(
        'keydown',
        (event) => {
          const started = event.timeStamp
          const key = event.key
          requestAnimationFrame(() => setTimeout(() => window.__typingProbe!.samples.push({key, ms: performance.now() - started})))
        },
        {capture: true},
      )
      // Event Timing only reports events of 16 ms or more: it counts slow events, nothing else.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.duration >= 16) window.__typingProbe!.slowEvents.push({name: entry.name, duration: entry.duration})
        }
      }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit)
    }
    window.__typingProbe.samples = []
    window.__typingProbe.slowEvents = []
  })
}


interface CaseResult {
  case: string
  runs: number
  /** Keys per run. */
  keys: number
  p50: number
  p95: number
  max: number
  mean: number
  slowEvents: number
  slowEventsByName: Record<string, number>
  p95ByRun: number[]
  slowEventsByRun: number[]
  inputValueOk: boolean
  storedOk: boolean | null
  ratioP50: number
  ratioP95: number
  /** Against the bare input's median run (typingRatios.ts); null for the bare input itself. */
  ratios: TypingRatios | null
  budgetMet: boolean
}

const round = (ms: number) => Math.round(ms * 100) / 100

/** Focuses an empty field, types, waits for the last frames and Event Timing reports, and reads the probe. */
type RunResult = Omit<CaseResult, 'runs' | 'p95ByRun' | 'slowEventsByRun' | 'storedOk' | 'ratioP50' | 'ratioP95' | 'ratios' | 'budgetMet'>

async function measureTyping(page: Page, input: Locator, name: string): Promise<RunResult> {
  await input.click()
  await page.keyboard.press('End')
  if ((await input.inputValue()) !== '') throw new Error(`${name}: the field is not empty before typing`)
  // Let whatever the click started (focus styles, lazy work) settle so it is not charged to the first key.
  await page.waitForTimeout(500)
  await resetProbe(page)
  const trace = TRACE_DIR ? join(TRACE_DIR, `${String(++traces).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.json`) : null
  if (trace) await page.context().browser()!.startTracing(page, {path: trace, categories: TRACE_CATEGORIES})
  await typeAtHumanPace(page, TEXT, {intervalMs: KEY_INTERVAL_MS, jitterMs: KEY_JITTER_MS})
  // The last key's frame, and Event Timing entries, arrive after the last keyboard call returns.
  await page.waitForTimeout(1000)
  if (trace) await page.context().browser()!.stopTracing()
  const probe = await page.evaluate(() => window.__typingProbe!)
  const typedKeys = probe.samples.map((s) => s.key).join('')
  if (typedKeys !== TEXT) throw new Error(`${name}: the probe saw keys ${JSON.stringify(typedKeys)}, expected ${JSON.stringify(TEXT)}`)
  const value = await input.inputValue()
  const times = probe.samples.map((s) => s.ms).sort((a, b) => a - b)
  const slowEventsByName: Record<string, number> = {}
  for (const event of probe.slowEvents) slowEventsByName[event.name] = (slowEventsByName[event.name] ?? 0) + 1
  return {
    case: name,
    keys: times.length,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    max: round(times[times.length - 1]),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    slowEvents: probe.slowEvents.length,
    slowEventsByName,
    inputValueOk: value === TEXT,
  }
}

/** Polls the stored draft until its title is what was typed (commits are throttled) or time runs out. */
async function storedTitleArrives(lake: TestLake, id: string, timeoutMs: number): Promise<{ok: boolean; title: unknown}> {
  const until = Date.now() + timeoutMs
  let title: unknown
  for (;;) {
    title = (await draftOf(lake, id))?.title
    if (title === TEXT) return {ok: true, title}
    if (Date.now() > until) return {ok: false, title}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function createDraft(lake: TestLake, document: Record<string, unknown> & {_id: string}): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: document}]})})
  if (response.status !== 200) throw new Error(`Creating ${document._id} failed: ${response.status} ${await response.text()}`)
}

async function openTitle(page: Page, lake: TestLake, path: string): Promise<Locator> {
  await page.goto(lake.url + path)
  const form = page.getByRole('form')
  await form.waitFor()
  const title = form.getByRole('textbox', {name: 'Title', exact: true})
  await title.waitFor()
  // Loading work (listeners, previews) still running would be charged to the first keys; the
  // lake's listener stays open, so network idle never comes: give it a fixed second instead.
  await page.waitForTimeout(1000)
  return title
}

function printResults(rows: CaseResult[]): void {
  const header = ['case (median run)', 'runs × keys', 'p50 ms', 'p95 ms', 'p95 of each run', 'max ms', 'slow events ≥16 ms', 'of each run', '÷ baseline p50', '÷ baseline p95', '÷ baseline slow events', 'all keys arrived']
  const lines = rows.map((r) => [
    r.case,
    `${r.runs} × ${r.keys}`,
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p95ByRun.map((ms) => ms.toFixed(1)).join(' / '),
    r.max.toFixed(2),
    String(r.slowEvents),
    r.slowEventsByRun.join(' / '),
    `${r.ratioP50}×`,
    `${r.ratioP95}×`,
    r.ratios === null ? '1×' : r.ratios.slowEvents === null ? '–' : `${r.ratios.slowEvents}×`,
    r.inputValueOk && r.storedOk !== false ? 'yes' : 'NO',
  ])
  printTable(header, lines, 1)
}

interface EditableResult {
  case: string
  runs: number
  medianMs: number
  maxMs: number
  ratio: number
  budgetMs: number | null
  budgetMet: boolean | null
}

/**
 * One fresh navigation to `url`, timed in the page from the navigation's start (its time origin)
 * to the first `input` event of the field: the moment a typed character is accepted. The driver
 * clicks and types as soon as the field is there; the same steps time the bare page, so the
 * driver's own round trips are in the baseline too.
 */
async function timeToEditable(page: Page, url: string, field: (page: Page) => Locator): Promise<number> {
  await page.goto(url, {waitUntil: 'commit'})
  const input = field(page)
  await input.click()
  await page.keyboard.type('x')
  await page.waitForFunction(() => window.__firstInputAt !== undefined, undefined, {polling: 'raf'})
  return page.evaluate(() => window.__firstInputAt!)
}

/** Every page of the context records when its first input event came, from its time origin. */
async function recordFirstInput(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('input', () => (window.__firstInputAt ??= performance.now()), {capture: true})
  })
}

async function measureEditable(page: Page, name: string, urls: string[], field: (page: Page) => Locator): Promise<Omit<EditableResult, 'ratio' | 'budgetMs' | 'budgetMet'>> {
  const times: number[] = []
  for (const url of urls) times.push(await timeToEditable(page, url, field))
  times.sort((a, b) => a - b)
  return {case: name, runs: times.length, medianMs: Math.round(percentile(times, 0.5)), maxMs: Math.round(times[times.length - 1])}
}

const titleOf = (page: Page) => page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})

const started = performance.now()
// Latencies on a shared 2-core machine swing with its load: the figures are stored next to it.
const loadBefore = loadavg()[0]
// The bench studio: the demo schema plus the large types; the lake serves it instead of dist/studio.
process.env.STUDIO_DIST_DIR = buildStudioWithConfig('tests/bench/fixtures/bench.config.ts', 'bench')
const [lake, browser] = await Promise.all([startStudioLake(), launchBrowser(FRAME_PACING_ARGS)])
const measured = new Map<string, (RunResult & {storedOk: boolean | null})[]>()
const record = (result: RunResult & {storedOk: boolean | null}) => measured.set(result.case, [...(measured.get(result.case) ?? []), result])
const BARE_CASE = 'bare <input> (baseline)'
const editable: Omit<EditableResult, 'ratio' | 'budgetMs' | 'budgetMet'>[] = []
let storedTitles: Record<string, unknown> = {}
try {
  const context = await newStudioContext(browser)
  const page = await context.newPage()
  // The bare page of the time-to-editable baseline, served without a network.
  // On a tab of its own: a routed page has every request it makes pass through the driver, which
  // would slow the studio's loading (about half a second per navigation) and its commits.
  const barePage = await context.newPage()
  await barePage.route(BARE_PAGE_URL, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Bare</title><input aria-label="Bare">'}))

  // The baseline: a bare input on an empty page, same browser, same probe; measured before each
  // round of the studio cases, since a shared machine's speed drifts during a run.
  const bareTyping = async () => {
    // A fresh page each time (document.open would drop the probe's listener from the window).
    // The studio's tab holds nothing meanwhile: no listener or timers of its own run beside the baseline.
    await page.goto('about:blank')
    await barePage.bringToFront()
    await barePage.goto(BARE_PAGE_URL)
    record({...(await measureTyping(barePage, barePage.getByRole('textbox', {name: 'Bare'}), BARE_CASE)), storedOk: null})
  }

  const stamp = Date.now().toString(36)
  const cases = [
    {key: 'category', name: 'category: Title', type: 'category', fields: {}, large: false},
    {key: 'array', name: `${ARRAY_ITEMS.toLocaleString('en')}-item array under the Title`, type: 'benchArray', fields: {items: arrayItems()}, large: true},
    {key: 'fields', name: `${MANY_FIELDS_COUNT} fields: Title`, type: 'benchManyFields', fields: manyFieldValues(), large: true},
  ]
  // A document to type into per case, and fresh ones for the time-to-editable navigations.
  for (const c of cases) {
    for (let run = 0; run < RUNS; run++) await createDraft(lake, {_id: `drafts.typing-${c.key}-${run}-${stamp}`, _type: c.type, ...c.fields})
    for (let run = 0; run < EDITABLE_RUNS; run++) await createDraft(lake, {_id: `drafts.editable-${c.key}-${run}-${stamp}`, _type: c.type, ...c.fields})
  }

  await signIn(page, lake, 'editor', '/structure')
  // The build and the lake's start are over: give the machine a moment before the first figures.
  await page.waitForTimeout(3000)
  for (let run = 0; run < RUNS; run++) {
    await bareTyping()
    await page.bringToFront()
    for (const c of cases) {
      const id = `typing-${c.key}-${run}-${stamp}`
      const title = await openTitle(page, lake, `/structure/${c.type};${id}`)
      const result = await measureTyping(page, title, c.name)
      const stored = await storedTitleArrives(lake, id, 30_000)
      // Typing into the title must not have touched the rest of the document.
      const draft = await draftOf(lake, id)
      const restIntact = Object.entries(c.fields).every(([field, value]) => JSON.stringify(draft?.[field]) === JSON.stringify(value))
      record({...result, storedOk: stored.ok && restIntact})
      storedTitles[id] = {title: stored.title, restIntact}
    }
  }

  // Time to editable: the bare page, then each case's documents, each a fresh navigation.
  await recordFirstInput(page)
  await recordFirstInput(barePage)
  await barePage.bringToFront()
  editable.push(await measureEditable(barePage, 'bare page (baseline)', Array.from({length: EDITABLE_RUNS}, () => BARE_PAGE_URL), (p) => p.getByRole('textbox', {name: 'Bare'})))
  await barePage.goto('about:blank')
  await page.bringToFront()
  for (const c of cases) {
    const urls = Array.from({length: EDITABLE_RUNS}, (_, run) => `${lake.url}/structure/${c.type};editable-${c.key}-${run}-${stamp}`)
    editable.push(await measureEditable(page, c.name, urls, titleOf))
  }
  await context.close()
} finally {
  await browser.close()
  await lake.close()
}

/** A case over its runs: the median run's figures, every run's p95 and slow events. */
function combine(runs: (RunResult & {storedOk: boolean | null})[]): Omit<CaseResult, 'ratioP50' | 'ratioP95' | 'ratios' | 'budgetMet'> {
  const median = (pick: (r: RunResult) => number) => round(percentile(runs.map(pick).sort((a, b) => a - b), 0.5))
  const slowEventsByName: Record<string, number> = {}
  for (const r of runs) for (const [name, count] of Object.entries(r.slowEventsByName)) slowEventsByName[name] = (slowEventsByName[name] ?? 0) + count
  return {
    case: runs[0].case,
    runs: runs.length,
    keys: runs[0].keys,
    p50: median((r) => r.p50),
    p95: median((r) => r.p95),
    max: Math.max(...runs.map((r) => r.max)),
    mean: median((r) => r.mean),
    slowEvents: median((r) => r.slowEvents),
    slowEventsByName,
    p95ByRun: runs.map((r) => r.p95),
    slowEventsByRun: runs.map((r) => r.slowEvents),
    inputValueOk: runs.every((r) => r.inputValueOk),
    storedOk: runs.some((r) => r.storedOk === null) ? null : runs.every((r) => r.storedOk),
  }
}
// Ratios are against the bare input's median run.
const baseline = combine(measured.get(BARE_CASE)!)
const rows: CaseResult[] = [...measured.values()].map(combine).map((r) => ({
  ...r,
  ratioP50: Math.round((r.p50 / baseline.p50) * 10) / 10,
  ratioP95: Math.round((r.p95 / baseline.p95) * 10) / 10,
  ratios: r.case === BARE_CASE ? null : typingRatios(r, baseline),
  budgetMet: r.p95 <= BUDGET_P95_MS,
}))
console.log(`\nFrame pacing: ${AT_60_HZ ? '60 Hz with vsync, as a screen runs (TYPING_BENCH_UNPACED=1 for unpaced frames)' : 'no frame-rate limit, no vsync (TYPING_BENCH_UNPACED=1): the figures hold the page\'s own work, not the wait for a display tick'}`)
printResults(rows)

const editableRows: EditableResult[] = editable.map((r, i) => {
  const budgetMs = i === 0 ? null : i === 1 ? BUDGET_EDITABLE_SIMPLE_MS : BUDGET_EDITABLE_LARGE_MS
  return {...r, ratio: Math.round((r.medianMs / editable[0].medianMs) * 10) / 10, budgetMs, budgetMet: budgetMs === null ? null : r.medianMs <= budgetMs}
})
console.log()
printTable(
  ['time to editable', 'runs', 'median ms', 'max ms', '÷ baseline', 'budget'],
  editableRows.map((r, i) => [r.case, String(r.runs), String(r.medianMs), String(r.maxMs), i === 0 ? '1' : `${r.ratio}×`, r.budgetMs === null ? '' : `≤ ${r.budgetMs} ms: ${r.budgetMet ? 'met' : 'NOT met'}`]),
  1,
)

const studioRows = rows.slice(1)
const allArrived = rows.every((r) => r.inputValueOk && r.storedOk !== false)
const budget = {
  rule: `typing in the studio: keystroke → next frame p95 ≤ ${BUDGET_P95_MS} ms`,
  worstP95: Math.max(...studioRows.map((r) => r.p95)),
  met: studioRows.every((r) => r.budgetMet),
}
const editableBudget = {
  rule: `time to editable ≤ ${BUDGET_EDITABLE_SIMPLE_MS} ms (simple), ≤ ${BUDGET_EDITABLE_LARGE_MS} ms (large), median of ${EDITABLE_RUNS} navigations`,
  met: editableRows.every((r) => r.budgetMet !== false),
}
const ratioBudget = {
  rule: `keystroke → next frame p95 and slow events each at most ${TYPING_RATIO_LIMIT}× the bare input's, same run`,
  met: studioRows.every((r) => r.ratios?.met === true),
}
console.log(`\nBudget: ${ratioBudget.rule} → ${ratioBudget.met ? 'met' : 'NOT met'} (${studioRows.map((r) => describeRatios(r.case, r.ratios!)).join('; ')})`)
console.log(`Budget: ${budget.rule}: ${studioRows.map((r) => `${r.case} ${r.p95} ms`).join(', ')} → ${budget.met ? 'met' : 'NOT met'}`)
console.log(`Budget: ${editableBudget.rule} → ${editableBudget.met ? 'met' : 'NOT met'}`)
console.log(`Every typed character arrived, in order: ${allArrived ? 'yes' : 'NO'}`)
if (!allArrived) console.log('Stored titles:', storedTitles)
const totalSeconds = Math.round((performance.now() - started) / 100) / 10
console.log(`Total ${totalSeconds} s; 1-minute load average ${round(loadBefore)} before, ${round(loadavg()[0])} after (${cpus().length} cores)`)

mkdirSync(dirname(RESULTS), {recursive: true})
writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      when: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      loadAverage1m: {before: round(loadBefore), after: round(loadavg()[0])},
      browser: `Debian chromium, headless, --disable-gpu${FRAME_PACING_ARGS.map((arg) => ` ${arg}`).join('')}`,
      framePacing: AT_60_HZ ? '60 Hz vsync' : 'frames as soon as ready (no frame-rate limit, no vsync)',
      method: 'keydown timeStamp → requestAnimationFrame(() => setTimeout(record)); Event Timing entries ≥ 16 ms counted',
      text: TEXT,
      keyIntervalMs: KEY_INTERVAL_MS,
      keyJitterMs: KEY_JITTER_MS,
      rows,
      allArrived,
      budget,
      ratioBudget,
      editable: editableRows,
      editableBudget,
      totalSeconds,
    },
    null,
    2,
  )}\n`,
)
console.log(`Results written to ${RESULTS}`)
// A dropped or reordered key is a broken editor, not a slow one: that fails the run; the budget does not.
if (!allArrived) process.exitCode = 1
