// The welcome and free-trial dialogs in a real browser against the real lake: the lake's welcome
// once per user (a reload, or the same user in a fresh browser, does not bring it back; another
// user still gets it), and an administrator's journey with trial dates: the popover beside the
// free-trial button, its ring, the call to action leading on, the button toggling. Axe on both,
// in English and in German; a picture from the lake drawn inline once sanitised.
import {mkdirSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test} from 'vitest'
import type {Browser, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {localeStorageKey} from '../../core/i18n/constants.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, newStudioContext} from './support/browser.ts'
import {demoUser, openLoginScreen, startStudioLake, waitForShell, type DemoRole} from './support/studio.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SHOTS = join(tmpdir(), 'lake-welcome')
let lake: TestLake
let browser: Browser

beforeAll(async () => {
  ;[lake, browser] = await Promise.all([startStudioLake({welcome: true}), launchBrowser()])
  mkdirSync(SHOTS, {recursive: true})
})
afterAll(async () => {
  await browser?.close()
  await lake?.close()
})

/** Signs in through the lake's form and waits until the studio has asked for the journey. */
async function signInWithJourney(page: Page, role: DemoRole) {
  const user = demoUser(role)
  await openLoginScreen(page, lake, '/structure')
  await page.getByRole('button', {name: 'E-mail and password'}).click()
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  const journey = page.waitForResponse((response) => response.url().includes('/journey/trial?'))
  await page.getByRole('button', {name: 'Sign in'}).click()
  await journey
  return user
}

async function freshPage(): Promise<Page> {
  const context = await newStudioContext(browser)
  return context.newPage()
}

/** Signs in on a page whose language an editor chose earlier on this machine (ui/app/localeChoice.ts): German. */
async function signInInGerman(page: Page, role: DemoRole) {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'de-DE'), localeStorageKey('demo', 'default'))
  const user = demoUser(role)
  await page.goto(`${lake.url}/structure`)
  await page.getByRole('heading', {name: 'Anmeldeanbieter wählen'}).waitFor()
  await page.getByRole('button', {name: 'E-mail and password'}).click()
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', {name: 'Sign in'}).click()
}

test('the welcome shows once per user: not after a reload, not in a fresh browser, but for someone else', async () => {
  const page = await freshPage()
  await signInWithJourney(page, 'editor')
  const dialog = page.getByRole('dialog', {name: 'Welcome to your studio'})
  await dialog.waitFor()
  await dialog.getByText('kept in this content lake').waitFor()
  await dialog.getByRole('button', {name: 'Read the guide'}).waitFor()
  await expectNoAxeViolations(page)
  await page.screenshot({path: join(SHOTS, 'welcome-modal.png')})
  // The secondary button closes it; the lake is told before the page moves on.
  const seen = page.waitForResponse((response) => response.url().includes('/journey/trial/lake-welcome-1') && response.request().method() === 'POST')
  await dialog.getByRole('button', {name: 'Start editing'}).click()
  expect((await seen).status()).toBe(200)
  await dialog.waitFor({state: 'detached'})
  await waitForShell(page, demoUser('editor'))

  const again = page.waitForResponse((response) => response.url().includes('/journey/trial?'))
  await page.reload()
  await again
  await waitForShell(page, demoUser('editor'))
  expect(await page.getByRole('dialog').count()).toBe(0)
  await page.context().close()

  // The same person in a browser that never saw the studio: the lake remembers.
  const elsewhere = await freshPage()
  await signInWithJourney(elsewhere, 'editor')
  await waitForShell(elsewhere, demoUser('editor'))
  expect(await elsewhere.getByRole('dialog').count()).toBe(0)
  await elsewhere.context().close()

  // Someone else is welcomed; Escape closes it just the same.
  const viewer = await freshPage()
  await signInWithJourney(viewer, 'viewer')
  const theirs = viewer.getByRole('dialog', {name: 'Welcome to your studio'})
  await theirs.waitFor()
  await viewer.keyboard.press('Escape')
  await theirs.waitFor({state: 'detached'})
  await viewer.context().close()
})

