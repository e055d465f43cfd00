// Typing benchmark: `node tests/bench/typing.bench.ts` (npm run bench:typing).
// Keystroke → next frame latency in headless Chromium, measured as PERFORMANCE.md ("Measuring
// typing honestly") prescribes: per keystroke, from the keydown event's timeStamp to just after
// the next frame (requestAnimationFrame(() => setTimeout(record))), keys about 50 ms apart, 60+
// keys per case, p50/p95/max, and the count of Event Timing entries of 16 ms or more. Every case
// checks that each typed character arrived in order: in the input's value, and (for the studio)
// in the draft the lake stored once the commit settled.
// Cases, one browser session: a bare <input> (the baseline), the Title of a category, and the
// Title of a Field showcase whose `mixed` array holds 1,000 callouts, both created through the
// real server. Budget: p95 ≤ 16 ms; reported, never failing the run (benchmarks do not gate).
// Results: tests/bench/results/typing.json.
import {mkdirSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {dirname, join} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {launchBrowser, newStudioContext} from '../e2e/support/browser.ts'
import {ensureStudioBuild} from '../e2e/support/build.ts'
import {draftOf} from '../e2e/support/documents.ts'
import {signIn, startStudioLake} from '../e2e/support/studio.ts'
import type {TestLake} from '../support/lake.ts'
import {percentile} from './timing.ts'
import {printTable} from './table.ts'

const RESULTS = join(import.meta.dirname, 'results', 'typing.json')
/** 64 keys: letters, capitals (Shift is part of a real key press), digits, spaces and punctuation. */
const TEXT = 'Lake typing check, keys arrive in order: 0123456789 abcdefghijklm'
const KEY_INTERVAL_MS = 50
const BUDGET_P95_MS = 16
const ARRAY_ITEMS = 1000

interface Probe {
  samples: {key: string; ms: number}[]
  slowEvents: {name: string; duration: number}[]
}

declare global {
  interface Window {
    __typingProbe?: Probe
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

/** Types TEXT one key at a time on a fixed 50 ms cadence; a key that falls behind goes at once. */
async function typeAtHumanPace(page: Page): Promise<void> {
  const started = performance.now()
  for (let i = 0; i < TEXT.length; i++) {
    const due = started + i * KEY_INTERVAL_MS
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    await page.keyboard.type(TEXT[i])
  }
}

interface CaseResult {
  case: string
  keys: number
  p50: number
  p95: number
  max: number
  mean: number
  slowEvents: number
  slowEventsByName: Record<string, number>
  inputValueOk: boolean
  storedOk: boolean | null
  ratioP50: number
  ratioP95: number
  budgetMet: boolean
}

const round = (ms: number) => Math.round(ms * 100) / 100

/** Focuses an empty field, types, waits for the last frames and Event Timing reports, and reads the probe. */
async function measureTyping(page: Page, input: Locator, name: string): Promise<Omit<CaseResult, 'storedOk' | 'ratioP50' | 'ratioP95' | 'budgetMet'>> {
  await input.click()
  await page.keyboard.press('End')
  if ((await input.inputValue()) !== '') throw new Error(`${name}: the field is not empty before typing`)
  // Let whatever the click started (focus styles, lazy work) settle so it is not charged to the first key.
  await page.waitForTimeout(500)
  await resetProbe(page)
  await typeAtHumanPace(page)
  // The last key's frame, and Event Timing entries, arrive after the last keyboard call returns.
  await page.waitForTimeout(1000)
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
  const header = ['case', 'keys', 'p50 ms', 'p95 ms', 'max ms', 'slow events ≥16 ms', '÷ baseline p50', '÷ baseline p95', 'all keys arrived']
  const lines = rows.map((r, i) => [
    r.case,
    String(r.keys),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.max.toFixed(2),
    String(r.slowEvents),
    i === 0 ? '1' : `${r.ratioP50}×`,
    i === 0 ? '1' : `${r.ratioP95}×`,
    r.inputValueOk && r.storedOk !== false ? 'yes' : 'NO',
  ])
  printTable(header, lines, 1)
}

const started = performance.now()
// Latencies on a shared 2-core machine swing with its load: the figures are stored next to it.
const loadBefore = loadavg()[0]
if (ensureStudioBuild()) console.log('Built dist/studio (it was missing or older than its sources)')
const [lake, browser] = await Promise.all([startStudioLake(), launchBrowser()])
const measured: Omit<CaseResult, 'ratioP50' | 'ratioP95' | 'budgetMet'>[] = []
let storedTitles: Record<string, unknown> = {}
try {
  const context = await newStudioContext(browser)
  const page = await context.newPage()

  // (1) Baseline: a bare input on an empty page, same browser, same probe.
  await page.setContent('<!doctype html><input aria-label="Bare">')
  measured.push({...(await measureTyping(page, page.getByRole('textbox', {name: 'Bare'}), 'bare <input> (baseline)')), storedOk: null})

  // (2) The Title of a simple document.
  const stamp = Date.now().toString(36)
  const simpleId = `typing-category-${stamp}`
  await createDraft(lake, {_id: `drafts.${simpleId}`, _type: 'category'})
  // (3) The Title of a document with a 1,000-item array (on another group tab, but in the document).
  const largeId = `typing-showcase-${stamp}`
  const mixed = Array.from({length: ARRAY_ITEMS}, (_, i) => ({_key: `item${i}`, _type: 'callout', tone: 'info', body: `Item ${i}`}))
  await createDraft(lake, {_id: `drafts.${largeId}`, _type: 'fieldShowcase', mixed})

  await signIn(page, lake, 'editor', `/structure/category;${simpleId}`)
  const simpleTitle = await openTitle(page, lake, `/structure/category;${simpleId}`)
  const simple = await measureTyping(page, simpleTitle, 'category: Title')
  const simpleStored = await storedTitleArrives(lake, simpleId, 15_000)
  measured.push({...simple, storedOk: simpleStored.ok})

  const largeTitle = await openTitle(page, lake, `/structure/fieldShowcase;${largeId}`)
  const large = await measureTyping(page, largeTitle, `fieldShowcase, ${ARRAY_ITEMS.toLocaleString('en')} array items: Title`)
  const largeStored = await storedTitleArrives(lake, largeId, 30_000)
  // The array must still be whole: typing into the title must not have touched it.
  const largeDraft = await draftOf(lake, largeId)
  const arrayIntact = Array.isArray(largeDraft?.mixed) && (largeDraft.mixed as unknown[]).length === ARRAY_ITEMS
  measured.push({...large, storedOk: largeStored.ok && arrayIntact})
  storedTitles = {[simpleId]: simpleStored.title, [largeId]: largeStored.title, arrayIntact}
  await context.close()
} finally {
  await browser.close()
  await lake.close()
}

const baseline = measured[0]
const rows: CaseResult[] = measured.map((r) => ({
  ...r,
  ratioP50: Math.round((r.p50 / baseline.p50) * 10) / 10,
  ratioP95: Math.round((r.p95 / baseline.p95) * 10) / 10,
  budgetMet: r.p95 <= BUDGET_P95_MS,
}))
console.log()
printResults(rows)

const studioRows = rows.slice(1)
const allArrived = rows.every((r) => r.inputValueOk && r.storedOk !== false)
const budget = {
  rule: `typing in the studio: keystroke → next frame p95 ≤ ${BUDGET_P95_MS} ms`,
  worstP95: Math.max(...studioRows.map((r) => r.p95)),
  met: studioRows.every((r) => r.budgetMet),
}
console.log(`\nBudget: ${budget.rule}: ${studioRows.map((r) => `${r.case} ${r.p95} ms`).join(', ')} → ${budget.met ? 'met' : 'NOT met'}`)
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
      browser: 'Debian chromium, headless, --disable-gpu',
      method: 'keydown timeStamp → requestAnimationFrame(() => setTimeout(record)); Event Timing entries ≥ 16 ms counted',
      text: TEXT,
      keyIntervalMs: KEY_INTERVAL_MS,
      rows,
      allArrived,
      budget,
      totalSeconds,
    },
    null,
    2,
  )}\n`,
)
console.log(`Results written to ${RESULTS}`)
// A dropped or reordered key is a broken editor, not a slow one: that fails the run; the budget does not.
if (!allArrived) process.exitCode = 1
