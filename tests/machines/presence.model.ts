// Test model of the presence machine: what the socket can report (open, drop, fail, the four
// presence events and an unknown one), where the editor can go, what the browser can do, and the
// three timers (30 s announce, 200 ms debounce, reconnect backoff). Failed attempts are explored up
// to MODEL_MAX_ATTEMPT; the cap is tested separately.
import {TestModel} from 'xstate/graph'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {PRESENCE_SESSION_STORAGE_KEY} from '../../core/presence/constants.ts'
import {presenceMachine, type PresenceContext} from '../../machines/presence.ts'

export const MODEL_MAX_ATTEMPT = 2
export const OWN_SESSION = 'own-session-0001'
export const OTHER_SESSION = 'other-session-001'
export const ANNOUNCE_TIMER = 'xstate.after.announceInterval.presence.online.connected.idle'
export const DEBOUNCE_TIMER = 'xstate.after.announceDebounce.presence.online.connected.debouncing'
export const RETRY_TIMER = 'xstate.after.retryDelay.presence.error.waiting'
export const SOCKET_ERROR = new Error('The presence socket could not be opened')

export const otherState = {type: 'state', userId: 'p-editor', sessionId: OTHER_SESSION, timestamp: '2026-01-01T00:00:00.000Z', locations: [{type: 'document', documentId: 'article-1', path: ['title'], lastActiveAt: '2026-01-01T00:00:00.000Z'}]}
export const otherGone = {type: 'disconnect', userId: 'p-editor', sessionId: OTHER_SESSION}
export const rollCall = {type: 'rollCall', userId: 'p-editor', sessionId: OTHER_SESSION}
export const unknownPush = {type: 'typing', userId: 'p-editor', sessionId: OTHER_SESSION}

export const storageWithSession = () => createMemoryStore({[PRESENCE_SESSION_STORAGE_KEY]: OWN_SESSION})

const FAILURES = new Set(['socket.lost', 'xstate.error.actor.socket'])

export const model = new TestModel(presenceMachine, {
  input: {storage: storageWithSession(), now: () => 0},
  events: [
    {type: 'socket.opened'},
    {type: 'socket.lost', reason: 'The presence socket dropped'},
    {type: 'xstate.error.actor.socket', error: SOCKET_ERROR} as never,
    {type: 'socket.received', push: otherState},
    {type: 'socket.received', push: otherGone},
    {type: 'socket.received', push: rollCall},
    {type: 'socket.received', push: unknownPush},
    {type: 'location.changed', places: [{documentId: 'article-2', path: ['body']}]},
    {type: 'location.changed', places: []},
    {type: 'browser.offline'},
    {type: 'browser.online'},
    {type: 'retry.now'},
    {type: 'page.left'},
    {type: 'page.returned'},
    {type: ANNOUNCE_TIMER} as never,
    {type: DEBOUNCE_TIMER} as never,
    {type: RETRY_TIMER} as never,
  ],
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event)) return false
    const failure = FAILURES.has(event.type) || (event.type === 'socket.received' && (event as {push: unknown}).push === unknownPush)
    return !(failure && snapshot.context.attempt >= MODEL_MAX_ATTEMPT)
  },
})

export function describeState(snapshot: {value: unknown; context: PresenceContext}): string {
  const {attempt, error, locations, sessions} = snapshot.context
  const parts = [`attempt=${attempt}`, `here=${locations.map((l) => l.documentId).join(',') || 'nowhere'}`, `others=${Object.keys(sessions).length}`]
  if (error) parts.push(`error="${error}"`)
  return `${JSON.stringify(snapshot.value)}  [${parts.join(', ')}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === ANNOUNCE_TIMER) return '30 s pass'
  if (event.type === DEBOUNCE_TIMER) return '200 ms pass'
  if (event.type === RETRY_TIMER) return 'retry timer fires'
  if (event.type === 'xstate.error.actor.socket') return 'socket fails'
  if (event.type === 'socket.received') return `lake pushes ${(event.push as {type: string}).type}`
  if (event.type === 'location.changed') return `editor goes to ${(event.places as {documentId: string}[]).map((p) => p.documentId).join(',') || 'no document'}`
  return event.type
}
