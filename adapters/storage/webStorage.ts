// KeyValueStore over a Web Storage object that never throws: private modes, disabled storage,
// sandboxed frames and a full quota all degrade to memory for this page's lifetime.
import type {KeyValueStore} from '../../core/ports.ts'
import {createMemoryStore} from './memory.ts'

/** The part of the Web Storage interface used here. */
export interface WebStorageLike {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * `storage` is a getter because merely reading `window.localStorage` throws in some browsers
 * when storage is blocked.
 */
export function createWebStorageStore(storage: () => WebStorageLike | null | undefined): KeyValueStore {
  const backing = attempt(storage) ?? null
  // Values whose write failed (e.g. quota exceeded): kept here so this session still sees them.
  const overlay = createMemoryStore()

  return {
    get(key) {
      const pending = overlay.get(key)
      if (pending !== null) return pending
      return backing ? (attempt(() => backing.getItem(key)) ?? null) : null
    },
    set(key, value) {
      if (backing && attempt(() => (backing.setItem(key, value), true))) overlay.remove(key)
      else overlay.set(key, value)
    },
    remove(key) {
      overlay.remove(key)
      if (backing) attempt(() => backing.removeItem(key))
    },
    keys() {
      const stored = backing ? (attempt(() => storedKeys(backing)) ?? []) : []
      return [...new Set([...stored, ...overlay.keys()])]
    },
  }
}

function storedKeys(storage: WebStorageLike): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key !== null) keys.push(key)
  }
  return keys
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}
