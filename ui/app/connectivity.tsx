// The studio's one "retry now": created once per page, handed to every lake client (listeners
// reconnect at once) and every document pair (commits and fetches retry at once).
import {createContext, useContext, useEffect, useMemo, type ReactNode} from 'react'
import {createRetryTrigger} from '../../core/connection/retryTrigger.ts'
import type {RetryTrigger} from '../../core/ports.ts'

const RetryContext = createContext<RetryTrigger | null>(null)

export function ConnectivityProvider({children}: {children: ReactNode}) {
  const trigger = useMemo(() => createRetryTrigger(), [])
  return <RetryContext.Provider value={trigger}>{children}</RetryContext.Provider>
}

/** The page's trigger; outside a provider (isolated components in tests) one of its own. */
export function useRetryTrigger(): RetryTrigger {
  const shared = useContext(RetryContext)
  return useMemo(() => shared ?? createRetryTrigger(), [shared])
}

/** Calls `onRetry` whenever the studio asks everything to retry now. */
export function useOnRetryNow(onRetry: () => void): void {
  const trigger = useRetryTrigger()
  useEffect(() => trigger.subscribe(onRetry), [trigger, onRetry])
}
