// Starts a real lake server on a free port with a fresh data folder, and API tokens per demo role.
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {startLake, type RunningLake} from '../../server/start.ts'
import type {LakeConfig} from '../../server/config.ts'
import {JOURNEY_FILE_NAME} from '../../server/misc/trialJourney.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import type {LoginThrottlePolicy} from '../../server/auth/loginThrottle.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'

export type RoleName = (typeof DEMO_USERS)[number]['role']

export interface TestLake {
  running: RunningLake
  url: string
  dataDir: string
  projectId: string
  dataset: string
  tokens: Record<RoleName, string>
  /** Fetch against the versioned API of the demo project as a role (or anonymously with null). */
  api(path: string, init?: RequestInit & {role?: RoleName | null; version?: string}): Promise<Response>
  /** Cuts every open connection — requests, event streams and listener sockets — as a dropped network would. */
  cutConnections(): void
  close(): Promise<void>
}

/** Cuts the lake's HTTP connections and its WebSockets (which the HTTP server no longer tracks once upgraded). */
export function cutLakeConnections(running: RunningLake): void {
  running.app.server.closeAllConnections()
  const sockets = (running.app as unknown as {websocketServer?: {clients: Set<{terminate(): void}>}}).websocketServer?.clients ?? new Set()
  for (const socket of sockets) socket.terminate()
}

export async function startTestLake(options: {
    dataDir?: string
    keepData?: boolean
    now?: () => number
    loginThrottle?: Partial<LoginThrottlePolicy>
    config?: Partial<LakeConfig>
    /** Keep the lake's welcome dialog; off by default, so a test's first sign-in lands in the studio rather than in front of it. */
    welcome?: boolean
    /** Receives the log's lines (set `config.logLevel` too: the test lake logs nothing by default). */
    logStream?: {write(line: string): void}
  } = {}): Promise<TestLake> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lake-test-'))
  const journeyFile = join(dataDir, JOURNEY_FILE_NAME)
  if (!options.welcome && !existsSync(journeyFile)) writeFileSync(journeyFile, JSON.stringify({showOnLoad: null}))
  const running = await startLake({port: 0, host: '127.0.0.1', dataDir, corsOrigins: [], publicUrl: null, logLevel: 'silent', ...options.config}, {now: options.now, loginThrottle: options.loginThrottle, logStream: options.logStream})
  const tokens = Object.fromEntries(
    DEMO_USERS.map((user) => [user.role, issueToken(running.store, user.id, 'test').secret]),
  ) as Record<RoleName, string>
  const url = `http://127.0.0.1:${running.port}`
  return {
    running,
    url,
    dataDir,
    projectId: DEMO_PROJECT_ID,
    dataset: DEMO_DATASET,
    tokens,
    api(path, init = {}) {
      const {role = 'editor', version = 'v2023-11-13', headers, ...rest} = init
      const h = new Headers(headers)
      h.set('X-Sanity-Project-ID', DEMO_PROJECT_ID)
      if (role) h.set('Authorization', `Bearer ${tokens[role]}`)
      if (rest.body && !h.has('content-type')) h.set('content-type', 'application/json')
      return fetch(`${url}/${version}${path}`, {...rest, headers: h})
    },
    cutConnections: () => cutLakeConnections(running),
    async close() {
      await running.close()
      if (!options.keepData) rmSync(dataDir, {recursive: true, force: true})
    },
  }
}
