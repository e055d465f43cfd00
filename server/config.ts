// Run-time settings from the environment, with the defaults `npm start` uses.
import {resolve} from 'node:path'

export interface LakeConfig {
  port: number
  host: string
  dataDir: string
  /** Origins allowed to call the API with credentials; localhost origins are always allowed. */
  corsOrigins: string[]
  /** Public URL of this server, used in provider and asset URLs. */
  publicUrl: string | null
  logLevel: string
  /**
   * The project of requests that name none (neither header nor `<project>.localhost` host), such
   * as older clients' listeners. Null: a lake with one project uses it; with several, such a
   * request is refused.
   */
  defaultProject?: string | null
  /** The largest asset upload accepted, in bytes (STUDIO_ASSET_MAX_BYTES; default 200 MB). */
  assetMaxBytes?: number
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  const port = Number(env.PORT ?? 3333)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.STUDIO_DATA_DIR ?? './.studio-data'),
    corsOrigins: (env.STUDIO_CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    publicUrl: env.STUDIO_PUBLIC_URL ?? null,
    logLevel: env.LOG_LEVEL ?? 'warn',
    defaultProject: env.STUDIO_DEFAULT_PROJECT?.trim().toLowerCase() || null,
    assetMaxBytes: assetMaxBytesOf(env.STUDIO_ASSET_MAX_BYTES),
  }
}

function assetMaxBytesOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const bytes = Number(value)
  if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`STUDIO_ASSET_MAX_BYTES must be a whole number of bytes, got "${value}"`)
  return bytes
}
