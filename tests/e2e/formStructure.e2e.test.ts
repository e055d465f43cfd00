// The form's structure end to end, against the real lake, on the Field showcase type: nested object
// fields stored at their paths, collapsible objects and fieldsets, group tabs (a select when
// narrow), hidden and read-only callbacks, and no axe violations. Screenshots go to the system's
// temporary folder for a person to look at.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT, newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf as storedDraft, eventually} from './support/documents.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lake-form-structure')

type Doc = Record<string, unknown> & {_id: string}

const draftOf = (id: string) => storedDraft(lake, id)

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status, await response.clone().text()).toBe(200)
}

let counter = 0
const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'structure', 'Structure', fields)

async function open(target: Page, id: string): Promise<void> {
  await signIn(target, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await target.getByRole('form').waitFor()
}

function form(target: Page): Locator {
  return target.getByRole('form')
}

function textbox(target: Page, name: string): Locator {
  return form(target).getByRole('textbox', {name, exact: true})
}

function tab(target: Page, name: string): Locator {
  return form(target).getByRole('tablist', {name: 'Field groups of Field showcase'}).getByRole('tab', {name, exact: true})
}


async function sameRow(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()])
  return boxA !== null && boxB !== null && boxA.y === boxB.y && boxA.x !== boxB.x
}

async function screenshot(target: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, {recursive: true})
  await target.mouse.move(0, target.viewportSize()!.height - 1)
  await target.screenshot({path: join(SCREENSHOTS, `${name}.png`), fullPage: true})
}

describe('groups', () => {
  test('the default group opens first, arrow keys switch tabs, and a field shows on its groups only', async () => {
    await open(page, await showcase({}))
    await expect(tab(page, 'Text').getAttribute('aria-selected')).resolves.toBe('true')
    const tabs = await form(page).getByRole('tab').allTextContents()
    expect(tabs).toEqual(['All fields', 'Text', 'Choices', 'Dates', 'Objects and arrays', 'Media and references', 'Conditional'])
    await expect(textbox(page, 'Title').isVisible()).resolves.toBe(true)
    await expect(textbox(page, 'Quantity').count()).resolves.toBe(0)

    await tab(page, 'Text').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Choices').getAttribute('aria-selected')).resolves.toBe('true')
    await textbox(page, 'Quantity').waitFor()
    await expect(textbox(page, 'Title').count()).resolves.toBe(0)
    await screenshot(page, 'choices-wide')

    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'All fields').getAttribute('aria-selected')).resolves.toBe('true')
    await textbox(page, 'Title').waitFor()
    await expect(textbox(page, 'Quantity').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot(page, 'all-fields-wide')
  })

  test('a title of 2,000 characters takes at most three lines above the form, which stays on screen', async () => {
    const id = await createShowcaseDraft(lake, 'structure', 'X'.repeat(2000))
    await open(page, id)
    const heading = page.locator('[data-pane="document"] [aria-hidden="true"] span').nth(1)
    await expect.poll(() => heading.textContent()).toBe('X'.repeat(2000))
    const {height, lineHeight} = await heading.evaluate((element) => ({height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight)}))
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1)
    // The first field is still within the window.
    const first = form(page).getByRole('textbox').first()
    expect((await first.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height)
  })

  test('on a narrow screen the groups are a select', async () => {
    const narrow = await newStudioContext(browser, {viewport: NARROW_VIEWPORT})
    try {
      const target = await narrow.newPage()
      await open(target, await showcase({}))
      await expect(form(target).getByRole('tab').count()).resolves.toBe(0)
      const select = form(target).getByRole('button', {name: /Field group/})
      await expect(select.textContent()).resolves.toContain('Text')
      await textbox(target, 'Title').waitFor()
      await screenshot(target, 'text-group-narrow')
      await select.click()
      await target.getByRole('option', {name: 'Objects and arrays'}).click()
      await textbox(target, 'Label').waitFor()
      await expect(textbox(target, 'Title').count()).resolves.toBe(0)
      // Under 480 px of form width every layout is one column (ED-FORM-008).
      expect(await sameRow(textbox(target, 'Left'), textbox(target, 'Right'))).toBe(false)
      await expectNoAxeViolations(target, '[role="form"]')
      await screenshot(target, 'objects-narrow')
    } finally {
      await narrow.close()
    }
  })
})

