// One session per tab (SH-PRES-003): its 16-character id lives in session storage, so a reload
// keeps the session while a new tab starts its own.
import type {KeyValueStore} from '../ports.ts'
import {TAB_SESSION_ID_LENGTH} from '../auth/constants.ts'
import {randomString} from '../random.ts'
import {PRESENCE_SESSION_STORAGE_KEY} from './constants.ts'

export function tabSessionId(storage: KeyValueStore, random: (length: number) => string = randomString): string {
  const kept = storage.get(PRESENCE_SESSION_STORAGE_KEY)
  if (kept && kept.length === TAB_SESSION_ID_LENGTH) return kept
  const id = random(TAB_SESSION_ID_LENGTH)
  storage.set(PRESENCE_SESSION_STORAGE_KEY, id)
  return id
}
