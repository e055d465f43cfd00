// Refused credentials, told to whoever holds the session (SH-AUTH-047): every request of this page
// that the lake answers 401 because the token or session it sent is not valid (revoked, expired,
// ended in another tab) is reported here, so the auth gate can check the session again instead of
// the studio staying half signed in. The gate decides; a report only makes it ask the lake.
import {isSessionRefusal} from '../../core/auth/failures.ts'
import type {LakeRequestError} from './errors.ts'

export interface SessionRefusal {
  /** `apiHost` without a trailing slash. */
  host: string
  projectId: string
  /** The request that was refused, e.g. `GET https://…/v2025-02-19/data/query/production`. */
  request: string
}

type Listener = (refusal: SessionRefusal) => void

const listeners = new Set<Listener>()

/** Calls `listener` for each refused credential of this page; returns the unsubscribe. */
export function onSessionRefused(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** From the requester: reports `error` when it is a refusal of the session sent with the request. */
export function noticeRefusal(host: string, projectId: string, error: LakeRequestError): void {
  if (listeners.size === 0 || !isSessionRefusal(error.status, reasonOf(error))) return
  const refusal: SessionRefusal = {host, projectId, request: `${error.method} ${error.url.split('?')[0]}`}
  for (const listener of [...listeners]) {
    try {
      listener(refusal)
    } catch (failure) {
      // One listener's bug must not turn a request's refusal into another error.
      console.error('A session-refusal listener failed', failure)
    }
  }
}

/** What the lake said: its description, or a plain-text body (never the URL, whose path could say 'session'). */
function reasonOf(error: LakeRequestError): string | undefined {
  return error.description ?? (typeof error.body === 'string' ? error.body : undefined)
}
