// How many lake requests the studio makes to show reference previews, and how long until all are
// shown (issue 14). Two screens, each run in a new context of one browser at default frame pacing,
// signed in by a stored token: the article list (every row titled), and an article holding 50
// references to distinct published documents (every card titled). Requests to the lake's `/data/`
// endpoints are counted from navigation until all is shown (and on until the page stops asking);
// the listener's SSE is counted apart. The preview query's timing says where the time went.
// The baseline, in the same page and run: one query per preview for the same 50 ids, all at once,
// as a studio without batching would send them. A report: slow figures never fail the run; previews
// that never appear do. Results: tests/bench/results/references.json.
import {mkdirSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {dirname, join} from 'node:path'
import type {Browser, Page, Request} from 'playwright-core'
import {authTokenKey, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import {API_VERSION_DEFAULT} from '../../core/lake/apiVersions.ts'
import {MAX_GET_QUERY_LENGTH} from '../../adapters/http/lake.ts'
import {launchBrowser} from '../e2e/support/browser.ts'
import {ensureStudioBuild} from '../e2e/support/build.ts'
import {startStudioLake} from '../e2e/support/studio.ts'
import type {TestLake} from '../support/lake.ts'
import {printTable} from './table.ts'
import {percentile} from './timing.ts'

const RESULTS = join(import.meta.dirname, 'results', 'references.json')
const RUNS = Number(process.env.REFERENCES_BENCH_RUNS ?? 5)
const REFERENCES = 50
const QUIET_MS = 1000
const BASELINE_TAG = 'bench.references.baseline'
/** `/v…/data/{kind}/`: the lake's data endpoints (query, doc, listen, mutate, history…). */
const DATA_PATH = /^\/v[^/]+\/data\/([^/]+)\//

interface Sent {
  kind: string
  method: string
  url: string
  /** A POST's body (a query too long for a GET). */
  body?: string
  at: number
}

interface Screen {
  shownMs: number
  /** From the first reference request (preview or availability) to all shown: the part a baseline can be set against. */
  referencesMs: number | null
  data: number
  /** Until the page stopped asking (QUIET_MS without a new `/data/` request). */
  dataQuiet: number
  listen: number
  /** Requests to the lake outside `/data/` (user, grants, project), for context. */
  otherApi: number
  /** Every request until quiet; the first `requestsAtShown` of them went out before all showed. */
  requests: Sent[]
  requestsAtShown: number
}

/** Every lake API request of the page, in order, `at` in ms since recording began (just before navigating). */
function recordRequests(page: Page, lakeUrl: string): {sent: Sent[]; sinceLast(): number} {
  const sent: Sent[] = []
  const started = Date.now()
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== lakeUrl || !/^\/v[^/]+\//.test(url.pathname)) return
    sent.push({kind: DATA_PATH.exec(url.pathname)?.[1] ?? 'api', method: request.method(), url: url.pathname + url.search, body: request.postData() ?? undefined, at: Date.now() - started})
  })
  const data = () => sent.filter((r) => r.kind !== 'api' && r.kind !== 'listen')
  return {sent, sinceLast: () => Date.now() - started - (data().at(-1)?.at ?? 0)}
}

/**
 * After all showed, the page goes on asking (validation's lookups, say): waits until no `/data/`
 * request has gone out for `QUIET_MS` (at most 15 s), without networkidle (the SSE never settles).
 */
async function untilQuiet(sinceLast: () => number): Promise<void> {
  const until = Date.now() + 15_000
  while (sinceLast() < QUIET_MS && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100))
}

function screenOf(requests: Sent[], quiet: Sent[], shownMs: number, referencesMs: number | null): Screen {
  const data = (list: Sent[]) => list.filter((r) => r.kind !== 'api' && r.kind !== 'listen').length
  return {shownMs, referencesMs, data: data(requests), dataQuiet: data(quiet), listen: requests.filter((r) => r.kind === 'listen').length, otherApi: requests.filter((r) => r.kind === 'api').length, requests: quiet, requestsAtShown: requests.length}
}

/**
 * Polled on every frame (the driver's own waiting backs off up to 500 ms apart, coarser than the
 * figures): every row of the article list shows a known title. Records when it first held.
 */
