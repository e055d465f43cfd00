// Sessions grouped for display: per user, with their latest document, and who is at a document or
// at a field of it (SH-PRES-002, SH-PRES-020, ED-PRES-006).
import {publishedIdOf} from '../documents/ids.ts'
import type {PathSegment, PresenceLocation, PresenceSessions, PresentUser} from './types.ts'

const later = (a: string, b: string) => (a > b ? a : b)

/** ISO times compare as strings; a location without a time counts as the session's announce time. */
function activeAt(location: PresenceLocation, timestamp: string): string {
  return location.lastActiveAt || timestamp
}

/** One entry per user, most recently active first (SH-PRES-025), then by id for a stable order. */
export function usersPresent(sessions: PresenceSessions): PresentUser[] {
  const byUser = new Map<string, PresentUser>()
  for (const state of Object.values(sessions)) {
    const user = byUser.get(state.userId) ?? {userId: state.userId, sessionIds: [], locations: [], lastActiveAt: ''}
    user.sessionIds.push(state.sessionId)
    for (const location of state.locations) {
      user.locations.push({...location, lastActiveAt: activeAt(location, state.timestamp)})
    }
    user.lastActiveAt = [state.timestamp, ...user.locations.map((l) => l.lastActiveAt)].reduce(later, user.lastActiveAt)
    byUser.set(state.userId, user)
  }
  return [...byUser.values()].sort((a, b) => (a.lastActiveAt === b.lastActiveAt ? a.userId.localeCompare(b.userId) : a.lastActiveAt > b.lastActiveAt ? -1 : 1))
}

/** The document the user was most recently active in, or null when they are in none (SH-PRES-021). */
export function latestDocumentOf(user: PresentUser): PresenceLocation | null {
  let latest: PresenceLocation | null = null
  for (const location of user.locations) {
    if (location.type === 'document' && (!latest || location.lastActiveAt > latest.lastActiveAt)) latest = location
  }
  return latest
}

/** Users with a location in the document (its draft and published version are one document). */
export function usersAtDocument(users: PresentUser[], documentId: string): PresentUser[] {
  const id = publishedIdOf(documentId)
  return users
    .map((user) => ({...user, locations: user.locations.filter((l) => publishedIdOf(l.documentId) === id)}))
    .filter((user) => user.locations.length > 0)
}

function sameSegment(a: PathSegment, b: PathSegment): boolean {
  if (typeof a === 'object' && typeof b === 'object') return a._key === b._key
  return a === b
}

export function samePath(a: PathSegment[], b: PathSegment[]): boolean {
  return a.length === b.length && a.every((segment, i) => sameSegment(segment, b[i]!))
}

/** A user's deepest location in the document (ED-PRES-006); `usersAtDocument` has kept only that document's. */
function deepestPath(user: PresentUser): PathSegment[] {
  return user.locations.reduce<PathSegment[]>((deepest, l) => (l.path.length > deepest.length ? l.path : deepest), [])
}

/** Users whose deepest location in the document is this path or inside it (an array item and its fields). */
export function usersWithin(usersInDocument: PresentUser[], path: PathSegment[]): PresentUser[] {
  return usersInDocument.filter((user) => {
    const deepest = deepestPath(user)
    return path.length > 0 && deepest.length >= path.length && samePath(deepest.slice(0, path.length), path)
  })
}

/** Users whose deepest location in the document is exactly this field path. */
export function usersAtPath(usersInDocument: PresentUser[], path: PathSegment[]): PresentUser[] {
  return usersInDocument.filter((user) => path.length > 0 && samePath(deepestPath(user), path))
}
