// A credential the lake does not accept (unknown, malformed, expired, revoked, a deleted user's)
// is a 401 on every endpoint; only a request without any credential is anonymous. Tokens carry an
// optional expiry and are listed and revoked from the command line.
import {execFile} from 'node:child_process'
import {promisify} from 'node:util'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {issueToken} from '../../server/auth/tokens.ts'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

const run = promisify(execFile)
const EDITOR = DEMO_USERS.find((user) => user.role === 'editor')!

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

/** Every endpoint of the versioned API that reads or writes project data, with a request to it. */
function endpoints(): {name: string; path: string; init?: RequestInit}[] {
  const ds = lake.dataset
  return [
    {name: 'data/query GET', path: `/data/query/${ds}?query=*[0...1]`},
    {name: 'data/query POST', path: `/data/query/${ds}`, init: {method: 'POST', body: JSON.stringify({query: '*[0...1]'})}},
    {name: 'data/doc', path: `/data/doc/${ds}/some-id`},
    {name: 'data/mutate', path: `/data/mutate/${ds}`, init: {method: 'POST', body: JSON.stringify({mutations: [{create: {_type: 'note'}}]})}},
    {name: 'data/listen', path: `/data/listen/${ds}?query=*`},
    {name: 'history transactions', path: `/data/history/${ds}/transactions/some-id`},
    {name: 'history documents', path: `/data/history/${ds}/documents/some-id?revision=abc`},
    {name: 'users/me', path: '/users/me'},
    {name: 'users/{ids}', path: '/users/p-editor'},
    {name: 'projects/{id}', path: `/projects/${lake.projectId}`},
    {name: 'datasets', path: `/projects/${lake.projectId}/datasets`},
    {name: 'acl', path: `/projects/${lake.projectId}/datasets/${ds}/acl`},
    {name: 'features', path: '/features'},
    {name: 'help', path: '/help'},
  ]
}

async function expect401(response: Response, name: string, description: RegExp): Promise<void> {
  expect(response.status, name).toBe(401)
  const body = await response.json()
  expect(body.error?.type, name).toBe('unauthorized')
  expect(body.error?.description, name).toMatch(description)
}

describe('a credential the lake does not accept', () => {
  test('an unknown or malformed bearer token is a 401 on every endpoint', async () => {
    for (const secret of ['sk-not-a-token', 'x'.repeat(600), '%%%']) {
      for (const {name, path, init} of endpoints()) {
        const response = await lake.api(path, {...init, role: null, headers: {Authorization: `Bearer ${secret}`}})
        await expect401(response, name, /not valid/)
      }
    }
  })

  test('an Authorization header that is not a bearer token is a 401 on every endpoint, not anonymous', async () => {
    // `Bearer ${TOKEN}` with an empty variable, other schemes, a valid token under the wrong scheme.
    const token = lake.tokens.editor
    for (const header of ['Bearer', 'Bearer ', 'Bearer\t', `Token ${token}`, 'Basic dXNlcjpwYXNz', `bearer:${token}`, `Bearer ${token} extra`, 'x']) {
      for (const {name, path, init} of endpoints()) {
        const response = await lake.api(path, {...init, role: null, headers: {Authorization: header}})
        await expect401(response, `${JSON.stringify(header)} ${name}`, /Authorization header must be "Bearer <token>"/)
      }
    }
    // The scheme's name is read in any case.
    const lower = await lake.api(`/data/query/${lake.dataset}?query=count(*)`, {role: null, headers: {Authorization: `bearer ${token}`}})
    expect(lower.status).toBe(200)
    expect((await lower.json()).result).toBeGreaterThan(0)
  })

  test('a session cookie the lake does not know is a 401 too, which clears the cookie', async () => {
    for (const {name, path, init} of endpoints()) {
      const response = await lake.api(path, {...init, role: null, headers: {Cookie: 'sanitySession=sk-stale'}})
      expect(response.headers.get('set-cookie'), name).toMatch(/^sanitySession=;.*Expires=Thu, 01 Jan 1970/)
      await expect401(response, name, /not valid/)
    }
    // A refused bearer token has no cookie to clear.
    const bearer = await lake.api('/users/me', {role: null, headers: {Authorization: 'Bearer sk-stale'}})
    expect(bearer.headers.get('set-cookie')).toBeNull()
  })

  test('a revoked token is a 401 on every endpoint, where it worked before', async () => {
    const {token, secret} = issueToken(lake.running.store, EDITOR.id, 'to revoke')
    const auth = {Authorization: `Bearer ${secret}`}
    expect((await lake.api(`/data/query/${lake.dataset}?query=count(*)`, {role: null, headers: auth})).status).toBe(200)
    lake.running.store.deleteToken(token.id)
    for (const {name, path, init} of endpoints()) {
      await expect401(await lake.api(path, {...init, role: null, headers: auth}), name, /not valid/)
    }
  })

  test('an expired token is a 401 that says when it expired', async () => {
    const expiresAt = new Date(Date.now() - 1000)
    const {secret} = issueToken(lake.running.store, EDITOR.id, 'expired', {expiresAt})
    for (const {name, path, init} of endpoints()) {
      const response = await lake.api(path, {...init, role: null, headers: {Authorization: `Bearer ${secret}`}})
      await expect401(response, name, new RegExp(`expired at ${expiresAt.toISOString().replace(/\./g, '\\.')}`))
    }
  })

  test('a token that has not expired yet works', async () => {
    const {secret} = issueToken(lake.running.store, EDITOR.id, 'fresh', {expiresAt: new Date(Date.now() + 60_000)})
    const response = await lake.api('/users/me', {role: null, headers: {Authorization: `Bearer ${secret}`}})
    expect(response.status).toBe(200)
    expect((await response.json()).email).toBe(EDITOR.email)
  })

  test('without any credential the request is anonymous, not refused', async () => {
    const query = await lake.api(`/data/query/${lake.dataset}?query=count(*)`, {role: null})
    expect(query.status).toBe(200)
    expect((await query.json()).result).toBe(0)
    expect((await lake.api('/users/me', {role: null})).status).toBe(401)
  })

  test('signing in and out, and ping, still work with a stale credential', async () => {
    const stale = {Cookie: 'sanitySession=sk-stale', Authorization: 'Bearer sk-stale'}
    expect((await lake.api('/ping', {role: null, headers: stale})).status).toBe(200)
    expect((await lake.api('/auth/providers', {role: null, headers: stale})).status).toBe(200)
    const loginPage = await lake.api('/auth/login/password?origin=http://localhost:3333/', {role: null, headers: {...stale, Accept: 'text/html'}})
    expect(loginPage.status).toBe(200)
    const login = await lake.api('/auth/login/password', {
      role: null,
      method: 'POST',
      headers: stale,
      body: JSON.stringify({email: EDITOR.email, password: EDITOR.password, type: 'token'}),
    })
    expect(login.status).toBe(200)
    const logout = await lake.api('/auth/logout', {role: null, method: 'POST', headers: stale})
    expect(logout.status).toBe(200)
  })

  test('signing out revokes the token it was signed in with', async () => {
    const {secret} = issueToken(lake.running.store, EDITOR.id, 'sign-out')
    const auth = {Authorization: `Bearer ${secret}`}
    expect((await lake.api('/auth/logout', {role: null, method: 'POST', headers: auth})).status).toBe(200)
    await expect401(await lake.api('/users/me', {role: null, headers: auth}), 'users/me after sign-out', /not valid/)
  })
})

