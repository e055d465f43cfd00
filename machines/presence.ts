// Presence of this tab (SH-PRES-003 … SH-PRES-010): one socket per tab session, a roll call on
// connecting, an announce every 30 s and 200 ms after the location settles or a roll call comes,
// the other sessions kept from the lake's events, and reconnects on the capped backoff.
//
// The `socket` actor is ONE connection. It reports `socket.opened`, `socket.received` and
// `socket.lost`, and takes `announce` / `rollcall` commands; `presenceSocketActor` builds it from a
// PresenceTransport (the WebSocket adapter, or an in-memory one in tests).
import {assign, fromCallback, sendTo, setup} from 'xstate'
import {connectionRetryDelay} from '../core/connection/backoff.ts'
import {CONNECTION_RETRY_CAP_MS} from '../core/connection/constants.ts'
import {OFFLINE_REASON} from '../core/connection/signals.ts'
import {messageOf} from '../core/auth/failures.ts'
import type {KeyValueStore} from '../core/ports.ts'
import {PRESENCE_ANNOUNCE_DEBOUNCE_MS, PRESENCE_ANNOUNCE_INTERVAL_MS, UNKNOWN_PRESENCE_EVENT} from '../core/presence/constants.ts'
import type {PresenceTransport} from '../core/presence/port.ts'
import {applyPresenceEvent} from '../core/presence/sessions.ts'
import {samePath} from '../core/presence/grouping.ts'
import {tabSessionId} from '../core/presence/sessionId.ts'
import type {PathSegment, PresenceLocation, PresenceSessions} from '../core/presence/types.ts'
import {presenceEventOf} from '../core/presence/wire.ts'

export interface PresenceInput {
  /** This tab's session storage: the session id survives a reload of the tab (SH-PRES-003). */
  storage: KeyValueStore
  /** Wall clock for `lastActiveAt`; tests pass their SimulatedClock's `now`. */
  now?: () => number
}

export interface PresenceContext {
  sessionId: string
  /** Where this tab is, as last announced or about to be. */
  locations: PresenceLocation[]
  /** The other sessions, by session id; empty while not connected (nobody is known then). */
  sessions: PresenceSessions
  attempt: number
  retryDelayMs: number
  /** Why the socket is down ('The browser went offline', 'Got unknown presence event', …). */
  error: string | null
  now: () => number
}

/** Where the editor is: a document and a field path in it ([] for the document itself). */
export interface PlaceInStudio {
  documentId: string
  path: PathSegment[]
}

export type PresenceMachineEvent =
  | {type: 'socket.opened'}
  | {type: 'socket.received'; push: unknown}
  | {type: 'socket.lost'; reason: string}
  | {type: 'location.changed'; places: PlaceInStudio[]}
  | {type: 'browser.offline'}
  | {type: 'browser.online'}
  | {type: 'retry.now'}
  /** The page is being left (closed, or put in the back-forward cache): leave now (SH-PRES-012). */
  | {type: 'page.left'}
  /** A page kept in the back-forward cache is shown again. */
  | {type: 'page.returned'}

export type PresenceSocketCommand = {type: 'announce'; locations: PresenceLocation[]} | {type: 'rollcall'}

/** The socket actor over a transport: commands in, connection events out; stopping it leaves. */
export function presenceSocketActor(transport: PresenceTransport) {
  return fromCallback<PresenceSocketCommand, {sessionId: string}, PresenceMachineEvent>(({input, sendBack, receive}) => {
    const socket = transport.open(input.sessionId, {
      opened: () => sendBack({type: 'socket.opened'}),
      received: (push) => sendBack({type: 'socket.received', push}),
      lost: (reason) => sendBack({type: 'socket.lost', reason}),
    })
    receive((command) => (command.type === 'announce' ? socket.announce(command.locations) : socket.rollCall()))
    return () => socket.close()
  })
}

function samePlaces(a: PresenceLocation[], b: PlaceInStudio[]): boolean {
  return a.length === b.length && a.every((l, i) => l.documentId === b[i]!.documentId && samePath(l.path, b[i]!.path))
}

