// Bad settings at start (LAKE-STORE-004): the lake says, one line per setting, which variable holds
// what value and what it takes, and exits with a non-zero status, without a stack trace. A bad
// LOG_LEVEL used to crash inside the logger ("default level:bogus must be included in custom
// levels"), a bad STUDIO_ASSET_MAX_BYTES with an uncaught error's stack.
import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {afterAll, describe, expect, test} from 'vitest'
import {ConfigError, configFromEnv} from '../../server/config.ts'

const MAIN = resolve(import.meta.dirname, '../../server/main.ts')
const TOKEN = resolve(import.meta.dirname, '../../server/cli/token.ts')
const dataDir = mkdtempSync(join(tmpdir(), 'lake-settings-'))
afterAll(() => rmSync(dataDir, {recursive: true, force: true}))

/** Runs a script with the given settings; a lake that starts anyway is stopped and reported. */
function run(script: string, settings: Record<string, string>): Promise<{code: number | null; stdout: string; stderr: string}> {
  const env: NodeJS.ProcessEnv = {...process.env, PORT: '0', HOST: '127.0.0.1', STUDIO_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...settings}
  const child = spawn(process.execPath, [script], {env, stdio: ['ignore', 'pipe', 'pipe']})
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGTERM'), 15_000)
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      done({code, stdout, stderr})
    }),
  )
}

describe('the lake refuses to start on a bad setting', () => {
  test.each([
    [{LOG_LEVEL: 'bogus'}, 'LOG_LEVEL="bogus" is not accepted: one of fatal, error, warn, info, debug, trace, silent'],
    [{STUDIO_ASSET_MAX_BYTES: 'abc'}, 'STUDIO_ASSET_MAX_BYTES="abc" is not accepted: a whole number of bytes, at least 1 (default 209715200, 200 MB)'],
    [{PORT: '70000'}, 'PORT="70000" is not accepted: a port number from 0 to 65535 (0 picks a free one)'],
  ])('%o: one line naming it, status 1, no stack', async (settings, line) => {
    const {code, stdout, stderr} = await run(MAIN, settings)
    expect(code).toBe(1)
    expect(stderr).toBe(`${line}\n`)
    expect(stdout).not.toContain('listening')
  })

  test('every bad setting is told at once, one line each', async () => {
    const {code, stderr} = await run(MAIN, {LOG_LEVEL: 'loud', STUDIO_ASSET_MAX_BYTES: '-5', STUDIO_CORS_ORIGINS: 'https://ok.example.com,studio.example.com'})
    expect(code).toBe(1)
    const lines = stderr.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^STUDIO_CORS_ORIGINS="https:\/\/ok.example.com,studio.example.com" is not accepted: .*not an origin: studio.example.com$/)
    expect(lines[1]).toMatch(/^LOG_LEVEL="loud"/)
    expect(lines[2]).toMatch(/^STUDIO_ASSET_MAX_BYTES="-5"/)
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/)
  })

  test('the token command says the same', async () => {
    const {code, stderr} = await run(TOKEN, {LOG_LEVEL: 'bogus', STUDIO_DATA_DIR: dataDir})
    expect(code).toBe(1)
    expect(stderr).toBe('LOG_LEVEL="bogus" is not accepted: one of fatal, error, warn, info, debug, trace, silent\n')
  })
})

describe('configFromEnv', () => {
  const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
    try {
      configFromEnv(env)
      return []
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      return (err as ConfigError).problems
    }
  }

  test('good settings are read, blank ones take the default', () => {
    const config = configFromEnv({PORT: '0', LOG_LEVEL: 'INFO', STUDIO_ASSET_MAX_BYTES: '1024', STUDIO_CORS_ORIGINS: 'https://Studio.Example.com/, http://localhost:5173', STUDIO_PUBLIC_URL: 'https://lake.example.com/'})
    expect(config).toMatchObject({port: 0, logLevel: 'info', assetMaxBytes: 1024, corsOrigins: ['https://studio.example.com', 'http://localhost:5173'], publicUrl: 'https://lake.example.com/'})
    expect(configFromEnv({PORT: '', LOG_LEVEL: ' ', STUDIO_ASSET_MAX_BYTES: ''})).toMatchObject({port: 3333, logLevel: 'warn', assetMaxBytes: undefined})
  })

  test.each([
    [{PORT: 'abc'}, /^PORT="abc"/],
    [{PORT: '3.5'}, /^PORT="3.5"/],
    [{PORT: '-1'}, /^PORT="-1"/],
    [{LOG_LEVEL: 'verbose'}, /^LOG_LEVEL="verbose" is not accepted: one of fatal, error, warn, info, debug, trace, silent$/],
    [{STUDIO_ASSET_MAX_BYTES: '0'}, /^STUDIO_ASSET_MAX_BYTES="0"/],
    [{STUDIO_ASSET_MAX_BYTES: '1.5e3'}, /^STUDIO_ASSET_MAX_BYTES="1.5e3"/],
    [{STUDIO_CORS_ORIGINS: 'https://studio.example.com/app'}, /^STUDIO_CORS_ORIGINS=.*not an origin: https:\/\/studio.example.com\/app$/],
    [{STUDIO_CORS_ORIGINS: '*'}, /^STUDIO_CORS_ORIGINS="\*"/],
    [{STUDIO_PUBLIC_URL: 'lake.example.com'}, /^STUDIO_PUBLIC_URL="lake.example.com" is not accepted: an absolute http or https URL/],
    [{LAKE_LISTEN_HEARTBEAT_MS: 'soon'}, /^LAKE_LISTEN_HEARTBEAT_MS="soon"/],
  ])('%o is refused in one line', (env, line) => {
    const problems = problemsOf(env)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(line)
    expect(problems[0]).not.toContain('\n')
  })
})
