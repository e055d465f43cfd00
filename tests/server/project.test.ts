// Project endpoints (the project, its datasets, ACL by path project, index settings) and the
// small shell endpoints answered locally (ping, features, help, trial, telemetry).
import {STUDIO_VERSION} from '../../core/help/help.ts'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ROLES} from '../../core/permissions/roles.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
let outsider: string

beforeAll(async () => {
  lake = await startTestLake({welcome: true})
  const {store} = lake.running
  store.createUser({
    id: 'p-stranger',
    name: 'Sam Stranger',
    email: 'stranger@elsewhere.local',
    provider: 'password',
    passwordHash: null,
    profileImage: null,
    createdAt: new Date().toISOString(),
  })
  store.createProject({id: 'side', displayName: 'Side project', createdAt: new Date().toISOString()})
  store.createDataset({projectId: 'side', name: 'staging', aclMode: 'public'})
  store.setMemberRole('side', 'p-stranger', 'viewer')
  store.setMemberRole('side', 'p-editor', 'contributor')
  outsider = issueToken(store, 'p-stranger', 'test').secret
})
afterAll(async () => {
  await lake?.close()
})

/** A request without the project header: the path alone names the project. */
function bare(path: string, token?: string, version = 'v2023-11-13'): Promise<Response> {
  return fetch(`${lake.url}/${version}${path}`, {headers: token ? {authorization: `Bearer ${token}`} : {}})
}

describe('GET /projects/{id}', () => {
  it('describes the project and its members to a member', async () => {
    const res = await lake.api(`/projects/${lake.projectId}`, {role: 'editor'})
    expect(res.status).toBe(200)
    const project = await res.json()
    expect(project).toMatchObject({
      id: 'demo',
      displayName: 'Demo project',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      metadata: {},
    })
    expect(Date.parse(project.createdAt)).not.toBeNaN()
    const expected = DEMO_USERS.map((user) => ({
      id: user.id,
      role: user.role,
      roles: [{name: user.role, title: ROLES[user.role].title}],
      isCurrentUser: user.role === 'editor',
    }))
    const byId = (a: {id: string}, b: {id: string}) => a.id.localeCompare(b.id)
    expect([...project.members].sort(byId)).toEqual(expected.sort(byId))
  })

  it('is 401 signed out, 403 for a non-member, 404 for an unknown project', async () => {
    expect((await lake.api('/projects/demo', {role: null})).status).toBe(401)
    const forbidden = await bare('/projects/demo', outsider)
    expect(forbidden.status).toBe(403)
    expect((await forbidden.json()).error.description).toMatch(/not a member of project "demo"/)
    expect((await lake.api('/projects/nope', {role: 'administrator'})).status).toBe(404)
  })

  it('answers for the project in the path, not the one in the header', async () => {
    const res = await lake.api('/projects/side', {role: 'editor'})
    expect(res.status).toBe(200)
    const side = await res.json()
    expect(side.id).toBe('side')
    expect(side.members).toContainEqual({id: 'p-editor', role: 'contributor', roles: [{name: 'contributor', title: 'Contributor'}], isCurrentUser: true})
    expect((await lake.api('/projects/side', {role: 'viewer'})).status).toBe(403)
  })
})

describe('GET /projects/{id}/datasets', () => {
  it('lists names and ACL modes', async () => {
    expect(await (await lake.api('/projects/demo/datasets', {role: 'viewer'})).json()).toEqual([
      {name: 'archive', aclMode: 'private'},
      {name: 'production', aclMode: 'private'},
      {name: 'suppliers', aclMode: 'private'},
    ])
    expect(await (await bare('/projects/side/datasets', outsider)).json()).toEqual([{name: 'staging', aclMode: 'public'}])
    expect((await bare('/projects/demo/datasets', outsider)).status).toBe(403)
    expect((await lake.api('/projects/demo/datasets', {role: null})).status).toBe(401)
  })
})

