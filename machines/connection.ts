// Status of one live connection (listener, presence): connecting, connected, or in error waiting to
// retry with a growing, capped delay (SH-CONN-001, SH-CONN-002, SH-CONN-004).
//
// The `connect` actor is ONE connection: it emits `connection.opened` once the lake welcomes it and
// `connection.lost` (or errors, or completes) when it drops. The machine then unsubscribes, waits
// `connectionRetryDelay(attempt)` — 1 s, 2 s, 4 s … capped at 240 s — and subscribes again. The
// seed's other schedule (`exponentialBackoff`, 100 ms × 2^attempt) can be passed as `retryDelay`.
// A listener from the HTTP adapter fits once its events go through `connectionSignalOf`.
import {assign, fromEventObservable, setup} from 'xstate'
import {connectionRetryDelay} from '../core/connection/backoff.ts'
import {CONNECTION_RETRY_CAP_MS} from '../core/connection/constants.ts'
import {OFFLINE_REASON, type ConnectionSignal} from '../core/connection/signals.ts'
import {messageOf} from '../core/auth/failures.ts'

export interface ConnectionInput {
  /** Wall clock for `retryAt`; tests pass their SimulatedClock's `now`. */
  now?: () => number
  /** Wait before the given attempt; `connectionRetryDelay` unless the caller picks the other schedule (SH-CONN-003). */
  retryDelay?: (attempt: number) => number
}

export interface ConnectionContext {
  /** Consecutive failed attempts; 0 once connected. */
  attempt: number
  /** How long `error` waits before the next attempt. */
  retryDelayMs: number
  /** When the next attempt starts (ms since the epoch), while waiting in `error`; else null. */
  retryAt: number | null
  /** Why the last attempt failed, for the status line. */
  reason: string | null
  now: () => number
  retryDelay: (attempt: number) => number
}

export type ConnectionEvent =
  | ConnectionSignal
  /** The editor asked to reconnect without waiting. */
  | {type: 'retry.now'}
  /** The window came back to the front: a good moment to try again rather than wait. */
  | {type: 'window.focused'}
  | {type: 'browser.offline'}
  | {type: 'browser.online'}

/** The three statuses the UI shows; the state value nests `connecting`/`connected` under `live`. */
export type ConnectionStatus = 'connecting' | 'connected' | 'error'

export const connectionMachine = setup({
  types: {} as {
    context: ConnectionContext
    events: ConnectionEvent
    input: ConnectionInput | undefined
  },
  actors: {
    connect: fromEventObservable<ConnectionSignal, void>(() => {
      throw new Error('connection: the "connect" actor must be provided by the caller')
    }),
  },
  actions: {
    recordFailure: assign(({context}, params: {reason: string}) => {
      const attempt = context.attempt + 1
      // Whatever schedule the caller chose, the cap holds (SH-CONN-002).
      const retryDelayMs = Math.min(context.retryDelay(attempt), CONNECTION_RETRY_CAP_MS)
      return {attempt, retryDelayMs, retryAt: context.now() + retryDelayMs, reason: params.reason}
    }),
    // Offline is not a failed attempt: nothing is scheduled, the machine waits for `browser.online`.
    recordOffline: assign({retryAt: null, reason: OFFLINE_REASON}),
  },
  delays: {
    retryDelay: ({context}) => context.retryDelayMs,
  },
}).createMachine({
  id: 'connection',
  context: ({input}) => ({
    attempt: 0,
    retryDelayMs: 0,
    retryAt: null,
    reason: null,
    now: input?.now ?? Date.now,
    retryDelay: input?.retryDelay ?? connectionRetryDelay,
  }),
  initial: 'live',
  states: {
    live: {
      invoke: {
        id: 'connect',
        src: 'connect',
        onError: {
          target: 'error',
          actions: {type: 'recordFailure', params: ({event}) => ({reason: messageOf(event.error)})},
        },
        onDone: {
          target: 'error',
          actions: {type: 'recordFailure', params: {reason: 'The lake closed the connection'}},
        },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: 'connecting',
          entry: assign({retryAt: null}),
          on: {'connection.opened': 'connected'},
        },
        connected: {
          tags: 'connected',
          entry: assign({attempt: 0, retryDelayMs: 0, retryAt: null, reason: null}),
        },
      },
      on: {
        'connection.lost': {
          target: 'error',
          actions: {type: 'recordFailure', params: ({event}) => ({reason: event.reason})},
        },
        'browser.offline': {target: 'error.offline', actions: 'recordOffline'},
      },
    },
    error: {
      tags: 'error',
      initial: 'waiting',
      states: {
        waiting: {
          after: {retryDelay: '#connection.live'},
          on: {
            'retry.now': '#connection.live',
            // Back online, or back in front of the editor: try at once instead of waiting out the delay.
            'browser.online': '#connection.live',
            'window.focused': '#connection.live',
            'browser.offline': {target: 'offline', actions: 'recordOffline'},
          },
        },
        offline: {
          on: {'browser.online': '#connection.live', 'retry.now': '#connection.live'},
        },
      },
    },
  },
})

/** Reads the status off a snapshot of the machine (tags `connecting`, `connected`, `error`). */
export function connectionStatus(snapshot: {hasTag(tag: string): boolean}): ConnectionStatus {
  if (snapshot.hasTag('connected')) return 'connected'
  if (snapshot.hasTag('error')) return 'error'
  return 'connecting'
}
