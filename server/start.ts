// Starts a lake: opens the store, seeds the demo project on first run, listens on a port.
import type {FastifyInstance} from 'fastify'
import {buildApp} from './app.ts'
import {warmUpHttp} from './http/warmUpHttp.ts'
import type {LoginThrottlePolicy} from './auth/loginThrottle.ts'
import type {LakeConfig} from './config.ts'
import {Lake} from './dataset/lake.ts'
import {TransactionBus} from './listen/bus.ts'
import {SqliteStore} from './storage/sqlite.ts'
import {seedDemo, type SeedReport} from './seed/demo.ts'
import {folderAssetStorage, seedAssetBaseUrl} from './assets/assetContext.ts'

export interface RunningLake {
  app: FastifyInstance
  url: string
  port: number
  lake: Lake
  store: SqliteStore
  seed: SeedReport | null
  close(): Promise<void>
}

/** How long requests still in flight may take to finish once the lake is asked to close. */
export const CLOSE_GRACE_MS = 5000

/**
 * Closes the server, letting requests in flight finish for `graceMs`; then every connection left is
 * cut, listener sockets included. Without the bound, one client that never finished sending its
 * request held the close for the server's whole header timeout (a minute).
 */
async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.server.closeAllConnections()
    const sockets = (app as unknown as {websocketServer?: {clients: Set<{terminate(): void}>}}).websocketServer?.clients ?? new Set()
    for (const socket of sockets) socket.terminate()
  }, graceMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}

/** Where this process reaches its own server: loopback when it listens on every interface. */
function selfUrl(address: ReturnType<FastifyInstance['server']['address']>, port: number): string {
  const host = typeof address === 'object' && address && address.address !== '0.0.0.0' && address.address !== '::' ? address.address : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

export interface StartOptions {
  seed?: boolean
  now?: () => number
  loginThrottle?: Partial<LoginThrottlePolicy>
  /** Where the log's lines go instead of standard output. */
  logStream?: {write(line: string): void}
}

export async function startLake(config: LakeConfig, options: StartOptions = {}): Promise<RunningLake> {
  const store = new SqliteStore(config.dataDir)
  const lake = new Lake(store, new TransactionBus())
  const seed = options.seed === false ? null : await seedDemo(lake, {assets: folderAssetStorage(config.dataDir), assetBaseUrl: seedAssetBaseUrl(config)})
  // Every dataset and its indexes are in memory before the first request can arrive.
  const largest = await lake.openAll()
  const app = await buildApp({lake, store, config, now: options.now, loginThrottle: options.loginThrottle, logStream: options.logStream})
  await app.listen({port: config.port, host: config.host})
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  await warmUpHttp(selfUrl(address, port), largest && {projectId: largest.projectId, dataset: largest.name})
  return {
    app,
    lake,
    store,
    seed,
    port,
    url: `http://localhost:${port}`,
    async close() {
      await closeWithin(app, CLOSE_GRACE_MS)
      store.close()
    },
  }
}
