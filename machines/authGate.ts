// The auth gate: decides whether the studio shows a login screen, the 'Not authorized' dialog, the
// CORS dialog, an error page, or the studio itself (SH-AUTH-030). The calls to the lake are actors
// the caller provides (see `authGateActors`), so this file knows nothing of HTTP or the browser.
//
// Wiring, in the studio: authGateMachine.provide({
//   actors: authGateActors((token) => createHttpAuth({...lakeConfig, token})),
//   actions: {replaceHash: history.replaceState, redirect: location.assign, reload: location.reload},
// }) with input {projectId, origin: location.origin, hash: location.hash, tokenStore: createTokenStore(localStore, projectId)}.
// The lake adapters then take `context.token` as their bearer token (null: cookie or signed out).
import {assign, enqueueActions, fromPromise, setup} from 'xstate'
import {AUTH_RETRY_DELAYS_MS, type LoginMethod} from '../core/auth/constants.ts'
import {hasAnyRole} from '../core/auth/authorization.ts'
import {isNetworkFailure, messageOf, statusOf} from '../core/auth/failures.ts'
import {resolveLoginMethod, startingToken, usesToken} from '../core/auth/loginMethod.ts'
import {providerLoginUrl} from '../core/auth/loginUrl.ts'
import {takeSessionId} from '../core/auth/sessionHash.ts'
import type {TokenStore} from '../core/auth/tokenStorage.ts'
import type {AuthProvider, CurrentUser} from '../core/lake/types.ts'
import type {Auth} from '../core/ports.ts'

