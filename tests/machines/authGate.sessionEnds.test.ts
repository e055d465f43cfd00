// The auth gate when a session ends while the studio is open: another tab signs out (SH-AUTH-011),
// the lake stops accepting the session (SH-AUTH-047), the lake cannot be told of a sign-out
// (SH-AUTH-048), and the error page retrying by itself (SH-AUTH-045). Each case drives the real
// machine with in-memory calls that answer when the test says.
import {createActor, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {AUTH_RETRY_DELAYS_MS} from '../../core/auth/constants.ts'
import {authTokenKey, parseStoredToken} from '../../core/auth/tokenStorage.ts'
import type {Auth, KeyValueStore} from '../../core/ports.ts'
import {authGateActors, authGateMachine} from '../../machines/authGate.ts'
import {EDITOR, errors, modelInput, PROJECT_ID, startingStore, STORED_TOKEN} from './authGate.model.ts'
import {ScriptedCalls, settle} from './support/scripted.ts'

function start() {
  const store = startingStore()
  const calls = new ScriptedCalls()
  const clock = new SimulatedClock()
  const auth = (token: string | null): Auth => ({
    currentUser: () => calls.call('fetchCurrentUser', {token}),
    exchangeSessionId: (sid) => calls.call('exchangeSessionId', {sid, token}),
    providers: () => calls.call('loadProviders', {token}),
    ping: () => calls.call('ping', {token}),
    logout: () => calls.call('logout', {token}),
    signInWithPassword: () => Promise.reject(new Error('not used')),
  })
  const machine = authGateMachine.provide({actors: authGateActors(auth)})
  // No sid in the address: the gate starts from the stored token; the studio's own retry waits.
  const input = {...modelInput(store), hash: '', retryDelaysMs: undefined}
  const actor = createActor(machine, {clock, input})
  actor.start()
  return {store, calls, clock, actor}
}

type World = ReturnType<typeof start>

const storedToken = (store: KeyValueStore) => parseStoredToken(store.get(authTokenKey(PROJECT_ID)))?.token ?? null

async function signedIn(world: World = start()) {
  world.calls.resolve('fetchCurrentUser', EDITOR)
  await settle()
  expect(world.actor.getSnapshot().matches({loggedIn: 'idle'})).toBe(true)
  return world
}

/** What another tab of the same browser does when it signs out: its token leaves the shared storage. */
function otherTabSignsOut(world: World) {
  world.store.remove(authTokenKey(PROJECT_ID))
  world.actor.send({type: 'token.changed', token: null})
}

describe('auth gate: another tab signs out', () => {
  it('goes to the sign-in screen without asking the lake, whose cookie may not be ended yet', async () => {
    const world = await signedIn()
    const callsBefore = world.calls.log.length
    otherTabSignsOut(world)
    await settle()
    const snapshot = world.actor.getSnapshot()
    expect(snapshot.matches('loggedOut')).toBe(true)
    expect(snapshot.context).toMatchObject({token: null, user: null})
    // No current-user check that the other tab's still running logout could answer with a user.
    expect(world.calls.log.slice(callsBefore).map((c) => c.name)).toEqual(['loadProviders'])
  })

  it('keeps the token stored until the lake has ended the session, so other tabs find it ended', async () => {
    const world = await signedIn()
    world.actor.send({type: 'logout'})
    await settle()
    expect(world.actor.getSnapshot().matches('loggingOut')).toBe(true)
    expect(world.calls.inputOf('logout')).toEqual({token: STORED_TOKEN})
    expect(storedToken(world.store), 'still stored while the lake is being told').toBe(STORED_TOKEN)
    world.calls.resolve('logout', undefined)
    await settle()
    expect(storedToken(world.store)).toBeNull()
    expect(world.actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(world.actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('auth gate: signing out while the lake cannot be reached', () => {
  it('still forgets the token here and says the lake could not be told', async () => {
    const world = await signedIn()
    world.actor.send({type: 'logout'})
    await settle()
    world.calls.reject('logout', errors.logoutNetwork)
    await settle()
    const snapshot = world.actor.getSnapshot()
    expect(snapshot.matches('loggedOut')).toBe(true)
    expect(storedToken(world.store)).toBeNull()
    expect(snapshot.context).toMatchObject({token: null, user: null, failure: {kind: 'logout'}})
  })

  it('says nothing more when the lake refuses the logout because the session had ended already', async () => {
    const world = await signedIn()
    world.actor.send({type: 'logout'})
    await settle()
    world.calls.reject('logout', errors.meUnauthorized)
    await settle()
    expect(world.actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(world.actor.getSnapshot().context.failure).toBeNull()
    expect(storedToken(world.store)).toBeNull()
  })
})

describe('auth gate: the lake no longer accepts the session', () => {
  it('checks the session on a refused request and signs out when it is gone', async () => {
    const world = await signedIn()
    world.actor.send({type: 'session.refused'})
    await settle()
    // The studio stays on screen while the lake is asked.
    expect(world.actor.getSnapshot().matches({loggedIn: 'checking'})).toBe(true)
    expect(world.calls.inputOf('fetchCurrentUser')).toEqual({token: STORED_TOKEN})
    // Refusals arriving meanwhile do not start more checks.
    world.actor.send({type: 'session.refused'})
    await settle()
    expect(world.calls.pending('fetchCurrentUser')).toBe(1)
    world.calls.resolve('fetchCurrentUser', null)
    await settle()
    const snapshot = world.actor.getSnapshot()
    expect(snapshot.matches('loggedOut')).toBe(true)
    expect(snapshot.context).toMatchObject({token: null, user: null})
    expect(storedToken(world.store), 'the dead token is dropped (SH-AUTH-003)').toBeNull()
  })

  it('signs out when the check is answered 401, stays signed in when it finds the same person', async () => {
    const world = await signedIn()
    const user = world.actor.getSnapshot().context.user
    world.actor.send({type: 'window.focused'})
    await settle()
    world.calls.resolve('fetchCurrentUser', {...EDITOR})
    await settle()
    expect(world.actor.getSnapshot().matches({loggedIn: 'idle'})).toBe(true)
    expect(world.actor.getSnapshot().context.user, 'the same user object: nothing restarts').toBe(user)

    world.actor.send({type: 'session.refused'})
    await settle()
    world.calls.reject('fetchCurrentUser', errors.meUnauthorized)
    await settle()
    expect(world.actor.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it('stays signed in when the check cannot reach the lake: that says nothing about the session', async () => {
    const world = await signedIn()
    world.actor.send({type: 'session.refused'})
    await settle()
    world.calls.reject('fetchCurrentUser', errors.meNetwork)
    await settle()
    expect(world.actor.getSnapshot().matches({loggedIn: 'idle'})).toBe(true)
    expect(storedToken(world.store)).toBe(STORED_TOKEN)
  })
})

describe('auth gate: the error page retries by itself', () => {
  async function failToStart(world: World) {
    world.calls.reject('fetchCurrentUser', errors.meNetwork)
    await settle()
    world.calls.resolve('ping', false)
    await settle()
    expect(world.actor.getSnapshot().matches('error')).toBe(true)
  }

  it('waits longer after each failure, from 2 s up to a minute, then keeps a minute', async () => {
    expect(AUTH_RETRY_DELAYS_MS[0]).toBe(2000)
    expect(AUTH_RETRY_DELAYS_MS.at(-1)).toBe(60_000)
    const world = start()
    const waits: number[] = []
    for (let attempt = 0; attempt < AUTH_RETRY_DELAYS_MS.length + 2; attempt++) {
      await failToStart(world)
      let waited = 0
      while (world.actor.getSnapshot().matches('error')) {
        world.clock.increment(1000)
        waited += 1000
        expect(waited).toBeLessThanOrEqual(60_000)
      }
      waits.push(waited)
      expect(world.actor.getSnapshot().matches({loading: 'fetchingUser'})).toBe(true)
    }
    expect(waits).toEqual([...AUTH_RETRY_DELAYS_MS, 60_000, 60_000])
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1])
    // Once the lake answers, the studio opens; the next failure starts from the first wait again.
    world.calls.resolve('fetchCurrentUser', EDITOR)
    await settle()
    expect(world.actor.getSnapshot().matches('loggedIn')).toBe(true)
    expect(world.actor.getSnapshot().context.retryAttempt).toBe(0)
  })

  it.each([
    ['the browser comes back online', {type: 'browser.online'}],
    ['the window regains focus', {type: 'window.focused'}],
    ['Retry is pressed', {type: 'retry'}],
  ] as const)('tries again at once when %s', async (_, event) => {
    const world = start()
    await failToStart(world)
    world.actor.send(event)
    await settle()
    expect(world.actor.getSnapshot().matches({loading: 'fetchingUser'})).toBe(true)
    expect(world.actor.getSnapshot().context.failure).toBeNull()
    world.calls.resolve('fetchCurrentUser', EDITOR)
    await settle()
    expect(world.actor.getSnapshot().matches('loggedIn')).toBe(true)
  })

  it('also retries when the sign-in screen could not load its providers', async () => {
    const world = start()
    world.calls.resolve('fetchCurrentUser', null)
    await settle()
    world.calls.reject('loadProviders', errors.providersServer)
    await settle()
    expect(world.actor.getSnapshot().matches('error')).toBe(true)
    world.clock.increment(AUTH_RETRY_DELAYS_MS[0])
    await settle()
    world.calls.resolve('fetchCurrentUser', null)
    await settle()
    world.calls.reject('loadProviders', errors.providersServer)
    await settle()
    // Still failing: the next wait is longer, not the first again.
    expect(world.actor.getSnapshot().context.retryAttempt).toBe(1)
    world.clock.increment(AUTH_RETRY_DELAYS_MS[0])
    expect(world.actor.getSnapshot().matches('error')).toBe(true)
    world.clock.increment(AUTH_RETRY_DELAYS_MS[1] - AUTH_RETRY_DELAYS_MS[0])
    expect(world.actor.getSnapshot().matches('error')).toBe(false)
  })
})
