// A real lake serving the built studio, and the steps a person takes in it: open the studio, sign
// in through the provider chooser and the lake's own login form, sign out.
import {existsSync} from 'node:fs'
import type {Page} from 'playwright-core'
import {hashPassword} from '../../../server/auth/passwords.ts'
import {DEMO_USERS, type DemoUser} from '../../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../../support/lake.ts'
import {STUDIO_INDEX} from './build.ts'

export type DemoRole = DemoUser['role']

export function demoUser(role: DemoRole): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.role === role)
  if (!user) throw new Error(`No demo user with role ${role}`)
  return user
}

/** A fresh lake (own data folder) that serves dist/studio; the e2e global setup built it. */
export async function startStudioLake(options: {welcome?: boolean} = {}): Promise<TestLake> {
  if (!existsSync(STUDIO_INDEX)) throw new Error('dist/studio is missing: run the e2e tests through vitest (its global setup builds it)')
  return startTestLake(options)
}

/** A lake serving another build of the studio (buildStudioWithConfig): the lake reads STUDIO_DIST_DIR when it starts. */
export async function startLakeServing(build: string): Promise<TestLake> {
  process.env.STUDIO_DIST_DIR = build
  try {
    return await startTestLake()
  } finally {
    delete process.env.STUDIO_DIST_DIR
  }
}

/** Opens the studio and waits for the sign-in screen. */
export async function openLoginScreen(page: Page, lake: TestLake, path = '/'): Promise<void> {
  await page.goto(lake.url + path)
  await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
}

/** Signs in as a demo user from the provider chooser, through the lake's login page. */
export async function signIn(page: Page, lake: TestLake, role: DemoRole, path = '/'): Promise<DemoUser> {
  const user = demoUser(role)
  await openLoginScreen(page, lake, path)
  await page.getByRole('button', {name: 'E-mail and password'}).click()
  await page.getByRole('heading', {name: 'Sign in'}).waitFor()
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', {name: 'Sign in'}).click()
  await waitForShell(page, user)
  return user
}

/** The signed-in studio: the navigation bar's account button names the user (the menu button at narrow widths). */
export async function waitForShell(page: Page, user: DemoUser): Promise<void> {
  const banner = page.getByRole('banner')
  await banner.getByRole('button', {name: `Account: ${user.name}`}).or(banner.getByRole('button', {name: 'Open menu'})).waitFor()
}

export async function signOut(page: Page, user: DemoUser): Promise<void> {
  await page.getByRole('button', {name: `Account: ${user.name}`}).click()
  await page.getByRole('menuitem', {name: 'Sign out'}).click()
  await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
}

/** A person who can sign in to the lake but holds no role in the demo project (SH-AUTH-031). */
export async function createUserWithoutRole(lake: TestLake): Promise<{name: string; email: string; password: string}> {
  const person = {id: 'p-outsider', name: 'Otto Outsider', email: 'outsider@demo.local', password: 'outsider-demo'}
  lake.running.store.createUser({
    id: person.id,
    name: person.name,
    email: person.email,
    provider: 'password',
    passwordHash: await hashPassword(person.password),
    profileImage: null,
    createdAt: new Date().toISOString(),
  })
  return person
}

/** Fills the lake's login form after the provider chooser (for people who are not demo users). */
export async function signInAs(page: Page, lake: TestLake, person: {email: string; password: string}): Promise<void> {
  await openLoginScreen(page, lake)
  await page.getByRole('button', {name: 'E-mail and password'}).click()
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', {name: 'Sign in'}).click()
}
