// Telemetry with consent (SH-TELEM-001 … SH-TELEM-003): consent is asked once at start; until it is
// known, events wait in the buffer; without consent (or when the lake cannot say) they are dropped
// and none are kept. With consent the buffer is sent every 30000 ms when it holds anything, and
// whatever is left goes out as a beacon when the page is left. A failed send keeps its events for
// the next round, bounded so a lake that is away for hours does not grow the tab's memory.
import {assign, fromPromise, setup} from 'xstate'
import {
  TELEMETRY_BATCH_MAX_EVENTS,
  TELEMETRY_BUFFER_MAX_EVENTS,
  TELEMETRY_FLUSH_INTERVAL_MS,
  type TelemetryBatch,
  type TelemetryConsent,
  type TelemetryEvent,
  type TelemetryEventName,
} from '../core/telemetry/telemetry.ts'

export interface TelemetryInput {
  projectId: string
  /** Wall clock for event times; tests pass their SimulatedClock's `now`. */
  now?: () => number
}

export interface TelemetryContext {
  projectId: string
  now: () => number
  /** Collected, not yet sent. */
  buffer: TelemetryEvent[]
  /** The batch on its way to the lake. */
  sending: TelemetryEvent[]
}

export type TelemetryMachineEvent = {type: 'event.logged'; name: TelemetryEventName} | {type: 'page.left'}

/** The newest events, at most the buffer's bound (the oldest are the least useful to lose). */
const bounded = (events: TelemetryEvent[]) => events.slice(-TELEMETRY_BUFFER_MAX_EVENTS)

export const telemetryMachine = setup({
  types: {} as {context: TelemetryContext; events: TelemetryMachineEvent; input: TelemetryInput},
  actors: {
    fetchConsent: fromPromise<TelemetryConsent>(async () => 'unset'),
    sendBatch: fromPromise<void, TelemetryBatch>(async () => {}),
  },
  actions: {
    /** `navigator.sendBeacon` in a browser: it outlives the page. */
    sendBeacon: (_, _batch: TelemetryBatch) => {},
    collect: assign({
      buffer: ({context, event}) =>
        event.type === 'event.logged' ? bounded([...context.buffer, {name: event.name, createdAt: new Date(context.now()).toISOString()}]) : context.buffer,
    }),
    forget: assign({buffer: [], sending: []}),
  },
  guards: {
    granted: (_, consent: TelemetryConsent) => consent === 'granted',
    hasEvents: ({context}) => context.buffer.length > 0,
  },
  delays: {flushInterval: TELEMETRY_FLUSH_INTERVAL_MS},
}).createMachine({
  id: 'telemetry',
  context: ({input}) => ({projectId: input.projectId, now: input.now ?? Date.now, buffer: [], sending: []}),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchConsent',
        src: 'fetchConsent',
        onDone: [{guard: {type: 'granted', params: ({event}) => event.output}, target: 'granted'}, {target: 'off', actions: 'forget'}],
        // SH-TELEM-003: a lake that cannot say has not said yes.
        onError: {target: 'off', actions: 'forget'},
      },
      on: {'event.logged': {actions: 'collect'}},
    },
    // Nothing is collected and nothing leaves the tab.
    off: {},
    granted: {
      initial: 'waiting',
      on: {'event.logged': {actions: 'collect'}},
      states: {
        waiting: {
          after: {flushInterval: [{guard: 'hasEvents', target: 'sending'}, {target: 'waiting', reenter: true}]},
          on: {
            'page.left': {
              guard: 'hasEvents',
              actions: [{type: 'sendBeacon', params: ({context}) => ({projectId: context.projectId, batch: context.buffer.slice(0, TELEMETRY_BATCH_MAX_EVENTS)})}, assign({buffer: []})],
            },
          },
        },
        sending: {
          entry: assign(({context}) => ({sending: context.buffer.slice(0, TELEMETRY_BATCH_MAX_EVENTS), buffer: context.buffer.slice(TELEMETRY_BATCH_MAX_EVENTS)})),
          invoke: {
            id: 'sendBatch',
            src: 'sendBatch',
            input: ({context}) => ({projectId: context.projectId, batch: context.sending}),
            onDone: {target: 'waiting', actions: assign({sending: []})},
            // Kept for the next round, ahead of what came in meanwhile.
            onError: {target: 'waiting', actions: assign(({context}) => ({buffer: bounded([...context.sending, ...context.buffer]), sending: []}))},
          },
          on: {
            // The batch in flight is the request's; only what came in since leaves as a beacon.
            'page.left': {
              guard: 'hasEvents',
              actions: [{type: 'sendBeacon', params: ({context}) => ({projectId: context.projectId, batch: context.buffer.slice(0, TELEMETRY_BATCH_MAX_EVENTS)})}, assign({buffer: []})],
            },
          },
        },
      },
    },
  },
})
