// Sign-in contract: provider list, the browserless login flow (page, form post, redirect with a
// session id, token exchange), cookies, logout, the current user and other users, the token CLI.
import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startLake} from '../../server/start.ts'
import {issueToken} from '../../server/auth/tokens.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

const AUTH = 'v2021-06-07'
const STUDIO = 'http://localhost:3333/studio'
const REPO = fileURLToPath(new URL('../..', import.meta.url))

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const loginUrl = (query: Record<string, string>) =>
  `${lake.url}/${AUTH}/auth/login/password?${new URLSearchParams(query)}`

function postForm(fields: Record<string, string>): Promise<Response> {
  return fetch(`${lake.url}/${AUTH}/auth/login/password`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

function me(headers: Record<string, string>, withProject = true): Promise<Response> {
  const h = new Headers(headers)
  if (withProject) h.set('X-Sanity-Project-ID', lake.projectId)
  return fetch(`${lake.url}/v2023-11-13/users/me`, {headers: h})
}

function sidOf(location: string | null): string {
  const match = /#sid=([^&]+)$/.exec(location ?? '')
  if (!match) throw new Error(`No session id in ${location}`)
  return decodeURIComponent(match[1])
}

async function fetchToken(sid: string): Promise<Response> {
  return fetch(`${lake.url}/${AUTH}/auth/fetch?sid=${encodeURIComponent(sid)}`)
}

describe('GET /auth/providers', () => {
  it('lists e-mail and password with an absolute URL on the host the request used', async () => {
    const res = await fetch(`${lake.url}/${AUTH}/auth/providers`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      providers: [{name: 'password', title: 'E-mail and password', url: `${lake.url}/${AUTH}/auth/login/password`}],
    })
  })

  it('uses the configured public URL, and accepts configured studio origins', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lake-auth-'))
    const other = await startLake({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      corsOrigins: ['https://studio.example.test'],
      publicUrl: 'https://lake.example.test/',
      logLevel: 'silent',
    })
    try {
      const base = `http://127.0.0.1:${other.port}/${AUTH}`
      const {providers} = await (await fetch(`${base}/auth/providers`)).json()
      expect(providers[0].url).toBe(`https://lake.example.test/${AUTH}/auth/login/password`)
      const page = await fetch(`${base}/auth/login/password?origin=${encodeURIComponent('https://studio.example.test/app')}`)
      expect(page.status).toBe(200)
      const elsewhere = await fetch(`${base}/auth/login/password?origin=${encodeURIComponent('https://other.example.test/')}`)
      expect(elsewhere.status).toBe(400)
    } finally {
      await other.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})

describe('the sign-in page', () => {
  it('is an accessible form that posts back with the return address', async () => {
    const res = await fetch(loginUrl({origin: STUDIO, projectId: 'demo', type: 'dual'}))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/)
    expect(html).toMatch(/<form method="post" action="\/v2021-06-07\/auth\/login\/password"/)
    expect(html).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email"/)
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/)
    expect(html).toMatch(/role="alert"/)
    expect(html).toContain(`name="origin" value="${STUDIO}"`)
    expect(html).toContain('Demo project')
    expect(html).not.toMatch(/<script/i)
  })

  it('escapes what it echoes', async () => {
    const origin = `${STUDIO}?q="><script>alert(1)</script>`
    const html = await (await fetch(loginUrl({origin, type: 'dual'}))).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#34;&#62;&#60;script&#62;')
  })

  it('refuses a missing, foreign or non-http return address with a 400 page', async () => {
    for (const origin of [undefined, 'https://evil.example.com/', 'javascript:alert(1)', 'not a url']) {
      const res = await fetch(loginUrl(origin === undefined ? {} : {origin}))
      expect(res.status, String(origin)).toBe(400)
      const html = await res.text()
      expect(html).toMatch(/role="alert"/)
      expect(html).not.toMatch(/<form/)
    }
    const foreign = await postForm({email: 'editor@demo.local', password: 'editor-demo', origin: 'https://evil.example.com/'})
    expect(foreign.status).toBe(400)
    expect(foreign.headers.get('location')).toBeNull()
  })

  it('refuses an unknown sign-in type', async () => {
    const res = await fetch(loginUrl({origin: STUDIO, type: 'magic'}))
    expect(res.status).toBe(400)
  })
})

describe('signing in with the form', () => {
  it('answers a wrong password, or an unknown e-mail, with the same 401 page', async () => {
    const wrong = await postForm({email: 'editor@demo.local', password: 'not-it', origin: STUDIO, type: 'dual'})
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const html = await wrong.text()
    expect(html).toMatch(/<div id="login-problem" class="alert" role="alert">The e-mail or password is not right/)
    expect(html).toContain('value="editor@demo.local"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).not.toContain('not-it')

    const unknown = await postForm({email: 'nobody@demo.local', password: 'not-it', origin: STUDIO, type: 'dual'})
    expect(unknown.status).toBe(401)
    const unknownHtml = await unknown.text()
    expect(unknownHtml).toMatch(/The e-mail or password is not right/)
  })

  it('redirects to origin#sid=, whose session id gives a working token exactly once', async () => {
    const res = await postForm({email: 'editor@demo.local', password: 'editor-demo', origin: STUDIO, projectId: 'demo', type: 'token'})
    expect(res.status).toBe(302)
    const location = res.headers.get('location')
    expect(location?.startsWith(`${STUDIO}#sid=`)).toBe(true)
    expect(res.headers.get('set-cookie')).toBeNull()
    const sid = sidOf(location)
    expect(sid.length).toBeGreaterThanOrEqual(32)

    const first = await fetchToken(sid)
    expect(first.status).toBe(200)
    const {token} = await first.json()
    expect(typeof token).toBe('string')

    const again = await fetchToken(sid)
    expect(again.status).toBe(401)
    expect((await again.json()).error.description).toMatch(/unknown, expired or already used/)

    const user = await me({authorization: `Bearer ${token}`})
    expect(user.status).toBe(200)
    expect(await user.json()).toEqual({
      id: 'p-editor',
      name: 'Edith Editor',
      email: 'editor@demo.local',
      provider: 'password',
      role: 'editor',
      roles: [{name: 'editor', title: 'Editor', description: expect.any(String)}],
    })
  })

  it('sets an HttpOnly session cookie that signs the browser in (dual)', async () => {
    const res = await postForm({email: 'viewer@demo.local', password: 'viewer-demo', origin: STUDIO, type: 'dual'})
    expect(res.status).toBe(302)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sanitySession='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    const pair = cookie!.split(';')[0]

    const user = await me({cookie: pair})
    expect(user.status).toBe(200)
    expect((await user.json()).role).toBe('viewer')

    // The same sign-in's session id also gives a token.
    expect((await fetchToken(sidOf(res.headers.get('location')))).status).toBe(200)

    // Logging out with the cookie ends it and clears it.
    const out = await fetch(`${lake.url}/${AUTH}/auth/logout`, {method: 'POST', headers: {cookie: pair}})
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().some((c) => /^sanitySession=;/.test(c))).toBe(true)
    expect((await me({cookie: pair})).status).toBe(401)
  })

  it('keeps the return path and query, replacing any fragment', async () => {
    const res = await postForm({email: 'viewer@demo.local', password: 'viewer-demo', origin: `${STUDIO}/desk?x=1#old`, type: 'token'})
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3333\/studio\/desk\?x=1#sid=[A-Za-z0-9_-]{32,}$/)
  })

  it('rejects an unknown or missing session id', async () => {
    expect((await fetchToken('x'.repeat(43))).status).toBe(401)
    expect((await fetch(`${lake.url}/${AUTH}/auth/fetch`)).status).toBe(400)
  })
})

describe('signing in with JSON', () => {
  it('returns a token for the right password and 401 otherwise', async () => {
    const post = (body: unknown) =>
      fetch(`${lake.url}/${AUTH}/auth/login/password`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body),
      })
    const ok = await post({email: 'contributor@demo.local', password: 'contributor-demo'})
    expect(ok.status).toBe(200)
    const {token} = await ok.json()
    expect((await (await me({authorization: `Bearer ${token}`})).json()).id).toBe('p-contributor')

    const bad = await post({email: 'contributor@demo.local', password: 'nope'})
    expect(bad.status).toBe(401)
    expect((await bad.json()).error.type).toBe('unauthorized')
    expect((await post({email: 42})).status).toBe(401)
    expect((await post([1, 2])).status).toBe(400)
  })
})

