// Screenshots of the studio for a person to look at: the login screen and the signed-in shell at
// a wide (1440×900) and a narrow (390×844) width, light and dark, into tests/e2e/screenshots/.
// Usage: node scripts/screenshots.ts   (builds dist/studio first when it is stale)
//        node scripts/screenshots.ts german   (only the German set: shell, menus, a document form)
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {ensureStudioBuild, REPO_ROOT} from '../tests/e2e/support/build.ts'
import {launchBrowser, NARROW_VIEWPORT, newStudioContext, WIDE_VIEWPORT} from '../tests/e2e/support/browser.ts'
import {createUserWithoutRole, openLoginScreen, signIn, signInAs, startStudioLake} from '../tests/e2e/support/studio.ts'
import {createShowcaseDraft} from '../tests/e2e/support/documents.ts'
import {localeStorageKey} from '../core/i18n/constants.ts'

const OUT_DIR = join(REPO_ROOT, 'tests/e2e/screenshots')

const SIZES = {wide: WIDE_VIEWPORT, narrow: NARROW_VIEWPORT} as const

ensureStudioBuild()
mkdirSync(OUT_DIR, {recursive: true})
const lake = await startStudioLake()
const browser = await launchBrowser()
const taken: string[] = []

async function shot(page: Page, name: string): Promise<void> {
  // Let transitions and fonts settle.
  await page.waitForTimeout(250)
  const path = join(OUT_DIR, `${name}.png`)
  await page.screenshot({path})
  taken.push(path)
}

/** Global search: results for a word, then narrowed to one type with a filter (filters shown on narrow screens first). */
async function searchShots(page: Page, size: string, scheme: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', {name: 'Search'}).click()
  const input = page.getByRole('combobox', {name: 'Search'})
  await input.waitFor()
  await input.fill('trail')
  await page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first().waitFor()
  await shot(page, `search-${size}-${scheme}`)
  if (size !== 'wide') await page.getByRole('button', {name: 'Show filters'}).click()
  await page.getByRole('button', {name: /^Document types/}).click()
  await page.getByRole('searchbox', {name: 'Filter document types'}).fill('Artic')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.getByRole('button', {name: 'Document types: Article'}).waitFor()
  await page.getByRole('button', {name: 'Add filter'}).click()
  await page.getByRole('dialog', {name: 'Add filter'}).waitFor()
  await shot(page, `search-add-filter-${size}-${scheme}`)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
}

/** The studio in German (issue 18): long German words are where buttons and menus overflow first. */
async function germanShots(): Promise<void> {
  const id = await createShowcaseDraft(lake, 'screenshot-de', 'Sprachprobe')
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await newStudioContext(browser, {viewport})
    const page = await context.newPage()
    const user = await signIn(page, lake, 'administrator', `/structure/fieldShowcase;${id}`)
    await page.evaluate((key) => window.localStorage.setItem(key, 'de-DE'), localeStorageKey('demo', 'default'))
    await page.reload()
    if (size === 'wide') {
      await page.getByRole('button', {name: 'Veröffentlichen', exact: true}).waitFor()
      await shot(page, `de-document-${size}`)
      await page.getByRole('button', {name: `Konto: ${user.name}`}).click()
      await page.getByRole('menu').waitFor()
      await shot(page, `de-user-menu-${size}`)
      await page.keyboard.press('Escape')
      await page.getByRole('button', {name: 'Weitere Dokumentaktionen'}).click()
      await page.getByRole('menu').waitFor()
      await shot(page, `de-document-actions-${size}`)
      await page.keyboard.press('Escape')
      await page.getByRole('button', {name: 'Neues Dokument erstellen'}).click()
      await page.getByRole('dialog', {name: 'Neues Dokument erstellen'}).waitFor()
      await shot(page, `de-new-document-${size}`)
      await page.keyboard.press('Escape')
      await page.getByRole('banner').getByRole('button', {name: 'Suche'}).click()
      await page.getByRole('combobox', {name: 'Suche'}).fill('trail')
      await page.getByRole('listbox', {name: 'Suchergebnisse'}).getByRole('option').first().waitFor()
      await shot(page, `de-search-${size}`)
      await page.getByRole('button', {name: 'Filter hinzufügen'}).click()
      await page.getByRole('dialog', {name: 'Filter hinzufügen'}).waitFor()
      await shot(page, `de-search-add-filter-${size}`)
    } else {
      await page.getByRole('button', {name: 'Menü öffnen'}).waitFor()
      await shot(page, `de-document-${size}`)
      await page.getByRole('button', {name: 'Menü öffnen'}).click()
      await page.getByRole('dialog', {name: 'Menü'}).waitFor()
      await shot(page, `de-sidebar-${size}`)
    }
    await context.close()
  }
}