export interface AuthGateInput {
  projectId: string
  /** `location.origin`: the CORS dialog shows it (SH-AUTH-041). */
  origin: string
  /** Where a provider sends the browser back to (with `#sid=`); defaults to `origin`. */
  returnUrl?: string
  /** `location.hash` when the studio starts: may carry the `#sid=` of a finished sign-in. */
  hash: string
  /** The project's token slot, e.g. `createTokenStore(localStore, projectId)`. */
  tokenStore: TokenStore
  loginMethod?: LoginMethod
  redirectOnSingleProvider?: boolean
  /** Waits of the error page before each automatic retry (SH-AUTH-045); defaults to AUTH_RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[]
}

/** Why the gate is in `error` (or, for `sessionExchange` and `logout`, what went wrong on the way). */
export interface AuthGateFailure {
  kind: 'sessionExchange' | 'currentUser' | 'network' | 'providers' | 'logout'
  message: string
  status?: number
}

export interface AuthGateContext {
  projectId: string
  origin: string
  returnUrl: string
  loginMethod: LoginMethod
  redirectOnSingleProvider: boolean
  tokenStore: TokenStore
  /** Session id still to exchange; null once exchanged (or when there was none). */
  sid: string | null
  /** The start-up fragment without `sid` when it had one (the address bar is rewritten to it); else null. */
  cleanHash: string | null
  /** Bearer token for the lake adapters; null with the `cookie` method or when signed out. */
  token: string | null
  user: CurrentUser | null
  providers: AuthProvider[]
  /** Provider URL the gate sends the browser to, in `redirecting`. */
  redirectUrl: string | null
  failure: AuthGateFailure | null
  /** Data of the CORS dialog, in `corsError` (ERR-SH-001). */
  cors: {origin: string; projectId: string} | null
  /** Waits of the error page before it retries by itself, one per failed attempt in a row (SH-AUTH-045). */
  retryDelaysMs: readonly number[]
  /** Index into `retryDelaysMs` of the error page's next wait: failed start-ups in a row, capped at the last. */
  retryAttempt: number
}

export type AuthGateEvent =
  | {type: 'login.choose'; provider: string}
  | {type: 'logout'}
  | {type: 'retry'}
  | {type: 'window.focused'}
  /** The browser is online again (its `online` event). */
  | {type: 'browser.online'}
  /** A lake request was refused with a 401 saying the token or session is not valid (SH-AUTH-047). */
  | {type: 'session.refused'}
  /** Another tab of the same project stored or cleared its token (dual login, SH-AUTH-011). */
  | {type: 'token.changed'; token: string | null}

const notProvided = (name: string) => () => {
  throw new Error(`authGate: the "${name}" actor must be provided by the caller`)
}

export const authGateMachine = setup({
  types: {} as {
    context: AuthGateContext
    events: AuthGateEvent
    input: AuthGateInput
  },
  actors: {
    /** `Auth.currentUser` with the context's token: a user, or null when signed out (401/403). */
    fetchCurrentUser: fromPromise<CurrentUser | null, {token: string | null}>(notProvided('fetchCurrentUser')),
    exchangeSessionId: fromPromise<string, {sid: string}>(notProvided('exchangeSessionId')),
    loadProviders: fromPromise<AuthProvider[]>(notProvided('loadProviders')),
    /** Credential-less ping: true when the lake answered. */
    ping: fromPromise<boolean>(notProvided('ping')),
    logout: fromPromise<void, {token: string | null}>(notProvided('logout')),
  },
  actions: {
    /** Rewrite the address bar's fragment without adding a history entry (SH-AUTH-016). */
    replaceHash: (_, _params: {hash: string}) => {},
    /** Send the browser to a login provider. */
    redirect: (_, _params: {url: string}) => {},
    /** Reload the page (the CORS dialog, once the window has focus again: SH-AUTH-042). */
    reload: () => {},
    storeToken: ({context}, params: {token: string}) => context.tokenStore.set(params.token),
    forgetStoredToken: ({context}) => context.tokenStore.remove(),
    /** A user fetch that found nobody: the token the gate held is useless for this project (SH-AUTH-003). */
    forgetHeldToken: ({context}) => {
      if (context.token !== null) context.tokenStore.remove()
    },
    dropToken: assign({token: null, user: null}),
    /** Leaving the error page for another try: the next failure waits the next delay. */
    nextAttempt: assign({
      failure: null,
      cors: null,
      retryAttempt: ({context}) => Math.min(context.retryAttempt + 1, context.retryDelaysMs.length - 1),
    }),
    resetAttempts: assign({retryAttempt: 0}),
  },
  delays: {
    /** The error page's wait before it tries again by itself (SH-AUTH-045). */
    retryDelay: ({context}) => context.retryDelaysMs[context.retryAttempt] ?? 0,
  },
  guards: {
    hasSessionIdToExchange: ({context}) => context.sid !== null && usesToken(context.loginMethod),
    noUser: (_, params: {user: CurrentUser | null}) => params.user === null,
    userWithoutRoles: (_, params: {user: CurrentUser | null}) => params.user !== null && !hasAnyRole(params.user),
    signedOutStatus: (_, params: {error: unknown}) => {
      const status = statusOf(params.error)
      return status === 401 || status === 403
    },
    networkFailure: (_, params: {error: unknown}) => isNetworkFailure(params.error),
    redirectToOnlyProvider: ({context}, params: {providers: AuthProvider[]}) =>
      context.redirectOnSingleProvider && params.providers.length === 1,
    knownProvider: ({context}, params: {provider: string}) => context.providers.some((p) => p.name === params.provider),
    tokenDiffers: ({context}, params: {token: string | null}) =>
      usesToken(context.loginMethod) && params.token !== context.token,
    /** Another tab removed the token this tab signs in with: it signed out (or found the token dead). */
    tokenRemoved: ({context}, params: {token: string | null}) =>
      usesToken(context.loginMethod) && params.token === null && context.token !== null,
    sameUser: ({context}, params: {user: CurrentUser | null}) => params.user !== null && params.user.id === context.user?.id,
  },
}).createMachine({
  id: 'authGate',
  context: ({input}) => {
    const loginMethod = resolveLoginMethod(input.loginMethod)
    const {sid, hash, found} = takeSessionId(input.hash)
    return {
      projectId: input.projectId,
      origin: input.origin,
      returnUrl: input.returnUrl ?? input.origin,
      loginMethod,
      redirectOnSingleProvider: input.redirectOnSingleProvider ?? false,
      tokenStore: input.tokenStore,
      // With `cookie` the lake already set its cookie on the way back: the sid is only removed.
      sid: usesToken(loginMethod) ? sid : null,
      cleanHash: found ? hash : null,
      // The one read of storage happens here, at start; later changes arrive as `token.changed`.
      token: startingToken(loginMethod, input.tokenStore),
      user: null,
      providers: [],
      redirectUrl: null,
      failure: null,
      cors: null,
      retryDelaysMs: input.retryDelaysMs?.length ? input.retryDelaysMs : AUTH_RETRY_DELAYS_MS,
      retryAttempt: 0,
    }
  },
  // Once, at start: the single-use session id must leave the address bar whatever happens next.
  entry: enqueueActions(({enqueue, context}) => {
    if (context.cleanHash !== null) enqueue({type: 'replaceHash', params: {hash: context.cleanHash}})
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'start',
      states: {
        start: {
          always: [{guard: 'hasSessionIdToExchange', target: 'exchangingSessionId'}, {target: 'fetchingUser'}],
        },
        exchangingSessionId: {
          invoke: {
            id: 'exchangeSessionId',
            src: 'exchangeSessionId',
            input: ({context}) => ({sid: context.sid ?? ''}),
            onDone: {
              target: 'fetchingUser',
              actions: [
                assign({token: ({event}) => event.output, sid: null}),
                {type: 'storeToken', params: ({event}) => ({token: event.output})},
              ],
            },
            // An expired or reused sid: carry on with whatever session there is, and tell the login screen.
            onError: {
              target: 'fetchingUser',
              actions: assign({sid: null, failure: ({event}) => failureOf('sessionExchange', event.error)}),
            },
          },
        },
        fetchingUser: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            input: ({context}) => ({token: context.token}),
            onDone: [
              {
                guard: {type: 'noUser', params: ({event}) => ({user: event.output})},
                target: '#authGate.loggedOut',
                actions: ['forgetHeldToken', 'dropToken'],
              },
              {
                guard: {type: 'userWithoutRoles', params: ({event}) => ({user: event.output})},
                target: '#authGate.unauthorized',
                actions: assign({user: ({event}) => event.output}),
              },
              {target: '#authGate.loggedIn', actions: assign({user: ({event}) => event.output, failure: null})},
            ],
            onError: [
              // Adapters that throw on 401/403 instead of resolving null mean the same (SH-AUTH-003, -006).
              {
                guard: {type: 'signedOutStatus', params: ({event}) => ({error: event.error})},
                target: '#authGate.loggedOut',
                actions: ['forgetHeldToken', 'dropToken'],
              },
              {
                guard: {type: 'networkFailure', params: ({event}) => ({error: event.error})},
                target: 'checkingCors',
                actions: assign({failure: ({event}) => failureOf('network', event.error)}),
              },
              {target: '#authGate.error', actions: assign({failure: ({event}) => failureOf('currentUser', event.error)})},
            ],
          },
        },
        // The lake was unreachable with credentials: if it answers without them, the origin is not allowed.
        checkingCors: {
          invoke: {
            id: 'ping',
            src: 'ping',
            onDone: [
              {
                guard: ({event}) => event.output === true,
                target: '#authGate.corsError',
                actions: assign({cors: ({context}) => ({origin: context.origin, projectId: context.projectId})}),
              },
              {target: '#authGate.error'},
            ],
            onError: {target: '#authGate.error'},
          },
        },
      },
    },

    loggedOut: {
      initial: 'loadingProviders',
      states: {
        loadingProviders: {
          invoke: {
            id: 'loadProviders',
            src: 'loadProviders',
            onDone: [
              {
                guard: {type: 'redirectToOnlyProvider', params: ({event}) => ({providers: event.output})},
                target: '#authGate.redirecting',
                actions: assign({
                  providers: ({event}) => event.output,
                  redirectUrl: ({context, event}) => loginUrlOf(context, event.output[0]),
                }),
              },
              {target: 'choosingProvider', actions: assign({providers: ({event}) => event.output})},
            ],
            onError: {target: '#authGate.error', actions: assign({failure: ({event}) => failureOf('providers', event.error)})},
          },
        },
        choosingProvider: {
          entry: 'resetAttempts',
          on: {
            'login.choose': {
              guard: {type: 'knownProvider', params: ({event}) => ({provider: event.provider})},
              target: '#authGate.redirecting',
              actions: assign({
                redirectUrl: ({context, event}) => loginUrlOf(context, context.providers.find((p) => p.name === event.provider)!),
              }),
            },
          },
        },
      },
      on: {
        'token.changed': {
          guard: {type: 'tokenDiffers', params: ({event}) => ({token: event.token})},
          target: 'loading',
          actions: assign({token: ({event}) => event.token, failure: null}),
        },
      },
    },

    redirecting: {
      entry: {type: 'redirect', params: ({context}) => ({url: context.redirectUrl ?? ''})},
    },

    unauthorized: {
      entry: 'resetAttempts',
      on: {
        logout: 'loggingOut',
        'token.changed': [
          // Another tab signed out: so does this one, without asking the lake whether a cookie is left.
          {guard: {type: 'tokenRemoved', params: ({event}) => ({token: event.token})}, target: 'loggedOut', actions: 'dropToken'},
          {
            guard: {type: 'tokenDiffers', params: ({event}) => ({token: event.token})},
            target: 'loading',
            actions: assign({token: ({event}) => event.token, user: null}),
          },
        ],
      },
    },

    loggedIn: {
      entry: 'resetAttempts',
      initial: 'idle',
      states: {
        idle: {
          on: {
            // The lake refused a request's credential, or the editor is back: is the session still there?
            'session.refused': 'checking',
            'window.focused': 'checking',
          },
        },
        // The studio stays on screen while the lake is asked; only a session that is gone signs out (SH-AUTH-047).
        checking: {
          invoke: {
            id: 'checkCurrentUser',
            src: 'fetchCurrentUser',
            input: ({context}) => ({token: context.token}),
            onDone: [
              {
                guard: {type: 'noUser', params: ({event}) => ({user: event.output})},
                target: '#authGate.loggedOut',
                actions: ['forgetHeldToken', 'dropToken'],
              },
              {
                guard: {type: 'userWithoutRoles', params: ({event}) => ({user: event.output})},
                target: '#authGate.unauthorized',
                actions: assign({user: ({event}) => event.output}),
              },
              // The same person: the user object stays, so nothing that depends on it starts again.
              {guard: {type: 'sameUser', params: ({event}) => ({user: event.output})}, target: 'idle'},
              {target: 'idle', actions: assign({user: ({event}) => event.output})},
            ],
            onError: [
              {
                guard: {type: 'signedOutStatus', params: ({event}) => ({error: event.error})},
                target: '#authGate.loggedOut',
                actions: ['forgetHeldToken', 'dropToken'],
              },
              // Unreachable or failing: that says nothing about the session (the connection bar tells).
              {target: 'idle'},
            ],
          },
        },
      },
      on: {
        logout: 'loggingOut',
        'token.changed': [
          {guard: {type: 'tokenRemoved', params: ({event}) => ({token: event.token})}, target: 'loggedOut', actions: 'dropToken'},
          {
            guard: {type: 'tokenDiffers', params: ({event}) => ({token: event.token})},
            target: 'loading',
            actions: assign({token: ({event}) => event.token, user: null}),
          },
        ],
      },
    },

    // The lake ends the session first, then the stored token goes: other tabs follow the removal
    // (SH-AUTH-011), and by then the lake no longer knows the session, cookie or token. When the lake
    // cannot be told the token still goes here, and the sign-in screen says so (SH-AUTH-048).
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({context}) => ({token: context.token}),
        onDone: {target: 'loggedOut', actions: ['forgetStoredToken', assign({token: null, user: null, failure: null})]},
        onError: [
          // Refused as unknown or expired: the session had ended already.
          {
            guard: {type: 'signedOutStatus', params: ({event}) => ({error: event.error})},
            target: 'loggedOut',
            actions: ['forgetStoredToken', assign({token: null, user: null, failure: null})],
          },
          {
            target: 'loggedOut',
            actions: ['forgetStoredToken', assign({token: null, user: null, failure: ({event}) => failureOf('logout', event.error)})],
          },
        ],
      },
    },

    corsError: {
      entry: 'resetAttempts',
      on: {'window.focused': {actions: 'reload'}},
    },

    // Retries by itself (SH-AUTH-045): on a timer that waits longer after each failure, when the
    // browser is online again, when the window regains focus, and on the page's Retry button.
    error: {
      after: {retryDelay: {target: 'loading', actions: 'nextAttempt'}},
      on: {
        retry: {target: 'loading', actions: 'nextAttempt'},
        'browser.online': {target: 'loading', actions: 'nextAttempt'},
        'window.focused': {target: 'loading', actions: 'nextAttempt'},
      },
    },
  },
})

function loginUrlOf(context: AuthGateContext, provider: AuthProvider): string {
  return providerLoginUrl(provider, {returnUrl: context.returnUrl, projectId: context.projectId, loginMethod: context.loginMethod})
}

function failureOf(kind: AuthGateFailure['kind'], error: unknown): AuthGateFailure {
  const status = statusOf(error)
  return status === undefined ? {kind, message: messageOf(error)} : {kind, message: messageOf(error), status}
}

/**
 * The gate's actors over the Auth port. `authFor(token)` builds the port for a token (null: cookie or
 * nobody), e.g. `(token) => createHttpAuth({...lakeConfig, token})`.
 */
export function authGateActors(authFor: (token: string | null) => Auth) {
  return {
    fetchCurrentUser: fromPromise<CurrentUser | null, {token: string | null}>(({input}) => authFor(input.token).currentUser()),
    exchangeSessionId: fromPromise<string, {sid: string}>(({input}) => authFor(null).exchangeSessionId(input.sid)),
    loadProviders: fromPromise<AuthProvider[]>(() => authFor(null).providers()),
    ping: fromPromise<boolean>(() => authFor(null).ping()),
    logout: fromPromise<void, {token: string | null}>(({input}) => authFor(input.token).logout()),
  }
}
