// The lake's presence room on its own: grants are checked asynchronously, and a state still being
// checked must reach the others before the disconnect that followed it, never after; a session
// silent for 60 s is ended (on a simulated clock).
import {expect, test} from 'vitest'
import {SimulatedClock} from 'xstate'
import {PRESENCE_SESSION_TIMEOUT_MS} from '../../core/presence/constants.ts'
import type {Access} from '../../server/access/access.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import type {PresencePush} from '../../server/presence/messages.ts'
import {PresenceRoom, type PresencePeer} from '../../server/presence/presenceRoom.ts'

const doc = {_id: 'article-1', _type: 'article', _rev: 'r', _createdAt: '', _updatedAt: ''} as SanityDocument

/** Grants that take a while to check, as a filter evaluated over the documents does. */
const slowAccess = {permitted: async (_: string, docs: SanityDocument[]) => new Promise<SanityDocument[]>((resolve) => setTimeout(() => resolve(docs), 30))} as unknown as Access

function peer(userId: string, heard: PresencePush[] = []): PresencePeer & {heard: PresencePush[]} {
  return {userId, access: slowAccess, heard, push: (message) => heard.push(message)}
}

test('a disconnect right after an announce reaches the others after the state', async () => {
  const room = new PresenceRoom((id) => (id === 'article-1' ? doc : undefined))
  const ada = peer('p-admin')
  const edith = peer('p-editor')
  room.join(ada)
  room.join(edith)
  const announced = room.announce(ada, 'ada-session', [{type: 'document', documentId: 'article-1', path: [], lastActiveAt: '2026-01-01T00:00:00.000Z'}])
  const left = room.leave(ada)
  await Promise.all([announced, left])
  expect(edith.heard.map((m) => m.type)).toEqual(['state', 'disconnect'])
  expect(edith.heard[0]).toMatchObject({sessionId: 'ada-session', locations: [{documentId: 'article-1'}]})
  // Gone is gone: nothing Ada's socket says later reaches anyone.
  await room.announce(ada, 'ada-session', [])
  await room.disconnect(ada, 'ada-session')
  expect(edith.heard).toHaveLength(2)
  expect(room.size).toBe(1)
})

test('a session silent for 60 s is ended as if it disconnected; each announce or roll call gives it another 60 s (SH-PRES-009)', async () => {
  const clock = new SimulatedClock()
  const room = new PresenceRoom((id) => (id === 'article-1' ? doc : undefined), {timers: clock})
  const instantAccess = {permitted: async (_: string, docs: SanityDocument[]) => docs} as unknown as Access
  const ada = {...peer('p-admin'), access: instantAccess}
  const edith = {...peer('p-editor'), access: instantAccess}
  room.join(ada)
  room.join(edith)
  await room.announce(ada, 'ada-session', [])
  await room.rollCall(edith, 'edith-session')
  expect(PRESENCE_SESSION_TIMEOUT_MS).toBe(60_000)

  clock.increment(30_000)
  await room.announce(ada, 'ada-session', [])
  clock.increment(29_999)
  await settled()
  expect(ada.heard.map((m) => m.type)).toEqual(['rollCall'])
  // Edith's session was last heard 60 s ago: gone, and Ada hears so.
  clock.increment(1)
  await settled()
  expect(ada.heard.map((m) => m.type)).toEqual(['rollCall', 'disconnect'])
  expect(ada.heard[1]).toMatchObject({userId: 'p-editor', sessionId: 'edith-session'})
  expect(room.sessions).toBe(1)
  // Ada's announce at 30 s holds until 90 s.
  clock.increment(29_999)
  await settled()
  expect(edith.heard.filter((m) => m.type === 'disconnect')).toEqual([])
  clock.increment(1)
  await settled()
  expect(edith.heard.filter((m) => m.type === 'disconnect')).toMatchObject([{userId: 'p-admin', sessionId: 'ada-session'}])
  expect(room.sessions).toBe(0)
  // Both sockets are still open: the room forgets sessions, not people.
  expect(room.size).toBe(2)
})

test('a session that left is not ended again when its 60 s run out', async () => {
  const clock = new SimulatedClock()
  const room = new PresenceRoom(() => undefined, {timers: clock})
  const ada = peer('p-admin')
  const edith = peer('p-editor')
  room.join(ada)
  room.join(edith)
  await room.rollCall(ada, 'ada-session')
  await room.disconnect(ada, 'ada-session')
  clock.increment(120_000)
  await settled()
  expect(edith.heard.map((m) => m.type)).toEqual(['rollCall', 'disconnect'])
})

/** Lets the room's queue run the steps the timers started. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