const only = process.argv[2]
try {
  if (only === 'german') await germanShots()
  else for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStudioContext(browser, {viewport, colorScheme: scheme})
      const page = await context.newPage()
      await openLoginScreen(page, lake)
      await shot(page, `login-${size}-${scheme}`)

      const user = await signIn(page, lake, 'administrator')
      await page.getByRole('link', {name: 'Article'}).first().waitFor()
      await shot(page, `shell-${size}-${scheme}`)

      if (size === 'wide') {
        await page.getByRole('button', {name: `Account: ${user.name}`}).click()
        await page.getByRole('menu').waitFor()
        await shot(page, `user-menu-${size}-${scheme}`)
        await page.keyboard.press('Escape')
        await page.getByRole('button', {name: 'Create new document'}).click()
        await page.getByRole('dialog', {name: 'Create new document'}).waitFor()
        await shot(page, `new-document-${size}-${scheme}`)
        await page.keyboard.press('Escape')
        await page.getByRole('link', {name: 'Article'}).first().click()
        await shot(page, `type-selected-${size}-${scheme}`)
      } else {
        await page.getByRole('button', {name: 'Open menu'}).click()
        await page.getByRole('dialog', {name: 'Menu'}).waitFor()
        await shot(page, `sidebar-${size}-${scheme}`)
        await page.keyboard.press('Escape')
        await page.getByRole('button', {name: 'Create new document'}).click()
        await page.getByRole('dialog', {name: 'Create new document'}).waitFor()
        await shot(page, `new-document-${size}-${scheme}`)
        await page.keyboard.press('Escape')
      }
      await searchShots(page, size, scheme)
      await context.close()
    }
  }
  if (only !== 'german') await otherShots()
} finally {
  await browser.close()
  await lake.close()
}
process.stdout.write(`${taken.join('\n')}\n`)

async function otherShots(): Promise<void> {
  // Keyboard focus ring on the login screen's provider button.
  const context = await newStudioContext(browser)
  const page = await context.newPage()
  await openLoginScreen(page, lake)
  await page.keyboard.press('Tab')
  await shot(page, 'login-wide-focus')
  // 'Not authorized' for a person without a role.
  await signInAs(page, lake, await createUserWithoutRole(lake))
  await page.getByRole('alertdialog', {name: 'Not authorized'}).waitFor()
  await shot(page, 'not-authorized-wide')
  await context.close()
  // 'Tool not found' inside the shell, narrow.
  const narrow = await newStudioContext(browser, {viewport: NARROW_VIEWPORT})
  const narrowPage = await narrow.newPage()
  await signIn(narrowPage, lake, 'editor', '/nothing-here')
  await narrowPage.getByRole('heading', {name: 'Tool not found'}).waitFor()
  await shot(narrowPage, 'tool-not-found-narrow')
  await narrow.close()
  // The generic error page, when the lake fails the current-user call.
  const failing = await newStudioContext(browser)
  const failingPage = await failing.newPage()
  await failingPage.route('**/users/me*', (route) =>
    route.fulfill({status: 500, contentType: 'application/json', body: '{"error":{"description":"The lake is unwell"}}'}),
  )
  await failingPage.goto(lake.url)
  await failingPage.getByRole('heading', {name: 'An error occured'}).waitFor()
  await shot(failingPage, 'error-page-wide')
  await failing.close()
}
