// Replays every shortest path of the connection model on the real machine: a Subject per
// subscription plays the connection, a SimulatedClock plays time. After each step the state, the
// context, the retry time and the number of open subscriptions must match.
import {Subject} from 'rxjs'
import {createActor, fromEventObservable, SimulatedClock, type SnapshotFrom} from 'xstate'
import {describe, expect, it} from 'vitest'
import {CONNECTION_RETRY_CAP_MS} from '../../core/connection/constants.ts'
import {connectionRetryDelay, exponentialBackoff} from '../../core/connection/backoff.ts'
import {OFFLINE_REASON, type ConnectionSignal} from '../../core/connection/signals.ts'
import {connectionMachine, connectionStatus} from '../../machines/connection.ts'
import {describeEvent, model, RETRY_TIMER} from './connection.model.ts'
import {transitionPaths} from './support/transitionPaths.ts'
import {plainContext, settle} from './support/scripted.ts'

type Snapshot = SnapshotFrom<typeof connectionMachine>
type AnyEvent = {type: string; reason?: string; error?: unknown}

function start(input: {retryDelay?: (attempt: number) => number} = {}) {
  const clock = new SimulatedClock()
  const connections: Subject<ConnectionSignal>[] = []
  const machine = connectionMachine.provide({
    actors: {
      connect: fromEventObservable(() => {
        const connection = new Subject<ConnectionSignal>()
        connections.push(connection)
        return connection
      }),
    },
  })
  const actor = createActor(machine, {clock, input: {now: () => clock.now(), ...input}})
  const current = () => connections.at(-1)!
  const open = () => connections.filter((c) => c.observed).length
  return {clock, actor, connections, current, open}
}

type World = ReturnType<typeof start>

function perform(event: AnyEvent, world: World) {
  switch (event.type) {
    case 'connection.opened':
    case 'connection.lost':
      world.current().next(event as ConnectionSignal)
      return
    case 'xstate.error.actor.connect':
      world.current().error(event.error)
      return
    case 'xstate.done.actor.connect':
      world.current().complete()
      return
    case RETRY_TIMER: {
      // Nothing happens a millisecond early; exactly on time the machine connects again.
      const wait = world.actor.getSnapshot().context.retryDelayMs
      world.clock.increment(wait - 1)
      expect(world.actor.getSnapshot().matches('error')).toBe(true)
      world.clock.increment(1)
      return
    }
    default:
      world.actor.send(event as never)
  }
}

function checkWorld(snapshot: Snapshot, world: World, failedAt: number | undefined) {
  const {context} = snapshot
  if (snapshot.matches('live')) {
    expect(world.open(), 'one subscription while live').toBe(1)
    expect(context.retryAt).toBeNull()
  } else {
    expect(world.open(), 'no subscription while in error').toBe(0)
  }
  if (snapshot.matches({error: 'waiting'})) {
    expect(context.retryDelayMs).toBe(connectionRetryDelay(context.attempt))
    expect(context.retryAt).toBe((failedAt ?? NaN) + context.retryDelayMs)
  }
  if (snapshot.matches({error: 'offline'})) {
    expect(context.retryAt).toBeNull()
    expect(context.reason).toBe(OFFLINE_REASON)
  }
  if (snapshot.matches({live: 'connected'})) expect(context.attempt).toBe(0)
  expect(connectionStatus(snapshot)).toBe(
    snapshot.matches({live: 'connected'}) ? 'connected' : snapshot.matches('error') ? 'error' : 'connecting',
  )
}

// Every transition of the model, each after the shortest way to its source state.
const paths = transitionPaths(model)

