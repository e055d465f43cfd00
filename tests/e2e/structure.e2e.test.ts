// The structure tool against the real lake: document types, a live document list with status dots,
// the editor pane, the narrow one-pane-at-a-time layout, the create control's permission, axe on
// each screen, and screenshots at a wide and a narrow width (tests/e2e/screenshots/, looked at by
// people, not compared).
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {beforeAll, describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT, newStudioContext, WIDE_VIEWPORT} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

const SCREENSHOTS = join(import.meta.dirname, 'screenshots')

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

beforeAll(() => {
  mkdirSync(SCREENSHOTS, {recursive: true})
})

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status, await response.clone().text()).toBe(200)
}

async function screenshot(target: Page, name: string): Promise<void> {
  // Caret blinking and hover states aside, what a person would see.
  await target.mouse.move(0, target.viewportSize()!.height - 1)
  await target.screenshot({path: join(SCREENSHOTS, `${name}.png`)})
}

async function hover(target: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Nothing to hover: the element is not visible')
  await target.mouse.move(box.x - 20, box.y - 20)
  await target.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 4})
}

function documentList(target: Page, type: string): Locator {
  return target.getByRole('grid', {name: `${type} documents`})
}

describe('panes', () => {
  test('types, the documents of a type and the editor sit side by side, with no axe violations', async () => {
    await signIn(page, lake, 'editor')
    const types = page.getByRole('navigation', {name: 'Document types'})
    await types.getByRole('link').first().waitFor()
    await expect(types.getByRole('link').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Article', 'Author', 'Field showcase', 'Site banner']),
    )
    await types.getByRole('link', {name: 'Article'}).click()
    await page.waitForURL((url) => url.pathname === '/structure/article')
    const list = documentList(page, 'Article')
    await list.getByRole('row').first().waitFor()
    await expect(page.getByText('Choose a document to edit it.').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'structure-list-wide')

    await list.getByRole('row').first().click()
    await page.waitForURL((url) => /^\/structure\/article;[^;]+$/.test(url.pathname))
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await title.waitFor()
    // The pane's own heading (the article's rich-text body may hold level-2 headings of its own).
    await page.getByRole('heading', {level: 2, name: await title.inputValue(), exact: true}).first().waitFor()
    // Types and list stay in view beside the editor; the editor can be closed back to the list.
    await expect(types.isVisible()).resolves.toBe(true)
    await expect(list.isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'structure-editor-wide')

    await page.getByRole('link', {name: 'Close document'}).click()
    await page.waitForURL((url) => url.pathname === '/structure/article')
  })

  test('following links inside the studio keeps the shell and the open panes mounted: no sign-in check, no reload of what is shown', async () => {
    await signIn(page, lake, 'editor', '/structure/article')
    const list = documentList(page, 'Article')
    await list.getByRole('row').first().waitFor()
    await page.evaluate(() => ((document.querySelector('[data-pane="types"]') as {marked?: boolean} | null)!.marked = true))
    const currentUser: string[] = []
    page.on('request', (request) => request.url().includes('/users/me') && currentUser.push(request.url()))
    await list.getByRole('row').first().click()
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
    await list.getByRole('row').nth(1).click()
    await page.waitForURL((url) => /^\/structure\/article;[^;]+$/.test(url.pathname))
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
    // The types pane is the same element it was before both navigations.
    await expect(page.evaluate(() => (document.querySelector('[data-pane="types"]') as {marked?: boolean} | null)?.marked)).resolves.toBe(true)
    expect(currentUser).toEqual([])
  })

  test('the list is ordered by last change, shows the status dots with their tooltips, and follows edits made elsewhere', async () => {
    const stamp = Date.now().toString(36)
    await mutate([
      {create: {_id: `live-a-${stamp}`, _type: 'category', title: `Published only ${stamp}`}},
      {create: {_id: `live-b-${stamp}`, _type: 'category', title: `Edited ${stamp}`}},
      {create: {_id: `drafts.live-b-${stamp}`, _type: 'category', title: `Edited ${stamp}, draft version`}},
      {create: {_id: `drafts.live-c-${stamp}`, _type: 'category', title: `Never published ${stamp}`}},
    ])
    await signIn(page, lake, 'editor', '/structure/category')
    const list = documentList(page, 'Category')
    const row = (name: string) => list.getByRole('row', {name: new RegExp(name)})
    await row(`Never published ${stamp}`).waitFor()

    await expect(row(`Never published ${stamp}`).getByRole('img', {name: 'Not published'}).count()).resolves.toBe(1)
    await expect(row(`Edited ${stamp}`).getByRole('img', {name: /^Edited /}).count()).resolves.toBe(1)
    // An edited document reads as its draft (ED-PREV-009).
    await expect(row(`Edited ${stamp}`).textContent()).resolves.toContain('draft version')
    await expect(row(`Published only ${stamp}`).getByRole('img').count()).resolves.toBe(0)
    // A row is named by its title alone; its status (and subtitle, date) is its description.
    // The parts are referred to where they show (no hidden copy of their text to be found twice).
    const description = (name: string) =>
      row(name).evaluate((element) => {
        const ids = element.getAttribute('aria-describedby')
        if (!ids) return null
        return ids.split(' ').map((id) => {
          const part = document.getElementById(id)
          return part?.getAttribute('aria-label') ?? part?.textContent ?? ''
        }).join(', ')
      })
    await expect(list.getByRole('row', {name: `Never published ${stamp}`, exact: true}).count()).resolves.toBe(1)
    await expect(description(`Never published ${stamp}`)).resolves.toMatch(/Not published$/)
    await expect(description(`Edited ${stamp}`)).resolves.toMatch(/Edited \w{3} \d{1,2}, \d{4}/)
    await expect(description(`Published only ${stamp}`)).resolves.toBeNull()
    await expect(list.getByText('Not published', {exact: true}).count()).resolves.toBe(0)
    await hover(page, row(`Edited ${stamp}`).getByRole('img', {name: /^Edited /}))
    await page.getByRole('tooltip').getByText(/^Edited \w{3} \d{1,2}, \d{4}/).waitFor()

    // Someone else changes a document: it moves to the top with its new title, without a reload.
    await mutate([{patch: {id: `live-a-${stamp}`, set: {title: `Renamed elsewhere ${stamp}`}}}])
    await row(`Renamed elsewhere ${stamp}`).waitFor()
    await expect(list.getByRole('row').first().textContent()).resolves.toContain(`Renamed elsewhere ${stamp}`)
    // …and a new one appears.
    await mutate([{create: {_id: `drafts.live-d-${stamp}`, _type: 'category', title: `Arrived ${stamp}`}}])
    await row(`Arrived ${stamp}`).waitFor()
  })

  test('a long list renders only the rows in view', async () => {
    const stamp = Date.now().toString(36)
    const many = Array.from({length: 300}, (_, i) => ({create: {_id: `many-${stamp}-${i}`, _type: 'redirect', fromPath: `/old/${i}`, destination: `/new/${i}`}}))
    await mutate(many)
    await signIn(page, lake, 'editor', '/structure/redirect')
    const list = documentList(page, 'Redirect')
    await list.getByRole('row').first().waitFor()
    const rendered = await list.getByRole('row').count()
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(100)
    await expect(list.getAttribute('aria-rowcount')).resolves.toMatch(/^\d{3}$/)
  })
})

