// Everyone connected to the presence socket of one dataset. The lake keeps no presence of its own
// beyond who is connected: states are relayed, roll calls make the others announce again, and a
// socket that closes takes its sessions with it (the others hear `disconnect`, LAKE-PRES-007).
import type {Access} from '../access/access.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {draftIdOf, publishedIdOf} from '../../core/documents/ids.ts'
import type {PresencePush, WireLocation} from './messages.ts'

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

  /** `documentOf` reads a document of the room's dataset by id, to check who may know of it. */
  constructor(documentOf: (id: string) => SanityDocument | undefined) {
    this.#documentOf = documentOf
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

  async #announce(from: PresencePeer, sessionId: string, locations: WireLocation[]): Promise<void> {
    if (!this.#peers.has(from)) return
    this.#sessionsOf(from).add(sessionId)
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
    this.#sessionsOf(from).add(sessionId)
    for (const peer of this.#others(from)) peer.push({type: 'rollCall', userId: from.userId, sessionId})
  }

  #disconnect(from: PresencePeer, sessionId: string): void {
    if (!this.#peers.get(from)?.delete(sessionId)) return
    for (const peer of this.#others(from)) peer.push({type: 'disconnect', userId: from.userId, sessionId})
  }

  #leave(peer: PresencePeer): void {
    const sessions = this.#peers.get(peer)
    this.#peers.delete(peer)
    for (const sessionId of sessions ?? []) {
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
