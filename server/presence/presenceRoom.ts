// Everyone connected to the presence socket of one dataset. The lake keeps no presence of its own
// beyond who is connected: states are relayed, roll calls make the others announce again, and a
// socket that closes takes its sessions with it (the others hear `disconnect`, LAKE-PRES-007), and
// so does a session silent for 60 s (SH-PRES-009): its tab froze or vanished with the socket open.
import type {Access} from '../access/access.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {draftIdOf, publishedIdOf} from '../../core/documents/ids.ts'
import {PRESENCE_SESSION_TIMEOUT_MS} from '../../core/presence/constants.ts'
import type {PresencePush, WireLocation} from './messages.ts'

/** The timers a room uses; tests pass a simulated clock's. */
export interface RoomTimers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const REAL_TIMERS: RoomTimers = {
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms)
    // A silent session must not keep the process alive on its own.
    handle.unref?.()
    return handle
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface PresencePeer {
  userId: string
  access: Access
  push(message: PresencePush): void
}

export class PresenceRoom {
  readonly #peers = new Map<PresencePeer, Set<string>>()
  readonly #documentOf: (id: string) => SanityDocument | undefined
  /**
   * Every change goes through this chain, in arrival order: checking grants is asynchronous, and a
   * state still being filtered must not reach someone after the disconnect that followed it (the
   * session would then linger on their screen with nothing left to remove it).
   */
  #queue: Promise<void> = Promise.resolve()
  readonly #timers: RoomTimers
  readonly #timeoutMs: number
  /** Per announced session, the timer that ends it unless it is heard from again. */
  readonly #silence = new Map<string, {peer: PresencePeer; handle: unknown}>()

  /** `documentOf` reads a document of the room's dataset by id, to check who may know of it. */
  constructor(documentOf: (id: string) => SanityDocument | undefined, options: {timers?: RoomTimers; sessionTimeoutMs?: number} = {}) {
    this.#documentOf = documentOf
    this.#timers = options.timers ?? REAL_TIMERS
    this.#timeoutMs = options.sessionTimeoutMs ?? PRESENCE_SESSION_TIMEOUT_MS
  }

  /** Sessions the room currently knows, across its sockets. */
  get sessions(): number {
    let count = 0
    for (const sessions of this.#peers.values()) count += sessions.size
    return count
  }

  get size(): number {
    return this.#peers.size
  }

  join(peer: PresencePeer): void {
    this.#peers.set(peer, this.#peers.get(peer) ?? new Set())
  }

  announce(from: PresencePeer, sessionId: string, locations: WireLocation[]): Promise<void> {
    return this.#inTurn(() => this.#announce(from, sessionId, locations))
  }

  rollCall(from: PresencePeer, sessionId: string): Promise<void> {
    return this.#inTurn(() => this.#rollCall(from, sessionId))
  }

  /** A session leaves (tab closed); only sessions this socket announced can be ended through it. */
  disconnect(from: PresencePeer, sessionId: string): Promise<void> {
    return this.#inTurn(() => this.#disconnect(from, sessionId))
  }

  /** The socket closed: each of its sessions is gone. */
  leave(peer: PresencePeer): Promise<void> {
    return this.#inTurn(() => this.#leave(peer))
  }

  #inTurn(step: () => void | Promise<void>): Promise<void> {
    const turn = this.#queue.then(step)
    // One failed step (a grant filter that throws) must not stop every later one.
    this.#queue = turn.catch(() => undefined)
    return turn
  }

  /** Heard from: the session has another 60 s before it counts as gone. */
  #heard(from: PresencePeer, sessionId: string): void {
    this.#sessionsOf(from).add(sessionId)
    const key = `${from.userId}\u0000${sessionId}`
    const previous = this.#silence.get(key)
    if (previous) this.#timers.clearTimeout(previous.handle)
    const handle = this.#timers.setTimeout(() => {
      if (this.#silence.get(key)?.handle !== handle) return
      this.#silence.delete(key)
      void this.disconnect(from, sessionId)
    }, this.#timeoutMs)
    this.#silence.set(key, {peer: from, handle})
  }

  #forget(peer: PresencePeer, sessionId: string): void {
    const key = `${peer.userId}\u0000${sessionId}`
    const timer = this.#silence.get(key)
    if (timer?.peer !== peer) return
    this.#timers.clearTimeout(timer.handle)
    this.#silence.delete(key)
  }

  async #announce(from: PresencePeer, sessionId: string, locations: WireLocation[]): Promise<void> {
    if (!this.#peers.has(from)) return
    this.#heard(from, sessionId)
    const timestamp = new Date().toISOString()
    await Promise.all(
      this.#others(from).map(async (peer) => {
        const visible = await this.#readableBy(peer.access, locations)
        peer.push({type: 'state', userId: from.userId, sessionId, timestamp, locations: visible})
      }),
    )
  }

  #rollCall(from: PresencePeer, sessionId: string): void {
    if (!this.#peers.has(from)) return
    this.#heard(from, sessionId)
    for (const peer of this.#others(from)) peer.push({type: 'rollCall', userId: from.userId, sessionId})
  }

  #disconnect(from: PresencePeer, sessionId: string): void {
    if (!this.#peers.get(from)?.delete(sessionId)) return
    this.#forget(from, sessionId)
    for (const peer of this.#others(from)) peer.push({type: 'disconnect', userId: from.userId, sessionId})
  }

  #leave(peer: PresencePeer): void {
    const sessions = this.#peers.get(peer)
    this.#peers.delete(peer)
    for (const sessionId of sessions ?? []) {
      this.#forget(peer, sessionId)
      for (const other of this.#peers.keys()) other.push({type: 'disconnect', userId: peer.userId, sessionId})
    }
  }

  #sessionsOf(peer: PresencePeer): Set<string> {
    let sessions = this.#peers.get(peer)
    if (!sessions) this.#peers.set(peer, (sessions = new Set()))
    return sessions
  }

  #others(peer: PresencePeer): PresencePeer[] {
    return [...this.#peers.keys()].filter((p) => p !== peer)
  }

  /**
   * A location names a document: it stays only when the peer may read the document's draft or its
   * published version. One that exists in neither (a new, unsaved document) is stripped too, as no
   * grant can be checked against it.
   */
  async #readableBy(access: Access, locations: WireLocation[]): Promise<WireLocation[]> {
    const kept: WireLocation[] = []
    for (const location of locations) {
      const id = publishedIdOf(location.documentId)
      const docs = [this.#documentOf(id), this.#documentOf(draftIdOf(id))].filter((d): d is SanityDocument => d !== undefined)
      if (docs.length > 0 && (await access.permitted('read', docs)).length > 0) kept.push(location)
    }
    return kept
  }
}
