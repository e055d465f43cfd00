// The help menu in a real browser against the real lake: the three fixed entries, the lake's
// sections with links that open its documentation, the studio version; and when the help call
// fails, the fixed entries alone (SH-HELP-004). Keyboard only, axe on the open menu.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {STUDIO_VERSION} from '../../core/help/help.ts'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

async function openHelp() {
  await page.getByRole('button', {name: 'Help and resources'}).press('Enter')
  const menu = page.getByRole('menu', {name: 'Help and resources'})
  await menu.waitFor()
  return menu
}

test('the help menu has the fixed entries, the lake’s sections and the studio version', async () => {
  void browser
  void context
  await signIn(page, lake, 'editor', '/structure')
  const menu = await openHelp()
  for (const name of ['Join the community', 'Help and support', 'Contact sales']) await menu.getByRole('menuitem', {name}).waitFor()
  const api = menu.getByRole('menuitem', {name: 'The HTTP API'})
  await api.waitFor()
  expect(await api.getAttribute('href')).toBe(`${lake.url}/docs/api.md`)
  expect((await fetch(String(await menu.getByRole('menuitem', {name: 'Help and support'}).getAttribute('href')))).status).toBe(200)
  await page.getByText(`Studio version ${STUDIO_VERSION}`).waitFor()
  await page.getByText('This is the latest version').waitFor()
  await expectNoAxeViolations(page)
  mkdirSync(join(tmpdir(), 'lake-help'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-help', 'help-menu.png')})
  await page.keyboard.press('Escape')
  await menu.waitFor({state: 'detached'})
})

test('when the help call fails, the menu still offers the fixed entries', async () => {
  await page.route('**/v1/help?**', (route) => route.fulfill({status: 503, body: 'unavailable'}))
  try {
    await signIn(page, lake, 'editor', '/structure')
    const menu = await openHelp()
    await menu.getByRole('menuitem', {name: 'Help and support'}).waitFor()
    await expect.poll(() => page.getByText('Loading more resources…').count()).toBe(0)
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Join the community', 'Help and support', 'Contact sales'])
  } finally {
    await page.unroute('**/v1/help?**')
  }
})