describe('npm run token', () => {
  const cli = (...args: string[]) =>
    run(process.execPath, ['server/cli/token.ts', ...args], {env: {...process.env, STUDIO_DATA_DIR: lake.dataDir}})

  test('issues a token with an expiry, lists it and revokes it by label', async () => {
    const issued = await cli(EDITOR.email, 'ci-script', '--expires', '30d')
    const secret = issued.stdout.trim()
    expect(secret).toMatch(/^sk[\w-]{20,}$/)
    const me = await lake.api('/users/me', {role: null, headers: {Authorization: `Bearer ${secret}`}})
    expect(me.status).toBe(200)

    const listed = (await cli('--list', EDITOR.email)).stdout
    const line = listed.split('\n').find((row) => row.includes('\tci-script\t'))
    expect(line).toBeDefined()
    const expires = /expires (\S+)/.exec(line!)![1]
    const days = (Date.parse(expires) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    const revoked = await cli('--revoke', 'ci-script', '--user', EDITOR.email)
    expect(revoked.stdout).toMatch(/Revoked 1 token/)
    await expect401(await lake.api('/users/me', {role: null, headers: {Authorization: `Bearer ${secret}`}}), 'revoked by CLI', /not valid/)
    expect((await cli('--list', EDITOR.email)).stdout).not.toContain('\tci-script\t')
  })

  test('token ids are letters and digits, so one typed after --revoke never reads as an option', () => {
    // A base64url id once started with "-" and the CLI took it for a flag (found on CI).
    for (let n = 0; n < 200; n++) expect(issueToken(lake.running.store, EDITOR.id, 'shape').token.id).toMatch(/^[0-9a-zA-Z]{12}$/)
  })

  test('revokes one token by id and leaves the others', async () => {
    const first = issueToken(lake.running.store, EDITOR.id, 'twin')
    const second = issueToken(lake.running.store, EDITOR.id, 'twin')
    await cli('--revoke', first.token.id)
    expect((await lake.api('/users/me', {role: null, headers: {Authorization: `Bearer ${first.secret}`}})).status).toBe(401)
    expect((await lake.api('/users/me', {role: null, headers: {Authorization: `Bearer ${second.secret}`}})).status).toBe(200)
  })

  test('refuses a malformed expiry and an unknown token with a clear message', async () => {
    for (const bad of ['30', 'soon', '0d', '-1d', '5y']) {
      const failure = await cli(EDITOR.email, `--expires=${bad}`).catch((error) => error)
      expect(failure.code, bad).toBe(1)
      expect(failure.stderr, bad).toMatch(/--expires takes a positive whole number/)
    }
    const unknown = await cli('--revoke', 'no-such-token').catch((error) => error)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/No token with the id or label "no-such-token"/)
  })
})
