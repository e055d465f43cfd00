// The lake's project administration pages: the project with its members, and inviting a member
// (administrators only, the account created with an initial password), signed in by cookie.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type RoleName, type TestLake} from '../support/lake.ts'

let lake: TestLake
const cookies = new Map<RoleName, string>()

/** Signs in through the login form (type=dual sets the session cookie) and returns the cookie. */
async function sessionCookie(role: RoleName): Promise<string> {
  const user = DEMO_USERS.find((candidate) => candidate.role === role)!
  const response = await fetch(`${lake.url}/v2021-06-07/auth/login/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({email: user.email, password: user.password, type: 'dual', origin: `${lake.url}/`, projectId: lake.projectId}),
  })
  expect(response.status).toBe(302)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sanitySession='))
  if (!cookie) throw new Error('the form login set no session cookie')
  return cookie.split(';')[0]
}

function page(path: string, init: {role?: RoleName | null; method?: string; form?: Record<string, string>; origin?: string} = {}) {
  const headers = new Headers({accept: 'text/html'})
  const cookie = init.role ? cookies.get(init.role) : undefined
  if (cookie) headers.set('cookie', cookie)
  if (init.origin) headers.set('origin', init.origin)
  if (init.form) headers.set('content-type', 'application/x-www-form-urlencoded')
  return fetch(`${lake.url}${path}`, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
    redirect: 'manual',
  })
}

const invite = (form: Record<string, string>, role: RoleName = 'administrator', origin?: string) =>
  page('/manage/demo/invite', {role, form, origin: origin ?? lake.url})

const headingsOf = (html: string) => html.match(/<h1\b/g)?.length ?? 0

beforeAll(async () => {
  lake = await startTestLake()
  for (const role of ['administrator', 'editor'] as const) cookies.set(role, await sessionCookie(role))
})

afterAll(async () => {
  await lake?.close()
})

describe('the project page', () => {
  test('lists the project, its datasets and its members with their roles', async () => {
    const response = await page('/manage/demo', {role: 'editor'})
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(headingsOf(html)).toBe(1)
    expect(html).toContain('<h1>Demo project</h1>')
    expect(html).toContain('production')
    for (const user of DEMO_USERS) expect(html).toContain(user.email)
    expect(html).toMatch(/Ada Admin.*?Administrator/s)
    expect(html).toMatch(/Edith Editor.*?Editor/s)
    // An editor cannot invite, so the page does not offer it.
    expect(html).not.toContain('/manage/demo/invite')
  })

  test('offers inviting to administrators', async () => {
    const html = await (await page('/manage/demo', {role: 'administrator'})).text()
    expect(html).toContain('href="/manage/demo/invite"')
  })

  test('signed out, it links to signing in instead', async () => {
    const response = await page('/manage/demo', {role: null})
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/<a href="\/">Sign in/)
    expect(html).not.toContain('Edith Editor')
  })

  test('an unknown project is a 404 page', async () => {
    const response = await page('/manage/nope', {role: 'administrator'})
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Project not found')
  })
})

describe('inviting members', () => {
  test('the form has labelled inputs and says the password is handed over', async () => {
    const response = await page('/manage/demo/invite', {role: 'administrator'})
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(headingsOf(html)).toBe(1)
    for (const id of ['name', 'email', 'role', 'password']) expect(html).toContain(`<label for="${id}">`)
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/sends no e-mail/)
  })

  test('an editor gets 403 on the form and on sending it', async () => {
    expect((await page('/manage/demo/invite', {role: 'editor'})).status).toBe(403)
    const response = await invite({name: 'Sneaky', email: 'sneaky@demo.local', role: 'administrator', password: 'sneaky-pass'}, 'editor')
    expect(response.status).toBe(403)
    expect(lake.running.store.findUserByEmail('sneaky@demo.local')).toBeNull()
  })

  test('an administrator invites a person, who can then sign in with the role', async () => {
    const response = await invite({name: 'Nora New', email: 'Nora@Demo.local', role: 'contributor', password: 'nora-initial'})
    expect(response.status).toBe(201)
    expect(await response.text()).toContain('Nora New')

    const login = await fetch(`${lake.url}/v2021-06-07/auth/login/password`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({email: 'nora@demo.local', password: 'nora-initial'}),
    })
    expect(login.status).toBe(200)
    const {token} = (await login.json()) as {token: string}
    const me = await fetch(`${lake.url}/v2021-06-07/users/me`, {headers: {authorization: `Bearer ${token}`, 'x-sanity-project-id': 'demo'}})
    expect(me.status).toBe(200)
    const body = (await me.json()) as {name: string; roles: {name: string}[]}
    expect(body.name).toBe('Nora New')
    expect(body.roles.map((role) => role.name)).toEqual(['contributor'])

    const projectPage = await (await page('/manage/demo', {role: 'editor'})).text()
    expect(projectPage).toMatch(/Nora New.*?Contributor/s)
  })

  test('an e-mail that already has an account is a 409 with a clear message', async () => {
    const response = await invite({name: 'Edith Again', email: 'editor@demo.local', role: 'viewer', password: 'another-pass'})
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('editor@demo.local already has an account')
    expect(html).toContain('value="Edith Again"')
  })

  test('missing fields are a 400 with the values kept, never the password', async () => {
    const response = await invite({name: 'Half <Filled>', email: '', role: 'editor', password: 'secret-pass-1'})
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Enter the e-mail address')
    expect(html).toContain('value="Half &#60;Filled&#62;"')
    expect(html).toContain('<option value="editor" selected>')
    expect(html).not.toContain('secret-pass-1')
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"/)

    const short = await invite({name: 'Pat', email: 'pat@demo.local', role: 'boss', password: 'short'})
    expect(short.status).toBe(400)
    const shortHtml = await short.text()
    expect(shortHtml).toContain('Choose one of the listed roles')
    expect(shortHtml).toContain('at least 8 characters')
    expect(lake.running.store.findUserByEmail('pat@demo.local')).toBeNull()
  })

  test('a form sent from another site is refused', async () => {
    const response = await invite({name: 'Evil', email: 'evil@demo.local', role: 'administrator', password: 'evil-pass-1'}, 'administrator', 'https://evil.example')
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('another site')
    expect(lake.running.store.findUserByEmail('evil@demo.local')).toBeNull()
  })

  test('signed out, sending the form is refused with a sign-in link', async () => {
    const response = await page('/manage/demo/invite', {role: null, origin: lake.url, form: {name: 'X', email: 'x@demo.local', role: 'viewer', password: 'x-password'}})
    expect(response.status).toBe(401)
    expect(await response.text()).toMatch(/<a href="\/">Sign in/)
  })
})
