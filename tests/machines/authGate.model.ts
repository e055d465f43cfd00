// Test model of the auth gate: every answer the lake can give to each call the gate makes, and every
// event the UI can send. `npm run paths -- authGate` prints the paths; authGate.model.test.ts
// replays each one on the real machine.
import {TestModel} from 'xstate/graph'
import {LakeRequestError} from '../../adapters/http/errors.ts'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {authTokenKey, createTokenStore, serializeStoredToken} from '../../core/auth/tokenStorage.ts'
import type {AuthProvider, CurrentUser} from '../../core/lake/types.ts'
import type {KeyValueStore} from '../../core/ports.ts'
import {authGateMachine, type AuthGateContext, type AuthGateInput} from '../../machines/authGate.ts'

export const PROJECT_ID = 'demo'
export const ORIGIN = 'http://localhost:3333'
export const RETURN_URL = 'http://localhost:3333/studio/structure'
/** The studio starts on a sign-in callback: a session id beside a fragment of its own. */
export const START_HASH = '#sid=sid-1&panel=inspect'
export const CLEAN_HASH = '#panel=inspect'
export const STORED_TOKEN = 'stored-token'
export const SID_TOKEN = 'token-from-sid'
export const OTHER_TAB_TOKEN = 'other-tab-token'
/** The error page's waits in the model: two, so the backoff's cap is reached and the graph stays small. */
export const MODEL_RETRY_DELAYS_MS = [1000, 2000]
/** The `after` event of the error page: its retry timer firing (SH-AUTH-045). */
export const RETRY_TIMER = 'xstate.after.retryDelay.authGate.error'
/** Another person signed in through the session cookie (a re-check finds someone else). */
export const OTHER_EDITOR: CurrentUser = {
  id: 'p-other',
  name: 'Olga Other',
  email: 'other@demo.local',
  provider: 'password',
  role: 'editor',
  roles: [{name: 'editor', title: 'Editor'}],
}

const role = (name: string) => ({name, title: name[0].toUpperCase() + name.slice(1)})
export const EDITOR: CurrentUser = {
  id: 'p-editor',
  name: 'Edna Editor',
  email: 'editor@demo.local',
  provider: 'password',
  role: 'editor',
  roles: [role('editor')],
}
export const NOBODY_ROLES: CurrentUser = {
  id: 'p-outsider',
  name: 'Otto Outsider',
  email: 'outsider@demo.local',
  provider: 'password',
  role: '',
  roles: [],
}
export const PASSWORD: AuthProvider = {name: 'password', title: 'E-mail and password', url: `${ORIGIN}/v2021-06-07/auth/login/password`}
export const GITHUB: AuthProvider = {name: 'github', title: 'GitHub', url: 'https://github.example/login?app=lake'}

const lakeUrl = (path: string) => `${ORIGIN}/v2021-06-07${path}`
export const errors = {
  sidUsed: new LakeRequestError('This session id is unknown, expired or already used: sign in again', {
    url: lakeUrl('/auth/fetch'),
    method: 'GET',
    status: 401,
  }),
  meUnauthorized: new LakeRequestError('Unauthorized', {url: lakeUrl('/users/me'), method: 'GET', status: 401}),
  meForbidden: new LakeRequestError('Forbidden', {url: lakeUrl('/users/me'), method: 'GET', status: 403}),
  meServer: new LakeRequestError('Internal error (GET /users/me → 500)', {url: lakeUrl('/users/me'), method: 'GET', status: 500}),
  meNetwork: new LakeRequestError('Unknown network error attempting to reach localhost:3333', {
    url: lakeUrl('/users/me'),
    method: 'GET',
    status: 0,
    isNetworkError: true,
  }),
  providersServer: new LakeRequestError('Internal error (GET /auth/providers → 503)', {
    url: lakeUrl('/auth/providers'),
    method: 'GET',
    status: 503,
  }),
  logoutUnauthorized: new LakeRequestError('Unauthorized: the token or session sent is not valid', {
    url: lakeUrl('/auth/logout'),
    method: 'POST',
    status: 401,
  }),
  logoutNetwork: new LakeRequestError('Unknown network error attempting to reach localhost:3333', {
    url: lakeUrl('/auth/logout'),
    method: 'POST',
    status: 0,
    isNetworkError: true,
  }),
}

