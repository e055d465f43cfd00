// The presence socket as the presence machine needs it: open one connection for a session, be
// told what happens on it, and announce, call the roll or leave through it.
import type {PresenceLocation} from './types.ts'

export interface PresenceSocketHandlers {
  /** The lake accepted the connection. */
  opened(): void
  /** A message the lake pushed, still undecoded (`presenceEventOf` decodes it). */
  received(push: unknown): void
  /** The connection dropped or was refused; the machine decides when to try again. */
  lost(reason: string): void
}

export interface PresenceSocket {
  announce(locations: PresenceLocation[]): void
  rollCall(): void
  /** Leaves: tells the lake this session is gone (SH-PRES-012), then closes. */
  close(): void
}

export interface PresenceTransport {
  open(sessionId: string, handlers: PresenceSocketHandlers): PresenceSocket
}