describe('focus as panes open and close', () => {
  /** The focused element: its row key in a list, else its role or tag, and the pane it is in. */
  const focusInfo = () =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null
      return {
        key: active?.closest('[role="row"]')?.getAttribute('data-key') ?? null,
        role: active?.getAttribute('role') ?? active?.tagName ?? null,
        pane: active?.closest('[data-pane]')?.getAttribute('data-pane') ?? null,
      }
    })

  test('closing a document by keyboard puts focus on its row in the list, and deleting it on the list', async () => {
    const id = `focus-${Date.now().toString(36)}`
    await mutate([{create: {_id: id, _type: 'category', title: 'Focus kept', slug: {_type: 'slug', current: id}}}])
    await signIn(page, lake, 'editor', `/structure/category;${id}`)
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
    await page.getByRole('link', {name: 'Close document'}).press('Enter')
    await page.waitForURL((url) => url.pathname === '/structure/category')
    await expect.poll(focusInfo).toEqual({key: id, role: 'row', pane: 'list'})

    // Open it again from its row, delete it through the menu's dialog: focus stays in the list.
    await page.keyboard.press('Enter')
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
    await page.getByRole('button', {name: 'More document actions'}).press('Enter')
    await page.getByRole('menuitem', {name: /^Delete/}).press('Enter')
    await page.getByRole('alertdialog').getByRole('button', {name: 'Delete now'}).press('Enter')
    await page.waitForURL((url) => url.pathname === '/structure/category')
    await expect.poll(async () => (await focusInfo()).pane).toBe('list')
    expect((await focusInfo()).role).toMatch(/^(row|grid)$/)
  })
})

