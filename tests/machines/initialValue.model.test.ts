// Replays every transition of the initial-value model on the real machine: a SimulatedClock plays
// time, a scripted resolver plays the template. After each step the state and what the editor is
// told must equal the model's, and the slow notice must have shown at least 500 ms before it goes.
import {createActor, fromPromise, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {INITIAL_VALUE_TOAST_DELAY_MS, INITIAL_VALUE_TOAST_MIN_MS} from '../../core/schema/constants.ts'
import {initialValueMachine, type InitialValue} from '../../machines/initialValue.ts'
import {describeEvent, FAILURE, HOLD_TIMER, MINIMUM_TIMER, model, NOTICE_TIMER, VALUE} from './initialValue.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {settle} from './support/scripted.ts'

function start() {
  const clock = new SimulatedClock()
  const calls: {resolve(value: InitialValue): void; reject(error: unknown): void}[] = []
  const machine = initialValueMachine.provide({
    actors: {resolve: fromPromise<InitialValue, void>(() => new Promise((resolve, reject) => calls.push({resolve, reject})))},
  })
  const actor = createActor(machine, {clock, input: {now: () => clock.now()}}).start()
  return {clock, actor, calls}
}

type World = ReturnType<typeof start>

async function perform(event: {type: string; output?: unknown; error?: unknown}, world: World) {
  const {clock, actor, calls} = world
  switch (event.type) {
    case NOTICE_TIMER:
      clock.increment(INITIAL_VALUE_TOAST_DELAY_MS - 1)
      expect(actor.getSnapshot().context.notice).toBe('none')
      clock.increment(1)
      return
    case MINIMUM_TIMER:
      clock.increment(INITIAL_VALUE_TOAST_MIN_MS)
      return
    case HOLD_TIMER: {
      // The value is held until the notice has been up for its minimum, not a moment before.
      const {noticeShownAt} = actor.getSnapshot().context
      const left = noticeShownAt! + INITIAL_VALUE_TOAST_MIN_MS - clock.now()
      if (left > 0) {
        clock.increment(left - 1)
        expect(actor.getSnapshot().matches('holding')).toBe(true)
        clock.increment(1)
      }
      return
    }
    case 'xstate.done.actor.resolve':
      calls.at(-1)!.resolve(event.output as InitialValue)
      await settle()
      return
    case 'xstate.error.actor.resolve':
      calls.at(-1)!.reject(event.error)
      await settle()
      return
    default:
      actor.send(event as never)
  }
}

describe('initial value machine (model-based)', () => {
  const paths = keyedTransitionPaths(model as never) as unknown as {steps: {event: {type: string}; state: {value: unknown; context: {notice: string; value: unknown; error: string | null}}}[]}[]

  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(8))

  for (const path of paths) {
    const name = path.steps.map((step) => describeEvent(step.event)).join(' → ')
    it(name, async () => {
      const world = start()
      for (const step of path.steps) {
        await perform(step.event, world)
        const snapshot = world.actor.getSnapshot()
        expect(snapshot.value).toEqual(step.state.value)
        const {notice, value, error} = snapshot.context
        expect({notice, value, error}).toEqual({notice: step.state.context.notice, value: step.state.context.value, error: step.state.context.error})
        if (snapshot.matches('failed')) expect(error).toBe(FAILURE.message)
        if (snapshot.matches('resolved')) expect(value).toEqual(VALUE)
      }
    })
  }
})

describe('initial value machine, timing', () => {
  it('says nothing when the value comes within 300 ms', async () => {
    const world = start()
    world.clock.increment(INITIAL_VALUE_TOAST_DELAY_MS - 1)
    world.calls[0].resolve(VALUE)
    await settle()
    expect(world.actor.getSnapshot().context.notice).toBe('none')
    expect(world.actor.getSnapshot().status).toBe('done')
  })

  it('keeps the notice up 500 ms even when the value comes right after it appears', async () => {
    const world = start()
    world.clock.increment(INITIAL_VALUE_TOAST_DELAY_MS)
    world.clock.increment(100)
    world.calls[0].resolve(VALUE)
    await settle()
    expect(world.actor.getSnapshot().value).toBe('holding')
    world.clock.increment(INITIAL_VALUE_TOAST_MIN_MS - 100 - 1)
    expect(world.actor.getSnapshot().value).toBe('holding')
    world.clock.increment(1)
    expect(world.actor.getSnapshot().context.notice).toBe('resolved')
  })
})
