// What a history selection in the URL names (shell seed §4: selection states, time ids). `rev`
// and `since` each name a chunk: by its id (the transaction it ends at), or by a time id — `@`
// and an ISO time, naming the chunk that was current then, which is how a link to a chunk that
// is still growing (draft edits merge for 5 minutes) stays stable. A time id only holds while its
// chunk is recent: once that chunk ended more than an hour before now, the link is invalid and the
// chunk should be named by its id.
import type {Chunk} from './chunks.ts'

/** A time id turns invalid once its chunk ended more than this long ago (seeds: 1 hour). */
export const TIME_ID_VALID_MS = 60 * 60 * 1000

export const TIME_ID_PREFIX = '@'

export type Resolved = {chunk: Chunk} | 'pending' | 'invalid'

export function isTimeId(id: string): boolean {
  return id.startsWith(TIME_ID_PREFIX) && !Number.isNaN(Date.parse(id.slice(TIME_ID_PREFIX.length)))
}

export function timeIdOf(chunk: Chunk): string {
  return `${TIME_ID_PREFIX}${chunk.endTimestamp}`
}

/**
 * The chunk an id names among the chunks loaded so far: 'pending' while older history may still
 * hold it, 'invalid' once all of it is loaded and nothing matches, or for a stale time id.
 */
export function resolveSelectionId(id: string, chunks: readonly Chunk[], complete: boolean, now: number): Resolved {
  if (isTimeId(id)) {
    const time = Date.parse(id.slice(TIME_ID_PREFIX.length))
    const chunk = [...chunks].reverse().find((candidate) => Date.parse(candidate.startTimestamp) <= time)
    if (!chunk) return complete ? 'invalid' : 'pending'
    return now - Date.parse(chunk.endTimestamp) > TIME_ID_VALID_MS ? 'invalid' : {chunk}
  }
  const chunk = chunks.find((candidate) => candidate.id === id)
  if (chunk) return {chunk}
  return complete ? 'invalid' : 'pending'
}
