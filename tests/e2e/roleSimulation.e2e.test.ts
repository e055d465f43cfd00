// Role simulation in a real browser against the real lake: an editor opens a draft with
// `#_debug_roles=contributor` in the address; the studio says it is simulating, Publish is
// disabled with the contributor's reason, and Stop simulating gives the editor's studio back. The
// lake is not fooled: the simulation never grants what the real user lacks (a viewer simulating
// an editor still cannot save). The notice and the reason in German pass axe as well.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {RoleName, TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {localeStorageKey} from '../../core/i18n/constants.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

async function mutate(role: RoleName, mutations: unknown[]) {
  const response = await lake.api('/data/mutate/production?visibility=sync', {role, method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
}

async function hover(locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Nothing to hover: the element is not visible')
  await page.mouse.move(box.x - 20, box.y - 20)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 4})
}

test('simulating the contributor role disables Publish with its reason until the simulation stops', async () => {
  void browser
  void context
  const id = `simulate-${Date.now().toString(36)}`
  await mutate('editor', [{create: {_id: id, _type: 'category', title: 'Simulated', slug: {_type: 'slug', current: id}}}, {create: {_id: `drafts.${id}`, _type: 'category', title: 'Simulated, changed', slug: {_type: 'slug', current: id}}}])
  await signIn(page, lake, 'editor', `/structure/category;${id}`)
  const publish = page.getByRole('button', {name: 'Publish', exact: true})
  await publish.waitFor()
  await expect.poll(() => publish.getAttribute('aria-disabled')).toBeNull()

  await page.evaluate(() => (window.location.hash = '_debug_roles=contributor'))
  const notice = page.getByRole('status').filter({hasText: 'Simulating the role contributor.'})
  await notice.waitFor()
  await expect.poll(() => publish.getAttribute('aria-disabled')).toBe('true')
  await hover(publish)
  await page.getByRole('tooltip').getByText(/Unable to publish/).waitFor()
  // The reason names the role the studio is acting as, so the editor knows what was simulated (SH-PERM-004).
  await expect(page.getByRole('tooltip').textContent()).resolves.toContain('Your roles: contributor')
  await expectNoAxeViolations(page, '[role=status]')
  mkdirSync(join(tmpdir(), 'lake-roles'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-roles', 'simulating.png')})

  // In-app navigation drops the hash; the simulation stays for the tab's session.
  await page.getByRole('navigation', {name: 'Document types'}).getByRole('link', {name: 'Author'}).click()
  await page.waitForURL(/\/structure\/author$/)
  expect(new URL(page.url()).hash).toBe('')
  await notice.waitFor()
  await page.goBack()
  await publish.waitFor()

  await notice.getByRole('link', {name: 'Stop simulating'}).click()
  await notice.waitFor({state: 'detached'})
  await expect.poll(() => publish.getAttribute('aria-disabled')).toBeNull()
})

test('the lake still applies the real grants: a viewer simulating an editor cannot save', async () => {
  const id = `simulate-viewer-${Date.now().toString(36)}`
  await mutate('editor', [{create: {_id: id, _type: 'category', title: 'Read only for real'}}])
  await signIn(page, lake, 'viewer', `/structure/category;${id}`)
  await page.getByRole('form').waitFor()
  await page.evaluate(() => (window.location.hash = '_debug_roles=editor'))
  await page.getByRole('status').filter({hasText: 'Simulating the role editor.'}).waitFor()
  const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
  await title.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' edited')
  // The studio let the viewer type (it believes the simulated grants); the lake refuses the save.
  await page.getByRole('alert').filter({hasText: /permission|not allowed|Insufficient/i}).first().waitFor({timeout: 15_000})
  const response = await lake.api(`/data/doc/production/drafts.${id}`)
  expect(((await response.json()) as {documents: unknown[]}).documents).toEqual([])
})

test('in German the notice and the reason read German and pass axe', async () => {
  const id = `simulate-de-${Date.now().toString(36)}`
  await mutate('editor', [{create: {_id: id, _type: 'category', title: 'Simuliert', slug: {_type: 'slug', current: id}}}, {create: {_id: `drafts.${id}`, _type: 'category', title: 'Simuliert, geändert', slug: {_type: 'slug', current: id}}}])
  await signIn(page, lake, 'editor', `/structure/category;${id}`)
  // German, as chosen earlier on this machine; then the simulation from the address.
  await page.evaluate((key) => window.localStorage.setItem(key, 'de-DE'), localeStorageKey('demo', 'default'))
  await page.reload()
  await page.getByRole('button', {name: 'Veröffentlichen', exact: true}).waitFor()
  await page.evaluate(() => (window.location.hash = '_debug_roles=contributor'))
  const notice = page.getByRole('status').filter({hasText: 'Die Rolle contributor wird simuliert.'})
  await notice.waitFor()
  const publish = page.getByRole('button', {name: 'Veröffentlichen', exact: true})
  await expect.poll(() => publish.getAttribute('aria-disabled')).toBe('true')
  await hover(publish)
  const tooltip = page.getByRole('tooltip')
  await tooltip.getByText(/Nicht möglich/).waitFor()
  await expect(tooltip.textContent()).resolves.toContain('Ihre Rollen: contributor')
  await expectNoAxeViolations(page, '[role=status]')
  await notice.getByRole('link', {name: 'Simulation beenden'}).waitFor()
})
