// The listener: an event stream read with fetch (so a bearer token can be sent, which EventSource
// cannot), turned into ListenEvents, reconnecting on its own after a dropped connection.
import {Observable} from 'rxjs'
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
      subscriber.complete()
    }

    const onEvent = (event: ServerSentEvent) => {
      const data = parseData(event.data)
      switch (event.event) {
        case 'welcome':
          failures = 0
          subscriber.next({type: 'welcome', listenerName: String(data?.listenerName ?? '')})
          break
        case 'mutation':
          if (data) subscriber.next({...(data as Omit<MutationEvent, 'type'>), type: 'mutation'})
          break
        case 'channelError':
          // A bad query stays bad: reconnecting would only repeat it.
          subscriber.next({type: 'channelError', message: String(data?.message ?? event.data)})
          finish()
          break
        case 'disconnect':
          // The lake asked us to go away; coming back at once would defeat that.
          subscriber.next({type: 'disconnect', reason: String(data?.reason ?? event.data)})
          finish()
          break
      }
    }

    const dropped = () => {
      if (closed || finished) return
      subscriber.next({type: 'reconnect'})
      timer = setTimeout(connect, reconnectDelay(failures++, timing.initialDelayMs, timing.maxDelayMs))
    }

    const connect = async () => {
      timer = undefined
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
