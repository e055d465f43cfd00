// @vitest-environment jsdom
// Users looked up by id for the history (ui/structure/useUserNames.ts), rendered with React DOM in
// jsdom: found users are named; a lookup that fails is logged as 'Could not look up users' and
// yields no user, so the caller shows the ids (SH-AUTH-007, ERR-SH-043).
import {act, createElement} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import type {PublicUser} from '../../../core/lake/types.ts'
import {StructureContext, type StructureEnvironment} from '../../../ui/structure/structureContext.ts'
import {useUserNames} from '../../../ui/structure/useUserNames.ts'
import {useDomRoot} from '../support/domRoot.ts'

const dom = useDomRoot()
afterEach(() => vi.restoreAllMocks())

/** Draws each id as its user's name, or as the id while there is none, as the history does. */
function Authors({ids}: {ids: string[]}) {
  const names = useUserNames(ids)
  return createElement('p', null, ids.map((id) => names.get(id) ?? id).join(', '))
}

async function render(users: (ids: string[]) => Promise<PublicUser[]>, ids: string[]) {
  const structure = {users} as unknown as StructureEnvironment
  await dom.render(createElement(StructureContext.Provider, {value: structure}, createElement(Authors, {ids})))
  // Let the lookup settle and its answer render.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('user lookups by id', () => {
  it('names the users found, in one lookup for all the ids', async () => {
    const users = vi.fn(async (ids: string[]) => ids.filter((id) => id !== 'p-gone').map((id) => ({id, displayName: `Name of ${id}`})))
    await render(users, ['p-ada', 'p-gone', 'p-edith'])
    expect(users).toHaveBeenCalledOnce()
    expect(users.mock.calls[0]![0].sort()).toEqual(['p-ada', 'p-edith', 'p-gone'])
    expect(dom.container.textContent).toBe('Name of p-ada, p-gone, Name of p-edith')
  })

  it("a failed lookup is logged as 'Could not look up users' and yields no user: the ids show", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = new Error('503 Service Unavailable')
    await render(() => Promise.reject(failure), ['p-x', 'p-y'])
    expect(warned).toHaveBeenCalledWith('Could not look up users', failure)
    expect(dom.container.textContent).toBe('p-x, p-y')
  })
})