describe('loading', () => {
  test('an existing document shows that it is loading, not "Untitled", "Not saved yet" and Publish', async () => {
    const id = `loading-${Date.now().toString(36)}`
    await mutate([{create: {_id: `drafts.${id}`, _type: 'category', title: 'Held back'}}])
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/data\/doc\//, async (route) => {
      await held
      await route.continue()
    })
    await signIn(page, lake, 'editor', `/structure/category;${id}`)
    await page.getByText('Loading document…').waitFor()
    const pane = page.getByRole('region', {name: 'Loading…'}).or(page.getByRole('heading', {name: 'Loading…'}))
    await pane.first().waitFor()
    await expect(page.getByText('Untitled', {exact: true}).count()).resolves.toBe(0)
    await expect(page.getByText('Not saved yet').count()).resolves.toBe(0)
    await expect(page.getByRole('button', {name: 'Publish', exact: true}).count()).resolves.toBe(0)
    await screenshot(page, 'structure-document-loading')
    await expectNoAxeViolations(page)
    release()
    await page.getByRole('heading', {name: 'Held back'}).first().waitFor()
    await page.getByRole('button', {name: 'Publish', exact: true}).waitFor()
  })

  test("a document opened by its address starts listening before the editor's code is in, and changes arrive through that listener", async () => {
    const id = `early-${Date.now().toString(36)}`
    await mutate([{create: {_id: `drafts.${id}`, _type: 'category', title: 'Listened early'}}])
    await signIn(page, lake, 'editor')
    const pairListeners: string[] = []
    page.on('websocket', (socket) => {
      if (socket.url().includes('tag=studio.document.pair-listener')) pairListeners.push(socket.url())
    })
    // The panes' code (list and document) is held back: only the route itself can open the listener.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const panes = /\/assets\/panes-[^/]+\.js$/
    await page.route(panes, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${lake.url}/structure/category;${id}`)
    await expect.poll(() => pairListeners.length).toBe(1)
    release()
    const title = page.getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.inputValue()).toBe('Listened early')
    await mutate([{patch: {id: `drafts.${id}`, set: {title: 'Changed elsewhere'}}}])
    await expect.poll(() => title.inputValue()).toBe('Changed elsewhere')
    // The pane adopted the route's listener rather than opening a second one.
    expect(pairListeners).toHaveLength(1)
    await page.unroute(panes)
  })
})

describe('narrow screens', () => {
  test('one pane at a time, each with a back link, with no axe violations', async () => {
    await page.setViewportSize(NARROW_VIEWPORT)
    await signIn(page, lake, 'editor')
    await page.getByRole('navigation', {name: 'Document types'}).getByRole('link', {name: 'Article'}).click()
    const list = documentList(page, 'Article')
    await list.getByRole('row').first().waitFor()
    await expect(page.getByRole('navigation', {name: 'Document types'}).count()).resolves.toBe(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'structure-list-narrow')

    await list.getByRole('row').first().click()
    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
    await expect(list.count()).resolves.toBe(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'structure-editor-narrow')

    await page.getByRole('link', {name: 'Back'}).click()
    await documentList(page, 'Article').waitFor()
    await page.getByRole('link', {name: 'Back'}).click()
    await page.getByRole('navigation', {name: 'Document types'}).waitFor()
    await screenshot(page, 'structure-types-narrow')
  })

  test('the wide layout comes back when the window widens', async () => {
    await page.setViewportSize(NARROW_VIEWPORT)
    await signIn(page, lake, 'editor', '/structure/author')
    await documentList(page, 'Author').getByRole('row').first().waitFor()
    await page.setViewportSize(WIDE_VIEWPORT)
    await page.getByRole('navigation', {name: 'Document types'}).waitFor()
  })
})

describe('creating documents', () => {
  test('the create control opens a new document from the type’s template, or offers a choice of templates', async () => {
    await signIn(page, lake, 'editor', '/structure/category')
    await page.getByRole('button', {name: 'Create new Category'}).click()
    await page.waitForURL((url) => /^\/structure\/category;[0-9a-f-]{36};template=category$/.test(url.pathname))
    await page.getByRole('heading', {name: 'New Category'}).waitFor()

    // Article has a second template: the control becomes a menu; the template's value shows at once.
    await page.goto(`${lake.url}/structure/article`)
    await page.getByRole('button', {name: 'Create new Article'}).click()
    const menu = page.getByRole('menu', {name: 'Create new Article'})
    await menu.getByRole('menuitem', {name: 'Article', exact: true}).waitFor()
    await menu.getByRole('menuitem', {name: /Featured article/}).click()
    await page.waitForURL((url) => url.pathname.endsWith(';template=article-featured'))
    // The form opens on its default group; the template's field is on another tab.
    await page.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).click()
    await expect(page.getByRole('form').getByRole('switch', {name: 'Featured on the front page'}).isChecked()).resolves.toBe(true)
    // Nothing is stored until the first edit.
    const id = decodeURIComponent(new URL(page.url()).pathname.split(';')[1])
    const response = await lake.api(`/data/doc/production/drafts.${id}`)
    await expect(response.json()).resolves.toMatchObject({documents: []})
  })

  test('a viewer’s create control is disabled and says why', async () => {
    await signIn(page, lake, 'viewer', '/structure/category')
    const create = page.getByRole('button', {name: 'Create new Category'})
    // The grants arrive after the list: the control turns disabled once they are known.
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true')
    await hover(page, create)
    const tooltip = page.getByRole('tooltip')
    await tooltip.getByText(/You have no permission to create Category documents/).waitFor()
    await expect(tooltip.textContent()).resolves.toContain('Unable to create:')
    await create.press('Enter')
    await expect(page.url()).toBe(`${lake.url}/structure/category`)
  })
})

describe('dark theme', () => {
  test('the editor has no axe violations in the dark colour scheme either', async () => {
    const dark = await newStudioContext(browser, {colorScheme: 'dark'})
    try {
      const darkPage = await dark.newPage()
      await signIn(darkPage, lake, 'editor', '/structure/fieldShowcase;fieldShowcase-complete')
      await darkPage.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
      await expectNoAxeViolations(darkPage)
      await screenshot(darkPage, 'structure-editor-wide-dark')
    } finally {
      await dark.close()
    }
  })
})

describe('preview dates', () => {
  test("a list row and a search hit show the date the type's preview gives, on the subtitle's line", async () => {
    const query = '*[_type == "event" && defined(startsAt) && !(_id in path("drafts.**"))] | order(startsAt asc)[0]{_id, title, startsAt}'
    const event = ((await (await lake.api(`/data/query/production?query=${encodeURIComponent(query)}`)).json()) as {result: {_id: string; title: string; startsAt: string}}).result
    await signIn(page, lake, 'editor', '/structure/event')
    const row = page.getByRole('grid', {name: /Event/}).getByRole('row', {name: event.title})
    await row.waitFor()
    // The day of the moment in the browser's own time zone, as an en-US reader writes it.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const day = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeZone}).format(new Date(event.startsAt))
    const date = row.locator('time')
    await expect.poll(() => date.textContent()).toBe(day)
    expect(await date.getAttribute('datetime')).toBe(new Date(event.startsAt).toISOString())
    // On the subtitle's line, after it: the title keeps the row's whole width.
    const [title, at] = [await row.getByText(event.title).boundingBox(), await date.boundingBox()]
    expect(at!.y).toBeGreaterThan(title!.y + title!.height / 2)
    await expectNoAxeViolations(page)
    await screenshot(page, 'list-with-dates')

    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', {name: 'Search'}).waitFor()
    await page.keyboard.type(event.title)
    const hit = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').filter({hasText: event.title}).first()
    await hit.waitFor()
    await screenshot(page, 'search-with-dates')
    await expect.poll(() => hit.locator('time').textContent()).toBe(day)
  })
})