/** Local storage as the studio finds it: a token from an earlier visit. */
export function startingStore(): KeyValueStore {
  return createMemoryStore({[authTokenKey(PROJECT_ID)]: serializeStoredToken(STORED_TOKEN, new Date('2025-01-01T00:00:00Z'))})
}

export function modelInput(store: KeyValueStore = startingStore()): AuthGateInput {
  return {
    projectId: PROJECT_ID,
    origin: ORIGIN,
    returnUrl: RETURN_URL,
    hash: START_HASH,
    tokenStore: createTokenStore(store, PROJECT_ID),
    loginMethod: 'dual',
    redirectOnSingleProvider: true,
    retryDelaysMs: MODEL_RETRY_DELAYS_MS,
  }
}

const done = (id: string, output: unknown) => ({type: `xstate.done.actor.${id}`, output}) as never
const failed = (id: string, error: unknown) => ({type: `xstate.error.actor.${id}`, error}) as never

export const model = new TestModel(authGateMachine, {
  input: modelInput(),
  events: [
    done('exchangeSessionId', SID_TOKEN),
    failed('exchangeSessionId', errors.sidUsed),
    done('fetchCurrentUser', EDITOR),
    done('fetchCurrentUser', NOBODY_ROLES),
    done('fetchCurrentUser', null),
    failed('fetchCurrentUser', errors.meUnauthorized),
    failed('fetchCurrentUser', errors.meForbidden),
    failed('fetchCurrentUser', errors.meServer),
    failed('fetchCurrentUser', errors.meNetwork),
    done('ping', true),
    done('ping', false),
    done('loadProviders', [PASSWORD]),
    done('loadProviders', [PASSWORD, GITHUB]),
    failed('loadProviders', errors.providersServer),
    done('checkCurrentUser', EDITOR),
    done('checkCurrentUser', OTHER_EDITOR),
    done('checkCurrentUser', NOBODY_ROLES),
    done('checkCurrentUser', null),
    failed('checkCurrentUser', errors.meUnauthorized),
    failed('checkCurrentUser', errors.meServer),
    failed('checkCurrentUser', errors.meNetwork),
    done('logout', undefined),
    failed('logout', errors.logoutUnauthorized),
    failed('logout', errors.logoutNetwork),
    {type: 'login.choose', provider: 'github'},
    {type: 'login.choose', provider: 'nope'},
    {type: 'logout'},
    {type: 'retry'},
    {type: 'window.focused'},
    {type: 'browser.online'},
    {type: 'session.refused'},
    {type: RETRY_TIMER} as never,
    {type: 'token.changed', token: OTHER_TAB_TOKEN},
    {type: 'token.changed', token: null},
  ],
  filterEvents: (snapshot, event) => snapshot.can(event),
})

/** One line per state for the paths printout: where the gate is and what it holds. */
export function describeState(snapshot: {value: unknown; context: AuthGateContext}): string {
  const {token, user, failure, redirectUrl, cors, retryAttempt} = snapshot.context
  const parts = [`token=${token ?? '–'}`]
  if (user) parts.push(`user=${user.email} (${user.roles.length} roles)`)
  if (failure) parts.push(`failure=${failure.kind}${failure.status ? ` ${failure.status}` : ''}`)
  if (redirectUrl) parts.push(`redirect=${redirectUrl.split('?')[0]}`)
  if (cors) parts.push(`cors=${cors.origin}`)
  if (retryAttempt) parts.push(`retry#${retryAttempt}`)
  return `${stateName(snapshot.value)}  [${parts.join(', ')}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (!actor) {
    const {type, ...rest} = event
    return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
  }
  if (actor[1] === 'error') {
    const error = event.error as LakeRequestError
    return `${actor[2]} fails: ${error.status ? `HTTP ${error.status}` : 'network error'}`
  }
  const output = event.output as unknown
  const shown = Array.isArray(output)
    ? `[${output.map((p: AuthProvider) => p.name).join(', ')}]`
    : output && typeof output === 'object' && 'email' in output
      ? `${(output as CurrentUser).email} (${(output as CurrentUser).roles.length} roles)`
      : JSON.stringify(output ?? null)
  return `${actor[2]} → ${shown}`
}

function stateName(value: unknown): string {
  if (typeof value === 'string') return value
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0]
  return `${key}.${stateName(inner)}`
}
