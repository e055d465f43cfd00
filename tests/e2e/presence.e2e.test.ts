// Presence between two signed-in people, each in their own browser context (their own cookies and
// tabs), through the real lake: each sees the other in the navbar's presence menu and in the
// document's header within a second, on the field the other is in, and no longer once the other's
// tab is closed. The presence menu passes an axe check; screenshots are kept for a look.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {newStudioContext} from './support/browser.ts'
import {createShowcaseDraft} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {demoUser, signIn} from './support/studio.ts'
import {itemCardName} from './support/itemCards.ts'

const SCREENSHOTS = join(tmpdir(), 'lake-presence')
/** How fast the other person must show up (the task's bar: within a second of being there). */
const SEEN_WITHIN_MS = 1000

let lake: TestLake
let page: Page
let browser: Browser
useStudioSession((session) => ({lake, page, browser} = session))

const edith = demoUser('editor')
const ada = demoUser('administrator')

async function openDocument(target: Page, role: 'editor' | 'administrator', id: string) {
  await signIn(target, lake, role, `/structure/fieldShowcase;${id}`)
  await target.getByRole('form').waitFor()
}

function presenceButton(target: Page) {
  return target.getByRole('banner').getByRole('button', {name: /^Who is here/})
}

describe('presence', () => {
  test('two people see each other in the menu, on the document and on the field, until a tab closes', async () => {
    const id = await createShowcaseDraft(lake, 'presence', 'Shared showcase')
    const other = await newStudioContext(browser)
    const otherPage = await other.newPage()
    try {
      await Promise.all([openDocument(page, 'editor', id), openDocument(otherPage, 'administrator', id)])

      // The header: each sees the other, named in the editing tooltip's accessible text.
      const inHeader = (target: Page, name: string) => target.getByRole('img', {name: `${name} is editing this document right now`})
      const started = Date.now()
      await Promise.all([inHeader(page, ada.name).waitFor({timeout: SEEN_WITHIN_MS + 500}), inHeader(otherPage, edith.name).waitFor({timeout: SEEN_WITHIN_MS + 500})])
      // Both tabs were already open: the slack above is for the sign-in finishing in either order.
      expect(Date.now() - started).toBeLessThan(SEEN_WITHIN_MS + 500)

      // The menu: the other person, in this document, with a link to edit it.
      // The navbar's menu itself loads once the first screen has settled (seconds on a loaded machine).
      await presenceButton(page).waitFor({timeout: 10_000})
      await expect.poll(() => presenceButton(page).getAttribute('aria-label'), {timeout: SEEN_WITHIN_MS}).toBe('Who is here: 1 other person')
      await presenceButton(page).click()
      const adaItem = page.getByRole('menuitem', {name: new RegExp(ada.name)})
      await adaItem.waitFor()
      await expect.poll(() => adaItem.textContent(), {timeout: SEEN_WITHIN_MS}).toContain('Editing Shared showcase')
      expect(await adaItem.getAttribute('href')).toContain(id)
      expect(await page.getByRole('menuitem', {name: 'Manage members'}).count()).toBe(1)
      const menuBox = await page.getByRole('menu').evaluate((menu) => menu.closest('[data-trigger="MenuTrigger"]')!.getBoundingClientRect().width)
      expect(menuBox).toBeLessThanOrEqual(260)
      await expectNoAxeViolations(page)
      mkdirSync(SCREENSHOTS, {recursive: true})
      await page.screenshot({path: join(SCREENSHOTS, 'navbar-menu-open.png'), clip: {x: 700, y: 0, width: 740, height: 260}})
      await page.keyboard.press('Escape')

      // The field: Ada focuses Title; Edith sees her avatar there within a second, and only there.
      await otherPage.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).focus()
      const onTitle = page.getByRole('img', {name: `${ada.name} is in this field`})
      const focusedAt = Date.now()
      await onTitle.waitFor({timeout: SEEN_WITHIN_MS})
      expect(Date.now() - focusedAt).toBeLessThan(SEEN_WITHIN_MS)
      expect(await page.getByRole('img', {name: / is in this field$/}).count()).toBe(1)
      await page.screenshot({path: join(SCREENSHOTS, 'document-header.png'), clip: {x: 0, y: 0, width: 1440, height: 420}})

      // Ada closes her tab: Edith no longer sees her anywhere.
      await otherPage.close()
      await inHeader(page, ada.name).waitFor({state: 'detached', timeout: 3000})
      await onTitle.waitFor({state: 'detached', timeout: 1000})
      await expect.poll(() => presenceButton(page).getAttribute('aria-label')).toBe('Who is here')
    } finally {
      await other.close()
    }
  })

  test('with two others, the header stacks both 21 px apart and counts them in its tooltip', async () => {
    const id = await createShowcaseDraft(lake, 'presence-three', 'Three of us')
    const others = await Promise.all([newStudioContext(browser), newStudioContext(browser)])
    const [adaPage, vicPage] = await Promise.all(others.map((c) => c.newPage()))
    try {
      await Promise.all([openDocument(page, 'editor', id), openDocument(adaPage!, 'administrator', id), signIn(vicPage!, lake, 'viewer', `/structure/fieldShowcase;${id}`)])
      const header = page.getByRole('img', {name: '2 people are editing this document right now'})
      await header.waitFor()
      const lefts = await header.locator('[class*="slot"]').evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().left))
      expect(lefts).toHaveLength(2)
      // 21 px between the two avatars' starts, whichever arrived first.
      const [first, second] = lefts.toSorted((a, b) => a - b)
      expect(second! - first!).toBeCloseTo(21, 0)
      await presenceButton(page).click()
      expect(await page.getByRole('menuitem').count()).toBe(3)
      await page.screenshot({path: join(SCREENSHOTS, 'three-people.png'), clip: {x: 640, y: 0, width: 800, height: 260}})
    } finally {
      await Promise.all(others.map((c) => c.close()))
    }
  })

  test("a field scrolled out of view docks its people's avatars at the form's edge", async () => {
    const id = await createShowcaseDraft(lake, 'presence-dock', 'Long document')
    const other = await newStudioContext(browser)
    const otherPage = await other.newPage()
    try {
      await Promise.all([openDocument(page, 'editor', id), openDocument(otherPage, 'administrator', id)])
      await page.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).click()
      await otherPage.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).focus()
      const onTitle = page.getByRole('img', {name: `${ada.name} is in this field`})
      await onTitle.waitFor()
      const docked = page.getByRole('img', {name: `${ada.name} is in a field further up`})
      expect(await docked.count()).toBe(0)
      const scrollTo = (where: 'top' | 'bottom') =>
        page.getByRole('form').evaluate((form, to) => {
          let scroller = form.parentElement
          while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement
          scroller!.scrollTop = to === 'top' ? 0 : scroller!.scrollHeight
        }, where)
      await scrollTo('bottom')
      await docked.waitFor()
      const [dockBox, formBox] = await Promise.all([docked.boundingBox(), page.getByRole('form').evaluate((form) => form.parentElement!.parentElement!.getBoundingClientRect().top)])
      expect(dockBox!.y).toBeGreaterThan(formBox)
      await page.screenshot({path: join(SCREENSHOTS, 'docked.png'), clip: {x: 640, y: 0, width: 800, height: 200}})
      await scrollTo('top')
      await docked.waitFor({state: 'detached'})
      await onTitle.waitFor()
    } finally {
      await other.close()
    }
  })

  test('an array item shows the one person editing inside it', async () => {
    const callout = (key: string, title: string) => ({_key: key, _type: 'callout', title, body: `${title} body`})
    const id = await createShowcaseDraft(lake, 'presence-items', 'Items', {mixed: [callout('first', 'First'), callout('second', 'Second')]})
    const other = await newStudioContext(browser)
    const otherPage = await other.newPage()
    try {
      await Promise.all([openDocument(page, 'editor', id), openDocument(otherPage, 'administrator', id)])
      for (const target of [page, otherPage]) await target.getByRole('form').getByRole('tab', {name: 'Objects and arrays', exact: true}).click()
      const mixed = (target: Page) => target.getByRole('form').getByRole('group', {name: 'Array of several types', exact: true})
      await mixed(otherPage).getByRole('button', {name: itemCardName('Second')}).click()
      await otherPage.getByRole('dialog', {name: /^Edit /}).getByRole('textbox', {name: 'Heading', exact: true}).focus()
      const inItem = mixed(page).getByRole('img', {name: `${ada.name} is in this item`})
      await inItem.waitFor({timeout: SEEN_WITHIN_MS})
      // On the item Ada is in, not on the other one.
      expect(await mixed(page).getByRole('img', {name: / is in this item$/}).count()).toBe(1)
      const card = page.locator('[data-key="second"]')
      expect(await card.getByRole('img', {name: `${ada.name} is in this item`}).count()).toBe(1)
      await mixed(page).scrollIntoViewIfNeeded()
      await mixed(page).screenshot({path: join(SCREENSHOTS, 'array-item.png')})
    } finally {
      await other.close()
    }
  })

  test('someone in no document is listed, disabled, as not in a document', async () => {
    const id = await createShowcaseDraft(lake, 'presence-nowhere', 'Somewhere')
    const other = await newStudioContext(browser)
    const otherPage = await other.newPage()
    try {
      const vic = demoUser('viewer')
      await Promise.all([openDocument(page, 'editor', id), signIn(otherPage, lake, 'viewer', '/structure')])
      // The navbar's menu arrives once the first screen has settled, which a loaded machine takes a while to do.
      await expect.poll(() => presenceButton(page).getAttribute('aria-label'), {timeout: 10_000}).toBe('Who is here: 1 other person')
      await presenceButton(page).click()
      const vicItem = page.getByRole('menuitem', {name: new RegExp(vic.name)})
      await vicItem.waitFor()
      expect(await vicItem.getAttribute('aria-disabled')).toBe('true')
      expect(await vicItem.textContent()).toContain('not in a document')
      expect(await vicItem.locator('[title="not in a document"]').count()).toBe(1)
      await expectNoAxeViolations(page)
    } finally {
      await other.close()
    }
  })

  test('alone: an empty state and the manage-members link, and no avatars on the document', async () => {
    const id = await createShowcaseDraft(lake, 'presence-alone', 'Alone here')
    await openDocument(page, 'editor', id)
    await presenceButton(page).click()
    await page.getByText('No one else is here').waitFor()
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Manage members'])
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    expect(await page.getByRole('img', {name: /editing this document right now/}).count()).toBe(0)
  })
})