export const presenceMachine = setup({
  types: {} as {context: PresenceContext; events: PresenceMachineEvent; input: PresenceInput},
  actors: {
    socket: fromCallback<PresenceSocketCommand, {sessionId: string}, PresenceMachineEvent>(() => {
      throw new Error('presence: the "socket" actor must be provided by the caller')
    }),
  },
  guards: {
    placesChanged: ({context, event}) => event.type === 'location.changed' && !samePlaces(context.locations, event.places),
    unknownEvent: ({event}) => event.type === 'socket.received' && presenceEventOf(event.push) === null,
    isRollCall: ({event}) => event.type === 'socket.received' && presenceEventOf(event.push)?.type === 'presence_rollcall',
  },
  actions: {
    setLocations: assign({
      locations: ({context, event}) => {
        if (event.type !== 'location.changed') return context.locations
        const at = new Date(context.now()).toISOString()
        return event.places.map((place) => ({type: 'document' as const, documentId: place.documentId, path: place.path, lastActiveAt: at}))
      },
    }),
    applyEvent: assign({
      sessions: ({context, event}) => {
        const presence = event.type === 'socket.received' ? presenceEventOf(event.push) : null
        return presence ? applyPresenceEvent(context.sessions, presence, context.sessionId) : context.sessions
      },
    }),
    announce: sendTo('socket', ({context}) => ({type: 'announce' as const, locations: context.locations})),
    rollCall: sendTo('socket', {type: 'rollcall' as const}),
    connected: assign({attempt: 0, retryDelayMs: 0, error: null}),
    recordFailure: assign(({context}, params: {reason: string}) => {
      const attempt = context.attempt + 1
      return {attempt, retryDelayMs: Math.min(connectionRetryDelay(attempt), CONNECTION_RETRY_CAP_MS), error: params.reason, sessions: {}}
    }),
    recordOffline: assign({error: OFFLINE_REASON, sessions: {}}),
  },
  delays: {
    announceInterval: PRESENCE_ANNOUNCE_INTERVAL_MS,
    announceDebounce: PRESENCE_ANNOUNCE_DEBOUNCE_MS,
    retryDelay: ({context}) => context.retryDelayMs,
  },
}).createMachine({
  id: 'presence',
  context: ({input}) => ({
    sessionId: tabSessionId(input.storage),
    locations: [],
    sessions: {},
    attempt: 0,
    retryDelayMs: 0,
    error: null,
    now: input.now ?? Date.now,
  }),
  initial: 'online',
  // Wherever the socket is, the tab's place is kept, to be announced once connected.
  on: {
    'location.changed': {guard: 'placesChanged', actions: 'setLocations'},
    // Leaving stops the socket actor, which tells the lake the session is gone.
    'page.left': {target: '.left', actions: assign({sessions: {}})},
  },
  states: {
    online: {
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({context}) => ({sessionId: context.sessionId}),
        onError: {target: 'error', actions: {type: 'recordFailure', params: ({event}) => ({reason: messageOf(event.error)})}},
      },
      initial: 'connecting',
      on: {
        'socket.lost': {target: 'error', actions: {type: 'recordFailure', params: ({event}) => ({reason: event.reason})}},
        'browser.offline': {target: 'error.offline', actions: 'recordOffline'},
      },
      states: {
        connecting: {
          on: {'socket.opened': 'connected'},
        },
        connected: {
          // Ask everyone to announce (SH-PRES-006), and announce ourselves.
          entry: ['connected', 'rollCall'],
          initial: 'announcing',
          on: {
            'socket.received': [
              {guard: 'unknownEvent', target: '#presence.error', actions: {type: 'recordFailure', params: {reason: UNKNOWN_PRESENCE_EVENT}}},
              // Someone called the roll: answer with our locations, debounced like a move.
              {guard: 'isRollCall', target: '.debouncing', actions: 'applyEvent'},
              {actions: 'applyEvent'},
            ],
          },
          states: {
            announcing: {entry: 'announce', always: 'idle'},
            idle: {
              after: {announceInterval: 'announcing'},
              on: {'location.changed': {guard: 'placesChanged', target: 'debouncing', actions: 'setLocations'}},
            },
            debouncing: {
              after: {announceDebounce: 'announcing'},
              on: {'location.changed': {guard: 'placesChanged', target: 'debouncing', reenter: true, actions: 'setLocations'}},
            },
          },
        },
      },
    },
    error: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {retryDelay: '#presence.online'},
          on: {
            'retry.now': '#presence.online',
            'browser.online': '#presence.online',
            'browser.offline': {target: 'offline', actions: 'recordOffline'},
          },
        },
        offline: {
          on: {'browser.online': '#presence.online', 'retry.now': '#presence.online'},
        },
      },
    },
    left: {
      on: {'page.returned': 'online'},
    },
  },
})
