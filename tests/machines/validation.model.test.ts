// Replays every transition of the validation model on the real machine: a SimulatedClock plays
// the throttle, scripted calls play the validator. After each step the state and context must
// equal the model's, the live validator calls must be exactly the runs in the context (each with
// the document of its revision), and the markers on show must be those of the newest answered run.
import {createActor, fromPromise, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {VALIDATION_CONCURRENCY, VALIDATION_THROTTLE_MS} from '../../core/validation/constants.ts'
import type {ValidationMarker} from '../../core/validation/types.ts'
import {failureMarkers, validationMachine, type ValidateActorInput, type ValidationContext, type ValidationDocument} from '../../machines/validation.ts'
import {DRAFT_A, DRAFT_B, describeEvent, markersOf, model, MODEL_CONCURRENCY, RUN_FAILED, THROTTLE_TIMER} from './validation.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {settle} from './support/scripted.ts'

interface LiveCall {
  input: ValidateActorInput
  signal: AbortSignal
  settled: boolean
  resolve(markers: ValidationMarker[]): void
  reject(error: unknown): void
}

function start(concurrency = MODEL_CONCURRENCY) {
  const clock = new SimulatedClock()
  const calls: LiveCall[] = []
  const machine = validationMachine.provide({
    actors: {
      validate: fromPromise<ValidationMarker[], ValidateActorInput>(
        ({input, signal}) =>
          new Promise((resolve, reject) => {
            const call: LiveCall = {
              input, signal, settled: false,
              resolve: (markers) => ((call.settled = true), resolve(markers)),
              reject: (error) => ((call.settled = true), reject(error)),
            }
            calls.push(call)
          }),
      ),
    },
  })
  const actor = createActor(machine, {clock, input: {concurrency}}).start()
  const live = () => calls.filter((call) => !call.signal.aborted && !call.settled)
  const callOf = (revision: number) => live().find((call) => call.input.revision === revision)!
  /** The document sent with each revision, to check each run validates its own value. */
  const sent: ValidationDocument[] = []
  return {clock, actor, calls, live, callOf, sent}
}

type World = ReturnType<typeof start>
type AnyEvent = {type: string; document?: ValidationDocument; output?: ValidationMarker[]; error?: unknown}
const revisionOf = (type: string) => Number(type.slice(type.lastIndexOf('-') + 1))

async function perform(event: AnyEvent, world: World) {
  if (event.type === THROTTLE_TIMER) {
    // Nothing starts a millisecond early (ED-VAL-001).
    world.clock.increment(VALIDATION_THROTTLE_MS - 1)
    expect(world.actor.getSnapshot().value).toBe('scheduled')
    world.clock.increment(1)
  } else if (event.type.startsWith('xstate.done.actor.')) {
    world.callOf(revisionOf(event.type)).resolve(event.output!)
    await settle()
  } else if (event.type.startsWith('xstate.error.actor.')) {
    world.callOf(revisionOf(event.type)).reject(event.error)
    await settle()
  } else {
    world.sent.push(event.document!)
    world.actor.send(event as never)
  }
}

function checkWorld(world: World, context: ValidationContext) {
  const live = world.live()
  expect(live.map((call) => call.input.revision).sort()).toEqual(context.runs)
  expect(live.length).toBeLessThanOrEqual(context.concurrency)
  for (const call of live) expect(call.input.document).toBe(world.sent[call.input.revision - 1])
  for (const run of context.runs) expect(run).toBeGreaterThan(context.markersRevision)
  expect(context.summary).toEqual({
    error: context.markers.filter((m) => m.level === 'error').length,
    warning: context.markers.filter((m) => m.level === 'warning').length,
    info: context.markers.filter((m) => m.level === 'info').length,
  })
  expect(context.blocksPublish).toBe(context.summary.error > 0)
}

describe('validation machine (model-based)', () => {
  const paths = keyedTransitionPaths(model as never) as unknown as {steps: {event: AnyEvent; state: {value: unknown; context: ValidationContext}}[]}[]
  it('has paths to replay, the queue among them', () => {
    expect(paths.length).toBeGreaterThan(100)
    expect(paths.some((path) => path.steps.some((step) => step.state.value === 'queued'))).toBe(true)
  })

  it('replays every transition', async () => {
    for (const path of paths) {
      const world = start()
      const trail: string[] = []
      let shown = 0
      for (const step of path.steps) {
        trail.push(describeEvent(step.event as never))
        await perform(step.event, world)
        const {value, context} = world.actor.getSnapshot()
        expect(value, trail.join(' → ')).toEqual(step.state.value)
        expect(context, trail.join(' → ')).toEqual(step.state.context)
        // Markers never go back to an older value's (the heart of superseding).
        expect(context.markersRevision, trail.join(' → ')).toBeGreaterThanOrEqual(shown)
        shown = context.markersRevision
        checkWorld(world, context)
      }
      world.actor.stop()
    }
  })
})

describe('validation machine, details the model does not vary', () => {
  it('the default limit is 40 runs at once (K-ED-024)', () => {
    const actor = createActor(validationMachine, {input: {}}).start()
    expect(actor.getSnapshot().context.concurrency).toBe(VALIDATION_CONCURRENCY)
    actor.stop()
  })

  it('edits within a window make one run, of the newest value, 200 ms after the first edit', () => {
    const world = start()
    world.actor.send({type: 'document.changed', document: DRAFT_A})
    world.clock.increment(150)
    world.actor.send({type: 'document.changed', document: DRAFT_B})
    world.clock.increment(49)
    expect(world.calls).toHaveLength(0)
    world.clock.increment(1)
    expect(world.calls.map((call) => call.input)).toEqual([{document: DRAFT_B, revision: 2}])
  })

  it('a newer run answering first stops the older one, whose late answer is never shown', async () => {
    const world = start()
    world.actor.send({type: 'document.changed', document: DRAFT_A})
    world.clock.increment(VALIDATION_THROTTLE_MS)
    world.actor.send({type: 'document.changed', document: DRAFT_B})
    world.clock.increment(VALIDATION_THROTTLE_MS)
    const [older, newer] = world.calls
    newer.resolve(markersOf(2))
    await settle()
    expect(older.signal.aborted).toBe(true)
    older.resolve(markersOf(1))
    await settle()
    const {context, value} = world.actor.getSnapshot()
    expect(value).toBe('idle')
    expect(context.markers).toEqual(markersOf(2))
    expect(context.blocksPublish).toBe(false)
  })

  it('a failing validator becomes one error marker with its message, and blocks publishing (ED-VAL-005)', async () => {
    const world = start()
    world.actor.send({type: 'document.changed', document: DRAFT_A})
    world.clock.increment(VALIDATION_THROTTLE_MS)
    world.calls[0].reject(RUN_FAILED)
    await settle()
    const {context} = world.actor.getSnapshot()
    expect(context.markers).toEqual(failureMarkers(RUN_FAILED))
    expect(context.markers).toEqual([{level: 'error', message: 'The validator crashed', path: []}])
    expect(context.blocksPublish).toBe(true)
  })
})