function listShown(titles: string[]): boolean {
  const rows = [...document.querySelectorAll('[data-pane="list"] [role=grid] [role=row]')]
  const known = new Set(titles)
  const shown = rows.length > 0 && rows.every((row) => [...row.querySelectorAll('span')].some((span) => known.has(span.textContent ?? '')))
  if (shown) (window as unknown as {shownAt?: number}).shownAt ??= performance.now()
  return shown
}

interface Expected {
  author: string
  /** Per array field (in form order): each item's key and the title its card must show. */
  arrays: [key: string, title: string][][]
}

/**
 * Every reference card in the Details tab shows its target's title (not 'Loading…' or the id).
 * The tab is selected as soon as it shows, as an editor would. Array lists are windowed (about 20
 * rows mounted): each array's first card must be mounted, and every mounted card titled; one array
 * answer brings every item's preview at once, and the rest is checked by scrolling afterwards.
 */
function previewsShown({author, arrays}: Expected): boolean {
  const form = document.querySelector('[data-pane="document"] [role=form]')
  const tab = form && [...form.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === 'Details')
  if (!form || !tab) return false
  if (tab.getAttribute('aria-selected') !== 'true') {
    tab.click()
    return false
  }
  const titled = (element: Element | null, title: string) => !!element && [...element.querySelectorAll('span')].some((span) => span.textContent === title)
  const authorGroup = [...form.querySelectorAll('[role=group][aria-labelledby]')].find((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent === 'Author')
  if (!titled(authorGroup?.querySelector('[data-state]') ?? null, author)) return false
  for (const items of arrays) {
    if (!form.querySelector(`[data-key="${items[0][0]}"]`)) return false
    for (const [key, title] of items) {
      const card = form.querySelector(`[data-key="${key}"]`)
      if (card && !titled(card, title)) return false
    }
  }
  ;(window as unknown as {shownAt?: number}).shownAt ??= performance.now()
  return true
}

/** Scrolls every array list through (after the timing) and answers the keys whose cards showed their title. */
async function titledKeysByScrolling(titles: Record<string, string>): Promise<string[]> {
  const seen = new Set<string>()
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const collect = () => {
    for (const card of document.querySelectorAll('[data-pane="document"] [data-key]')) {
      const key = card.getAttribute('data-key')!
      if ([...card.querySelectorAll('span')].some((span) => span.textContent === titles[key])) seen.add(key)
    }
  }
  for (const list of document.querySelectorAll<HTMLElement>('[data-pane="document"] [role=list]')) {
    for (let top = 0; top <= list.scrollHeight; top += list.clientHeight / 2) {
      list.scrollTop = top
      await frame()
      await frame()
      collect()
    }
  }
  return [...seen]
}

/** Where the time between the first reference request and all shown went, in the page's clock. */
interface PreviewQueryTiming {
  protocol: string
  /** From the first reference request to the preview query (the 100 ms batch window). */
  afterFirstMs: number
  /** Waiting for a connection: HTTP/1.1 gives a host six, and each SSE listener holds one. */
  queuedMs: number
  tookMs: number
  /** From its answer to every card titled: the page's own work. */
  answerToShownMs: number
}

/** When all showed, how long after the first reference request (by its tag) that was, and the preview query's timing. */
function referencesSpan(): [shownMs: number, referencesMs: number | null, previewQuery: PreviewQueryTiming | null] {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  const starts = entries.filter((entry) => entry.name.includes('tag=studio.references')).map((entry) => entry.startTime)
  const preview = entries.find((entry) => entry.name.includes('tag=studio.references.previews'))
  const shownAt = (window as unknown as {shownAt: number}).shownAt
  return [
    shownAt,
    starts.length > 0 ? shownAt - Math.min(...starts) : null,
    preview
      ? {
          protocol: preview.nextHopProtocol,
          afterFirstMs: Math.round(preview.startTime - Math.min(...starts)),
          queuedMs: Math.round(preview.requestStart - preview.startTime),
          tookMs: Math.round(preview.responseEnd - preview.startTime),
          answerToShownMs: Math.round(shownAt - preview.responseEnd),
        }
      : null,
  ]
}

interface BaselineInput {
  query: string
  ids: string[]
  token: string
  projectId: string
  dataset: string
  version: string
  tag: string
  maxGet: number
}

/** One query per preview, all fired at once, as the studio's HTTP adapter would send each (GET, or POST when too long). */
async function naivePreviews({query, ids, token, projectId, dataset, version, tag, maxGet}: BaselineInput): Promise<{ms: number; missing: string[]}> {
  const headers = {Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Sanity-Project-ID': projectId}
  const path = `/v${version}/data/query/${encodeURIComponent(dataset)}`
  const one = async (id: string) => {
    const search = new URLSearchParams({query, $ids: JSON.stringify([id, `drafts.${id}`]), tag})
    const response =
      search.toString().length <= maxGet
        ? await fetch(`${path}?${search}`, {headers})
        : await fetch(`${path}?tag=${tag}`, {method: 'POST', headers: {...headers, 'Content-Type': 'application/json'}, body: JSON.stringify({query, params: {ids: [id, `drafts.${id}`]}})})
    const {result} = (await response.json()) as {result: unknown[]}
    return result.length > 0
  }
  const started = performance.now()
  const found = await Promise.all(ids.map(one))
  return {ms: performance.now() - started, missing: ids.filter((_, i) => !found[i])}
}

/** The GROQ of the studio's own preview query (GET parameter or POST body), to send once per id in the baseline. */
function previewQueryOf(requests: readonly Sent[]): string {
  const sent = requests.find((r) => r.url.includes('tag=studio.references.previews'))
  if (!sent) throw new Error('The studio sent no reference preview query')
  const query = new URL(sent.url, 'http://lake').searchParams.get('query') ?? (sent.body ? (JSON.parse(sent.body) as {query: string}).query : null)
  if (!query) throw new Error(`The studio's preview query (${sent.method} ${sent.url}) holds no GROQ`)
  return query
}

async function newSignedInPage(browser: Browser, lake: TestLake) {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}, locale: 'en-US'})
  const entry = [authTokenKey(lake.projectId), serializeStoredToken(lake.tokens.editor, new Date())]
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), entry)
  return {context, page: await context.newPage()}
}

