// A listener over a WebSocket: each event one JSON text message `{event, id?, data}`, heartbeats
// as ping frames (browsers answer them without the page's help).
import type {WebSocket} from '@fastify/websocket'
import type {ListenerMessage, ListenerStream} from './listener.ts'

export class SocketStream implements ListenerStream {
  readonly #socket: WebSocket
  #ended = false

  constructor(socket: WebSocket) {
    this.#socket = socket
    socket.on('close', () => {
      this.#ended = true
    })
  }

  get ended(): boolean {
    return this.#ended || this.#socket.readyState !== this.#socket.OPEN
  }

  send(message: ListenerMessage): void {
    if (!this.ended) this.#socket.send(JSON.stringify(message))
  }

  heartbeat(): void {
    if (!this.ended) this.#socket.ping()
  }

  end(code = 1000, reason = ''): void {
    if (this.#ended) return
    this.#ended = true
    this.#socket.close(code, reason)
  }

  onClose(cleanUp: () => void): void {
    this.#socket.on('close', cleanUp)
  }
}
