// Resolving a new document's initial value (editing seed §4, §8): the provided `resolve` actor
// works it out (a template's value or function); after 300 ms without an answer the editor is
// told 'Resolving initial value…', and once told, the notice stays at least 500 ms so it never
// flickers; then 'Initial value resolved'. A failure is kept with its message for the error toast.
import {assign, setup, fromPromise} from 'xstate'
import {INITIAL_VALUE_TOAST_DELAY_MS, INITIAL_VALUE_TOAST_MIN_MS} from '../core/schema/constants.ts'

export type InitialValue = Readonly<Record<string, unknown>> | null

/** What the editor is told: nothing, the slow notice, the done notice, or the failure. */
export type InitialValueNotice = 'none' | 'resolving' | 'resolved' | 'failed'

export interface InitialValueInput {
  /** Wall clock, to keep the slow notice up for its minimum; tests pass their SimulatedClock's. */
  now?: () => number
}

export interface InitialValueContext {
  value: InitialValue
  error: string | null
  notice: InitialValueNotice
  /** When the slow notice appeared (ms), for its minimum display time. */
  noticeShownAt: number | null
  now: () => number
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const initialValueMachine = setup({
  types: {} as {context: InitialValueContext; input: InitialValueInput | undefined; events: {type: 'retry'}},
  actors: {
    resolve: fromPromise<InitialValue, void>(async () => {
      throw new Error('initialValue: the "resolve" actor must be provided by the caller')
    }),
  },
  delays: {
    noticeDelay: INITIAL_VALUE_TOAST_DELAY_MS,
    noticeMinimum: INITIAL_VALUE_TOAST_MIN_MS,
    /** What is left of the slow notice's minimum time when the value arrives early. */
    noticeRemaining: ({context}) => Math.max(0, INITIAL_VALUE_TOAST_MIN_MS - (context.now() - (context.noticeShownAt ?? context.now()))),
  },
  actions: {
    keepValue: assign({value: (_, value: InitialValue) => value}),
  },
}).createMachine({
  id: 'initialValue',
  context: ({input}) => ({value: null, error: null, notice: 'none', noticeShownAt: null, now: input?.now ?? Date.now}),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        id: 'resolve',
        src: 'resolve',
        onDone: [
          // The notice just appeared: the value waits until it has been readable long enough.
          {guard: ({context}) => context.notice === 'resolving', target: 'holding', actions: {type: 'keepValue', params: ({event}) => event.output}},
          {target: 'resolved', actions: {type: 'keepValue', params: ({event}) => event.output}},
        ],
        onError: {target: 'failed', actions: assign({error: ({event}) => messageOf(event.error), notice: 'failed'})},
      },
      initial: 'quiet',
      states: {
        quiet: {after: {noticeDelay: 'noticed'}},
        noticed: {
          entry: assign({notice: 'resolving', noticeShownAt: ({context}) => context.now()}),
          after: {noticeMinimum: 'longEnough'},
        },
        longEnough: {},
      },
    },
    holding: {after: {noticeRemaining: 'resolved'}},
    resolved: {
      type: 'final',
      // 'Initial value resolved' only answers a 'Resolving…' the editor saw.
      entry: assign({notice: ({context}) => (context.notice === 'resolving' ? 'resolved' : 'none')}),
    },
    failed: {on: {retry: {target: 'resolving', actions: assign({error: null, notice: 'none', noticeShownAt: null})}}},
  },
})
