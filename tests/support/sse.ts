// Reads a Server-Sent Events response with fetch: frames are parsed as they arrive and handed out
// one at a time, so a test can wait for "the next mutation" with a deadline.
export interface SseEvent {
  event: string
  data: string
  id?: string
}

export interface SseConnection {
  response: Response
  /** The next event (comments such as heartbeats are skipped unless `comments` was asked for). */
  next(timeoutMs?: number): Promise<SseEvent>
  /** The next event whose name is `event`, skipping others. */
  nextOf(event: string, timeoutMs?: number): Promise<SseEvent>
  /** Every event that arrives within `ms`; useful to show that nothing arrives. */
  collect(ms: number): Promise<SseEvent[]>
  /** Heartbeat comments seen so far. */
  readonly comments: number
  /** Resolves when the server ends the stream. */
  readonly closed: Promise<void>
  close(): void
}

export function parseSseBlock(block: string): SseEvent | 'comment' | null {
  const event: SseEvent = {event: 'message', data: ''}
  const data: string[] = []
  let sawField = false
  let sawComment = false
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === '') continue
    if (line.startsWith(':')) {
      sawComment = true
      continue
    }
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    sawField = true
    if (field === 'event') event.event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') event.id = value
  }
  if (!sawField) return sawComment ? 'comment' : null
  event.data = data.join('\n')
  return event
}

export async function openSse(url: string, init: RequestInit = {}): Promise<SseConnection> {
  const controller = new AbortController()
  const headers = new Headers(init.headers)
  headers.set('accept', 'text/event-stream')
  const response = await fetch(url, {...init, headers, signal: controller.signal})
  const queue: SseEvent[] = []
  const waiters: (() => void)[] = []
  let comments = 0
  let finished = false
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter()
  }

  const closed = (async () => {
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const {value, done} = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '')
          const parsed = parseSseBlock(block)
          if (parsed === 'comment') comments++
          else if (parsed) queue.push(parsed)
        }
        wake()
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    } finally {
      finished = true
      wake()
    }
  })()

  const take = async (accept: (e: SseEvent) => boolean, timeoutMs: number): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = queue.findIndex(accept)
      if (index !== -1) return queue.splice(index, 1)[0]!
      if (finished) throw new Error('The event stream ended before the expected event arrived')
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`No matching event within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  return {
    response,
    next: (timeoutMs = 5000) => take(() => true, timeoutMs),
    nextOf: (event, timeoutMs = 5000) => take((e) => e.event === event, timeoutMs),
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return queue.splice(0)
    },
    get comments() {
      return comments
    },
    closed,
    close: () => controller.abort(),
  }
}