async function openList(browser: Browser, lake: TestLake, titles: string[]): Promise<Screen> {
  const {context, page} = await newSignedInPage(browser, lake)
  try {
    const {sent, sinceLast} = recordRequests(page, lake.url)
    await page.goto(`${lake.url}/structure/article`, {waitUntil: 'commit'})
    await page.waitForFunction(listShown, titles, {polling: 'raf', timeout: 30_000})
    const shown = sent.slice()
    const shownMs = await page.evaluate(() => (window as unknown as {shownAt: number}).shownAt)
    await untilQuiet(sinceLast)
    return screenOf(shown, sent.slice(), shownMs, null)
  } finally {
    await context.close()
  }
}

async function openArticle(browser: Browser, lake: TestLake, id: string, expected: Expected, targets: string[]) {
  const {context, page} = await newSignedInPage(browser, lake)
  try {
    const {sent, sinceLast} = recordRequests(page, lake.url)
    await page.goto(`${lake.url}/structure/article;${id}`, {waitUntil: 'commit'})
    await page.waitForFunction(previewsShown, expected, {polling: 'raf', timeout: 30_000}).catch((error: unknown) => {
      throw new Error(`The ${REFERENCES} reference previews never all showed: ${String(error)}`)
    })
    const shown = sent.slice()
    const [shownMs, referencesMs, previewQuery] = await page.evaluate(referencesSpan)
    // The baseline below must not share the connections with the studio's own late requests.
    await untilQuiet(sinceLast)
    const studio = screenOf(shown, sent.slice(), shownMs, referencesMs)
    // The windowed rows the timing could not see: every card must show its title once scrolled to.
    const titles = Object.fromEntries(expected.arrays.flat())
    const titled = await page.evaluate(titledKeysByScrolling, titles)
    if (titled.length + 1 < REFERENCES) throw new Error(`Only ${titled.length + 1} of ${REFERENCES} reference cards showed their title`)

    const before = sent.length
    const query = previewQueryOf(studio.requests)
    const input: BaselineInput = {query, ids: targets, token: lake.tokens.editor, projectId: lake.projectId, dataset: lake.dataset, version: API_VERSION_DEFAULT, tag: BASELINE_TAG, maxGet: MAX_GET_QUERY_LENGTH}
    const baseline = await page.evaluate(naivePreviews, input)
    if (baseline.missing.length > 0) throw new Error(`Baseline queries found no document for ${baseline.missing.join(', ')}`)
    const baselineRequests = sent.slice(before).filter((r) => r.url.includes(`tag=${BASELINE_TAG}`)).length
    return {studio, previewQuery, baseline: {ms: baseline.ms, requests: baselineRequests}}
  } finally {
    await context.close()
  }
}

