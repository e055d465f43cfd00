// The interface language (issue 18, SH-I18N-001 … SH-I18N-006): German is picked in the user menu
// or, on narrow screens, the sidebar; the shell and the document form turn German at once without
// a reload, the choice is stored per project and source and survives a reload, the German
// screens pass axe, and built-in validation messages are German too.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {localeStorageKey} from '../../core/i18n/constants.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT} from './support/browser.ts'
import {createShowcaseDraft} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

// studio.config.ts: project 'demo', the single workspace 'default'.
const STORAGE_KEY = localeStorageKey('demo', 'default')

const storedLocale = () => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
const pageLang = () => page.evaluate(() => document.documentElement.lang)

describe('language', () => {
  test('German from the user menu turns the shell and a document form German without a reload, and a reload keeps it', async () => {
    const id = await createShowcaseDraft(lake, 'language', 'Sprachprobe')
    const user = await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    const publish = page.getByRole('button', {name: 'Publish', exact: true})
    await publish.waitFor()
    await expect(pageLang()).resolves.toBe('en-US')
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 42))

    await page.getByRole('button', {name: `Account: ${user.name}`}).click()
    const menu = page.getByRole('menu', {name: `Account: ${user.name}`})
    const english = menu.getByRole('menuitemradio', {name: 'English (US)'})
    await expect(english.getAttribute('aria-checked')).resolves.toBe('true')
    await expectNoAxeViolations(page)
    await menu.getByRole('menuitemradio', {name: 'Deutsch'}).click()

    // The shell: the account button, the tools, the search button.
    const account = page.getByRole('button', {name: `Konto: ${user.name}`})
    await account.waitFor()
    await page.getByRole('banner').getByRole('button', {name: 'Suche'}).waitFor()
    // The shortcut as a German keyboard labels it.
    await expect(page.getByRole('banner').getByRole('button', {name: 'Suche'}).locator('kbd').textContent()).resolves.toBe('Strg K')
    await page.getByRole('heading', {name: 'Inhalte'}).waitFor()
    // The built-in tool's title too, in the tabs and the window title.
    await page.getByRole('banner').getByRole('link', {name: 'Struktur'}).waitFor()
    await expect(page.title()).resolves.toBe('Struktur | Demo studio')
    // The document form: actions, footer, field groups.
    await page.getByRole('button', {name: 'Veröffentlichen', exact: true}).waitFor()
    await page.getByText('Nicht veröffentlicht', {exact: true}).first().waitFor()
    await expect(publish.count()).resolves.toBe(0)
    await expect(pageLang()).resolves.toBe('de-DE')
    await expect(storedLocale()).resolves.toBe('de-DE')
    // Still the same page: the language changed without a reload.
    await expect(page.evaluate(() => (window as unknown as {marker?: number}).marker)).resolves.toBe(42)
    await expectNoAxeViolations(page)

    // Global search in German.
    await page.getByRole('banner').getByRole('button', {name: 'Suche'}).click()
    const searchInput = page.getByRole('combobox', {name: 'Suche'})
    await searchInput.fill('trail')
    await page.getByRole('listbox', {name: 'Suchergebnisse'}).getByRole('option').first().waitFor()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await searchInput.waitFor({state: 'detached'})

    // The picker itself, in German, marks German as chosen.
    await account.click()
    const germanMenu = page.getByRole('menu', {name: `Konto: ${user.name}`})
    await expect(germanMenu.getByRole('menuitemradio', {name: 'Deutsch'}).getAttribute('aria-checked')).resolves.toBe('true')
    await germanMenu.getByText('Sprache').waitFor()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')

    await page.reload()
    await page.getByRole('button', {name: `Konto: ${user.name}`}).waitFor()
    await page.getByRole('button', {name: 'Veröffentlichen', exact: true}).waitFor()
    await expect(pageLang()).resolves.toBe('de-DE')

    // And back: English again, remembered as such.
    await page.getByRole('button', {name: `Konto: ${user.name}`}).click()
    await page.getByRole('menuitemradio', {name: 'English (US)'}).click()
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    await expect(storedLocale()).resolves.toBe('en-US')
  })

  test('dates and relative times in German come from Intl in the chosen locale', async () => {
    const id = await createShowcaseDraft(lake, 'language-dates', 'Datumsprobe')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await page.evaluate((key) => window.localStorage.setItem(key, 'de-DE'), STORAGE_KEY)
    await page.reload()
    // A draft made a moment ago: the footer's relative time in German.
    await page.getByText(/^Bearbeitet (gerade eben|vor \d+ (Sek\.|Min\.))$/).waitFor()
    // The status tooltip's medium date with short time, the German way ('26.11.2026, 09:42').
    const edited = page.locator('time', {hasText: /^Bearbeitet /})
    await expect(edited.getAttribute('aria-description')).resolves.toMatch(/^Bearbeitet am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  })

  test('a built-in validation message is German: the emptied required title reads "Erforderlich"', async () => {
    const query = '*[_type == "article" && !(_id in path("drafts.**"))] | order(_id asc) [0]._id'
    const response = await lake.api(`/data/query/production?${new URLSearchParams({query, perspective: 'raw'})}`)
    const id = (await response.json()).result as string
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await page.evaluate((key) => window.localStorage.setItem(key, 'de-DE'), STORAGE_KEY)
    await page.reload()
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).fill('')
    // The field's marker and the footer's panel both say it in German.
    await page.getByRole('form').getByRole('img', {name: 'Fehler: Erforderlich'}).waitFor()
    await page.getByRole('button', {name: '1 Fehler'}).click()
    await page.getByRole('dialog', {name: '1 Fehler'}).getByRole('button', {name: 'Title Erforderlich'}).waitFor()
    await expectNoAxeViolations(page)
  })

  test('an unknown stored locale falls back to English; a regional German one to German', async () => {
    const user = await signIn(page, lake, 'editor')
    await page.evaluate((key) => window.localStorage.setItem(key, 'xx-YY'), STORAGE_KEY)
    await page.reload()
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    await expect(pageLang()).resolves.toBe('en-US')
    await page.evaluate((key) => window.localStorage.setItem(key, 'de-AT'), STORAGE_KEY)
    await page.reload()
    await page.getByRole('button', {name: `Konto: ${user.name}`}).waitFor()
    await expect(pageLang()).resolves.toBe('de-DE')
  })

  test('on a narrow screen German is picked in the sidebar', async () => {
    await page.setViewportSize(NARROW_VIEWPORT)
    await signIn(page, lake, 'editor')
    await page.getByRole('button', {name: 'Open menu'}).click()
    const sidebar = page.getByRole('dialog', {name: 'Menu'})
    const languages = sidebar.getByRole('radiogroup', {name: 'Language'})
    await expect(languages.getByRole('radio', {name: 'English (US)'}).isChecked()).resolves.toBe(true)
    await languages.getByText('Deutsch').click()
    const germanSidebar = page.getByRole('dialog', {name: 'Menü'})
    await germanSidebar.getByRole('radiogroup', {name: 'Sprache'}).waitFor()
    await expect(germanSidebar.getByRole('radio', {name: 'Deutsch'}).isChecked()).resolves.toBe(true)
    await germanSidebar.getByRole('button', {name: 'Abmelden'}).waitFor()
    await expectNoAxeViolations(page)
    await expect(storedLocale()).resolves.toBe('de-DE')
    await page.keyboard.press('Escape')
    await page.reload()
    await page.getByRole('button', {name: 'Menü öffnen'}).waitFor()
  })
})
