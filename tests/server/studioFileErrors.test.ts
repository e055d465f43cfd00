// Build files whose sending fails (server/routes/studio.ts, server/http/errorHandler.ts): a browser
// dropping requests for them (page reloads, cancelled chunk loads) is no error of the lake's and
// is answered by nothing; a file that cannot be read is the lake's JSON 500 with the reason in the
// log; a file failing after its headers went out is cut short, never passed off as complete.
import fs, {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {connect} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Readable} from 'node:stream'
import {brotliCompressSync} from 'node:zlib'
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

const CHUNK = '/assets/index-Bx7f2k9Q.js'
const SOURCE = `export const filler = ${JSON.stringify('x'.repeat(120_000))}\n`

interface LogLine {
  level: number
  msg?: string
  err?: {message?: string; code?: string}
  res?: {statusCode?: number}
}

let lake: TestLake
let parent: string
const logs: LogLine[] = []

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'studio-file-errors-'))
  const dist = join(parent, 'dist')
  mkdirSync(join(dist, 'assets'), {recursive: true})
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>studio build</title>')
  writeFileSync(join(dist, CHUNK), SOURCE)
  writeFileSync(join(dist, `${CHUNK}.br`), brotliCompressSync(SOURCE))
  process.env.STUDIO_DIST_DIR = dist
  try {
    lake = await startTestLake({config: {logLevel: 'debug'}, logStream: {write: (line) => logs.push(JSON.parse(line) as LogLine)}})
  } finally {
    delete process.env.STUDIO_DIST_DIR
  }
})

afterAll(async () => {
  await lake?.close()
  rmSync(parent, {recursive: true, force: true})
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Resolves once the log has had no new line for `quietMs` (at most `limitMs`). */
async function settled(quietMs = 300, limitMs = 5000): Promise<void> {
  const started = Date.now()
  let seen = -1
  while (seen !== logs.length && Date.now() - started < limitMs) {
    seen = logs.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

/** Requests the chunk over a raw socket and drops the connection `afterMs` later (reset or closed). */
function droppedRequest(afterMs: number, options: {brotli: boolean; reset: boolean}): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(lake.running.port, '127.0.0.1', () => {
      socket.write(`GET ${CHUNK} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n${options.brotli ? 'Accept-Encoding: br, gzip\r\n' : ''}\r\n`)
      setTimeout(() => {
        if (options.reset) socket.resetAndDestroy()
        else socket.destroy()
        resolve()
      }, afterMs)
    })
    socket.on('error', () => resolve())
  })
}

const worrying = (lines: LogLine[]) => lines.filter((line) => line.level >= 40 || line.res?.statusCode === 500)

describe('sending build files', () => {
  test('60 requests dropped within 0–4 ms log no error and answer no 500', async () => {
    const before = logs.length
    await Promise.all(Array.from({length: 60}, (_, i) => droppedRequest(i % 5, {brotli: i % 2 === 0, reset: i % 3 === 0})))
    await settled()
    const lines = logs.slice(before)
    expect(worrying(lines)).toEqual([])
    // The requests did reach the lake, and it still serves the file afterwards.
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(true)
    const response = await fetch(lake.url + CHUNK)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(SOURCE)
  })

  test('a file that cannot be read answers the JSON 500 and logs why', async () => {
    const failure = Object.assign(new Error('EIO: i/o error, read'), {code: 'EIO'})
    vi.spyOn(fs, 'createReadStream').mockImplementation((() => {
      const stream = new Readable({
        read() {
          stream.destroy(failure)
        },
      })
      return stream
    }) as never)
    const before = logs.length
    const response = await fetch(lake.url + CHUNK, {headers: {'Accept-Encoding': 'br'}})
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).not.toMatch(/immutable|max-age/)
    expect(await response.json()).toMatchObject({error: {type: 'internalError'}, statusCode: 500})
    await settled(100)
    const errors = logs.slice(before).filter((line) => line.level >= 50)
    expect(errors.map((line) => [line.msg, line.err?.message])).toEqual([['request failed', 'EIO: i/o error, read']])
  })

  test('a file failing after its headers went out is cut short and logged', async () => {
    const failure = Object.assign(new Error('EIO: i/o error, read'), {code: 'EIO'})
    vi.spyOn(fs, 'createReadStream').mockImplementation((() => {
      let sent = false
      const stream = new Readable({
        read() {
          if (sent) return
          sent = true
          stream.push(SOURCE.slice(0, 1000), 'utf8')
          // Fails once the first bytes, and so the headers, have gone out.
          setTimeout(() => stream.destroy(failure), 50)
        },
      })
      return stream
    }) as never)
    const before = logs.length
    const response = await fetch(lake.url + CHUNK)
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow()
    await settled(100)
    const lines = logs.slice(before)
    expect(lines.some((line) => line.level >= 40 && line.err?.message === 'EIO: i/o error, read')).toBe(true)
    expect(lines.filter((line) => line.err?.code === 'FST_ERR_REP_INVALID_PAYLOAD_TYPE')).toEqual([])
  })
})