describe('POST /auth/logout', () => {
  it('deletes the token it was called with', async () => {
    const {secret} = issueToken(lake.running.store, 'p-developer', 'logout test')
    expect((await me({authorization: `Bearer ${secret}`})).status).toBe(200)
    const out = await fetch(`${lake.url}/${AUTH}/auth/logout`, {method: 'POST', headers: {authorization: `Bearer ${secret}`}})
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({})
    expect((await me({authorization: `Bearer ${secret}`})).status).toBe(401)
    // Other tokens of the same user stay valid.
    expect((await lake.api('/users/me', {role: 'developer'})).status).toBe(200)
  })
})

describe('GET /users/me', () => {
  it('is 401 when signed out', async () => {
    const res = await me({})
    expect(res.status).toBe(401)
    expect((await res.json()).error.description).toBeTruthy()
    expect((await me({authorization: 'Bearer sk-not-a-token'})).status).toBe(401)
  })

  it('names the highest role in the project, and none without a project', async () => {
    const admin = await (await lake.api('/users/me', {role: 'administrator'})).json()
    expect(admin.role).toBe('administrator')
    expect(admin.roles.map((r: {name: string}) => r.name)).toEqual(['administrator'])

    // With one project a request naming none would be for it (defaultProject.test.ts).
    lake.running.store.createProject({id: 'another-project', displayName: 'Another', createdAt: new Date().toISOString()})
    const noProject = await me({authorization: `Bearer ${lake.tokens.administrator}`}, false)
    expect(noProject.status).toBe(200)
    expect(await noProject.json()).toMatchObject({id: 'p-admin', role: '', roles: []})
  })
})

