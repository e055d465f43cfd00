// One studio-wide "retry now": every listener and retry loop subscribes, the connection status
// (its Retry now button, the browser coming back online) triggers it.
import type {RetryTrigger} from '../ports.ts'

export function createRetryTrigger(): RetryTrigger {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    trigger() {
      for (const listener of [...listeners]) listener()
    },
  }
}
