// What the lake pushes on the presence socket (`state`, `rollCall`, `disconnect`) as the studio's
// presence events; anything else is not a presence event (the caller reports ERR-SH-030).
import type {PathSegment, PresenceEvent, PresenceLocation} from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

function segmentOf(value: unknown): PathSegment | null {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (isRecord(value) && typeof value._key === 'string') return {_key: value._key}
  return null
}

export function locationsOf(value: unknown): PresenceLocation[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item): PresenceLocation[] => {
    if (!isRecord(item) || item.type !== 'document' || typeof item.documentId !== 'string') return []
    const path = Array.isArray(item.path) ? item.path.map(segmentOf).filter((s): s is PathSegment => s !== null) : []
    return [{type: 'document', documentId: item.documentId, path, lastActiveAt: typeof item.lastActiveAt === 'string' ? item.lastActiveAt : ''}]
  })
}

/** The presence event a pushed message stands for, or null when it is none of the four. */
export function presenceEventOf(push: unknown): PresenceEvent | null {
  if (!isRecord(push) || typeof push.userId !== 'string' || typeof push.sessionId !== 'string') return null
  switch (push.type) {
    case 'state':
      return {
        type: 'presence',
        state: {userId: push.userId, sessionId: push.sessionId, timestamp: typeof push.timestamp === 'string' ? push.timestamp : '', locations: locationsOf(push.locations)},
      }
    case 'rollCall':
      return {type: 'presence_rollcall', userId: push.userId, session: push.sessionId}
    case 'disconnect':
      return {type: 'presence_disconnect', userId: push.userId, session: push.sessionId}
    default:
      return null
  }
}
