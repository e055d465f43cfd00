// Long GROQ queries are parsed on a worker thread, one at a time and each within a time limit.
// groq-js's parser takes time that grows with the square of a long list (8,000 array items take
// 50 ms, 16,000 take over a second, a 300,000-character query minutes), and it runs before any
// access check: parsed on the lake's own thread, one anonymous request would stop every other.
// Short queries, nearly all of them, are parsed in place: they cannot take long, and a thread
// hop would only add to them.
import {Worker} from 'node:worker_threads'
import type {ParseReply, ParseRequest} from './parseMessages.ts'

/** Queries up to this length are parsed in place: the slowest shapes stay under about 30 ms. */
export const INLINE_PARSE_MAX_CHARS = 10_000
/** A parse that takes longer is stopped and the query refused (K-LAKE-012). */
export const PARSE_TIME_LIMIT_MS = 2_000
/** Long queries waiting for the worker at most; more are refused until it catches up. */
export const PARSE_QUEUE_MAX = 16

export class ParseTimeout extends Error {}
export class ParserBusy extends Error {}

interface Job {
  request: ParseRequest
  resolve: (reply: ParseReply) => void
  reject: (error: Error) => void
}

export class OffThreadParser {
  readonly #timeLimitMs: number
  readonly #queue: Job[] = []
  #worker: Worker | null = null
  #current: {job: Job; timer: NodeJS.Timeout} | null = null
  #nextId = 1

  constructor(options: {timeLimitMs?: number} = {}) {
    this.#timeLimitMs = options.timeLimitMs ?? PARSE_TIME_LIMIT_MS
  }

  /** The parser's own answer (a tree or its error); rejects with ParseTimeout or ParserBusy. */
  parse(query: string, params: Record<string, unknown>): Promise<ParseReply> {
    if (this.#queue.length >= PARSE_QUEUE_MAX) return Promise.reject(new ParserBusy('Too many long queries are waiting to be parsed'))
    return new Promise((resolve, reject) => {
      this.#queue.push({request: {id: this.#nextId++, query, params}, resolve, reject})
      this.#next()
    })
  }

  async close(): Promise<void> {
    const worker = this.#worker
    this.#worker = null
    for (const job of this.#queue.splice(0)) job.reject(new Error('The lake is closing'))
    if (this.#current) this.#finish(new Error('The lake is closing'))
    await worker?.terminate()
  }

  #next(): void {
    if (this.#current || this.#queue.length === 0) return
    const job = this.#queue.shift()!
    const timer = setTimeout(() => {
      // A parse cannot be interrupted: the worker goes, and the next query gets a new one.
      const worker = this.#worker
      this.#worker = null
      void worker?.terminate()
      this.#finish(new ParseTimeout(`The query took longer than ${this.#timeLimitMs} ms to parse`))
    }, this.#timeLimitMs)
    this.#current = {job, timer}
    this.#workerNow().postMessage(job.request)
  }

  #finish(outcome: ParseReply | Error): void {
    const current = this.#current
    if (!current) return
    clearTimeout(current.timer)
    this.#current = null
    if (outcome instanceof Error) current.job.reject(outcome)
    else current.job.resolve(outcome)
    this.#next()
  }

  #workerNow(): Worker {
    if (this.#worker) return this.#worker
    // The main thread's stack size: deeper nesting fails fast with a RangeError, as in place,
    // instead of recursing on into a slow parse.
    const worker = new Worker(new URL('./parseWorker.ts', import.meta.url), {resourceLimits: {stackSizeMb: 1}})
    // An idle parser does not keep the process alive.
    worker.unref()
    worker.on('message', (reply: ParseReply) => {
      if (this.#worker === worker && this.#current?.job.request.id === reply.id) this.#finish(reply)
    })
    const lost = (error: Error) => {
      if (this.#worker !== worker) return
      this.#worker = null
      this.#finish(error)
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`The query parser stopped (exit code ${code})`)))
    this.#worker = worker
    return worker
  }
}

