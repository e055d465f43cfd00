// One token per project in local storage, with the time it was stored (SH-AUTH-018, K-SH-110).
import type {KeyValueStore} from '../ports.ts'
import {AUTH_TOKEN_KEY_PREFIX} from './constants.ts'
import type {UnreadableSetting} from '../config/storedSettings.ts'

/** What is stored under a project's key, as JSON. */
export interface StoredToken {
  token: string
  /** ISO 8601 time the token was stored. */
  time: string
}

/** The project's token slot: what the auth gate reads, writes and clears. */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  remove(): void
}

export function authTokenKey(projectId: string): string {
  return `${AUTH_TOKEN_KEY_PREFIX}${projectId}`
}

/** Reads a stored record; anything that is not `{token: non-empty string, …}` counts as no token. */
export function parseStoredToken(raw: string | null): StoredToken | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const {token, time} = value as Record<string, unknown>
  if (typeof token !== 'string' || !token) return null
  return {token, time: typeof time === 'string' ? time : ''}
}

export function serializeStoredToken(token: string, at: Date): string {
  const record: StoredToken = {token, time: at.toISOString()}
  return JSON.stringify(record)
}

/** A TokenStore for one project over any KeyValueStore (local storage in the browser, memory in tests). */
export function createTokenStore(
  store: KeyValueStore,
  projectId: string,
  now: () => Date = () => new Date(),
  onUnreadable: UnreadableSetting = () => {},
): TokenStore {
  const key = authTokenKey(projectId)
  return {
    get() {
      const raw = store.get(key)
      const parsed = parseStoredToken(raw)
      // A record we cannot read would be sent as a credential forever: drop it.
      if (raw !== null && !parsed) {
        store.remove(key)
        onUnreadable(key)
      }
      return parsed?.token ?? null
    },
    set: (token) => store.set(key, serializeStoredToken(token, now())),
    remove: () => store.remove(key),
  }
}
