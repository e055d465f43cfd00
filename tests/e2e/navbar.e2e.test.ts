// The navigation bar across the breakpoints (SH-NAV-003, SH-NAV-005, SH-NAV-006, DECISIONS: 600 px
// is the 2nd, 900 px the 3rd): resources (help) and the login status (the account button naming
// who is signed in) from the 2nd breakpoint up, tool tabs from the 3rd, the menu button below it;
// the right group keeps its order. Axe at each width. The logo's link, the account menu's
// provider line and width, the sidebar's width, the layers, and the spinner's turn.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {COLOR_SCHEME_KEY} from '../../ui/theme/colorScheme.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

/** The z-index an element is stacked by: its own, or that of the nearest ancestor that sets one. */
function layerOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const z = getComputedStyle(node).zIndex
      if (z !== 'auto') return z
    }
    return 'auto'
  })
}

async function shown(name: string | RegExp): Promise<boolean> {
  return (await page.getByRole('banner').getByRole('button', {name}).count()) > 0
}

test('help and the login status from 600 px, tool tabs from 900 px, the menu button below it', async () => {
  void browser
  void context
  const user = await signIn(page, lake, 'editor', '/structure')
  const account = `Account: ${user.name}`
  const tools = () => page.getByRole('banner').getByRole('navigation', {name: 'Tools'}).count()

  await page.setViewportSize({width: 599, height: 800})
  await page.getByRole('banner').getByRole('button', {name: 'Open menu'}).waitFor()
  await expect.poll(() => shown('Help and resources')).toBe(false)
  expect(await shown(account)).toBe(false)
  expect(await tools()).toBe(0)
  await expectNoAxeViolations(page)

  for (const width of [600, 899]) {
    await page.setViewportSize({width, height: 800})
    await page.getByRole('banner').getByRole('button', {name: account}).waitFor()
    expect(await shown('Help and resources'), `help at ${width} px`).toBe(true)
    expect(await shown('Open menu'), `menu button at ${width} px`).toBe(true)
    expect(await tools(), `tool tabs at ${width} px`).toBe(0)
  }
  await expectNoAxeViolations(page)

  await page.setViewportSize({width: 900, height: 800})
  await page.getByRole('banner').getByRole('navigation', {name: 'Tools'}).waitFor()
  expect(await shown('Open menu')).toBe(false)
  // The right group in the spec's order: search · presence · help · login status / user menu.
  // The presence menu arrives once the first screen has settled (ui/presence/LazyPresenceMenu.tsx).
  await page.getByRole('banner').getByRole('button', {name: /^Who is here/}).waitFor()
  const names = await page.getByRole('banner').getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
  const at = (pattern: RegExp) => names.findIndex((name) => pattern.test(name))
  expect(at(/^Search/)).toBeGreaterThanOrEqual(0)
  expect(at(/^Search/)).toBeLessThan(at(/^Who is here/))
  expect(at(/^Who is here/)).toBeLessThan(at(/Help and resources/))
  expect(at(/Help and resources/)).toBeLessThan(at(/^Account:/))
  await expectNoAxeViolations(page)
})

test('the logo leads to the workspace root; Create toggles its list; the account menu names the login provider within 200 to 300 px; the sidebar is 200 to 280 px', async () => {
  const user = await signIn(page, lake, 'editor', '/structure/article')
  await page.setViewportSize({width: 1280, height: 800})
  // SH-NAV-011: the brand is a link to the root of the workspace, whichever tool is open.
  const logo = page.getByRole('banner').getByRole('link', {name: 'Demo studio'})
  expect(new URL(String(await logo.getAttribute('href')), page.url()).pathname).toBe('/')
  await logo.click()
  await page.waitForURL((url) => url.pathname === '/structure' || url.pathname === '/')

  // SH-NAV-033: the create button opens its list and, pressed again, closes it.
  const create = page.getByRole('banner').getByRole('button', {name: 'Create new document'})
  const at = (await create.boundingBox())!
  await create.click()
  const choices = page.getByRole('dialog', {name: 'Create new document'})
  await choices.waitFor()
  // Where the button is: the pointer lands on the list's underlay, which closes it as the press would.
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2)
  await choices.waitFor({state: 'detached'})
  await expect(create.getAttribute('aria-expanded')).resolves.not.toBe('true')

  // SH-NAV-020, SH-NAV-024: name, e-mail and the provider signed in with; the menu 200 to 300 px wide.
  await page.getByRole('banner').getByRole('button', {name: `Account: ${user.name}`}).click()
  const menu = page.getByRole('menu', {name: `Account: ${user.name}`})
  await menu.waitFor()
  const popover = page.locator('[data-trigger="MenuTrigger"]').filter({has: menu})
  const card = popover.getByText(user.email, {exact: true})
  await card.waitFor()
  await popover.getByText(/^Signed in with \S+/).waitFor()
  // K-SH-113: a first visit follows the system's colour scheme.
  await expect(menu.getByRole('menuitemradio', {name: 'System'}).getAttribute('aria-checked')).resolves.toBe('true')
  // SH-NAV-009: the navbar on its layer, a menu opened from it above (React Aria's own popover layer).
  await expect(layerOf(page.getByRole('banner'))).resolves.toBe('100')
  expect(Number(await layerOf(menu))).toBeGreaterThan(100)
  const width = (await popover.boundingBox())!.width
  expect(width).toBeGreaterThanOrEqual(200)
  expect(width).toBeLessThanOrEqual(300)
  mkdirSync(join(tmpdir(), 'lake-navbar'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-navbar', 'account-menu.png')})
  await page.keyboard.press('Escape')

  // SH-NAV-032: the narrow screen's sidebar, 200 to 280 px however wide the phone.
  for (const viewport of [{width: 320, height: 700}, {width: 599, height: 800}]) {
    await page.setViewportSize(viewport)
    await page.getByRole('banner').getByRole('button', {name: 'Open menu'}).click()
    const sidebar = page.getByRole('dialog', {name: 'Menu'})
    await sidebar.waitFor()
    await expect(layerOf(sidebar)).resolves.toBe('300')
    const box = (await sidebar.boundingBox())!
    expect(box.width, `sidebar at ${viewport.width} px`).toBeGreaterThanOrEqual(200)
    expect(box.width, `sidebar at ${viewport.width} px`).toBeLessThanOrEqual(280)
    // Each rule between sections has something below it: an empty section drew a second rule.
    const emptyRuled = await sidebar.evaluate((element) =>
      [...element.querySelectorAll('*')].filter((node) => node.childElementCount === 0 && !node.textContent?.trim() && getComputedStyle(node).borderTopWidth !== '0px' && node.getBoundingClientRect().height > 0).length,
    )
    expect(emptyRuled, `empty sections with a rule at ${viewport.width} px`).toBe(0)
    await page.keyboard.press('Escape')
    await sidebar.waitFor({state: 'detached'})
  }
})

test('while the studio asks who is signed in, its spinner turns once every 500 ms (SH-TOAST-003)', async () => {
  // Test browsers ask for reduced motion (which stills the spinner); a person who does not gets the turn.
  await page.emulateMedia({reducedMotion: 'no-preference'})
  await signIn(page, lake, 'editor', '/structure')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/users/me*', async (route) => {
    await held
    await route.continue()
  })
  const reloaded = page.reload()
  const spinner = page.getByRole('status').locator('[aria-hidden="true"]').first()
  await spinner.waitFor({state: 'attached'})
  const turn = await spinner.evaluate((element) => ({duration: getComputedStyle(element).animationDuration, iterations: getComputedStyle(element).animationIterationCount}))
  release()
  await reloaded
  await page.unroute('**/users/me*')
  expect(turn).toEqual({duration: '0.5s', iterations: 'infinite'})
})

