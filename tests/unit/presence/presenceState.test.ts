// The pure presence reducers: sessions merged and dropped, grouped per user, each user's latest
// document, and who is at a document and at a field.
import {describe, expect, test} from 'vitest'
import fc from 'fast-check'
import {applyPresenceEvent, latestDocumentOf, presenceEventOf, usersAtDocument, usersAtPath, usersPresent, usersWithin, type PresenceSessions, type PresenceState} from '../../../core/presence/index.ts'

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`
const state = (userId: string, sessionId: string, minute: number, locations: [string, unknown[], number][]): PresenceState => ({
  userId,
  sessionId,
  timestamp: at(minute),
  locations: locations.map(([documentId, path, m]) => ({type: 'document', documentId, path: path as never, lastActiveAt: at(m)})),
})

describe('presence sessions', () => {
  test('a state replaces the session, a disconnect removes it, the own session is never kept', () => {
    let sessions: PresenceSessions = {}
    sessions = applyPresenceEvent(sessions, {type: 'presence', state: state('edith', 's1', 1, [])}, 'own')
    sessions = applyPresenceEvent(sessions, {type: 'presence', state: state('edith', 's1', 2, [['a', [], 2]])}, 'own')
    sessions = applyPresenceEvent(sessions, {type: 'presence', state: state('ada', 'own', 2, [])}, 'own')
    expect(Object.keys(sessions)).toEqual(['s1'])
    expect(sessions.s1!.locations).toHaveLength(1)
    sessions = applyPresenceEvent(sessions, {type: 'presence_disconnect', userId: 'edith', session: 's1'}, 'own')
    expect(sessions).toEqual({})
  })

  test('after any sequence of events, exactly the sessions whose last event was a state remain', () => {
    const event = fc.record({session: fc.constantFrom('s1', 's2', 's3', 'own'), gone: fc.boolean()})
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let sessions: PresenceSessions = {}
        const last = new Map<string, boolean>()
        for (const {session, gone} of events) {
          sessions = applyPresenceEvent(sessions, gone ? {type: 'presence_disconnect', userId: 'u', session} : {type: 'presence', state: state('u', session, 0, [])}, 'own')
          last.set(session, gone)
        }
        const expected = [...last].filter(([session, gone]) => !gone && session !== 'own').map(([s]) => s)
        expect(Object.keys(sessions).sort()).toEqual(expected.sort())
      }),
    )
  })

  test('decodes the three pushes and nothing else', () => {
    expect(presenceEventOf({type: 'rollCall', userId: 'u', sessionId: 's'})).toEqual({type: 'presence_rollcall', userId: 'u', session: 's'})
    expect(presenceEventOf({type: 'disconnect', userId: 'u', sessionId: 's'})).toEqual({type: 'presence_disconnect', userId: 'u', session: 's'})
    expect(presenceEventOf({type: 'state', userId: 'u', sessionId: 's', timestamp: 't', locations: [{type: 'document', documentId: 'd', path: ['a', {_key: 'k'}, 0], lastActiveAt: 't'}, {type: 'elsewhere'}]})).toEqual({
      type: 'presence',
      state: {userId: 'u', sessionId: 's', timestamp: 't', locations: [{type: 'document', documentId: 'd', path: ['a', {_key: 'k'}, 0], lastActiveAt: 't'}]},
    })
    expect(presenceEventOf({type: 'typing', userId: 'u', sessionId: 's'})).toBeNull()
    expect(presenceEventOf('♥')).toBeNull()
  })
})

describe('presence grouped for display', () => {
  const sessions: PresenceSessions = {
    s1: state('edith', 's1', 5, [['article-1', ['title'], 5]]),
    s2: state('edith', 's2', 9, [['drafts.article-2', [], 8]]),
    s3: state('vic', 's3', 3, []),
    s4: state('ada', 's4', 7, [['article-1', ['body', {_key: 'k1'}, 'text'], 7], ['article-1', ['body'], 6]]),
  }

  test('one entry per user, most recently active first, every session counted', () => {
    const users = usersPresent(sessions)
    expect(users.map((u) => u.userId)).toEqual(['edith', 'ada', 'vic'])
    expect(users[0]!.sessionIds.sort()).toEqual(['s1', 's2'])
  })

  test('the latest document of a user, or none', () => {
    const [edith, ada, vic] = usersPresent(sessions)
    expect(latestDocumentOf(edith!)?.documentId).toBe('drafts.article-2')
    expect(latestDocumentOf(ada!)?.path).toEqual(['body', {_key: 'k1'}, 'text'])
    expect(latestDocumentOf(vic!)).toBeNull()
  })

  test('who is at a document (draft or published id) and at a field (their deepest path there)', () => {
    const users = usersPresent(sessions)
    expect(usersAtDocument(users, 'drafts.article-1').map((u) => u.userId)).toEqual(['edith', 'ada'])
    expect(usersAtDocument(users, 'article-2').map((u) => u.userId)).toEqual(['edith'])
    const inArticle1 = usersAtDocument(users, 'article-1')
    expect(usersAtPath(inArticle1, ['title']).map((u) => u.userId)).toEqual(['edith'])
    expect(usersAtPath(inArticle1, ['body', {_key: 'k1'}, 'text']).map((u) => u.userId)).toEqual(['ada'])
    expect(usersAtPath(inArticle1, ['body'])).toEqual([])
    expect(usersAtPath(inArticle1, [])).toEqual([])
    // An array item shows whoever is in it or in one of its fields.
    expect(usersWithin(inArticle1, ['body', {_key: 'k1'}]).map((u) => u.userId)).toEqual(['ada'])
    expect(usersWithin(inArticle1, ['body', {_key: 'k2'}])).toEqual([])
  })
})
