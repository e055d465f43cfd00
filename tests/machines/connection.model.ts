// Test model of the connection status: what the connection can report (welcome, drop, error,
// close), what the browser and the editor can do (offline, online, retry now), and the retry timer.
// Failed attempts are explored up to MODEL_MAX_ATTEMPT; the cap itself is tested separately.
import {TestModel} from 'xstate/graph'
import {connectionMachine, type ConnectionContext} from '../../machines/connection.ts'

export const MODEL_MAX_ATTEMPT = 3
/** The `after` event of the waiting state: the retry timer firing. */
export const RETRY_TIMER = 'xstate.after.retryDelay.connection.error.waiting'
export const DROPPED = 'The connection to the lake dropped'
export const CONNECT_ERROR = new Error('The listener could not be opened')

const FAILURES = new Set(['connection.lost', 'xstate.error.actor.connect', 'xstate.done.actor.connect'])

export const model = new TestModel(connectionMachine, {
  // The model's clock stands still; the replay checks `retryAt` against its SimulatedClock.
  input: {now: () => 0},
  events: [
    {type: 'connection.opened'},
    {type: 'connection.lost', reason: DROPPED},
    {type: 'xstate.error.actor.connect', error: CONNECT_ERROR} as never,
    {type: 'xstate.done.actor.connect'} as never,
    {type: 'retry.now'},
    {type: 'browser.offline'},
    {type: 'browser.online'},
    {type: 'window.focused'},
    {type: RETRY_TIMER} as never,
  ],
  filterEvents: (snapshot, event) =>
    snapshot.can(event) && !(FAILURES.has(event.type) && snapshot.context.attempt >= MODEL_MAX_ATTEMPT),
})

export function describeState(snapshot: {value: unknown; context: ConnectionContext}): string {
  const {attempt, retryDelayMs, reason} = snapshot.context
  const parts = [`attempt=${attempt}`]
  if (retryDelayMs) parts.push(`wait=${retryDelayMs} ms`)
  if (reason) parts.push(`reason="${reason}"`)
  return `${stateName(snapshot.value)}  [${parts.join(', ')}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === RETRY_TIMER) return 'retry timer fires'
  if (event.type === 'xstate.error.actor.connect') return 'connection fails'
  if (event.type === 'xstate.done.actor.connect') return 'connection completes'
  if (event.type === 'connection.lost') return `connection.lost "${String(event.reason)}"`
  return event.type
}

function stateName(value: unknown): string {
  if (typeof value === 'string') return value
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0]
  return `${key}.${stateName(inner)}`
}
