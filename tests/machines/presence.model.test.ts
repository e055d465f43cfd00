// Replays every transition of the presence model on the real machine: an in-memory transport plays
// the socket, a SimulatedClock plays time. After each step the state and context must match the
// model, one socket must be open exactly while online, and the socket must have been told exactly
// what the step implies (roll call and announce on connecting, an announce when a timer fires).
import {createActor, SimulatedClock, type SnapshotFrom} from 'xstate'
import {describe, expect, it} from 'vitest'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {TAB_SESSION_ID_LENGTH} from '../../core/auth/constants.ts'
import {CONNECTION_RETRY_CAP_MS} from '../../core/connection/constants.ts'
import {OFFLINE_REASON} from '../../core/connection/signals.ts'
import {PRESENCE_ANNOUNCE_DEBOUNCE_MS, PRESENCE_ANNOUNCE_INTERVAL_MS, PRESENCE_SESSION_STORAGE_KEY, UNKNOWN_PRESENCE_EVENT} from '../../core/presence/constants.ts'
import type {PresenceLocation, PresenceSocketHandlers, PresenceTransport} from '../../core/presence/index.ts'
import {presenceMachine, presenceSocketActor} from '../../machines/presence.ts'
import {ANNOUNCE_TIMER, DEBOUNCE_TIMER, describeEvent, model, OTHER_SESSION, OWN_SESSION, RETRY_TIMER, storageWithSession, unknownPush} from './presence.model.ts'
import {transitionPaths} from './support/transitionPaths.ts'
import {plainContext, settle} from './support/scripted.ts'

type Snapshot = SnapshotFrom<typeof presenceMachine>
type AnyEvent = {type: string; [key: string]: unknown}
type Sent = {type: 'announce'; locations: PresenceLocation[]} | {type: 'rollcall'}

interface FakeSocket {
  sessionId: string
  handlers: PresenceSocketHandlers
  sent: Sent[]
  closed: boolean
}

function start(storage = storageWithSession()) {
  const clock = new SimulatedClock()
  const sockets: FakeSocket[] = []
  const transport: PresenceTransport = {
    open(sessionId, handlers) {
      const socket: FakeSocket = {sessionId, handlers, sent: [], closed: false}
      sockets.push(socket)
      return {
        announce: (locations) => socket.sent.push({type: 'announce', locations}),
        rollCall: () => socket.sent.push({type: 'rollcall'}),
        close: () => void (socket.closed = true),
      }
    },
  }
  const machine = presenceMachine.provide({actors: {socket: presenceSocketActor(transport)}})
  const actor = createActor(machine, {clock, input: {storage, now: () => clock.now()}})
  const current = () => sockets.at(-1)!
  const open = () => sockets.filter((s) => !s.closed).length
  return {clock, actor, sockets, current, open}
}

type World = ReturnType<typeof start>

/** Advances the clock to one millisecond before `wait`, checks nothing was announced, then to `wait`. */
function passTime(world: World, wait: number) {
  const before = world.current().sent.length
  world.clock.increment(wait - 1)
  expect(world.current().sent.length, 'nothing is sent a millisecond early').toBe(before)
  world.clock.increment(1)
}

function perform(event: AnyEvent, world: World) {
  switch (event.type) {
    case 'socket.opened':
      return world.current().handlers.opened()
    case 'socket.lost':
      return world.current().handlers.lost(event.reason as string)
    case 'socket.received':
      return world.current().handlers.received(event.push)
    case 'xstate.error.actor.socket':
      // The transport itself throws: the callback actor errors.
      return world.actor.send({type: 'socket.lost', reason: (event.error as Error).message})
    case ANNOUNCE_TIMER:
      return passTime(world, PRESENCE_ANNOUNCE_INTERVAL_MS)
    case DEBOUNCE_TIMER:
      return passTime(world, PRESENCE_ANNOUNCE_DEBOUNCE_MS)
    case RETRY_TIMER: {
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

function checkWorld(snapshot: Snapshot, world: World, event: AnyEvent, sentBefore: number, socketsBefore: number) {
  if (snapshot.matches('online')) expect(world.open(), 'one socket while online').toBe(1)
  else expect(world.open(), 'no socket while in error').toBe(0)
  expect(snapshot.context.sessionId).toBe(OWN_SESSION)
  for (const socket of world.sockets) expect(socket.sessionId).toBe(OWN_SESSION)
  expect(OWN_SESSION in snapshot.context.sessions, 'the own session is never listed').toBe(false)
  if (snapshot.matches({error: 'offline'})) expect(snapshot.context.error).toBe(OFFLINE_REASON)
  if (!snapshot.matches('online')) expect(snapshot.context.sessions, 'nobody is known while disconnected').toEqual({})
  if (world.sockets.length === 0) return
  const sent = world.current().sent
  const newSocket = world.sockets.length > socketsBefore
  const fresh = newSocket ? sent : sent.slice(sentBefore)
  if (event.type === 'socket.opened') {
    expect(fresh.map((c) => c.type), 'on connecting: a roll call, then an announce').toEqual(['rollcall', 'announce'])
  } else if (event.type === ANNOUNCE_TIMER || event.type === DEBOUNCE_TIMER) {
    expect(fresh, 'the timer announces where the editor is').toEqual([{type: 'announce', locations: snapshot.context.locations}])
  } else {
    expect(fresh, `nothing is sent on ${event.type}`).toEqual([])
  }
}

const paths = transitionPaths(model)

describe('presence model', () => {
  it('reaches every state, and attempts up to the model bound', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...values].sort()).toEqual(
      ['"left"', '{"error":"offline"}', '{"error":"waiting"}', '{"online":"connecting"}', '{"online":{"connected":"debouncing"}}', '{"online":{"connected":"idle"}}'].sort(),
    )
    expect(paths.some((p) => p.state.context.error === UNKNOWN_PRESENCE_EVENT)).toBe(true)
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as AnyEvent)).join(' → '), path] as const))('%s', async (_, path) => {
    const world = start()
    world.actor.start()
    for (const [index, step] of path.steps.entries()) {
      const sentBefore = world.sockets.length ? world.current().sent.length : 0
      const socketsBefore = world.sockets.length
      if (index > 0) {
        perform(step.event as AnyEvent, world)
        await settle()
      }
      const snapshot = world.actor.getSnapshot()
      const expected = step.state as Snapshot
      expect(snapshot.value, `state after step ${index}`).toEqual(expected.value)
      expect(plainContext(snapshot.context), `context after step ${index}`).toEqual(plainContext(expected.context))
      if (index > 0) checkWorld(snapshot, world, step.event as AnyEvent, sentBefore, socketsBefore)
    }
    world.actor.stop()
    expect(world.open(), 'stopping the machine leaves (closes the socket)').toBe(0)
  })
})

