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

/** The levels the log takes (pino's), quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * Settings the environment gives that the lake cannot use: one line each, naming the variable, the
 * value and what it takes. Thrown by configFromEnv with every bad setting at once.
 */
export class ConfigError extends Error {
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(problems.join('\n'))
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/** The value of a variable, or undefined when it is unset or blank (then the default applies). */
function given(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

const bad = (name: string, value: string | undefined, accepted: string) => `${name}="${value}" is not accepted: ${accepted}`

/** Reads the settings; every setting that is not usable is reported together in a ConfigError. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  const problems: string[] = []
  const check = <T>(read: () => T, fallback: T): T => {
    try {
      return read()
    } catch (err) {
      if (!(err instanceof SettingError)) throw err
      problems.push(err.message)
      return fallback
    }
  }
  const config: LakeConfig = {
    port: check(() => portOf(given(env, 'PORT')), 3333),
    host: given(env, 'HOST') ?? '127.0.0.1',
    dataDir: resolve(env.STUDIO_DATA_DIR ?? './.studio-data'),
    corsOrigins: check(() => corsOriginsOf(env.STUDIO_CORS_ORIGINS), []),
    publicUrl: check(() => publicUrlOf(given(env, 'STUDIO_PUBLIC_URL')), null),
    logLevel: check(() => logLevelOf(given(env, 'LOG_LEVEL')), 'warn'),
    defaultProject: env.STUDIO_DEFAULT_PROJECT?.trim().toLowerCase() || null,
    assetMaxBytes: check(() => assetMaxBytesOf(given(env, 'STUDIO_ASSET_MAX_BYTES')), undefined),
  }
  check(() => heartbeatOf(given(env, 'LAKE_LISTEN_HEARTBEAT_MS')), undefined)
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/**
 * The settings for a command that starts from the environment (`npm start`, `npm run token`): a bad
 * setting is told in one line each on standard error, and the process exits with status 1, without
 * a stack trace, which would say nothing about the setting.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  try {
    return configFromEnv(env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    for (const problem of err.problems) process.stderr.write(`${problem}\n`)
    process.exit(1)
  }
}

class SettingError extends Error {}

function portOf(value: string | undefined): number {
  if (value === undefined) return 3333
  const port = /^\d+$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(port) || port > 65535) throw new SettingError(bad('PORT', value, 'a port number from 0 to 65535 (0 picks a free one)'))
  return port
}

function logLevelOf(value: string | undefined): string {
  if (value === undefined) return 'warn'
  const level = value.toLowerCase()
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new SettingError(bad('LOG_LEVEL', value, `one of ${LOG_LEVELS.join(', ')}`))
  return level
}

/** Origins as browsers send them: scheme, host and port, nothing after (a trailing slash is dropped). */
function corsOriginsOf(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const wrong = entries.filter((entry) => originOf(entry) === null)
  if (wrong.length > 0) {
    throw new SettingError(bad('STUDIO_CORS_ORIGINS', value, `comma-separated origins such as https://studio.example.com (scheme, host and port only); not an origin: ${wrong.join(', ')}`))
  }
  return entries.map((entry) => originOf(entry)!)
}

function originOf(entry: string): string | null {
  try {
    const url = new URL(entry)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null
    return url.origin
  } catch {
    return null
  }
}

function publicUrlOf(value: string | undefined): string | null {
  if (value === undefined) return null
  try {
    const url = new URL(value)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) return value
  } catch {
    // reported below
  }
  throw new SettingError(bad('STUDIO_PUBLIC_URL', value, 'an absolute http or https URL such as https://studio.example.com'))
}

function assetMaxBytesOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const bytes = /^\d+$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new SettingError(bad('STUDIO_ASSET_MAX_BYTES', value, 'a whole number of bytes, at least 1 (default 209715200, 200 MB)'))
  return bytes
}

/** Read where listeners start (listen/heartbeat.ts); checked here so a bad one is told at start, not ignored. */
function heartbeatOf(value: string | undefined): void {
  if (value === undefined) return
  const ms = /^\d+$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(ms) || ms < 1) throw new SettingError(bad('LAKE_LISTEN_HEARTBEAT_MS', value, 'a whole number of milliseconds, at least 1 (default 25000)'))
}
