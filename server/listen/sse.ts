// Server-Sent Events over a raw Node response: framing, heartbeats and one orderly end.
import type {ServerResponse} from 'node:http'
import type {ListenerStream} from './listener.ts'

export interface SseMessage {
  event: string
  data: unknown
  id?: string
}

/** One SSE frame. JSON escapes CR and LF, so a data payload always stays on its `data:` line. */
export function sseFrame({event, data, id}: SseMessage): string {
  const idLine = id === undefined ? '' : `id: ${id.replace(/[\r\n]/g, '')}\n`
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export const SSE_HEARTBEAT = ':\n\n'

export class SseStream implements ListenerStream {
  readonly #response: ServerResponse
  #ended = false

  constructor(response: ServerResponse) {
    this.#response = response
    response.on('close', () => {
      this.#ended = true
    })
  }

  get ended(): boolean {
    return this.#ended || this.#response.destroyed
  }

  /** Sends the status line and headers: `inherited` carries what hooks already set (CORS). */
  open(inherited: Record<string, string | number | string[]>): void {
    this.#response.writeHead(200, {
      ...inherited,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Reverse proxies such as nginx buffer responses unless told not to.
      'x-accel-buffering': 'no',
    })
    this.#response.flushHeaders()
  }

  send(message: SseMessage): void {
    if (!this.ended) this.#response.write(sseFrame(message))
  }

  heartbeat(): void {
    if (!this.ended) this.#response.write(SSE_HEARTBEAT)
  }

  end(): void {
    if (this.ended) return
    this.#ended = true
    this.#response.end()
  }

  onClose(cleanUp: () => void): void {
    this.#response.on('close', cleanUp)
  }
}
