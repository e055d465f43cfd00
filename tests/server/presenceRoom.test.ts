// The lake's presence room on its own: grants are checked asynchronously, and a state still being
// checked must reach the others before the disconnect that followed it, never after.
import {expect, test} from 'vitest'
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