describe('GET /users/:ids', () => {
  beforeAll(() => {
    lake.running.store.createUser({
      id: 'p-outsider',
      name: 'Otto Outsider',
      email: 'outsider@elsewhere.local',
      provider: 'password',
      passwordHash: null,
      profileImage: 'http://localhost/otto.png',
      createdAt: new Date().toISOString(),
    })
  })

  it('returns one user as an object, several as a list of the known ones', async () => {
    const one = await lake.api('/users/p-viewer', {role: 'editor'})
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({id: 'p-viewer', displayName: 'Vic Viewer'})

    const several = await lake.api('/users/p-viewer,p-nobody,p-admin', {role: 'editor'})
    expect(await several.json()).toEqual([
      {id: 'p-viewer', displayName: 'Vic Viewer'},
      {id: 'p-admin', displayName: 'Ada Admin'},
    ])
    expect((await lake.api('/users/p-nobody', {role: 'editor'})).status).toBe(404)
  })

  it('does not expose people outside the project, and needs a signed-in caller', async () => {
    expect((await lake.api('/users/p-outsider', {role: 'editor'})).status).toBe(404)
    expect(await (await lake.api('/users/p-outsider,p-editor', {role: 'editor'})).json()).toEqual([
      {id: 'p-editor', displayName: 'Edith Editor'},
    ])
    const outsider = issueToken(lake.running.store, 'p-outsider', 'test').secret
    const asOutsider = (ids: string) =>
      fetch(`${lake.url}/v2023-11-13/users/${ids}`, {headers: {authorization: `Bearer ${outsider}`, 'X-Sanity-Project-ID': 'demo'}})
    expect((await asOutsider('p-editor')).status).toBe(404)
    expect(await (await asOutsider('p-outsider')).json()).toEqual({
      id: 'p-outsider',
      displayName: 'Otto Outsider',
      imageUrl: 'http://localhost/otto.png',
    })
    expect((await lake.api('/users/p-editor', {role: null})).status).toBe(401)
  })
})

describe('npm run token', () => {
  const run = promisify(execFile)
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, ['server/cli/token.ts', ...args], {cwd: REPO, env: {...process.env, STUDIO_DATA_DIR: dataDir}})

  it('prints a working API token for a user', async () => {
    const {stdout} = await cli(['contributor@demo.local', 'ci script'], lake.dataDir)
    const token = stdout.trim()
    expect(token).toMatch(/^sk\S{20,}$/)
    const res = await me({authorization: `Bearer ${token}`})
    expect((await res.json()).id).toBe('p-contributor')
  })

  it('fails with a message for an unknown e-mail, a missing lake or no arguments', async () => {
    const unknown = cli(['nobody@demo.local'], lake.dataDir)
    await expect(unknown).rejects.toMatchObject({code: 1, stderr: expect.stringMatching(/No user with the e-mail "nobody@demo.local"/), stdout: ''})
    const empty = mkdtempSync(join(tmpdir(), 'lake-empty-'))
    try {
      await expect(cli(['editor@demo.local'], empty)).rejects.toMatchObject({code: 1, stderr: expect.stringMatching(/No lake data/)})
    } finally {
      rmSync(empty, {recursive: true, force: true})
    }
    await expect(cli([], lake.dataDir)).rejects.toMatchObject({code: 1, stderr: expect.stringMatching(/^Usage: npm run token/)})
  })
})
