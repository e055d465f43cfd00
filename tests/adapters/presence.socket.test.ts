// The WebSocket presence transport against a real lake, driven by the real presence machine: two
// tabs of two users see each other where they are, and a tab that leaves is gone for the other.
import {afterAll, beforeAll, expect, test} from 'vitest'
import {createActor} from 'xstate'
import {createPresenceTransport} from '../../adapters/presence/index.ts'
import {createMemoryStore} from '../../adapters/storage/memory.ts'
import {presenceMachine, presenceSocketActor} from '../../machines/presence.ts'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
  await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{createOrReplace: {_id: 'presence-adapter', _type: 'article', title: 'Shared'}}]})})
})
afterAll(async () => {
  await lake?.close()
})

function tab(role: RoleName) {
  const transport = createPresenceTransport({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: lake.tokens[role]})
  const actor = createActor(presenceMachine.provide({actors: {socket: presenceSocketActor(transport)}}), {input: {storage: createMemoryStore()}})
  actor.start()
  return actor
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 3000
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test('two tabs see each other at their fields, and a closed tab is gone', async () => {
  const edith = tab('editor')
  await until(() => (edith.getSnapshot().matches({online: 'connected'}) ? true : undefined), 'edith connected')
  edith.send({type: 'location.changed', places: [{documentId: 'presence-adapter', path: ['title']}]})
  const ada = tab('administrator')
  // Ada's roll call makes Edith announce where she is.
  const seenByAda = await until(() => Object.values(ada.getSnapshot().context.sessions).find((s) => s.userId === 'p-editor' && s.locations.length > 0), 'edith at ada')
  expect(seenByAda.sessionId).toBe(edith.getSnapshot().context.sessionId)
  expect(seenByAda.locations).toMatchObject([{documentId: 'presence-adapter', path: ['title']}])
  await until(() => Object.values(edith.getSnapshot().context.sessions).find((s) => s.userId === 'p-admin'), 'ada at edith')

  edith.stop()
  await until(() => (Object.values(ada.getSnapshot().context.sessions).some((s) => s.userId === 'p-editor') ? undefined : true), 'edith gone')
  ada.stop()
})

test('a refused token is a lost connection with the lake\'s reason, retried later', async () => {
  const transport = createPresenceTransport({apiHost: lake.url, projectId: lake.projectId, dataset: lake.dataset, token: 'not-a-token'})
  const actor = createActor(presenceMachine.provide({actors: {socket: presenceSocketActor(transport)}}), {input: {storage: createMemoryStore()}})
  actor.start()
  const error = await until(() => (actor.getSnapshot().matches('error') ? actor.getSnapshot().context.error : undefined), 'refusal')
  expect(error).toMatch(/token/i)
  expect(actor.getSnapshot().context.retryDelayMs).toBe(1000)
  actor.stop()
})