describe('GET /projects/{id}/datasets/{ds}/acl by path project', () => {
  it('recomputes the grants for the path project when the header names another or none', async () => {
    const viaOtherHeader = await lake.api('/projects/side/datasets/staging/acl', {role: 'editor'})
    expect(await viaOtherHeader.json()).toEqual(ROLES.contributor.grants)
    const noHeader = await bare('/projects/demo/datasets/production/acl', lake.tokens.editor)
    expect(await noHeader.json()).toEqual(ROLES.editor.grants)
    expect((await bare('/projects/demo/datasets/production/acl', outsider)).status).toBe(403)
  })

  it('is 404 for an unknown dataset', async () => {
    expect((await lake.api('/projects/demo/datasets/nope/acl', {role: 'editor'})).status).toBe(404)
  })
})

describe('GET /projects/{id}/datasets/{ds}/index-settings', () => {
  it('gives the nested field depth limit', async () => {
    const res = await lake.api('/projects/demo/datasets/production/index-settings', {role: 'viewer'})
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({partialIndexSettings: {maxFieldDepth: 3}})
    expect((await lake.api('/projects/demo/datasets/nope/index-settings', {role: 'viewer'})).status).toBe(404)
  })
})

describe('shell endpoints answered locally', () => {
  it('GET /ping answers PONG without credentials or project', async () => {
    const res = await fetch(`${lake.url}/v2023-11-13/ping`, {headers: {origin: 'http://localhost:3333'}})
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(await res.text()).toBe('PONG')
  })

  it('GET /features lists feature names', async () => {
    const features = await (await lake.api('/features')).json()
    expect(features).toContain('privateDataset')
    expect(features.every((f: unknown) => typeof f === 'string')).toBe(true)
  })

  it('GET /v1/help gives sections and the latest studio version', async () => {
    const res = await bare('/help?m=studio@3.28.0&locale=en-US', undefined, 'v1')
    expect(res.status).toBe(200)
    const help = await res.json()
    expect(help.latestVersion).toBe(STUDIO_VERSION)
    expect(Array.isArray(help.resources.sectionArray)).toBe(true)
    for (const section of help.resources.sectionArray) {
      for (const item of section.items) expect(item.url.startsWith(lake.url)).toBe(true)
    }
  })

  it('the trial journey welcomes a signed-in user and refuses an anonymous dismissal (details: journey.test.ts)', async () => {
    const trial = await lake.api('/journey/trial?studioVersion=3.28.0', {version: 'v2023-12-11'})
    expect(trial.status).toBe(200)
    expect((await trial.json()).showOnLoad).toMatchObject({id: 'lake-welcome-1'})
    const dismissed = await fetch(`${lake.url}/v2023-12-11/journey/trial/welcome`, {method: 'POST'})
    expect(dismissed.status).toBe(401)
  })

  it('telemetry is denied by default, and batches are accepted and not kept (details: intake.test.ts)', async () => {
    expect(await (await bare('/intake/telemetry-status', undefined, 'v2023-12-18')).json()).toEqual({status: 'denied'})
    const batch = {projectId: lake.projectId, batch: [{type: 'log', event: 'Studio Mounted', sessionId: 's', createdAt: new Date().toISOString()}]}
    const sent = await lake.api('/intake/batch', {method: 'POST', body: JSON.stringify(batch)})
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({kept: 0})
    // A beacon on page leave arrives as text.
    const beacon = await fetch(`${lake.url}/v2023-11-13/intake/batch`, {method: 'POST', headers: {'content-type': 'text/plain'}, body: JSON.stringify(batch)})
    expect(beacon.status).toBe(200)
    for (const bad of ['[1,2]', '"text"', '{"batch": 3}']) {
      const res = await lake.api('/intake/batch', {method: 'POST', body: bad})
      expect(res.status, bad).toBe(400)
    }
  })
})