test('in German, the welcome dialog, the help menu and the presence menu pass axe (issue 18)', async () => {
  const page = await freshPage()
  await signInInGerman(page, 'developer')
  const dialog = page.getByRole('dialog', {name: 'Welcome to your studio'})
  await dialog.waitFor()
  // The lake's texts stay as the administrator wrote them; the studio around them is German.
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-DE')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', {name: 'Start editing'}).click()
  await dialog.waitFor({state: 'detached'})

  await page.getByRole('button', {name: 'Hilfe und Ressourcen'}).click()
  await page.getByRole('menu', {name: 'Hilfe und Ressourcen'}).waitFor()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  // The presence menu arrives once the first screen has settled.
  await page.getByRole('button', {name: /^Wer ist hier/}).click()
  await page.getByText('Sonst ist niemand hier', {exact: true}).or(page.getByRole('menu', {name: /^Wer ist hier/})).first().waitFor()
  await expectNoAxeViolations(page)
  await page.context().close()
})

test('a journey with trial dates: the popover beside the free-trial button leads on to the trial dialog, which the button toggles', async () => {
  writeFileSync(
    join(lake.dataDir, 'journey.json'),
    JSON.stringify({
      showOnLoad: {
        id: 'house-welcome',
        dialogType: 'popover',
        headingText: 'Hello, team',
        descriptionText: 'Your trial of the studio has started.',
        ctaButton: {text: 'About your trial', action: 'openNext'},
        secondaryButton: {text: 'Later'},
      },
      showOnClick: {id: 'trial', dialogType: 'modal', headingText: 'Your trial', descriptionText: 'Seven days are left.', secondaryButton: {text: 'Close'}},
      trial: {startedAt: new Date(Date.now() - 23 * DAY_MS).toISOString(), totalDays: 30},
    }),
  )
  const page = await freshPage()
  await signInWithJourney(page, 'administrator')
  const button = page.getByRole('banner').getByRole('button', {name: 'Free trial: 7 days left'})
  await button.waitFor()
  // 23 of 30 days elapsed is above 75 %: the ring has its warning colour.
  expect(await button.locator('svg[data-running-out]').count()).toBe(1)
  const popover = page.getByRole('dialog', {name: 'Hello, team'})
  await popover.waitFor()
  // It sits under the button it belongs to.
  const [buttonBox, popoverBox] = await Promise.all([button.boundingBox(), popover.boundingBox()])
  expect(popoverBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1)
  await expectNoAxeViolations(page)
  await page.screenshot({path: join(SHOTS, 'welcome-popover.png')})

  await popover.getByRole('button', {name: 'About your trial'}).click()
  const trial = page.getByRole('dialog', {name: 'Your trial'})
  await trial.waitFor()
  await expect.poll(() => popover.count()).toBe(0)
  await trial.getByRole('button', {name: 'Close'}).click()
  await trial.waitFor({state: 'detached'})

  await button.press('Enter')
  await trial.waitFor()
  await page.keyboard.press('Escape')
  await trial.waitFor({state: 'detached'})

  // On a narrow screen the sidebar lists the button too (SH-NAV-031), and it opens the same dialog.
  await page.setViewportSize({width: 390, height: 844})
  await page.getByRole('button', {name: 'Open menu'}).click()
  const sidebar = page.getByRole('dialog', {name: 'Menu'})
  await sidebar.getByRole('button', {name: 'Free trial: 7 days left'}).click()
  await trial.waitFor()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await trial.waitFor({state: 'detached'})
  await page.context().close()
})

