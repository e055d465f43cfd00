// The listener, turned into ListenEvents and reconnecting on its own after a dropped connection.
// In browsers it is a WebSocket (the lake's listen URL opened as one, the token in a first `hello`
// message): a browser keeps at most six HTTP/1.1 connections per host, and a studio in two tabs
// holds more listeners than that, which as event streams would leave no connection for queries.
// Where there is no WebSocket, or the lake does not take one, it is an event stream read with
// fetch (so a bearer token can be sent, which EventSource cannot).
import {Observable} from 'rxjs'
import {httpError} from './errors.ts'
import type {ListenEvent, ListenOptions, MutationEvent} from '../../core/lake/types.ts'
import {readLines} from './lines.ts'
import type {RetrySignal} from '../../core/ports.ts'
import type {Requester} from './request.ts'
import {isTransient, reconnectDelay} from './retry.ts'
import {appendGroqParams, searchParamsOf} from './searchParams.ts'
import {createSseParser, type ServerSentEvent} from './sse.ts'

export interface ListenTiming {
  initialDelayMs?: number
  maxDelayMs?: number
  /** Reconnects at once, when waiting to, whenever this signals (the studio's Retry now). */
  retryNow?: RetrySignal
  /** 'sse' keeps to event streams; by default a WebSocket is tried first where there is one. */
  transport?: 'websocket' | 'sse'
}

/** What one listener socket sends: the SSE stream's events as JSON, or a refusal (`error`). */
interface SocketMessage {
  event?: unknown
  data?: unknown
}

export function listenToLake(
  requester: Requester,
  dataset: string,
  query: string,
  params: Record<string, unknown> = {},
  options: ListenOptions = {},
  timing: ListenTiming = {},
): Observable<ListenEvent> {
  const search = appendGroqParams(
    searchParamsOf({
      query,
      includeResult: options.includeResult,
      includePreviousRevision: options.includePreviousRevision,
      visibility: options.visibility,
      effectFormat: options.effectFormat,
    }),
    params,
  )
  const path = `/data/listen/${encodeURIComponent(dataset)}`

  return new Observable<ListenEvent>((subscriber) => {
    let closed = false
    let finished = false
    let failures = 0
    let lastEventId = ''
    let controller: AbortController | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    const finish = () => {
      finished = true
      controller?.abort()
      socket?.close()
      subscriber.complete()
    }

    const onEvent = (event: ServerSentEvent) => handle(event.event, parseData(event.data), event.data)

    const handle = (name: string, data: Record<string, unknown> | null, raw: string) => {
      switch (name) {
        case 'welcome':
          failures = 0
          subscriber.next({type: 'welcome', listenerName: String(data?.listenerName ?? '')})
          break
        case 'mutation':
          if (data) subscriber.next({...(data as Omit<MutationEvent, 'type'>), type: 'mutation'})
          break
        case 'channelError':
          // A bad query stays bad: reconnecting would only repeat it.
          subscriber.next({type: 'channelError', message: String(data?.message ?? raw)})
          finish()
          break
        case 'disconnect':
          // The lake asked us to go away; coming back at once would defeat that.
          subscriber.next({type: 'disconnect', reason: String(data?.reason ?? raw)})
          finish()
          break
      }
    }

    const dropped = () => {
      if (closed || finished) return
      subscriber.next({type: 'reconnect'})
      timer = setTimeout(connect, reconnectDelay(failures++, timing.initialDelayMs, timing.maxDelayMs))
    }

    const useSocket = timing.transport !== 'sse' && typeof globalThis.WebSocket === 'function'
    let socket: WebSocket | undefined
    let refused: Error | undefined

    /**
     * One socket connection: false when it never opened (no socket support on the way, or the lake
     * is down), so the caller tries an event stream; true once it opened and has ended.
     */
    const connectSocket = () =>
      new Promise<boolean>((resolve) => {
        const url = requester.url({path, search, tag: options.tag}).replace(/^http/, 'ws')
        let opened = false
        try {
          socket = new WebSocket(url)
        } catch {
          return resolve(false)
        }
        const current = socket
        current.addEventListener('open', () => {
          opened = true
          const {projectId, token} = requester.config
          current.send(JSON.stringify({type: 'hello', projectId, ...(token ? {token} : {})}))
        })
        current.addEventListener('message', (message) => {
          let parsed: SocketMessage | null = null
          try {
            parsed = JSON.parse(String(message.data)) as SocketMessage
          } catch {
            return
          }
          const data = parsed?.data && typeof parsed.data === 'object' && !Array.isArray(parsed.data) ? (parsed.data as Record<string, unknown>) : null
          if (parsed?.event === 'error') {
            // A refusal, as the HTTP answer would have been: not worth coming back for.
            const status = typeof data?.statusCode === 'number' ? data.statusCode : 400
            refused = httpError(url.replace(/^ws/, 'http'), 'GET', status, data)
            return
          }
          if (typeof parsed?.event === 'string') handle(parsed.event, data, JSON.stringify(parsed.data ?? null))
        })
        current.addEventListener('close', () => {
          if (socket === current) socket = undefined
          resolve(opened)
        })
      })

    const connect = async () => {
      timer = undefined
      if (useSocket) {
        refused = undefined
        const opened = await connectSocket()
        if (closed || finished) return
        if (refused) return subscriber.error(refused)
        if (opened) return dropped()
      }
      controller = new AbortController()
      let response: Response
      try {
        response = await requester.open({
          path,
          search,
          tag: options.tag,
          signal: controller.signal,
          headers: {Accept: 'text/event-stream', ...(lastEventId ? {'Last-Event-ID': lastEventId} : {})},
        })
      } catch (error) {
        if (closed || finished) return
        if (isTransient(error)) return dropped()
        return subscriber.error(error)
      }
      if (!response.body) return dropped()
      const parser = createSseParser({event: onEvent})
      try {
        for await (const line of readLines(response.body)) {
          parser.line(line)
          if (closed || finished) break
        }
      } catch {
        // Cut mid-stream (or aborted by unsubscribing, which `dropped` ignores): reconnect below.
      }
      lastEventId = parser.lastEventId || lastEventId
      dropped()
    }

    void connect()
    const stopRetryNow = timing.retryNow?.subscribe(() => {
      if (closed || finished || timer === undefined) return
      clearTimeout(timer)
      failures = 0
      void connect()
    })
    return () => {
      closed = true
      stopRetryNow?.()
      if (timer !== undefined) clearTimeout(timer)
      controller?.abort()
      socket?.close()
    }
  })
}

function parseData(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(data)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}
