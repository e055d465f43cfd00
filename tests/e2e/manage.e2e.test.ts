// 'Manage project' and 'Invite members' in the user menu lead to the lake's own administration
// pages; only administrators are offered the invite link.
import {afterAll, afterEach, beforeAll, beforeEach, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, WIDE_VIEWPORT} from './support/browser.ts'
import {signIn, startStudioLake} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;[lake, browser] = await Promise.all([startStudioLake(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await lake?.close()
})

beforeEach(async () => {
  // The lake's pages forbid scripts by CSP; axe is injected as one, so the test context bypasses it.
  context = await browser.newContext({viewport: WIDE_VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', bypassCSP: true})
  context.setDefaultTimeout(15_000)
  page = await context.newPage()
})

afterEach(async () => {
  await context?.close()
})

test('an administrator is offered both links, and the invite link opens the invite page', async () => {
  const user = await signIn(page, lake, 'administrator')
  await page.getByRole('button', {name: `Account: ${user.name}`}).click()
  await page.getByRole('menuitem', {name: 'Manage project'}).waitFor()
  await page.getByRole('menuitem', {name: 'Invite members'}).click()
  await page.waitForURL((url) => url.pathname === '/manage/demo/invite')
  await page.getByRole('heading', {level: 1, name: 'Invite members'}).waitFor()
  await expect(page.getByLabel('E-mail').isVisible()).resolves.toBe(true)
  await expect(page.getByLabel('Role').isVisible()).resolves.toBe(true)
  await expectNoAxeViolations(page)
})

test('an editor is offered Manage project but not Invite members', async () => {
  const user = await signIn(page, lake, 'editor')
  await page.getByRole('button', {name: `Account: ${user.name}`}).click()
  await page.getByRole('menuitem', {name: 'Manage project'}).waitFor()
  await expect(page.getByRole('menuitem', {name: 'Invite members'}).count()).resolves.toBe(0)
  await page.getByRole('menuitem', {name: 'Manage project'}).click()
  await page.waitForURL((url) => url.pathname === '/manage/demo')
  await page.getByRole('heading', {level: 1, name: 'Demo project'}).waitFor()
  await expect(page.getByText('Edith Editor').isVisible()).resolves.toBe(true)
  await expectNoAxeViolations(page)
})