async function groq<T>(lake: TestLake, query: string, params: Record<string, unknown> = {}): Promise<T> {
  const response = await lake.api('/data/query/production?perspective=raw', {method: 'POST', body: JSON.stringify({query, params})})
  if (response.status !== 200) throw new Error(`Query failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as {result: T}).result
}

/**
 * The article to open: its author, co-authors, categories and related articles point to 50
 * distinct published documents (every published author and category, then articles). The titles
 * are the drafts' where there is one, as the previews show them.
 */
async function createArticle(lake: TestLake) {
  const published = await groq<{_id: string; _type: string}[]>(lake, '*[_type in ["author", "category", "article"] && !(_id in path("drafts.**"))] | order(_id asc){_id, _type}')
  const ofType = (type: string) => published.filter((d) => d._type === type).map((d) => d._id)
  const [authors, categories] = [ofType('author'), ofType('category')]
  const articles = ofType('article').slice(0, REFERENCES - authors.length - categories.length)
  const targets = [...authors, ...categories, ...articles]
  if (targets.length !== REFERENCES) throw new Error(`The seed has ${targets.length} published targets, not ${REFERENCES}`)
  const rows = await groq<{_id: string; title?: string; name?: string}[]>(lake, '*[_id in $ids]{_id, title, name}', {ids: targets.flatMap((t) => [t, `drafts.${t}`])})
  const titleOf = (id: string) => {
    const row = rows.find((r) => r._id === `drafts.${id}`) ?? rows.find((r) => r._id === id)
    return row?.title ?? row?.name ?? ''
  }
  const items = (ids: string[], prefix: string, weak = false) => ids.map((ref, i) => ({_key: `${prefix}${i}`, _type: 'reference', _ref: ref, ...(weak ? {_weak: true} : {})}))
  const id = `refs-bench-${Date.now().toString(36)}`
  const document = {
    _id: `drafts.${id}`,
    _type: 'article',
    title: 'References bench',
    slug: {_type: 'slug', current: id},
    author: {_type: 'reference', _ref: authors[0]},
    coAuthors: items(authors.slice(1), 'a'),
    categories: items(categories, 'c'),
    relatedArticles: items(articles, 'r', true),
  }
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: document}]})})
  if (response.status !== 200) throw new Error(`Creating ${id} failed: ${response.status} ${await response.text()}`)
  const arrays = [document.coAuthors, document.categories, document.relatedArticles].map((list) => list.map((item): [string, string] => [item._key, titleOf(item._ref)]))
  return {id, targets, expected: {author: titleOf(authors[0]), arrays} satisfies Expected}
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5)
const round = (ms: number) => Math.round(ms)

const loadBefore = loadavg()[0]
ensureStudioBuild()
const [lake, browser] = await Promise.all([startStudioLake(), launchBrowser()])
try {
  const article = await createArticle(lake)
  const titles = (await groq<{title?: string}[]>(lake, '*[_type == "article"]{title}')).map((r) => r.title ?? '')
  const lists: Screen[] = []
  const articles: Awaited<ReturnType<typeof openArticle>>[] = []
  for (let run = 0; run < RUNS; run++) {
    lists.push(await openList(browser, lake, titles))
    articles.push(await openArticle(browser, lake, article.id, article.expected, article.targets))
  }
  const studio = articles.map((a) => a.studio)
  const baseline = articles.map((a) => a.baseline)
  const row = (name: string, screens: Screen[]) => ({
    case: name,
    runs: screens.length,
    dataRequestsMedian: median(screens.map((s) => s.data)),
    dataRequestsMax: Math.max(...screens.map((s) => s.data)),
    dataRequestsQuietMedian: median(screens.map((s) => s.dataQuiet)),
    listen: median(screens.map((s) => s.listen)),
    otherApi: median(screens.map((s) => s.otherApi)),
    shownMedianMs: round(median(screens.map((s) => s.shownMs))),
    shownMaxMs: round(Math.max(...screens.map((s) => s.shownMs))),
    referencesMedianMs: screens[0].referencesMs === null ? null : round(median(screens.map((s) => s.referencesMs ?? 0))),
  })
  const rows = [
    row('article list (rows titled)', lists),
    row(`article with ${REFERENCES} references (cards titled)`, studio),
    {case: `baseline: ${REFERENCES} queries at once`, runs: baseline.length, dataRequestsMedian: median(baseline.map((b) => b.requests)), dataRequestsMax: Math.max(...baseline.map((b) => b.requests)), dataRequestsQuietMedian: median(baseline.map((b) => b.requests)), listen: 0, otherApi: 0, shownMedianMs: round(median(baseline.map((b) => b.ms))), shownMaxMs: round(Math.max(...baseline.map((b) => b.ms))), referencesMedianMs: round(median(baseline.map((b) => b.ms)))},
  ]
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
  const ratios = {
    requests: ratio(rows[1].dataRequestsMedian, rows[2].dataRequestsMedian),
    time: ratio(rows[1].shownMedianMs, rows[2].shownMedianMs),
    referencesTime: ratio(rows[1].referencesMedianMs ?? 0, rows[2].shownMedianMs),
  }
  printTable(
    ['case', 'runs', '/data/ requests', 'max', 'until quiet', 'listen', 'other API', 'all shown ms', 'max ms', 'first ref request → shown ms'],
    rows.map((r) => [r.case, String(r.runs), String(r.dataRequestsMedian), String(r.dataRequestsMax), String(r.dataRequestsQuietMedian), String(r.listen), String(r.otherApi), String(r.shownMedianMs), String(r.shownMaxMs), r.referencesMedianMs === null ? '–' : String(r.referencesMedianMs)]),
    1,
  )
  console.log(`Studio ÷ baseline: requests ${ratios.requests}×, time from navigation ${ratios.time}×, time from the first reference request ${ratios.referencesTime}×`)
  const timings = articles.flatMap((a) => (a.previewQuery ? [a.previewQuery] : []))
  const typical = (pick: (t: PreviewQueryTiming) => number) => round(median(timings.map(pick)))
  console.log(`Preview query (median): sent ${typical((t) => t.afterFirstMs)} ms after the first reference request, queued ${typical((t) => t.queuedMs)} ms, answered in ${typical((t) => t.tookMs)} ms; all titled ${typical((t) => t.answerToShownMs)} ms after its answer`)
  // What each screen asked for in its last run, for spotting requests that need not be made.
  const lastRequests = (screen: Screen) =>
    screen.requests.flatMap((r, i) => {
      if (r.kind === 'api') return []
      // The tag first: it names the caller; the URL after it is cut short (queries run long).
      const tag = new URL(r.url, 'http://lake').searchParams.get('tag')
      return [`${r.at} ms${i >= screen.requestsAtShown ? ' (after shown)' : ''} ${tag} ${r.method} ${decodeURIComponent(r.url).slice(0, 200)}`]
    })
  mkdirSync(dirname(RESULTS), {recursive: true})
  writeFileSync(
    RESULTS,
    JSON.stringify({at: new Date().toISOString(), machine: {cpus: cpus().length, loadBefore, loadAfter: loadavg()[0]}, rows, ratios, previewQuery: articles.map((a) => a.previewQuery), lastRun: {list: lastRequests(lists.at(-1)!), article: lastRequests(studio.at(-1)!)}}, null, 2),
  )
} finally {
  await browser.close()
  await lake.close()
}
