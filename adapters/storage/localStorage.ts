// Settings that outlive the tab: tokens per project, recent searches, colour scheme, locale.
import type {KeyValueStore} from '../../core/ports.ts'
import {createWebStorageStore, type WebStorageLike} from './webStorage.ts'

export function createLocalStorageStore(storage?: WebStorageLike): KeyValueStore {
  return createWebStorageStore(() => storage ?? (globalThis as {localStorage?: WebStorageLike}).localStorage)
}
