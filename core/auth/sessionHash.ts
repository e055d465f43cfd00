// The lake returns from sign-in to `origin#sid=<session id>` (LAKE-AUTH-002). The id is single-use,
// so the studio takes it out of the fragment before anything else can bookmark or reload it.
import {SESSION_ID_HASH_PARAM} from './constants.ts'

export interface TakenSessionId {
  /** The decoded session id, or null when the fragment holds none (or an empty one). */
  sid: string | null
  /** The fragment without the `sid` parameter: `#` plus what is left, or '' when nothing is. */
  hash: string
  /** Whether a `sid` parameter was there at all, i.e. whether the address needs rewriting. */
  found: boolean
}

/** Splits a `location.hash` (with or without its leading `#`) into the session id and the rest. */
export function takeSessionId(hash: string): TakenSessionId {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  if (!body) return {sid: null, hash: '', found: false}

  let sid: string | null = null
  let found = false
  const kept: string[] = []
  for (const part of body.split('&')) {
    const eq = part.indexOf('=')
    const name = eq === -1 ? part : part.slice(0, eq)
    if (name !== SESSION_ID_HASH_PARAM) {
      if (part) kept.push(part)
      continue
    }
    // Every sid parameter is removed; the first non-empty one wins.
    found = true
    const value = eq === -1 ? '' : decode(part.slice(eq + 1))
    if (sid === null && value) sid = value
  }
  return {sid, hash: kept.length ? `#${kept.join('&')}` : '', found}
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    // A stray '%' must not break sign-in: the lake will refuse the raw id if it is really wrong.
    return value
  }
}
