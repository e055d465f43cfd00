// Replays every shortest path of the auth gate's model on the real machine, with in-memory ports
// whose calls answer exactly what the path says, and checks state, context and side effects
// (stored token, bearer token sent, address rewrite, redirect, reload) after every step.
import {createActor, SimulatedClock, type SnapshotFrom} from 'xstate'
import {describe, expect, it} from 'vitest'
import {authTokenKey, parseStoredToken, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import type {Auth, KeyValueStore} from '../../core/ports.ts'
import {authGateActors, authGateMachine} from '../../machines/authGate.ts'
import {
  CLEAN_HASH,
  describeEvent,
  model,
  modelInput,
  MODEL_RETRY_DELAYS_MS,
  PROJECT_ID,
  RETRY_TIMER,
  RETURN_URL,
  startingStore,
} from './authGate.model.ts'
import {transitionPaths} from './support/transitionPaths.ts'
import {plainContext, ScriptedCalls, settle} from './support/scripted.ts'

type Snapshot = SnapshotFrom<typeof authGateMachine>
type AnyEvent = {type: string; output?: unknown; error?: unknown; token?: string | null}

/** The Auth port in memory: each call waits for the replay to settle it. */
function scriptedAuth(calls: ScriptedCalls) {
  return (token: string | null): Auth => ({
    currentUser: () => calls.call('fetchCurrentUser', {token}),
    exchangeSessionId: (sid) => calls.call('exchangeSessionId', {sid, token}),
    providers: () => calls.call('loadProviders', {token}),
    ping: () => calls.call('ping', {token}),
    logout: () => calls.call('logout', {token}),
    // The auth gate never signs in with a password (the provider's page does); a call is a bug.
    signInWithPassword: () => Promise.reject(new Error('the auth gate signs in through providers, not passwords')),
  })
}

function start() {
  const store = startingStore()
  const calls = new ScriptedCalls()
  const effects = {replaceHash: [] as string[], redirect: [] as string[], reloads: 0}
  const machine = authGateMachine.provide({
    actors: authGateActors(scriptedAuth(calls)),
    actions: {
      replaceHash: (_, params) => void effects.replaceHash.push(params.hash),
      redirect: (_, params) => void effects.redirect.push(params.url),
      reload: () => void effects.reloads++,
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, {clock, input: modelInput(store)})
  return {store, calls, effects, actor, clock}
}

function storedToken(store: KeyValueStore): string | null {
  return parseStoredToken(store.get(authTokenKey(PROJECT_ID)))?.token ?? null
}

/** Makes the outside world do what the path's event says. */
function perform(event: AnyEvent, world: ReturnType<typeof start>) {
  const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (actorEvent) {
    const [, outcome, id] = actorEvent
    // The signed-in re-check is the same current-user call under another actor id.
    const call = id === 'checkCurrentUser' ? 'fetchCurrentUser' : id
    if (outcome === 'done') world.calls.resolve(call, event.output)
    else world.calls.reject(call, event.error)
    return
  }
  if (event.type === RETRY_TIMER) {
    // Nothing happens a millisecond early; exactly on time the gate asks the lake again.
    const {retryAttempt, retryDelaysMs} = world.actor.getSnapshot().context
    const wait = retryDelaysMs[retryAttempt]
    expect(wait, 'the wait grows with each failure in a row, up to the last').toBe(MODEL_RETRY_DELAYS_MS[Math.min(retryAttempt, 1)])
    world.clock.increment(wait - 1)
    expect(world.actor.getSnapshot().matches('error')).toBe(true)
    world.clock.increment(1)
    return
  }
  if (event.type === 'token.changed') {
    // What the other tab did to the shared local storage before announcing it.
    const key = authTokenKey(PROJECT_ID)
    if (event.token) world.store.set(key, serializeStoredToken(event.token, new Date()))
    else world.store.remove(key)
  }
  const wasChecking = world.actor.getSnapshot().matches({loggedIn: 'checking'})
  world.actor.send(event as never)
  // Leaving the re-check by another way abandons its call: its late answer reaches nobody.
  if (wasChecking && !world.actor.getSnapshot().matches({loggedIn: 'checking'})) world.calls.resolve('fetchCurrentUser', null)
}

/** What must hold in the outside world whenever the gate rests in a state. */
function checkWorld(snapshot: Snapshot, world: ReturnType<typeof start>, previous: Snapshot | undefined) {
  const {context} = snapshot
  const token = storedToken(world.store)

  // While logging out the token stays stored until the lake has answered: another tab that follows
  // its removal must find the session ended on the lake (SH-AUTH-011, SH-AUTH-048).
  expect(token, 'storage and context agree on the token').toBe(context.token)
  if (snapshot.matches('loggingOut')) {
    expect(world.calls.inputOf('logout'), 'the lake ends the session the gate had').toEqual({token: previous?.context.token})
  }
  if (snapshot.matches({loggedIn: 'checking'})) {
    expect(world.calls.inputOf('fetchCurrentUser'), 'the session is checked with the token the gate holds').toEqual({token: context.token})
  }
  if (previous?.matches('loggedIn') && snapshot.matches('loggedIn')) {
    // A re-check that finds the same person keeps the user object: nothing that depends on it starts again.
    if (snapshot.context.user?.id === previous.context.user?.id) expect(snapshot.context.user).toBe(previous.context.user)
  }
  if (snapshot.matches({loading: 'fetchingUser'})) {
    expect(world.calls.inputOf('fetchCurrentUser'), 'the current user is fetched with the context token').toEqual({token: context.token})
  }
  if (snapshot.matches({loading: 'exchangingSessionId'})) {
    expect(world.calls.inputOf('exchangeSessionId')).toMatchObject({sid: 'sid-1'})
  }
  if (snapshot.matches('loggedIn')) {
    expect(context.user?.roles.length).toBeGreaterThan(0)
  }
  if (snapshot.matches('unauthorized')) {
    expect(context.user?.roles).toEqual([])
  }
  if (snapshot.matches('loggedOut')) {
    expect(context.user).toBeNull()
    expect(context.token).toBeNull()
  }
  if (snapshot.matches('redirecting')) {
    expect(world.effects.redirect.at(-1)).toBe(context.redirectUrl)
    const url = new URL(context.redirectUrl!)
    expect(url.searchParams.get('origin')).toBe(RETURN_URL)
    expect(url.searchParams.get('projectId')).toBe(PROJECT_ID)
    expect(url.searchParams.get('type')).toBe('dual')
  }
  if (snapshot.matches('corsError')) {
    expect(context.cors).toEqual({origin: 'http://localhost:3333', projectId: PROJECT_ID})
  }
  // The single-use sid leaves the address once, at start, whatever path follows.
  expect(world.effects.replaceHash).toEqual([CLEAN_HASH])
}

// Every transition of the model, each after the shortest way to its source state.
const paths = transitionPaths(model)

describe('auth gate model', () => {
  it('reaches every state of the gate', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    for (const state of [
      '"unauthorized"',
      '"redirecting"',
      '"corsError"',
      '"error"',
      '"loggingOut"',
      '{"loading":"exchangingSessionId"}',
      '{"loading":"fetchingUser"}',
      '{"loggedOut":"loadingProviders"}',
      '{"loggedOut":"choosingProvider"}',
      '{"loading":"checkingCors"}',
      '{"loggedIn":"idle"}',
      '{"loggedIn":"checking"}',
    ]) {
      expect(reached, state).toContain(state)
    }
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as AnyEvent)).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const world = start()
      world.actor.start()
      let previous: Snapshot | undefined
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) {
          const event = step.event as AnyEvent
          const reloadsBefore = world.effects.reloads
          const callsBefore = world.calls.log.length
          perform(event, world)
          await settle()
          // Focus reloads the page only from the CORS dialog (SH-AUTH-042).
          if (event.type === 'window.focused') {
            expect(world.effects.reloads).toBe(reloadsBefore + (previous?.matches('corsError') ? 1 : 0))
          }
          // Another tab signed out: this one follows without asking the lake (a cookie may still be alive).
          if (event.type === 'token.changed' && event.token === null && previous?.context.token) {
            expect(world.actor.getSnapshot().matches('loggedOut')).toBe(true)
            expect(world.calls.log.slice(callsBefore).map((c) => c.name)).toEqual(['loadProviders'])
          }
        }
        const snapshot = world.actor.getSnapshot()
        const expected = step.state as Snapshot
        expect(snapshot.value, `state after step ${index}`).toEqual(expected.value)
        expect(plainContext(snapshot.context), `context after step ${index}`).toEqual(plainContext(expected.context))
        checkWorld(snapshot, world, previous)
        previous = snapshot
      }
      world.actor.stop()
    },
  )
})
