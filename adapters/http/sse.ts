// A server-sent events parser fed line by line (the field rules of the EventSource standard), kept
// apart from the connection so both can be tested on their own.

export interface ServerSentEvent {
  event: string
  data: string
  /** The last `id:` seen so far, sent back as `Last-Event-ID` when reconnecting. */
  lastEventId: string
}

export interface SseParser {
  line(line: string): void
  readonly lastEventId: string
  /** The server's `retry:` advice in ms, if it gave one. */
  readonly retry: number | undefined
}

export function createSseParser(handlers: {event(event: ServerSentEvent): void; comment?(text: string): void}): SseParser {
  let eventName = ''
  let data: string[] = []
  let lastEventId = ''
  let retry: number | undefined

  const dispatch = () => {
    const name = eventName || 'message'
    const hasData = data.length > 0
    const payload = data.join('\n')
    eventName = ''
    data = []
    if (hasData) handlers.event({event: name, data: payload, lastEventId})
  }

  return {
    get lastEventId() {
      return lastEventId
    },
    get retry() {
      return retry
    },
    line(line: string) {
      if (line === '') return dispatch()
      if (line.startsWith(':')) return handlers.comment?.(line.slice(1))
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      let value = colon === -1 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      switch (field) {
        case 'event':
          eventName = value
          break
        case 'data':
          data.push(value)
          break
        case 'id':
          if (!value.includes('\u0000')) lastEventId = value
          break
        case 'retry':
          if (/^\d+$/.test(value)) retry = Number(value)
          break
      }
    },
  }
}
