// The lake's presence at 200 sessions: `node tests/bench/presence.bench.ts` (npm run bench:presence).
// A fresh lake runs as its own process (as `npm start` runs it); 200 WebSockets from this process
// sign in with the demo users' tokens and take places in 20 documents, 10 sessions each. Measured:
// - the floor: a heartbeat's round trip on one socket of the loaded lake;
// - one announce at a time, each of the 200 sessions once: from sending it until every other
//   session of its document has the state, and until all 199 others have it (the lake relays
//   to the whole dataset, checking each receiver's grants);
// - a burst: all 200 announce at once (what 200 tabs do over one 30 s interval, compressed), until
//   every one of the 39,800 states has arrived, and the lake's CPU time for it;
// - the lake's resident memory before the sockets and with 200 sessions, per session.
// Results: tests/bench/results/presence.json; figures, not gates (benchmarks never fail).
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, tmpdir} from 'node:os'
import {join} from 'node:path'
import {PRESENCE_ANNOUNCE_INTERVAL_MS, PRESENCE_API_VERSION} from '../../core/presence/constants.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {startLakeProcess, type LakeProcess} from './support/lakeProcess.ts'
import {printTable} from './table.ts'
import {percentile, type Timing} from './timing.ts'

const SESSIONS = Number(process.env.PRESENCE_BENCH_SESSIONS ?? 200)
const DOCUMENTS = Number(process.env.PRESENCE_BENCH_DOCUMENTS ?? 20)
const HEARTBEATS = 100
const RESULTS = join(import.meta.dirname, 'results', 'presence.json')
/** Linux's clock ticks per second for /proc/<pid>/stat (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100

interface Session {
  index: number
  sessionId: string
  documentId: string
  socket: WebSocket
  /** Resolvers waiting for a state from a given session with a given marker. */
  waiting: Map<string, (() => void)[]>
  heartbeat: (() => void) | null
  received: number
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 1000) / 1000
  return {runs: samples.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), mean: round(samples.reduce((a, b) => a + b, 0) / samples.length)}
}

async function createDocuments(lake: LakeProcess, token: string): Promise<string[]> {
  const ids = Array.from({length: DOCUMENTS}, (_, i) => `presence-bench-${i}`)
  const response = await fetch(`${lake.url}/v2023-11-13/data/mutate/${DEMO_DATASET}`, {
    method: 'POST',
    headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID},
    body: JSON.stringify({mutations: ids.map((_id, i) => ({createOrReplace: {_id, _type: 'article', title: `Presence bench ${i}`}}))}),
  })
  if (!response.ok) throw new Error(`Creating the documents failed: ${response.status} ${await response.text()}`)
  return ids
}

async function connect(lake: LakeProcess, index: number, token: string, documentId: string): Promise<Session> {
  const socket = new WebSocket(`${lake.url.replace(/^http/, 'ws')}/v${PRESENCE_API_VERSION}/socket/${DEMO_DATASET}?tag=studio.presence`)
  const session: Session = {index, sessionId: `bench-session-${String(index).padStart(4, '0')}`, documentId, socket, waiting: new Map(), heartbeat: null, received: 0}
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve())
    socket.addEventListener('error', () => reject(new Error(`socket ${index} failed`)))
  })
  const authorized = new Promise<void>((resolve, reject) => {
    const first = (event: MessageEvent) => {
      socket.removeEventListener('message', first)
      const message = JSON.parse(String(event.data)) as {error?: unknown}
      if (message.error) reject(new Error(`socket ${index} refused: ${JSON.stringify(message.error)}`))
      else resolve()
    }
    socket.addEventListener('message', first)
  })
  socket.send(JSON.stringify({jsonrpc: '2.0', method: 'authorization', params: {authorization: `Bearer ${token}`, projectId: DEMO_PROJECT_ID}, id: 1}))
  await authorized
  socket.addEventListener('message', (event) => {
    const text = String(event.data)
    if (text === '♥') {
      session.heartbeat?.()
      return
    }
    const message = JSON.parse(text) as {method?: string; params?: {type?: string; sessionId?: string; locations?: {path: unknown[]}[]}}
    if (message.method !== 'presence' || message.params?.type !== 'state') return
    session.received++
    const marker = String(message.params.locations?.[0]?.path?.[0] ?? '')
    const key = `${message.params.sessionId}/${marker}`
    const resolvers = session.waiting.get(key)
    if (resolvers) {
      session.waiting.delete(key)
      for (const resolve of resolvers) resolve()
    }
  })
  return session
}

/** Resolves when `receiver` has the state `from` sent with `marker`. */
function arrival(receiver: Session, from: Session, marker: string): Promise<void> {
  const key = `${from.sessionId}/${marker}`
  return new Promise((resolve) => receiver.waiting.set(key, [...(receiver.waiting.get(key) ?? []), resolve]))
}

function announce(session: Session, marker: string): void {
  const location = {type: 'document', documentId: session.documentId, path: [marker, 'title'], lastActiveAt: new Date().toISOString()}
  session.socket.send(JSON.stringify({jsonrpc: '2.0', method: 'presence_announce', params: {data: {sessionId: session.sessionId, locations: [location]}}, id: null}))
}