describe('objects', () => {
  test('typing into nested fields stores them at their paths, creating the objects above', async () => {
    const id = await showcase({})
    await open(page, id)
    await tab(page, 'Objects and arrays').click()
    await textbox(page, 'Label').pressSequentially('Outer', {delay: 20})
    await textbox(page, 'Left').pressSequentially('L', {delay: 20})
    // The 'Side by side' fieldset asks for two columns (ED-FORM-005).
    expect(await sameRow(textbox(page, 'Left'), textbox(page, 'Right'))).toBe(true)

    // 'Inner object' starts collapsed: Enter on its button opens it, and says so.
    const inner = form(page).getByRole('button', {name: 'Inner object'})
    await expect(inner.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(textbox(page, 'Note').count()).resolves.toBe(0)
    await inner.focus()
    await page.keyboard.press('Enter')
    await expect(inner.getAttribute('aria-expanded')).resolves.toBe('true')
    await textbox(page, 'Note').pressSequentially('deep', {delay: 20})
    await eventually(async () => expect(await draftOf(id)).toMatchObject({nested: {label: 'Outer', left: 'L', inner: {note: 'deep'}}}))

    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot(page, 'objects-wide')

    await inner.focus()
    await page.keyboard.press('Space')
    await expect(inner.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(textbox(page, 'Note').isVisible()).resolves.toBe(false)
  })

  test('a collapsed fieldset opens by keyboard and stays open for the session', async () => {
    await open(page, await showcase({}))
    await tab(page, 'Conditional').click()
    const advanced = form(page).getByRole('button', {name: 'Advanced'})
    await expect(advanced.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(textbox(page, 'Legacy code').isVisible()).resolves.toBe(false)
    await advanced.focus()
    await page.keyboard.press('Enter')
    await textbox(page, 'Legacy code').waitFor()
    await expect(advanced.getAttribute('aria-expanded')).resolves.toBe('true')

    // Away to another tab and back: still open.
    await tab(page, 'Text').click()
    await tab(page, 'Conditional').click()
    await expect(form(page).getByRole('button', {name: 'Advanced'}).getAttribute('aria-expanded')).resolves.toBe('true')
    await screenshot(page, 'conditional-wide')
  })
})

describe('hidden and read-only', () => {
  test('a field hidden by a callback appears when its condition changes', async () => {
    const id = await showcase({showMore: false})
    await open(page, id)
    await tab(page, 'Conditional').click()
    const revealed = textbox(page, 'Shown when "Show more fields" is on')
    await expect(revealed.count()).resolves.toBe(0)
    await expect(textbox(page, 'Always hidden').count()).resolves.toBe(0)
    await form(page).getByRole('switch', {name: 'Show more fields'}).press('Space')
    await revealed.waitFor()
    await revealed.pressSequentially('now seen', {delay: 20})
    await eventually(async () => expect(await draftOf(id)).toMatchObject({showMore: true, revealed: 'now seen'}))
  })

  test('a read-only callback makes its field read-only while it holds', async () => {
    const id = await showcase({checkbox: true})
    await open(page, id)
    await tab(page, 'Conditional').click()
    const lockedWhenChecked = textbox(page, 'Read-only when the checkbox is ticked')
    await expect(lockedWhenChecked.getAttribute('readonly')).resolves.not.toBeNull()
    await expect(textbox(page, 'Read-only').getAttribute('readonly')).resolves.not.toBeNull()

    await tab(page, 'All fields').click()
    await form(page).getByRole('checkbox', {name: 'Checkbox', exact: true}).press('Space')
    await eventually(async () => expect(textbox(page, 'Read-only when the checkbox is ticked').getAttribute('readonly')).resolves.toBeNull())
  })

  test('a document type whose readOnly callback holds makes every field read-only (ED-FORM-043)', async () => {
    const stamp = `${Date.now().toString(36)}-${counter++}`
    const imported = `redirect-imported-${stamp}`
    const own = `redirect-own-${stamp}`
    await mutate([
      {create: {_id: imported, _type: 'redirect', fromPath: '/old-imported', destination: '/new', importedFrom: 'legacy-site'}},
      {create: {_id: own, _type: 'redirect', fromPath: '/old-own', destination: '/new'}},
    ])
    await signIn(page, lake, 'editor', `/structure/redirect;${imported}`)
    await form(page).waitFor()
    for (const name of ['From path', 'To']) await expect(textbox(page, name).getAttribute('readonly')).resolves.not.toBeNull()
    await expect(textbox(page, 'Note').getAttribute('readonly')).resolves.not.toBeNull()
    const permanent = form(page).getByRole('switch', {name: 'Permanent (301)'})
    await expect(permanent.getAttribute('aria-readonly')).resolves.toBe('true')
    // Typing into a read-only field, or pressing its switch, changes nothing in the lake.
    await textbox(page, 'From path').press('End')
    await page.keyboard.type('-typed')
    await permanent.press('Space')
    await page.waitForTimeout(500)
    const stored = await lake.api(`/data/doc/production/${imported}`).then((response) => response.json() as Promise<{documents: Doc[]}>)
    expect(stored.documents[0]).toMatchObject({fromPath: '/old-imported', destination: '/new'})
    expect(stored.documents[0].permanent).toBeUndefined()

    // A redirect of this site's own stays editable.
    await page.goto(`${lake.url}/structure/redirect;${own}`)
    await form(page).waitFor()
    await expect(textbox(page, 'From path').getAttribute('readonly')).resolves.toBeNull()
  })
})

describe('long member lists', () => {
  /** The form's runs: the boxes the browser may skip while they are off screen (ED-FORM-063). */
  const RUN_MARK = 'data-e2e-run'

  async function markRuns(target: Page): Promise<number> {
    return form(target).evaluate((element, mark) => {
      // The form's runs; a rich-text body's blocks skip their own layout off screen too, and are not runs.
      const runs = [...element.querySelectorAll('*')].filter((node) => getComputedStyle(node).contentVisibility === 'auto' && !node.closest('[role=textbox]'))
      runs.forEach((run, index) => run.setAttribute(mark, String(index)))
      return runs.length
    }, RUN_MARK)
  }

  test('past 24 members the form is laid out in runs skipped off screen; Tab, focus and typing cross them (ED-FORM-063)', async () => {
    const id = await showcase({})
    await open(page, id)
    await tab(page, 'All fields').click()
    await textbox(page, 'Title').waitFor()
    const runs = await markRuns(page)
    expect(runs).toBeGreaterThan(1)
    // A short list (one group's tab) is one grid, as before.
    await tab(page, 'Dates').click()
    await expect.poll(() => markRuns(page)).toBe(0)
    await tab(page, 'All fields').click()
    await expect.poll(() => markRuns(page)).toBe(runs)

    // A field in the last run, off screen and never shown, takes focus and typed text.
    const field = textbox(page, 'Read-only when the checkbox is ticked')
    const offScreen = await field.evaluate((input, mark) => {
      const run = input.closest(`[${mark}]`)!
      return {last: run.getAttribute(mark), below: run.getBoundingClientRect().top > window.innerHeight}
    }, RUN_MARK)
    expect(offScreen).toEqual({last: String(runs - 1), below: true})
    await field.focus()
    await page.keyboard.type('far down')
    await page.keyboard.press('Tab')
    await eventually(async () => expect((await draftOf(id))?.lockedWhenChecked).toBe('far down'))
    await expect(field.evaluate((input) => input.getBoundingClientRect().top < window.innerHeight)).resolves.toBe(true)

    // Tab from the last stop of the first run lands on the first stop of the second.
    const crossed = await form(page).evaluate((element, mark) => {
      const tabbable = (run: Element) =>
        [...run.querySelectorAll<HTMLElement>('input, textarea, button, select, [tabindex]')].filter((node) => node.tabIndex >= 0 && !node.hasAttribute('disabled'))
      const first = element.querySelector(`[${mark}="0"]`)!
      const stops = tabbable(first)
      stops[stops.length - 1].focus()
      return document.activeElement === stops[stops.length - 1]
    }, RUN_MARK)
    expect(crossed).toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.evaluate((mark) => Boolean(document.activeElement?.closest(`[${mark}="1"]`)), RUN_MARK)).resolves.toBe(true)

    await expectNoAxeViolations(page, '[role="form"]')
  })
})
