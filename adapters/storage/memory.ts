// KeyValueStore in memory: for tests, Node, and as the fallback when Web Storage is unusable.
import type {KeyValueStore} from '../../core/ports.ts'

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  }
}
