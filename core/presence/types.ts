// Presence as the studio sees it (SH-PRES-001, SH-PRES-002): each tab is a session with locations;
// for display, sessions are grouped per user.

export type PathSegment = string | number | {_key: string}

export interface PresenceLocation {
  type: 'document'
  documentId: string
  path: PathSegment[]
  lastActiveAt: string
}

export interface PresenceState {
  userId: string
  sessionId: string
  timestamp: string
  locations: PresenceLocation[]
}

/** The four presence events (SH-PRES-007). */
export type PresenceEvent =
  | {type: 'presence'; state: PresenceState}
  | {type: 'presence_rollcall'; userId: string; session: string}
  | {type: 'presence_announce'; sessionId: string; locations: PresenceLocation[]}
  | {type: 'presence_disconnect'; userId: string; session: string}

/** Other sessions by session id. */
export type PresenceSessions = Readonly<Record<string, PresenceState>>

/** One user present, with every location of every session of theirs. */
export interface PresentUser {
  userId: string
  sessionIds: string[]
  locations: PresenceLocation[]
  /** The latest `lastActiveAt` (or announce time) among their sessions, for ordering (SH-PRES-025). */
  lastActiveAt: string
}
