// Replays every transition of the telemetry model on the real machine, time on a SimulatedClock:
// nothing is sent a millisecond before 30000 ms, a batch goes out exactly then, and nothing ever
// leaves without consent. Then scenarios: the beacon on page leave, a failed batch kept for the
// next round, the buffer's bound.
import {createActor, fromPromise, SimulatedClock, type SnapshotFrom} from 'xstate'
import {describe, expect, it} from 'vitest'
import {TELEMETRY_BUFFER_MAX_EVENTS, TELEMETRY_FLUSH_INTERVAL_MS, type TelemetryBatch, type TelemetryConsent} from '../../core/telemetry/telemetry.ts'
import {telemetryMachine} from '../../machines/telemetry.ts'
import {describeEvent, FLUSH_TIMER, model} from './telemetry.model.ts'
import {ScriptedCalls, settle} from './support/scripted.ts'
import {transitionPaths} from './support/transitionPaths.ts'

type Snapshot = SnapshotFrom<typeof telemetryMachine>
type AnyEvent = {type: string; output?: unknown; error?: unknown}

function start() {
  const clock = new SimulatedClock()
  const calls = new ScriptedCalls()
  const beacons: TelemetryBatch[] = []
  const machine = telemetryMachine.provide({
    actors: {
      fetchConsent: fromPromise(() => calls.call<TelemetryConsent>('fetchConsent')),
      sendBatch: fromPromise(({input}) => calls.call<void>('sendBatch', input)),
    },
    actions: {sendBeacon: (_, batch) => beacons.push(batch)},
  })
  const actor = createActor(machine, {clock, input: {projectId: 'demo', now: () => clock.now()}})
  return {clock, calls, beacons, actor}
}

type World = ReturnType<typeof start>

function perform(event: AnyEvent, world: World) {
  switch (event.type) {
    case 'xstate.done.actor.fetchConsent':
      return world.calls.resolve('fetchConsent', event.output)
    case 'xstate.error.actor.fetchConsent':
      return world.calls.reject('fetchConsent', event.error)
    case 'xstate.done.actor.sendBatch':
      return world.calls.resolve('sendBatch', undefined)
    case 'xstate.error.actor.sendBatch':
      return world.calls.reject('sendBatch', event.error)
    case FLUSH_TIMER: {
      // A millisecond early nothing is sent; on the dot the timer fires.
      const sentBefore = world.calls.log.filter((c) => c.name === 'sendBatch').length
      world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS - 1)
      expect(world.calls.log.filter((c) => c.name === 'sendBatch').length).toBe(sentBefore)
      return world.clock.increment(1)
    }
    default:
      world.actor.send(event as never)
  }
}

const paths = transitionPaths(model)

describe('telemetry model', () => {
  it('reaches every state', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...values].sort()).toEqual(['"checking"', '"off"', '{"granted":"sending"}', '{"granted":"waiting"}'].sort())
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as AnyEvent)).join(' → '), path] as const))('%s', async (_, path) => {
    const world = start()
    world.actor.start()
    let consent: unknown = null
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        const event = step.event as AnyEvent
        if (event.type === 'xstate.done.actor.fetchConsent') consent = event.output
        perform(event, world)
        await settle()
      }
      const snapshot: Snapshot = world.actor.getSnapshot()
      const expected = step.state as Snapshot
      expect(snapshot.value, `state after step ${index}`).toEqual(expected.value)
      // Event times come from the clock, which the replay moves and the model does not.
      const names = (events: {name: string}[]) => events.map((e) => e.name)
      expect(names(snapshot.context.buffer)).toEqual(names(expected.context.buffer))
      expect(names(snapshot.context.sending)).toEqual(names(expected.context.sending))
      // SH-TELEM-003: without consent nothing is sent, by request or by beacon.
      if (consent !== 'granted') {
        expect(world.calls.log.filter((c) => c.name === 'sendBatch')).toEqual([])
        expect(world.beacons).toEqual([])
      }
      if (snapshot.matches({granted: 'sending'})) {
        expect(world.calls.pending('sendBatch')).toBe(1)
        expect(world.calls.inputOf('sendBatch')).toEqual({projectId: 'demo', batch: snapshot.context.sending})
      } else {
        expect(world.calls.pending('sendBatch')).toBe(0)
      }
    }
    world.actor.stop()
  })
})

describe('telemetry, scenarios', () => {
  async function granted() {
    const world = start()
    world.actor.start()
    world.calls.resolve('fetchConsent', 'granted')
    await settle()
    return world
  }

  it('sends what was logged every 30000 ms, stamped with the time it happened, and nothing when there is nothing', async () => {
    const world = await granted()
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS)
    expect(world.calls.log.filter((c) => c.name === 'sendBatch')).toEqual([])
    world.clock.increment(1000)
    world.actor.send({type: 'event.logged', name: 'tool.opened'})
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS - 1000)
    expect(world.calls.inputOf('sendBatch')).toEqual({projectId: 'demo', batch: [{name: 'tool.opened', createdAt: new Date(31_000).toISOString()}]})
  })

  it('events logged before consent is known are sent once it is granted, and dropped when it is not', async () => {
    const world = start()
    world.actor.start()
    world.actor.send({type: 'event.logged', name: 'studio.session-started'})
    world.calls.resolve('fetchConsent', 'granted')
    await settle()
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS)
    expect((world.calls.inputOf('sendBatch') as TelemetryBatch).batch.map((e) => e.name)).toEqual(['studio.session-started'])

    const denied = start()
    denied.actor.start()
    denied.actor.send({type: 'event.logged', name: 'studio.session-started'})
    denied.calls.resolve('fetchConsent', 'denied')
    await settle()
    denied.actor.send({type: 'page.left'})
    denied.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS * 3)
    expect(denied.actor.getSnapshot().context.buffer).toEqual([])
    expect(denied.beacons).toEqual([])
    expect(denied.calls.log.map((c) => c.name)).toEqual(['fetchConsent'])
  })

  it('leaving the page sends the rest as a beacon, and not the batch already in flight', async () => {
    const world = await granted()
    world.actor.send({type: 'event.logged', name: 'tool.opened'})
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS)
    world.actor.send({type: 'event.logged', name: 'welcome.dismissed'})
    world.actor.send({type: 'page.left'})
    expect(world.beacons.map((b) => b.batch.map((e) => e.name))).toEqual([['welcome.dismissed']])
    world.actor.send({type: 'page.left'})
    expect(world.beacons).toHaveLength(1)
  })

  it('a failed batch is sent again in the next round, ahead of newer events; the buffer keeps the newest', async () => {
    const world = await granted()
    world.actor.send({type: 'event.logged', name: 'tool.opened'})
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS)
    world.actor.send({type: 'event.logged', name: 'welcome.dismissed'})
    world.calls.reject('sendBatch', new Error('503'))
    await settle()
    world.clock.increment(TELEMETRY_FLUSH_INTERVAL_MS)
    expect((world.calls.inputOf('sendBatch') as TelemetryBatch).batch.map((e) => e.name)).toEqual(['tool.opened', 'welcome.dismissed'])
    world.calls.resolve('sendBatch', undefined)
    await settle()
    for (let i = 0; i < TELEMETRY_BUFFER_MAX_EVENTS + 5; i++) world.actor.send({type: 'event.logged', name: 'tool.opened'})
    expect(world.actor.getSnapshot().context.buffer).toHaveLength(TELEMETRY_BUFFER_MAX_EVENTS)
  })
})
