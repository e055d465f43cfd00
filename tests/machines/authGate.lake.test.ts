// The auth gate wired to the HTTP adapter against a real lake: the provider redirect leads to the
// lake's sign-in form, the callback's sid becomes a stored token, a dead token is dropped, logout
// ends the session. Also the cookie login method, which never exchanges or stores a token.
import {createActor, fromPromise, waitFor, type ActorRefFrom} from 'xstate'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpAuth} from '../../adapters/http/auth.ts'
import {createHttpContentLake} from '../../adapters/http/lake.ts'
import {onSessionRefused} from '../../adapters/http/sessionRefusals.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {authTokenKey, createTokenStore, parseStoredToken, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import type {AuthProvider, CurrentUser} from '../../core/lake/types.ts'
import type {KeyValueStore} from '../../core/ports.ts'
import {authGateActors, authGateMachine, type AuthGateInput} from '../../machines/authGate.ts'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const STUDIO = 'http://localhost:5173'
const RETURN_URL = `${STUDIO}/studio/structure`

function gate(store: KeyValueStore, input: Partial<AuthGateInput> = {}) {
  const effects = {redirect: [] as string[], replaceHash: [] as string[]}
  const machine = authGateMachine.provide({
    actors: authGateActors((token) =>
      createHttpAuth({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token, withCredentials: false}),
    ),
    actions: {
      redirect: (_, {url}) => void effects.redirect.push(url),
      replaceHash: (_, {hash}) => void effects.replaceHash.push(hash),
    },
  })
  const actor = createActor(machine, {
    input: {
      projectId: lake.projectId,
      origin: STUDIO,
      returnUrl: RETURN_URL,
      hash: '',
      tokenStore: createTokenStore(store, lake.projectId),
      redirectOnSingleProvider: true,
      ...input,
    },
  }).start()
  return {actor, effects}
}

const settled = (actor: ActorRefFrom<typeof authGateMachine>) =>
  waitFor(actor, (s) => !s.matches('loading') && !s.matches({loggedOut: 'loadingProviders'}) && !s.matches('loggingOut'), {
    timeout: 5000,
  })

const stored = (store: KeyValueStore) => parseStoredToken(store.get(authTokenKey(lake.projectId)))

describe('auth gate against the lake', () => {
  it('signs in through the only provider and back with #sid=, then logs out', async () => {
    const store = createMemoryStore()
    const first = gate(store)
    const redirecting = await settled(first.actor)
    expect(redirecting.value).toBe('redirecting')
    const loginUrl = new URL(first.effects.redirect[0])
    expect(loginUrl.searchParams.get('type')).toBe('dual')

    // The lake's form accepts the address the gate built (origin, projectId, type).
    const form = await fetch(loginUrl)
    expect(form.status).toBe(200)

    const editor = DEMO_USERS.find((u) => u.role === 'editor')!
    const answer = await fetch(loginUrl.origin + loginUrl.pathname, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({...Object.fromEntries(loginUrl.searchParams), email: editor.email, password: editor.password}),
      redirect: 'manual',
    })
    expect(answer.status).toBe(302)
    const back = new URL(answer.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL)

    const second = gate(store, {hash: back.hash})
    const signedIn = await settled(second.actor)
    expect(signedIn.value).toEqual({loggedIn: 'idle'})
    expect(signedIn.context.user).toMatchObject({id: editor.id, email: editor.email})
    expect(second.effects.replaceHash).toEqual([''])
    const token = signedIn.context.token!
    expect(stored(store)?.token).toBe(token)
    expect(Date.parse(stored(store)!.time)).not.toBeNaN()

    second.actor.send({type: 'logout'})
    const out = await settled(second.actor)
    expect(out.matches('loggedOut') || out.matches('redirecting')).toBe(true)
    expect(store.get(authTokenKey(lake.projectId))).toBeNull()
    const withOldToken = createHttpAuth({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token})
    expect(await withOldToken.currentUser()).toBeNull()
  })

  it('starts signed in with a stored token, and drops a token the lake refuses (401)', async () => {
    const good = createMemoryStore({[authTokenKey(lake.projectId)]: serializeStoredToken(lake.tokens.viewer, new Date())})
    const viewer = await settled(gate(good).actor)
    expect(viewer.value).toEqual({loggedIn: 'idle'})
    expect(viewer.context.user?.role).toBe('viewer')

    const stale = createMemoryStore({[authTokenKey(lake.projectId)]: serializeStoredToken('no-such-token', new Date())})
    const out = await settled(gate(stale, {redirectOnSingleProvider: false}).actor)
    expect(out.value).toEqual({loggedOut: 'choosingProvider'})
    expect(out.context.providers.map((p) => p.name)).toContain('password')
    expect(stale.get(authTokenKey(lake.projectId))).toBeNull()
  })

  it('signs out when a data request is refused for a session ended on the lake (SH-AUTH-047)', async () => {
    const editor = DEMO_USERS.find((u) => u.role === 'editor')!
    const {secret} = issueToken(lake.running.store, editor.id, 'revoked in this test')
    const store = createMemoryStore({[authTokenKey(lake.projectId)]: serializeStoredToken(secret, new Date())})
    const {actor} = gate(store)
    expect((await settled(actor)).value).toEqual({loggedIn: 'idle'})
    const stop = onSessionRefused((refusal) => {
      if (refusal.projectId === lake.projectId) actor.send({type: 'session.refused'})
    })
    try {
      const data = createHttpContentLake({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: secret})
      await data.query('count(*)')
      // Ended elsewhere: another device's sign-out, an administrator.
      await createHttpAuth({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: secret}).logout()
      await expect(data.query('count(*)')).rejects.toMatchObject({status: 401})
      const out = await waitFor(actor, (s) => s.matches({loggedOut: 'choosingProvider'}) || s.matches('redirecting'), {timeout: 5000})
      expect(out.context).toMatchObject({token: null, user: null})
      expect(stored(store)).toBeNull()
    } finally {
      stop()
    }
  })

  it('with the cookie method removes the sid from the address but neither exchanges nor stores it', async () => {
    const store = createMemoryStore({[authTokenKey(lake.projectId)]: serializeStoredToken(lake.tokens.editor, new Date())})
    const exchanged: string[] = []
    const tokensSent: (string | null)[] = []
    const machine = authGateMachine.provide({
      actors: {
        exchangeSessionId: fromPromise<string, {sid: string}>(async ({input}) => {
          exchanged.push(input.sid)
          return 'never'
        }),
        fetchCurrentUser: fromPromise<CurrentUser | null, {token: string | null}>(async ({input}) => {
          tokensSent.push(input.token)
          return null
        }),
        loadProviders: fromPromise<AuthProvider[]>(async () => []),
      },
    })
    const hashes: string[] = []
    const actor = createActor(
      machine.provide({actions: {replaceHash: (_, {hash}) => void hashes.push(hash)}}),
      {
        input: {
          projectId: lake.projectId,
          origin: STUDIO,
          hash: '#sid=abc&x=1',
          tokenStore: createTokenStore(store, lake.projectId),
          loginMethod: 'cookie',
        },
      },
    ).start()
    const out = await settled(actor)
    expect(out.value).toEqual({loggedOut: 'choosingProvider'})
    expect(hashes).toEqual(['#x=1'])
    expect(exchanged).toEqual([])
    expect(tokensSent).toEqual([null])
    expect(stored(store)?.token, 'a token kept for another login method is left alone').toBe(lake.tokens.editor)
  })
})