test('an SVG picture in the welcome is fetched and drawn inline without its script, handlers or foreign objects (SH-TRIAL-011)', async () => {
  // The picture sits on the lake, in a public dataset, as an administrator would put it there.
  lake.running.store.createDataset({projectId: lake.projectId, name: 'trial-pictures', aclMode: 'public'})
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" onload="window.__svgRan = 'onload'">
    <script>window.__svgRan = 'script'</script>
    <foreignObject width="40" height="10"><div xmlns="http://www.w3.org/1999/xhtml">foreign</div></foreignObject>
    <image href="/nowhere.png" onerror="window.__svgRan = 'onerror'"/>
    <rect data-testid="trial-bar" width="40" height="10" fill="#2276fc" onmouseover="window.__svgRan = 'hover'"/>
  </svg>`
  const uploaded = await lake.api('/assets/images/trial-pictures?filename=trial.svg', {role: 'administrator', method: 'POST', body: drawing, headers: {'content-type': 'image/svg+xml'}})
  expect(uploaded.status).toBe(200)
  const {document: asset} = (await uploaded.json()) as {document: {url: string}}
  writeFileSync(
    join(lake.dataDir, 'journey.json'),
    JSON.stringify({
      showOnLoad: {
        id: 'pictured-welcome',
        dialogType: 'modal',
        headingText: 'A welcome with a picture',
        descriptionText: 'The bar above is drawn from the lake.',
        image: {asset: {url: asset.url}, altText: 'Your trial, drawn as a bar'},
        secondaryButton: {text: 'Close'},
      },
    }),
  )
  const page = await freshPage()
  const picture = page.waitForResponse((response) => response.url() === asset.url && response.request().method() === 'GET')
  await signInWithJourney(page, 'contributor')
  const dialog = page.getByRole('dialog', {name: 'A welcome with a picture'})
  await dialog.waitFor()
  await picture
  const inline = dialog.getByRole('img', {name: 'Your trial, drawn as a bar'})
  await inline.locator('svg rect[fill="#2276fc"]').waitFor()
  // Drawn into the page itself, not an <img> pointing at the file.
  expect(await dialog.locator('img').count()).toBe(0)
  await inline.hover()
  const leftovers = await inline.evaluate((element) => ({
    scripts: element.querySelectorAll('script, foreignObject, style').length,
    handlers: [...element.querySelectorAll('*')].flatMap((node) => [...node.attributes].map((attribute) => attribute.name)).filter((name) => name.startsWith('on')),
    ran: (window as unknown as {__svgRan?: string}).__svgRan ?? null,
  }))
  expect(leftovers).toEqual({scripts: 0, handlers: [], ran: null})
  await expectNoAxeViolations(page)
  await page.screenshot({path: join(SHOTS, 'welcome-svg.png')})
  await dialog.getByRole('button', {name: 'Close'}).click()
  await dialog.waitFor({state: 'detached'})
  await page.context().close()
})

test('in German, the free-trial button, its popover and the trial dialog pass axe (issue 18)', async () => {
  writeFileSync(
    join(lake.dataDir, 'journey.json'),
    JSON.stringify({
      showOnLoad: {id: 'trial-hello-de', dialogType: 'popover', headingText: 'Willkommen zur Testphase', descriptionText: 'Sieben Tage bleiben.', ctaButton: {text: 'Mehr dazu', action: 'openNext'}, secondaryButton: {text: 'Später'}},
      showOnClick: {id: 'trial-de', dialogType: 'modal', headingText: 'Ihre Testphase', descriptionText: 'Noch sieben Tage.', secondaryButton: {text: 'Schließen'}},
      trial: {startedAt: new Date(Date.now() - 23 * DAY_MS).toISOString(), totalDays: 30},
    }),
  )
  const page = await freshPage()
  await signInInGerman(page, 'viewer')
  const button = page.getByRole('banner').getByRole('button', {name: 'Testphase: noch 7 Tage'})
  await button.waitFor()
  const popover = page.getByRole('dialog', {name: 'Willkommen zur Testphase'})
  await popover.waitFor()
  await expectNoAxeViolations(page)
  await popover.getByRole('button', {name: 'Mehr dazu'}).click()
  const trial = page.getByRole('dialog', {name: 'Ihre Testphase'})
  await trial.waitFor()
  await expectNoAxeViolations(page)
  await trial.getByRole('button', {name: 'Schließen'}).click()
  await trial.waitFor({state: 'detached'})
  await page.context().close()
})
