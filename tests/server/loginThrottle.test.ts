// Failed password sign-ins are throttled per account and per client address on both the JSON and
// the form route, on a stopped clock: 429 with Retry-After and a clear message, nothing checked
// while locked, unlocked when the lock runs out, and a user who has not failed is never slowed.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {LOGIN_THROTTLE, LoginThrottle} from '../../server/auth/loginThrottle.ts'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

const AUTH = 'v2021-06-07'
const EDITOR = DEMO_USERS.find((user) => user.role === 'editor')!
const VIEWER = DEMO_USERS.find((user) => user.role === 'viewer')!
const ADMIN = DEMO_USERS.find((user) => user.role === 'administrator')!
const ORIGIN = 'http://localhost:3333/'

let lake: TestLake
let now = Date.parse('2026-11-24T12:00:00Z')
beforeAll(async () => {
  lake = await startTestLake({now: () => now})
})
afterAll(() => lake?.close())

const postJson = (email: string, password: string, on: TestLake = lake) =>
  fetch(`${on.url}/${AUTH}/auth/login/password`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({email, password}),
  })

const postForm = (email: string, password: string) =>
  fetch(`${lake.url}/${AUTH}/auth/login/password`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({email, password, origin: ORIGIN, type: 'token'}).toString(),
    redirect: 'manual',
  })

describe('per account', () => {
  test('after five wrong passwords the account is locked, even for the right one, on both routes', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.accountFreeFailures - 1; i++) expect((await postJson(EDITOR.email, 'wrong')).status).toBe(401)
    const fifth = await postForm(EDITOR.email, 'wrong')
    expect(fifth.status).toBe(401)

    const locked = await postJson(EDITOR.email, EDITOR.password)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('30')
    const body = await locked.json()
    expect(body.error).toMatchObject({type: 'tooManyRequests', description: 'Too many failed sign-in attempts. Wait 30 seconds before trying again.'})

    const page = await postForm(EDITOR.email.toUpperCase(), EDITOR.password)
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toBe('30')
    const html = await page.text()
    expect(html).toContain('role="alert">Too many failed sign-in attempts. Wait 30 seconds before trying again.<')
    // What was typed stays in the form, so nothing needs to be typed again but the password.
    expect(html).toContain(`value="${EDITOR.email.toUpperCase()}"`)
  })

  test('the lock runs out on the clock; a further failure doubles it; the right password clears it', async () => {
    now += 29_000
    expect((await postJson(EDITOR.email, EDITOR.password)).status).toBe(429)
    now += 1_000
    expect((await postJson(EDITOR.email, 'wrong again')).status).toBe(401)
    const doubled = await postJson(EDITOR.email, EDITOR.password)
    expect(doubled.status).toBe(429)
    expect(doubled.headers.get('retry-after')).toBe('60')
    now += 60_000
    expect((await postJson(EDITOR.email, EDITOR.password)).status).toBe(200)
    // Cleared: the next wrong password is an ordinary 401, not a lock.
    expect((await postJson(EDITOR.email, 'wrong')).status).toBe(401)
    expect((await postJson(EDITOR.email, EDITOR.password)).status).toBe(200)
  })

  test('another account is not slowed by someone failing on this one', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.accountFreeFailures; i++) await postJson(VIEWER.email, 'wrong')
    expect((await postJson(VIEWER.email, VIEWER.password)).status).toBe(429)
    const started = performance.now()
    const admin = await postJson(ADMIN.email, ADMIN.password)
    expect(admin.status).toBe(200)
    expect(await admin.json()).toHaveProperty('token')
    // No artificial delay: one scrypt check, well under a lock's length.
    expect(performance.now() - started).toBeLessThan(5_000)
    now += LOGIN_THROTTLE.lockCapMs
  })
})

describe('per address', () => {
  // The address threshold is lowered so this runs in a test's time (each wrong password costs
  // real scrypt work); everything else is the shipped policy.
  let shared: TestLake
  beforeAll(async () => {
    shared = await startTestLake({now: () => now, loginThrottle: {addressFreeFailures: 8}})
  })
  afterAll(() => shared?.close())

  test('many failures from one address across accounts lock that address, but not its regular users', async () => {
    expect((await postJson(ADMIN.email, ADMIN.password, shared)).status).toBe(200)
    // Unknown e-mails cost the same password work, so they count like wrong passwords.
    for (let i = 0; i < 8; i++) expect((await postJson(`nobody-${i}@demo.local`, 'guess', shared)).status).toBe(401)
    const locked = await postJson(VIEWER.email, VIEWER.password, shared)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('30')
    expect((await postJson('nobody-9@demo.local', 'guess', shared)).status).toBe(429)
    // The administrator signed in from here before and has not failed since.
    expect((await postJson(ADMIN.email, ADMIN.password, shared)).status).toBe(200)
    now += 30_000
    expect((await postJson(VIEWER.email, VIEWER.password, shared)).status).toBe(200)
  })
})

describe('the throttle on its own', () => {
  test('locks double up to the cap and are forgotten after the window', () => {
    let clock = 0
    const throttle = new LoginThrottle(() => clock)
    for (let i = 0; i < LOGIN_THROTTLE.accountFreeFailures - 1; i++) expect(throttle.failed('a@x', '1.1.1.1')).toBeNull()
    expect(throttle.failed('a@x', '1.1.1.1')).toEqual({scope: 'account', retryAfterMs: 30_000})
    for (let i = 1; i < 10; i++) {
      clock += 60 * 60_000
      expect(throttle.lockOf('a@x', '1.1.1.1')).toBeNull()
      // After an hour the window has passed: counting starts again.
      expect(throttle.failed('a@x', '1.1.1.1')).toBeNull()
    }
    for (let i = 0; i < 20; i++) throttle.failed('b@x', '2.2.2.2')
    expect(throttle.lockOf('b@x', '9.9.9.9')).toEqual({scope: 'account', retryAfterMs: LOGIN_THROTTLE.lockCapMs})
    expect(throttle.lockOf('c@x', '2.2.2.2')).toBeNull()
  })

  test('password checks run a few at a time and refuse beyond the queue', async () => {
    const throttle = new LoginThrottle(Date.now, {concurrentChecks: 2, queuedChecks: 1})
    let running = 0
    let most = 0
    const releases: (() => void)[] = []
    const check = () =>
      new Promise<boolean>((resolve) => {
        running += 1
        most = Math.max(most, running)
        releases.push(() => {
          running -= 1
          resolve(true)
        })
      })
    const first = throttle.verify(check)
    const second = throttle.verify(check)
    const third = throttle.verify(check)
    expect(await throttle.verify(check)).toBeNull()
    await Promise.resolve()
    expect(running).toBe(2)
    releases.shift()!()
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(running).toBe(2)
    releases.shift()!()
    releases.shift()!()
    expect(await second).toEqual({value: true})
    expect(await third).toEqual({value: true})
    expect(most).toBe(2)
  })
})
