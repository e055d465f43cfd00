// Test model of telemetry: what the consent call can answer, events logged (up to two waiting),
// the 30 s timer, the batch request's outcome, and the page being left.
import {TestModel} from 'xstate/graph'
import {telemetryMachine, type TelemetryContext} from '../../machines/telemetry.ts'

/** The `after` event of the waiting state: the flush timer firing. */
export const FLUSH_TIMER = 'xstate.after.flushInterval.telemetry.granted.waiting'
export const MODEL_MAX_BUFFER = 2

export const model = new TestModel(telemetryMachine, {
  // The model's clock stands still at 0; the replay's SimulatedClock starts there too.
  input: {projectId: 'demo', now: () => 0},
  events: [
    {type: 'xstate.done.actor.fetchConsent', output: 'granted', consent: 'granted'} as never,
    {type: 'xstate.done.actor.fetchConsent', output: 'denied', consent: 'denied'} as never,
    {type: 'xstate.done.actor.fetchConsent', output: 'unset', consent: 'unset'} as never,
    {type: 'xstate.error.actor.fetchConsent', error: new Error('offline')} as never,
    {type: 'event.logged', name: 'tool.opened'},
    {type: 'page.left'},
    {type: FLUSH_TIMER} as never,
    {type: 'xstate.done.actor.sendBatch'} as never,
    {type: 'xstate.error.actor.sendBatch', error: new Error('503')} as never,
  ],
  filterEvents: (snapshot, event) =>
    snapshot.can(event) && !(event.type === 'event.logged' && snapshot.context.buffer.length + snapshot.context.sending.length >= MODEL_MAX_BUFFER),
})

export function describeState(snapshot: {value: unknown; context: TelemetryContext}): string {
  return `${JSON.stringify(snapshot.value)}  [buffer=${snapshot.context.buffer.length}, sending=${snapshot.context.sending.length}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === FLUSH_TIMER) return '30 s pass'
  if (event.type === 'xstate.done.actor.fetchConsent') return `consent "${String(event.consent)}"`
  if (event.type === 'xstate.error.actor.fetchConsent') return 'consent call fails'
  if (event.type === 'xstate.done.actor.sendBatch') return 'batch accepted'
  if (event.type === 'xstate.error.actor.sendBatch') return 'batch fails'
  return event.type
}