const loadBefore = loadavg()[0]
const dataDir = mkdtempSync(join(tmpdir(), 'presence-bench-'))
const lake = await startLakeProcess(dataDir)
try {
  const store = new SqliteStore(dataDir)
  const tokens = DEMO_USERS.map((user) => issueToken(store, user.id, 'presence bench').secret)
  store.close()
  const documents = await createDocuments(lake, tokens[0])
  await new Promise((resolve) => setTimeout(resolve, 500))
  const rssBefore = lake.rssBytes()

  const sessions: Session[] = []
  for (let i = 0; i < SESSIONS; i++) sessions.push(await connect(lake, i, tokens[i % tokens.length], documents[i % documents.length]))
  // Everyone announces once so the lake knows every session, then the lake settles.
  await Promise.all(sessions.flatMap((from) => sessions.filter((s) => s !== from).map((to) => arrival(to, from, 'warm'))).concat(sessions.map(async (s) => announce(s, 'warm'))))
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rssWith = lake.rssBytes()

  // The floor: a heartbeat's round trip on one socket of the loaded lake.
  const heartbeats: number[] = []
  for (let i = 0; i < HEARTBEATS; i++) {
    const started = performance.now()
    await new Promise<void>((resolve) => {
      sessions[0].heartbeat = resolve
      sessions[0].socket.send('♥')
    })
    heartbeats.push(performance.now() - started)
  }

  // One announce at a time.
  const toDocument: number[] = []
  const toEveryone: number[] = []
  const cpuSequentialStart = cpuMs(lake.pid)
  for (const from of sessions) {
    const marker = `one-${from.index}`
    const others = sessions.filter((s) => s !== from)
    const sameDocument = others.filter((s) => s.documentId === from.documentId)
    const started = performance.now()
    const documentDone = Promise.all(sameDocument.map((s) => arrival(s, from, marker))).then(() => performance.now() - started)
    const allDone = Promise.all(others.map((s) => arrival(s, from, marker))).then(() => performance.now() - started)
    announce(from, marker)
    toDocument.push(await documentDone)
    toEveryone.push(await allDone)
  }
  const cpuPerAnnounceMs = (cpuMs(lake.pid) - cpuSequentialStart) / SESSIONS

  // A burst: everyone at once.
  const cpuBurstStart = cpuMs(lake.pid)
  const burstStarted = performance.now()
  const everything = Promise.all(sessions.flatMap((from) => sessions.filter((s) => s !== from).map((to) => arrival(to, from, 'burst'))))
  for (const s of sessions) announce(s, 'burst')
  await everything
  const burstMs = performance.now() - burstStarted
  const cpuBurstMs = cpuMs(lake.pid) - cpuBurstStart

  for (const s of sessions) s.socket.close()

  const heartbeat = timingOf(heartbeats)
  const doc = timingOf(toDocument)
  const all = timingOf(toEveryone)
  const ratio = (t: Timing) => `${(t.p50 / heartbeat.p50).toFixed(1)}×`
  console.log(`\nPresence: ${SESSIONS} sessions on one lake, ${DOCUMENTS} documents (${SESSIONS / DOCUMENTS} sessions each)\n`)
  printTable(
    ['what', 'runs', 'p50 ms', 'p95 ms', 'mean ms', 'p50 / heartbeat'],
    [
      ['heartbeat round trip (floor)', heartbeat, '1.0×'],
      ['announce → every other session of its document', doc, ratio(doc)],
      [`announce → all ${SESSIONS - 1} other sessions`, all, ratio(all)],
    ].map(([name, t, r]) => [name as string, String((t as Timing).runs), (t as Timing).p50.toFixed(2), (t as Timing).p95.toFixed(2), (t as Timing).mean.toFixed(2), r as string]),
    1,
  )
  const perSessionBytes = (rssWith - rssBefore) / SESSIONS
  // At one announce per session per 30 s, the lake's share of a core each session costs.
  const corePerSession = cpuPerAnnounceMs / PRESENCE_ANNOUNCE_INTERVAL_MS
  const pushes = SESSIONS * (SESSIONS - 1)
  console.log(`\nburst: all ${SESSIONS} announce at once → ${pushes} states delivered in ${burstMs.toFixed(0)} ms; lake CPU ${cpuBurstMs.toFixed(0)} ms`)
  console.log(`lake CPU per announce (relayed to ${SESSIONS - 1}): ${cpuPerAnnounceMs.toFixed(2)} ms → ${(corePerSession * 100).toFixed(3)} % of a core per session at one announce per 30 s (${(corePerSession * SESSIONS * 100).toFixed(1)} % for all ${SESSIONS})`)
  console.log(`lake memory: ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssWith / 2 ** 20).toFixed(1)} MiB with ${SESSIONS} sessions → ${(perSessionBytes / 1024).toFixed(1)} KiB per session`)
  console.log(`load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${cpus().length} cores)`)
  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        when: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        sessions: SESSIONS,
        documents: DOCUMENTS,
        heartbeat,
        announceToDocument: doc,
        announceToEveryone: all,
        burst: {states: pushes, ms: Math.round(burstMs), lakeCpuMs: Math.round(cpuBurstMs)},
        lakeCpuPerAnnounceMs: Math.round(cpuPerAnnounceMs * 1000) / 1000,
        lakeRssBytes: {before: rssBefore, withSessions: rssWith, perSession: Math.round(perSessionBytes)},
        loadBefore,
        loadAfter: loadavg()[0],
      },
      null,
      2,
    )}\n`,
  )
} finally {
  await lake.stop()
  rmSync(dataDir, {recursive: true, force: true})
}
