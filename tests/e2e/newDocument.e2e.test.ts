// The navbar's new-document control against the real lake (SH-NEWDOC-001 … SH-NEWDOC-009,
// SH-NAV-004): a popover on wide screens and a dialog on narrow ones, the filter, choosing with the
// mouse or the keyboard, options and the control itself disabled by the demo roles' grants, and
// axe on the open popover.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT, newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'

function createButton(target: Page): Locator {
  return target.getByRole('banner').getByRole('button', {name: 'Create new document'})
}

function control(target: Page): Locator {
  return target.getByRole('dialog', {name: 'Create new document'})
}

/**
 * The options' names: the title, then the subtitle and description when the option has them.
 * (React Aria wraps the no-results message in an unnamed option of its own: left out.)
 */
async function optionNames(target: Page): Promise<string[]> {
  const names = await control(target)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''))
  return names.filter(Boolean)
}

// The configuration's two extra templates: the type's title as subtitle, and a description.
const FEATURED = 'Featured article Article · An article that goes on the front page'
const WITH_ROLE = 'Author with role Author'

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

async function hover(target: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Nothing to hover: the element is not visible')
  await target.mouse.move(box.x - 20, box.y - 20)
  await target.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 4})
}

/** The new document is open in the structure tool: its URL and the editor's heading. */
async function expectNewDocument(target: Page, type: string, template: string, title: string): Promise<void> {
  await target.waitForURL((url) => new RegExp(`^/structure/${type};${UUID};template=${template}$`).test(url.pathname))
  await target.getByRole('heading', {name: `New ${title}`}).waitFor()
  await target.getByRole('form').waitFor()
}

describe('choosing a new document', () => {
  test('an editor filters the popover by two words with the mouse and lands in the new document; axe finds nothing', async () => {
    await signIn(page, lake, 'editor')
    await createButton(page).click()
    await control(page).waitFor()
    const filter = control(page).getByRole('textbox', {name: 'Filter document types'})
    await expect(isFocused(filter)).resolves.toBe(true)
    // Every template of a listed type: the configuration's two extra templates among them.
    await expect(optionNames(page)).resolves.toEqual(expect.arrayContaining(['Article', FEATURED, WITH_ROLE, 'Redirect']))
    await expectNoAxeViolations(page)
    // SH-NEWDOC-009: 320 px wide, options 33 px high, ten of the eleven in view before it scrolls.
    await expect(control(page).boundingBox().then((box) => box?.width)).resolves.toBe(320)
    const options = control(page).getByRole('option')
    await expect(options.evaluateAll((all) => [...new Set(all.map((option) => option.getBoundingClientRect().height))])).resolves.toEqual([33])
    const inView = options.evaluateAll((all) => {
      const frame = all[0].closest('[role="dialog"]')!.getBoundingClientRect()
      return all.filter((option) => {
        const box = option.getBoundingClientRect()
        return box.top >= frame.top && box.bottom <= frame.bottom
      }).length
    })
    await expect(inView).resolves.toBe(10)

    await filter.fill('front-art featured')
    await expect.poll(() => optionNames(page)).toEqual([])
    await control(page).getByText('No document types match “front-art featured”').waitFor()
    await filter.fill('art featured')
    await expect.poll(() => optionNames(page)).toEqual([FEATURED])
    await control(page).getByRole('option', {name: 'Featured article'}).click()

    await expectNewDocument(page, 'article', 'article-featured', 'Article')
    await expect(control(page).count()).resolves.toBe(0)
    // The form opens on its default group; the template's field is on another tab.
    await page.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).click()
    await expect(page.getByRole('form').getByRole('switch', {name: 'Featured on the front page'}).isChecked()).resolves.toBe(true)
  })

  test('title-prefix matches come first', async () => {
    await signIn(page, lake, 'editor')
    await createButton(page).click()
    await control(page).getByRole('textbox', {name: 'Filter document types'}).fill('article')
    await expect.poll(() => optionNames(page)).toEqual(['Article', FEATURED])
    await control(page).getByRole('textbox', {name: 'Filter document types'}).fill('auth')
    await expect.poll(() => optionNames(page)).toEqual(['Author', WITH_ROLE])
  })

  test('with the keyboard only: Tab to the button, Enter, type, arrows, Enter; Escape closes', async () => {
    await signIn(page, lake, 'editor')
    const button = createButton(page)
    for (let presses = 0; presses < 10 && !(await isFocused(button)); presses++) await page.keyboard.press('Tab')
    await expect(isFocused(button)).resolves.toBe(true)

    // Escape closes and gives the focus back to the button; Space opens as Enter does.
    await page.keyboard.press('Enter')
    const filter = control(page).getByRole('textbox', {name: 'Filter document types'})
    await expect.poll(() => isFocused(filter)).toBe(true)
    await page.keyboard.press('Escape')
    await control(page).waitFor({state: 'detached'})
    await expect.poll(() => isFocused(button)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => isFocused(filter)).toBe(true)

    await page.keyboard.type('author')
    await expect.poll(() => optionNames(page)).toEqual(['Author', WITH_ROLE])
    const active = () => filter.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '')
    await page.keyboard.press('ArrowDown')
    await expect.poll(active).toMatch(/^Author with role/)
    await page.keyboard.press('ArrowUp')
    await expect.poll(active).toMatch(/^Author(?! with)/)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')

    await expectNewDocument(page, 'author', 'author-with-role', 'Author')
  })
})

