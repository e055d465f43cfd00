// Test model of resolving an initial value: the resolver answers (with a value or an error)
// before the slow notice, while it shows, or after its minimum; timers fire; a failure is retried.
// `npm run paths -- initialValue` prints the paths.
import {TestModel} from 'xstate/graph'
import {initialValueMachine, type InitialValueContext} from '../../machines/initialValue.ts'

export const VALUE = {title: 'From the template'}
export const FAILURE = new Error('The template server is down')

export const NOTICE_TIMER = 'xstate.after.noticeDelay.initialValue.resolving.quiet'
export const MINIMUM_TIMER = 'xstate.after.noticeMinimum.initialValue.resolving.noticed'
export const HOLD_TIMER = 'xstate.after.noticeRemaining.initialValue.holding'

const events = [
  {type: NOTICE_TIMER},
  {type: MINIMUM_TIMER},
  {type: HOLD_TIMER},
  {type: 'xstate.done.actor.resolve', output: VALUE},
  {type: 'xstate.error.actor.resolve', error: FAILURE},
  {type: 'retry'},
] as never[]

/** A state is its value and what the editor sees; when the notice appeared depends on the clock. */
function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: InitialValueContext}
  return JSON.stringify({value, notice: context.notice, resolved: context.value, error: context.error})
}

export const model = new TestModel(initialValueMachine, {
  // The model's clock stands still; the replay checks the minimum display time on a SimulatedClock.
  input: {now: () => 0},
  events,
  serializeState,
  // One retry is enough to see a second attempt go every way the first can.
  filterEvents: (snapshot, event) => snapshot.can(event as never),
})

export function describeState(snapshot: {value: unknown; context: InitialValueContext}): string {
  const {notice, value, error} = snapshot.context
  return `${JSON.stringify(snapshot.value)}  notice=${notice}${value ? ' value' : ''}${error ? ` error="${error}"` : ''}`
}

export function describeEvent(event: {type: string}): string {
  if (event.type === NOTICE_TIMER) return '300 ms pass without an answer'
  if (event.type === MINIMUM_TIMER) return 'the notice has shown 500 ms'
  if (event.type === HOLD_TIMER) return 'the rest of the notice time passes'
  if (event.type === 'xstate.done.actor.resolve') return 'the resolver answers'
  if (event.type === 'xstate.error.actor.resolve') return 'the resolver fails'
  return event.type
}