test('a reader who asks for reduced motion gets no transitions at all, not even tiny ones', async () => {
  await signIn(page, lake, 'editor', '/structure')
  // A style change on a button that declares a transition, and on the navbar itself, which does not
  // (every property transitions once any duration is set: transition-property defaults to all).
  // Counted by their transitionrun events, given a few hundred milliseconds to arrive: a transition
  // is started by the frame after the change, which comes late on a busy machine.
  const transitionsStarted = () =>
    page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((b) => getComputedStyle(b).transitionProperty.includes('background-color'))
      const bar = document.querySelector('header') ?? document.body
      if (!button) throw new Error('no button with a background transition')
      let started = 0
      const count = () => started++
      document.addEventListener('transitionrun', count, true)
      for (const element of [button, bar]) {
        element.style.backgroundColor = 'rgb(1, 2, 3)'
        getComputedStyle(element).backgroundColor
      }
      await new Promise((resolve) => setTimeout(resolve, 400))
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      document.removeEventListener('transitionrun', count, true)
      for (const element of [button, bar]) element.style.backgroundColor = ''
      return started
    })
  expect(await transitionsStarted()).toBe(0)
  // The same change for a reader who did not ask: the button's own transition runs, and only it.
  await page.emulateMedia({reducedMotion: 'no-preference'})
  expect(await transitionsStarted()).toBe(1)
  await page.emulateMedia({reducedMotion: 'reduce'})
})

test('a stored colour scheme that cannot be read falls back to the system one and is named in a console warning (SH-CONF-051)', async () => {
  const warnings: string[] = []
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
  await page.addInitScript((key) => localStorage.setItem(key, 'purple'), COLOR_SCHEME_KEY)
  const user = await signIn(page, lake, 'editor')
  expect(warnings).toContain(`The stored setting "${COLOR_SCHEME_KEY}" could not be read; its default is used instead`)
  await page.getByRole('banner').getByRole('button', {name: `Account: ${user.name}`}).click()
  await expect(page.getByRole('menuitemradio', {name: 'System'}).getAttribute('aria-checked')).resolves.toBe('true')
  await page.keyboard.press('Escape')
})

test('Tab in an open menu closes it and gives focus back to its button, in the navigation bar and in a document', async () => {
  const user = await signIn(page, lake, 'editor', '/structure/category')
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
  const account = page.getByRole('button', {name: `Account: ${user.name}`})
  await account.press('Enter')
  await page.getByRole('menu').waitFor()
  await page.keyboard.press('Tab')
  await page.getByRole('menu').waitFor({state: 'detached'})
  await expect.poll(focusedName).toBe(`Account: ${user.name}`)
  // The next Tab goes on from the button.
  await page.keyboard.press('Tab')
  await expect.poll(focusedName).not.toBe(`Account: ${user.name}`)

  const row = page.getByRole('grid', {name: 'Category documents'}).getByRole('row').first()
  await row.click()
  const actions = page.getByRole('button', {name: 'More document actions'})
  await actions.press('Enter')
  await page.getByRole('menu').waitFor()
  await page.keyboard.press('Shift+Tab')
  await page.getByRole('menu').waitFor({state: 'detached'})
  await expect.poll(focusedName).toBe('More document actions')
})