describe('connection model', () => {
  it('reaches every state, and attempts up to the model bound', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...values].sort()).toEqual(
      ['{"error":"offline"}', '{"error":"waiting"}', '{"live":"connected"}', '{"live":"connecting"}'].sort(),
    )
    expect(Math.max(...paths.map((p) => p.state.context.attempt))).toBe(3)
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as AnyEvent)).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const world = start()
      world.actor.start()
      let failedAt: number | undefined
      for (const [index, step] of path.steps.entries()) {
        const before = world.actor.getSnapshot()
        if (index > 0) {
          perform(step.event as AnyEvent, world)
          await settle()
        }
        const snapshot = world.actor.getSnapshot()
        if (snapshot.context.attempt > before.context.attempt) failedAt = world.clock.now()
        const expected = step.state as Snapshot
        expect(snapshot.value, `state after step ${index}`).toEqual(expected.value)
        const {retryAt, ...rest} = plainContext(snapshot.context) as Record<string, unknown>
        const {retryAt: modelRetryAt, ...modelRest} = plainContext(expected.context) as Record<string, unknown>
        expect(rest, `context after step ${index}`).toEqual(modelRest)
        expect(retryAt === null, 'retryAt is set exactly when the model sets it').toBe(modelRetryAt === null)
        checkWorld(snapshot, world, failedAt)
      }
      world.actor.stop()
      expect(world.open(), 'stopping the machine closes the connection').toBe(0)
    },
  )
})

describe('connection backoff', () => {
  it('waits 1 s after the first failure, doubling, and 240000 ms at attempt 20', async () => {
    const world = start()
    world.actor.start()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 20; attempt++) {
      world.current().next({type: 'connection.lost', reason: 'dropped'})
      await settle()
      const {context} = world.actor.getSnapshot()
      expect(context.attempt).toBe(attempt)
      waits.push(context.retryDelayMs)
      expect(context.retryAt).toBe(world.clock.now() + context.retryDelayMs)
      world.clock.increment(context.retryDelayMs - 1)
      expect(world.actor.getSnapshot().matches('error')).toBe(true)
      world.clock.increment(1)
      expect(world.actor.getSnapshot().matches({live: 'connecting'})).toBe(true)
    }
    expect(waits.slice(0, 9)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 240000])
    expect(waits[19]).toBe(CONNECTION_RETRY_CAP_MS)
    expect(Math.max(...waits)).toBe(240000)

    // A welcome resets the schedule.
    world.current().next({type: 'connection.opened'})
    world.current().next({type: 'connection.lost', reason: 'dropped'})
    await settle()
    expect(world.actor.getSnapshot().context.retryDelayMs).toBe(1000)
    world.actor.stop()
  })

  it('retries at once on retry.now without resetting the attempt count', async () => {
    const world = start()
    world.actor.start()
    world.current().error(new Error('refused'))
    await settle()
    expect(world.actor.getSnapshot().context).toMatchObject({attempt: 1, reason: 'refused'})
    world.actor.send({type: 'retry.now'})
    expect(world.actor.getSnapshot().matches({live: 'connecting'})).toBe(true)
    expect(world.connections).toHaveLength(2)
    world.current().next({type: 'connection.lost', reason: 'again'})
    await settle()
    expect(world.actor.getSnapshot().context).toMatchObject({attempt: 2, retryDelayMs: 2000})
    world.actor.stop()
  })

  it('takes the other schedule when given, and still caps it', async () => {
    const world = start({retryDelay: exponentialBackoff})
    world.actor.start()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 13; attempt++) {
      world.current().next({type: 'connection.lost', reason: 'dropped'})
      await settle()
      waits.push(world.actor.getSnapshot().context.retryDelayMs)
      world.actor.send({type: 'retry.now'})
    }
    expect(waits.slice(0, 3)).toEqual([200, 400, 800])
    expect(waits.at(-1)).toBe(240000)
    const unbounded = start({retryDelay: (attempt) => attempt * 1_000_000})
    unbounded.actor.start()
    unbounded.current().error(new Error('x'))
    await settle()
    expect(unbounded.actor.getSnapshot().context.retryDelayMs).toBe(CONNECTION_RETRY_CAP_MS)
    world.actor.stop()
    unbounded.actor.stop()
  })
})
