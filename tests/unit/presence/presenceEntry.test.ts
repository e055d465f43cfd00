// A presence entry as the form draws it (ED-PRES-001): the user — id, display name and picture,
// from the user lookup once it has answered, the id until then — and when they were last active:
// per place, and for the user the latest of their sessions and places.
import {beforeAll, describe, expect, test} from 'vitest'
import {usersPresent, type PresenceSessions} from '../../../core/presence/index.ts'
import type {PublicUser} from '../../../core/lake/types.ts'
import type {PresentUser} from '../../../core/presence/types.ts'

// peopleOf.ts takes a type from a .tsx module, which the tests' tsconfig (no JSX) cannot read:
// loaded by path at run time instead (Vite transforms it).
let personOf: (user: PresentUser, people: Readonly<Record<string, PublicUser>>) => {id: string; name: string; imageUrl?: string}
const load = <T,>(path: string): Promise<T> => import(/* @vite-ignore */ path) as Promise<T>
beforeAll(async () => {
  ;({personOf} = await load<{personOf: typeof personOf}>('../../../ui/presence/peopleOf.ts'))
})

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`

const sessions: PresenceSessions = {
  s1: {userId: 'p-edith', sessionId: 's1', timestamp: at(2), locations: [{type: 'document', documentId: 'a', path: ['title'], lastActiveAt: at(7)}]},
  s2: {userId: 'p-edith', sessionId: 's2', timestamp: at(4), locations: [{type: 'document', documentId: 'b', path: [], lastActiveAt: at(3)}]},
  s3: {userId: 'p-ada', sessionId: 's3', timestamp: at(5), locations: []},
}

describe('a presence entry', () => {
  test('names the user by display name and picture once looked up, by id until then', () => {
    const [edith, ada] = usersPresent(sessions)
    const people = {'p-edith': {id: 'p-edith', displayName: 'Edith Editor', imageUrl: 'https://img.test/edith.png'}}
    expect(personOf(edith!, people)).toMatchObject({id: 'p-edith', name: 'Edith Editor', imageUrl: 'https://img.test/edith.png'})
    expect(personOf(ada!, people)).toMatchObject({id: 'p-ada', name: 'p-ada', imageUrl: undefined})
  })

  test('carries when the user was last active: each place its own time, the user the latest of all', () => {
    const [edith, ada] = usersPresent(sessions)
    expect(edith!.locations.map((place) => [place.documentId, place.lastActiveAt])).toEqual([
      ['a', at(7)],
      ['b', at(3)],
    ])
    expect(edith!.lastActiveAt).toBe(at(7))
    // No place: the session's own time.
    expect(ada!.lastActiveAt).toBe(at(5))
  })
})