describe('presence timing and sessions', () => {
  it('keeps a 16-character session id in session storage, the same across reloads of the tab', () => {
    const storage = createMemoryStore()
    const first = start(storage)
    first.actor.start()
    const id = first.actor.getSnapshot().context.sessionId
    expect(id).toHaveLength(TAB_SESSION_ID_LENGTH)
    expect(storage.get(PRESENCE_SESSION_STORAGE_KEY)).toBe(id)
    first.actor.stop()
    const reload = start(storage)
    reload.actor.start()
    expect(reload.actor.getSnapshot().context.sessionId).toBe(id)
    expect(reload.current().sessionId).toBe(id)
    reload.actor.stop()
  })

  it('announces every 30 s, and a burst of moves once, 200 ms after the last', async () => {
    const world = start()
    world.actor.start()
    world.current().handlers.opened()
    const sent = world.current().sent
    expect(sent).toHaveLength(2)
    for (let i = 1; i <= 3; i++) {
      world.clock.increment(PRESENCE_ANNOUNCE_INTERVAL_MS)
      expect(sent).toHaveLength(2 + i)
    }
    for (const field of ['title', 'subtitle', 'body']) {
      world.actor.send({type: 'location.changed', places: [{documentId: 'article-1', path: [field]}]})
      world.clock.increment(PRESENCE_ANNOUNCE_DEBOUNCE_MS - 50)
    }
    expect(sent).toHaveLength(5)
    world.clock.increment(50)
    expect(sent.at(-1)).toEqual({type: 'announce', locations: [{type: 'document', documentId: 'article-1', path: ['body'], lastActiveAt: new Date(world.clock.now() - PRESENCE_ANNOUNCE_DEBOUNCE_MS).toISOString()}]})
    // Staying put is not a move: nothing more until the 30 s announce.
    world.actor.send({type: 'location.changed', places: [{documentId: 'article-1', path: ['body']}]})
    world.clock.increment(PRESENCE_ANNOUNCE_INTERVAL_MS - 1)
    expect(sent).toHaveLength(6)
    world.clock.increment(1)
    expect(sent).toHaveLength(7)
    world.actor.stop()
  })

  it('merges states, drops disconnected sessions, and fails on an unknown event', async () => {
    const world = start()
    world.actor.start()
    world.current().handlers.opened()
    world.current().handlers.received({type: 'state', userId: 'p-editor', sessionId: OTHER_SESSION, timestamp: 't', locations: []})
    world.current().handlers.received({type: 'state', userId: 'p-admin', sessionId: OWN_SESSION, timestamp: 't', locations: []})
    expect(Object.keys(world.actor.getSnapshot().context.sessions)).toEqual([OTHER_SESSION])
    world.current().handlers.received({type: 'disconnect', userId: 'p-editor', sessionId: OTHER_SESSION})
    expect(world.actor.getSnapshot().context.sessions).toEqual({})
    world.current().handlers.received(unknownPush)
    expect(world.actor.getSnapshot().context.error).toBe(UNKNOWN_PRESENCE_EVENT)
    expect(world.actor.getSnapshot().matches({error: 'waiting'})).toBe(true)
    world.actor.stop()
  })

  it('reconnects on the capped backoff: 1 s doubling, 240000 ms at most', async () => {
    const world = start()
    world.actor.start()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 12; attempt++) {
      world.current().handlers.lost('dropped')
      const wait = world.actor.getSnapshot().context.retryDelayMs
      waits.push(wait)
      world.clock.increment(wait)
      expect(world.actor.getSnapshot().matches({online: 'connecting'})).toBe(true)
    }
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 8000])
    expect(Math.max(...waits)).toBe(CONNECTION_RETRY_CAP_MS)
    expect(waits.at(-1)).toBe(CONNECTION_RETRY_CAP_MS)
    world.actor.stop()
  })
})
