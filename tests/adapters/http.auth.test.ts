// Auth and Project over HTTP against the real lake: providers, the sign-in flow's session id,
// the current user, ping, logout; the project, datasets, grants, users and features.
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHttpAuth, createHttpProject, LakeRequestError} from '../../adapters/index.ts'
import {API_VERSION_AUTH} from '../../core/lake/apiVersions.ts'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {configFor, recordingFetch} from './lakeClient.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const STUDIO_ORIGIN = 'http://localhost:3333/studio'

/** Signs in through the provider's form the way a browser would, and returns the callback's `sid`. */
async function signInThroughForm(email: string, password: string): Promise<string> {
  const [provider] = await createHttpAuth(configFor(lake, null)).providers()
  const response = await fetch(provider.url, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({email, password, origin: STUDIO_ORIGIN, projectId: lake.projectId, type: 'token'}),
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  expect(`${location.origin}${location.pathname}`).toBe(STUDIO_ORIGIN)
  const sid = new URLSearchParams(location.hash.slice(1)).get('sid')
  expect(sid).toBeTruthy()
  return sid!
}

describe('auth', () => {
  it('lists the sign-in providers with absolute urls', async () => {
    const providers = await createHttpAuth(configFor(lake, null)).providers()
    expect(providers.map((p) => p.name)).toContain('password')
    for (const provider of providers) expect(provider.url.startsWith(lake.url)).toBe(true)
  })

  it('reads the current user with a token, using the auth API version', async () => {
    const recording = recordingFetch()
    const user = await createHttpAuth(configFor(lake, 'editor', {fetch: recording.fetch})).currentUser()
    expect(user).toMatchObject({id: 'p-editor', email: 'editor@demo.local', role: 'editor'})
    expect(user?.roles.map((r) => r.name)).toContain('editor')
    expect(new URL(recording.requests[0].url).pathname).toBe(`/v${API_VERSION_AUTH}/users/me`)
  })

  it('answers null for a signed-out caller and for an unknown token', async () => {
    expect(await createHttpAuth(configFor(lake, null)).currentUser()).toBeNull()
    expect(await createHttpAuth({...configFor(lake, null), token: 'not-a-token'}).currentUser()).toBeNull()
  })

  it('pings without credentials', async () => {
    const recording = recordingFetch()
    expect(await createHttpAuth(configFor(lake, 'editor', {fetch: recording.fetch})).ping()).toBe(true)
    expect(recording.requests[0].headers.has('authorization')).toBe(false)
    expect(recording.requests[0].credentials).toBe('omit')
    expect(await createHttpAuth({...configFor(lake), apiHost: 'http://127.0.0.1:1'}).ping()).toBe(false)
  })

  it('exchanges the session id from the sign-in callback for a working token, once', async () => {
    const editor = DEMO_USERS.find((u) => u.role === 'editor')!
    const sid = await signInThroughForm(editor.email, editor.password)
    const auth = createHttpAuth(configFor(lake, null))
    const token = await auth.exchangeSessionId(sid)
    expect(token).toBeTruthy()
    expect(await createHttpAuth({...configFor(lake, null), token}).currentUser()).toMatchObject({id: editor.id})

    const reused = (await auth.exchangeSessionId(sid).catch((e: unknown) => e)) as LakeRequestError
    expect(reused).toBeInstanceOf(LakeRequestError)
    expect(reused.status).toBe(401)
  })

  it('logs out: the token stops working', async () => {
    const viewer = DEMO_USERS.find((u) => u.role === 'viewer')!
    const token = await createHttpAuth(configFor(lake, null)).exchangeSessionId(await signInThroughForm(viewer.email, viewer.password))
    const auth = createHttpAuth({...configFor(lake, null), token})
    expect((await auth.currentUser())?.id).toBe(viewer.id)
    await auth.logout()
    expect(await auth.currentUser()).toBeNull()
  })
})

describe('project', () => {
  it('reads the project and its datasets', async () => {
    const project = createHttpProject(configFor(lake))
    expect(await project.project()).toMatchObject({id: lake.projectId, displayName: expect.any(String)})
    expect((await project.datasets()).map((d) => d.name)).toContain(lake.dataset)
  })

  it('reads the caller\'s grants in a dataset', async () => {
    const viewerGrants = await createHttpProject(configFor(lake, 'viewer')).grants(lake.dataset)
    const editorGrants = await createHttpProject(configFor(lake, 'editor')).grants(lake.dataset)
    for (const grant of [...viewerGrants, ...editorGrants]) {
      expect(typeof grant.filter).toBe('string')
      expect(Array.isArray(grant.permissions)).toBe(true)
    }
    expect(viewerGrants.flatMap((g) => g.permissions)).not.toContain('update')
    expect(editorGrants.flatMap((g) => g.permissions)).toContain('update')
  })

  it('reads users by id, one or many, in batches, as a list', async () => {
    const project = createHttpProject(configFor(lake))
    expect(await project.users(['p-admin'])).toEqual([{id: 'p-admin', displayName: 'Ada Admin'}])
    expect(await project.users(['no-such-user'])).toEqual([])
    expect(await project.users([])).toEqual([])

    const recording = recordingFetch()
    const batching = createHttpProject(configFor(lake, 'editor', {fetch: recording.fetch}))
    const ids = [...DEMO_USERS.map((u) => u.id), ...Array.from({length: 250}, (_, i) => `unknown-${i}`)]
    const users = await batching.users(ids)
    expect(users.map((u) => u.id).sort()).toEqual(DEMO_USERS.map((u) => u.id).sort())
    expect(recording.requests.length).toBeGreaterThan(1)
  })

  it('reads the feature list', async () => {
    const features = await createHttpProject(configFor(lake)).features()
    expect(Array.isArray(features)).toBe(true)
    for (const feature of features) expect(typeof feature).toBe('string')
  })

  it('rejects when features cannot be read, so the caller can treat them as enabled', async () => {
    const offline = createHttpProject({...configFor(lake), apiHost: 'http://127.0.0.1:1'})
    await expect(offline.features()).rejects.toBeInstanceOf(LakeRequestError)
  })
})