describe('templates', () => {
  test("an address naming a template the type does not have says so (ERR-SH-035), and the new document still opens", async () => {
    await signIn(page, lake, 'editor', '/structure/article;7d5a1c9e-2f4b-4c3a-9e1d-5b6a7c8d9e0f;template=no-such-template')
    await page.getByText('Could not resolve initial value').waitFor()
    await page.getByText('Unable to resolve initial value for type: article: Template "no-such-template": template not found.').waitFor()
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await expect(title.inputValue()).resolves.toBe('')
    await expect(title.isEditable()).resolves.toBe(true)
  })
})

describe('permissions', () => {
  test('a viewer’s control is disabled and says why', async () => {
    await signIn(page, lake, 'viewer')
    const button = createButton(page)
    // The grants arrive after the shell: the control turns disabled once they are known.
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    await hover(page, button)
    const tooltip = page.getByRole('tooltip')
    await tooltip.getByText(/You have no permission to create any kind of document/).waitFor()
    await expect(tooltip.textContent()).resolves.toContain('Unable to create:')
    await button.press('Enter')
    await expect(control(page).count()).resolves.toBe(0)
  })

  test('a contributor sees the live-edit types disabled with the reason, the others enabled', async () => {
    await signIn(page, lake, 'contributor')
    await createButton(page).click()
    const redirect = control(page).getByRole('option', {name: 'Redirect'})
    // Contributors create drafts only; live-edit documents have no draft.
    await expect.poll(() => redirect.getAttribute('aria-disabled')).toBe('true')
    await expect(control(page).getByRole('option', {name: 'Article', exact: true}).getAttribute('aria-disabled')).resolves.toBeNull()
    await hover(page, redirect)
    await page.getByRole('tooltip').getByText(/You have no permission to create Redirect documents/).waitFor()
    await redirect.click({force: true})
    await expect(new URL(page.url()).pathname).toBe('/structure')
    await expect(control(page).isVisible()).resolves.toBe(true)
  })
})

describe('narrow screens', () => {
  test('the control opens as a dialog with a heading and a close button, and creates from there', async () => {
    const narrow = await newStudioContext(browser, {viewport: NARROW_VIEWPORT})
    try {
      const narrowPage = await narrow.newPage()
      await signIn(narrowPage, lake, 'editor')
      await createButton(narrowPage).click()
      const dialog = control(narrowPage)
      await dialog.getByRole('heading', {name: 'Create new document'}).waitFor()
      // At the narrowest widths the dialog takes the whole screen (SH-NAV-007), not a popover's 320 px.
      await expect(dialog.boundingBox().then((box) => box?.width)).resolves.toBe(NARROW_VIEWPORT.width)
      await expectNoAxeViolations(narrowPage)
      await dialog.getByRole('button', {name: 'Close'}).click()
      await dialog.waitFor({state: 'detached'})

      await createButton(narrowPage).click()
      await dialog.getByRole('textbox', {name: 'Filter document types'}).fill('categ')
      await dialog.getByRole('option', {name: 'Category'}).click()
      await expectNewDocument(narrowPage, 'category', 'category', 'Category')
    } finally {
      await narrow.close()
    }
  })
})
