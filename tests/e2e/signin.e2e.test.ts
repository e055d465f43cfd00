// Sign-in end to end: the provider chooser, the lake's real login form, the signed-in shell,
// sign-out, and axe on both screens.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {newStudioContext, NARROW_VIEWPORT} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {openLoginScreen, signIn, signOut} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

describe('sign-in', () => {
  test('the login screen offers the lake\u2019s providers and has no axe violations', async () => {
    await openLoginScreen(page, lake)
    await expect(page.getByRole('button', {name: 'E-mail and password'}).isVisible()).resolves.toBe(true)
    await expect(page.title()).resolves.toBe('Structure | Demo studio')
    await expectNoAxeViolations(page)
  })

  test('the demo editor signs in through the login form and sees the shell', async () => {
    const user = await signIn(page, lake, 'editor')
    // The session id left the address bar; the first tool was chosen and the URL replaced.
    expect(new URL(page.url()).hash).toBe('')
    expect(new URL(page.url()).pathname).toBe('/structure')
    await expect(page.title()).resolves.toBe('Structure | Demo studio')
    // Clicked the moment the shell shows: what the menu opens may still be on its way (it loads
    // when first needed or when the browser is idle), and it opens once it is in.
    await page.getByRole('button', {name: `Account: ${user.name}`}).click()
    const menu = page.getByRole('menu')
    await menu.waitFor({timeout: 5_000})
    await expect(page.getByText(user.email).isVisible()).resolves.toBe(true)
    await expect(menu.getByRole('menuitemradio', {name: 'System'}).getAttribute('aria-checked')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    // A reload keeps the session (the token is stored per project).
    await page.reload()
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
  })

  test('the account menu clicked before what it opens has arrived opens once it is in, by pointer and by keyboard', async () => {
    // What the menu opens loads on the first opening or when the browser is idle: held back here,
    // the click lands first, as it could for someone quick on a slow connection.
    let held = 0
    await page.route(/\/assets\/UserMenuPopover-[^/]+\.js$/, async (route) => {
      held++
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const user = await signIn(page, lake, 'editor')
    const button = page.getByRole('button', {name: `Account: ${user.name}`})
    await button.click()
    const menu = page.getByRole('menu', {name: `Account: ${user.name}`})
    await menu.waitFor({timeout: 10_000})
    expect(held).toBeGreaterThan(0)
    await expect(page.getByText(user.email).isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({state: 'detached'})
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Account: ${user.name}`)
    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.unroute(/\/assets\/UserMenuPopover-[^/]+\.js$/)
  })

  test('the signed-in shell has no axe violations, with the user menu open too', async () => {
    const user = await signIn(page, lake, 'editor')
    await page.getByRole('link', {name: 'Article'}).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', {name: `Account: ${user.name}`}).click()
    await page.getByRole('menu').waitFor()
    await expectNoAxeViolations(page)
  })

  test('signing out returns to the login screen and the session is gone after a reload', async () => {
    const user = await signIn(page, lake, 'editor')
    await signOut(page, user)
    await page.reload()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
  })

  test('the colour scheme choice is remembered', async () => {
    const user = await signIn(page, lake, 'editor')
    await page.getByRole('button', {name: `Account: ${user.name}`}).click()
    await page.getByRole('menuitemradio', {name: 'Dark'}).click()
    await expect(page.evaluate(() => document.documentElement.dataset.colorScheme)).resolves.toBe('dark')
    await page.reload()
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    await expect(page.evaluate(() => document.documentElement.dataset.colorScheme)).resolves.toBe('dark')
    await expect(page.evaluate(() => getComputedStyle(document.body).colorScheme)).resolves.toBe('dark')
  })

  test('on a narrow screen the menu button opens the sidebar, which closes on Escape', async () => {
    await page.setViewportSize(NARROW_VIEWPORT)
    const user = await signIn(page, lake, 'editor')
    await expect(page.getByRole('navigation', {name: 'Tools'}).count()).resolves.toBe(0)
    await page.getByRole('button', {name: 'Open menu'}).click()
    const sidebar = page.getByRole('dialog', {name: 'Menu'})
    await sidebar.waitFor()
    await expect(sidebar.getByText(user.email).isVisible()).resolves.toBe(true)
    await expect(sidebar.getByRole('link', {name: 'Structure'}).getAttribute('aria-current')).resolves.toBe('page')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await sidebar.waitFor({state: 'detached'})
  })
})
