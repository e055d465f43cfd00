// Per-tab values, such as the studio's session id.
import type {KeyValueStore} from '../../core/ports.ts'
import {createWebStorageStore, type WebStorageLike} from './webStorage.ts'

export function createSessionStorageStore(storage?: WebStorageLike): KeyValueStore {
  return createWebStorageStore(() => storage ?? (globalThis as {sessionStorage?: WebStorageLike}).sessionStorage)
}
