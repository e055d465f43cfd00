// Array inputs end to end against the real lake, on the Field showcase's 'Objects and arrays' group:
// adding items of each member type, the item menu, reordering by keyboard and by mouse, primitive
// arrays, the grid, read-only viewers and axe with an item open. Each test reads the stored draft.
// Screenshots go to the system's temporary folder for a person to look at.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT, newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn, type DemoRole} from './support/studio.ts'
import {createShowcaseDraft, draftOf as storedDraft, eventually} from './support/documents.ts'
import {ARRAY_GRID_MIN_CARD_PX} from '../../core/editing/arrayConstants.ts'
import {gridColumnsFor} from '../../ui/form/arrays/gridColumns.ts'
import {itemCardName} from './support/itemCards.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lake-arrays')
type Doc = Record<string, unknown> & {_id: string}
type Item = Record<string, unknown> & {_key: string; _type?: string}

const draftOf = (id: string) => storedDraft(lake, id)

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'arrays', 'Arrays', fields)

async function open(target: Page, id: string, role: DemoRole = 'editor'): Promise<void> {
  await signIn(target, lake, role, `/structure/fieldShowcase;${id}`)
  await target.getByRole('form').waitFor()
  const tab = target.getByRole('form').getByRole('tab', {name: 'Objects and arrays', exact: true})
  // Narrow screens show the groups as a select (ED-FORM-004).
  const select = target.getByRole('form').getByRole('button', {name: /Field group/})
  await tab.or(select).first().waitFor()
  if (await tab.count()) return tab.click()
  await select.click()
  await target.getByRole('option', {name: 'Objects and arrays'}).click()
}

const arrayField = (target: Page, title: string) => target.getByRole('form').getByRole('group', {name: title, exact: true})

/** Polls the lake until `check` passes (the editor commits at most once a second). */

async function storedItems(id: string, field: string): Promise<Item[]> {
  return ((await draftOf(id))?.[field] as Item[] | undefined) ?? []
}

async function screenshot(target: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, {recursive: true})
  await target.screenshot({path: join(SCREENSHOTS, `${name}.png`)})
}

/** Viewport widths at which the Gallery grid (4 configured) is measured (ED-ARR-012). */
const VIEWPORT_WIDTHS = [1440, 900, 800, 600, 390]

const callout = (key: string, title: string): Item => ({_key: key, _type: 'callout', title, body: `${title} body`})

async function itemAction(target: Page, field: Locator, title: string, action: string): Promise<void> {
  await field.getByRole('button', {name: `Actions for ${title}`, exact: true}).click()
  await target.getByRole('menuitem', {name: action, exact: true}).click()
}

// A 1,000-item list on a loaded two-core machine: each announced step may take longer than the default.
const SLOW_STEP_MS = 30_000

describe('object arrays', () => {
  test('an item of each member type is added from the type menu and edited in its popover', async () => {
    const id = await showcase({})
    await open(page, id)
    const mixed = arrayField(page, 'Array of several types')
    await mixed.getByText('No items').waitFor()

    const add = async (type: string) => {
      await mixed.getByRole('button', {name: 'Add item', exact: true}).click()
      await page.getByRole('menuitem', {name: type, exact: true}).click()
      return page.getByRole('dialog', {name: new RegExp(`^Edit `)})
    }
    let editor = await add('Callout')
    await editor.getByRole('textbox', {name: 'Heading', exact: true}).fill('Mind the gap')
    await screenshot(page, 'popover-1440')
    await editor.getByRole('button', {name: 'Close', exact: true}).click()
    editor = await add('Code snippet')
    await editor.getByRole('textbox', {name: 'File name', exact: true}).fill('main.ts')
    await page.keyboard.press('Escape')
    editor = await add('Quote')
    await editor.getByRole('textbox', {name: 'By', exact: true}).fill('Ada')
    await editor.getByRole('button', {name: 'Close', exact: true}).click()
    // ED-ARR-004: an image added and closed untouched is not kept.
    editor = await add('Image')
    await editor.waitFor()
    await page.keyboard.press('Escape')

    await eventually(async () => {
      const items = await storedItems(id, 'mixed')
      expect(items.map((item) => item._type)).toEqual(['callout', 'codeSnippet', 'quote'])
      expect(items.map((item) => [item.title ?? item.filename ?? item.by])).toEqual([['Mind the gap'], ['main.ts'], ['Ada']])
      // ED-INIT-004: a new callout starts with its type's initial tone.
      expect(items[0]!.tone).toBe('info')
      for (const item of items) expect(item._key).toMatch(/^[A-Za-z0-9]{12}$/)
    })
    await mixed.getByRole('button', {name: itemCardName('Mind the gap')}).waitFor()
    await mixed.getByRole('button', {name: itemCardName('main.ts')}).waitFor()
    await screenshot(page, 'list-1440')
  })

  test("a new item starts from its type's field initial values: shown before anything is typed, and stored", async () => {
    const id = await showcase({})
    await open(page, id)
    const mixed = arrayField(page, 'Array of several types')
    await mixed.getByText('No items').waitFor()
    await mixed.getByRole('button', {name: 'Add item', exact: true}).click()
    await page.getByRole('menuitem', {name: 'Callout', exact: true}).click()
    const editor = page.getByRole('dialog', {name: /^Edit /})
    // ED-INIT-013: the callout type's tone field starts at 'info' (shown as Note), untouched by the editor.
    await expect.poll(() => editor.getByRole('radio', {name: 'Note', exact: true}).isChecked()).toBe(true)
    await eventually(async () => {
      const [item] = await storedItems(id, 'mixed')
      expect(item).toMatchObject({_type: 'callout', tone: 'info'})
      expect(Object.keys(item!).sort()).toEqual(['_key', '_type', 'tone'])
    })
    // Preset, it is no longer an untouched item: closing keeps it, titled by its preview.
    await editor.getByRole('button', {name: 'Close', exact: true}).click()
    await mixed.getByRole('button', {name: itemCardName('Callout')}).waitFor()
    await expect(mixed.getByText('Callout (Note)').isVisible()).resolves.toBe(true)
  })

  test('duplicate, insert before and after, and remove write by key', async () => {
    const id = await showcase({mixed: [callout('one', 'One'), callout('two', 'Two')]})
    await open(page, id)
    const mixed = arrayField(page, 'Array of several types')
    await itemAction(page, mixed, 'One', 'Duplicate')
    await eventually(async () => {
      const items = await storedItems(id, 'mixed')
      expect(items.map((item) => item.title)).toEqual(['One', 'One', 'Two'])
      expect(new Set(items.map((item) => item._key)).size).toBe(3)
      expect(items[0]._key).toBe('one')
    })

    // Several member types: inserting asks for the type in a submenu.
    await mixed.getByRole('button', {name: 'Actions for Two', exact: true}).click()
    await page.getByRole('menuitem', {name: 'Insert before', exact: true}).press('ArrowRight')
    await page.getByRole('menuitem', {name: 'Quote', exact: true}).click()
    const editor = page.getByRole('dialog', {name: /^Edit /})
    await editor.getByRole('textbox', {name: 'By', exact: true}).fill('Before two')
    await editor.getByRole('button', {name: 'Close', exact: true}).click()
    await mixed.getByRole('button', {name: 'Actions for Two', exact: true}).click()
    await page.getByRole('menuitem', {name: 'Insert after', exact: true}).press('ArrowRight')
    await page.getByRole('menuitem', {name: 'Callout', exact: true}).click()
    await page.getByRole('dialog', {name: /^Edit /}).getByRole('textbox', {name: 'Heading', exact: true}).fill('After two')
    await page.keyboard.press('Escape')
    await eventually(async () => {
      const items = await storedItems(id, 'mixed')
      expect(items.map((item) => item.title ?? item.by)).toEqual(['One', 'One', 'Before two', 'Two', 'After two'])
    })

    await itemAction(page, mixed, 'Two', 'Remove')
    await eventually(async () => {
      const items = await storedItems(id, 'mixed')
      expect(items.map((item) => item.title ?? item.by)).toEqual(['One', 'One', 'Before two', 'After two'])
    })
  })

  test('reordering by keyboard (Space, ArrowDown, Space) and by mouse drag', async () => {
    const id = await showcase({mixed: [callout('a', 'Alpha'), callout('b', 'Beta'), callout('c', 'Gamma')]})
    await open(page, id)
    const mixed = arrayField(page, 'Array of several types')
    // ED-ARR-014: the keyboard moves positions; each step is announced in the array's live region.
    const alpha = mixed.getByRole('button', {name: 'Reorder Alpha', exact: true})
    await alpha.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => alpha.getAttribute('aria-pressed'), {timeout: 10_000}).toBe('true')
    await mixed.getByRole('status').getByText(/^Picked up Alpha at position 1 of 3\./).waitFor({state: 'attached'})
    await page.keyboard.press('ArrowDown')
    await mixed.getByRole('status').getByText('Alpha is now at position 2 of 3.').waitFor({state: 'attached'})
    await page.keyboard.press('Space')
    await mixed.getByRole('status').getByText('Dropped Alpha at position 2 of 3.').waitFor({state: 'attached'})
    await eventually(async () => expect((await storedItems(id, 'mixed')).map((item) => item._key)).toEqual(['b', 'a', 'c']))

    const handle = mixed.getByRole('button', {name: 'Reorder Gamma', exact: true})
    const target = mixed.getByRole('button', {name: 'Reorder Beta', exact: true})
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y - 10, {steps: 5})
    await page.mouse.move(to.x + to.width / 2, to.y + 2, {steps: 10})
    await page.mouse.up()
    await eventually(async () => expect((await storedItems(id, 'mixed')).map((item) => item._key)).toEqual(['c', 'b', 'a']))
  })

  test('a 1,000-item list mounts only the rows in view, and scrolls to the last', async () => {
    const many = Array.from({length: 1000}, (_, index) => callout(`k${index}`, `Item ${index + 1}`))
    const id = await showcase({mixed: many})
    await open(page, id)
    const list = arrayField(page, 'Array of several types').getByRole('list')
    await list.getByRole('button', {name: itemCardName('Item 1')}).waitFor()
    expect(await list.getByRole('listitem').count()).toBeLessThan(40)
    await list.evaluate((element) => element.scrollTo({top: element.scrollHeight}))
    await list.getByRole('button', {name: itemCardName('Item 1000')}).waitFor()
    expect(await list.getByRole('listitem').count()).toBeLessThan(40)
  })

  test('by keyboard alone, the first of 1,000 items moves past the mounted rows and to the end', async () => {
    const many = Array.from({length: 1000}, (_, index) => callout(`k${index}`, `Item ${index + 1}`))
    const id = await showcase({mixed: many})
    await open(page, id)
    const mixed = arrayField(page, 'Array of several types')
    const list = mixed.getByRole('list')
    const status = mixed.getByRole('status')
    const handle = mixed.getByRole('button', {name: 'Reorder Item 1', exact: true})
    await handle.focus()
    const mounted = await list.getByRole('listitem').count()
    expect(mounted).toBeLessThan(40)

    // Escape puts the item back: nothing is written.
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await status.getByText('Item 1 is now at position 2 of 1000.').waitFor({state: 'attached', timeout: SLOW_STEP_MS})
    await page.keyboard.press('Escape')
    await status.getByText('Moving Item 1 was cancelled.').waitFor({state: 'attached', timeout: SLOW_STEP_MS})
    await expect.poll(() => handle.getAttribute('aria-pressed'), {timeout: 10_000}).toBeNull()

    // Arrow by arrow, well past the rows mounted when the move started: the list scrolls along and
    // the handle keeps the focus.
    await page.keyboard.press('Space')
    const steps = mounted + 10
    for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown')
    await status.getByText(`Item 1 is now at position ${steps + 1} of 1000.`).waitFor({state: 'attached', timeout: SLOW_STEP_MS})
    await expect.poll(() => handle.evaluate((element) => element === document.activeElement), {timeout: 10_000}).toBe(true)
    await expect.poll(() => list.evaluate((element) => element.scrollTop), {timeout: 10_000}).toBeGreaterThan(0)
    expect(await list.getByRole('listitem').count()).toBeLessThan(60)
    // End goes to the last place of the whole list, far outside the mounted window.
    await page.keyboard.press('End')
    await status.getByText('Item 1 is now at position 1000 of 1000.').waitFor({state: 'attached', timeout: SLOW_STEP_MS})
    await expect.poll(() => handle.evaluate((element) => element === document.activeElement), {timeout: 10_000}).toBe(true)
    await page.keyboard.press('Space')
    await status.getByText('Dropped Item 1 at position 1000 of 1000.').waitFor({state: 'attached', timeout: SLOW_STEP_MS})
    await eventually(async () => {
      const keys = (await storedItems(id, 'mixed')).map((item) => item._key)
      expect(keys).toEqual([...many.slice(1).map((item) => item._key), 'k0'])
    })
    expect(await list.getByRole('listitem').count()).toBeLessThan(60)
  }, 180_000)

  test('a grid gives up columns as the form narrows, down to two', async () => {
    const gallery = Array.from({length: 8}, (_, index) => ({_key: `g${index}`, _type: 'image'}))
    const id = await showcase({gallery})
    const wide = await (await newStudioContext(browser)).newPage()
    await signIn(wide, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await wide.getByRole('form').getByRole('tab', {name: 'Media and references', exact: true}).click()
    const grid = arrayField(wide, 'Gallery').getByRole('list')
    await grid.waitFor()
    const measure = () =>
      grid.evaluate((element) => ({
        width: element.clientWidth,
        gap: Number.parseFloat(getComputedStyle(element).columnGap) || 0,
        columns: getComputedStyle(element).gridTemplateColumns.split(' ').length,
        tile: element.querySelector('[role="listitem"]')!.getBoundingClientRect().width,
      }))
    const seen = new Set<number>()
    for (const width of VIEWPORT_WIDTHS) {
      await wide.setViewportSize({width, height: 900})
      // The count the grid's own width allows: at most the configured 4, at least 2.
      await expect
        .poll(async () => {
          const shown = await measure()
          return shown.columns === gridColumnsFor(shown.width, 4, shown.gap)
        }, {timeout: 10_000})
        .toBe(true)
      const shown = await measure()
      seen.add(shown.columns)
      // A tile is at least the minimum card width unless the grid is down to its two columns.
      if (shown.columns > 2) expect(shown.tile).toBeGreaterThanOrEqual(ARRAY_GRID_MIN_CARD_PX)
      await screenshot(wide, `grid-${width}`)
    }
    // Not only a phone breakpoint: the form's width passes through every count.
    expect([...seen].sort()).toEqual([2, 3, 4])
    await wide.context().close()
  })

  test('a grid shows its columns, and an open item passes axe', async () => {
    const cards = ['North', 'East', 'South'].map((heading, index) => ({_key: `k${index}`, _type: 'card', heading}))
    const id = await showcase({cards})
    await open(page, id)
    const grid = arrayField(page, 'Cards in a grid').getByRole('list')
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(2)
    await grid.scrollIntoViewIfNeeded()
    await screenshot(page, 'grid-1440')
    // Cards have no preview config and no title field: each is named by its heading, not its type.
    const field = arrayField(page, 'Cards in a grid')
    await expect(field.getByRole('button', {name: /^Edit /}).allTextContents()).resolves.toEqual(['North', 'East', 'South'])
    await field.getByRole('button', {name: itemCardName('East')}).press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Edit East', exact: true})
    await dialog.getByRole('textbox', {name: 'Heading', exact: true}).fill('East wing')
    await field.getByRole('button', {name: itemCardName('East wing')}).waitFor()
    await screenshot(page, 'dialog-1440')
    await expectNoAxeViolations(page)
    await page.getByRole('dialog').getByRole('button', {name: 'Close', exact: true}).click()
    await eventually(async () => expect((await storedItems(id, 'cards')).map((item) => item.heading)).toEqual(['North', 'East wing', 'South']))
  })
})

describe('primitive arrays', () => {
  test('numbers are added, edited in place and removed, stored as plain values', async () => {
    const id = await showcase({})
    await open(page, id)
    const numbers = arrayField(page, 'List of numbers')
    await numbers.getByRole('button', {name: 'Add item', exact: true}).click()
    // The new item takes the focus: what is typed next is its value.
    const first = numbers.getByRole('textbox', {name: 'List of numbers item 1', exact: true})
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('42')
    await numbers.getByRole('button', {name: 'Add item', exact: true}).press('Enter')
    const second = numbers.getByRole('textbox', {name: 'List of numbers item 2', exact: true})
    await expect.poll(() => second.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('7.5')
    await eventually(async () => expect((await draftOf(id))?.numbers).toEqual([42, 7.5]))
    await numbers.getByRole('button', {name: 'Remove item 1', exact: true}).click()
    await eventually(async () => expect((await draftOf(id))?.numbers).toEqual([7.5]))
  })

  test("a string stored in a list of numbers is marked 'Expected type Number, got String' on its own row", async () => {
    const id = await showcase({numbers: [1, 'two', 3]})
    await open(page, id)
    const rows = arrayField(page, 'List of numbers').getByRole('listitem')
    const marker = rows.nth(1).getByRole('img', {name: 'Error: Expected type Number, got String'})
    await marker.waitFor()
    await marker.scrollIntoViewIfNeeded()
    await screenshot(page, 'numbers-expected-type')
    // Only that row is marked, and the footer counts the one error.
    await expect(arrayField(page, 'List of numbers').getByRole('img').count()).resolves.toBe(1)
    await page.getByText('1 error', {exact: true}).waitFor()
    await expectNoAxeViolations(page)
  })
})

describe('read-only and small screens', () => {
  test('a viewer sees no handles, menus or add button, and opens items read-only', async () => {
    const id = await showcase({mixed: [callout('a', 'Alpha')], numbers: [1, 2]})
    await open(page, id, 'viewer')
    const mixed = arrayField(page, 'Array of several types')
    await mixed.getByRole('button', {name: itemCardName('Alpha')}).waitFor()
    await expect(page.getByRole('form').getByRole('button', {name: /^(Reorder|Actions for|Remove item) /}).count()).resolves.toBe(0)
    await expect(page.getByRole('form').getByRole('button', {name: 'Add item'}).count()).resolves.toBe(0)
    await mixed.getByRole('button', {name: itemCardName('Alpha')}).click()
    const editor = page.getByRole('dialog', {name: 'View Alpha', exact: true})
    await expect(editor.getByRole('textbox', {name: 'Heading', exact: true}).getAttribute('readonly')).resolves.not.toBeNull()
  })

  test('the arrays at 390 px', async () => {
    const cards = ['North', 'East', 'South'].map((heading, index) => ({_key: `k${index}`, _type: 'card', heading}))
    const id = await showcase({mixed: [callout('a', 'A callout with a rather long heading that must not overflow'), callout('b', 'Beta')], cards, numbers: [3, 4]})
    const narrow = await (await newStudioContext(browser, {viewport: NARROW_VIEWPORT})).newPage()
    await open(narrow, id)
    await arrayField(narrow, 'Cards in a grid').scrollIntoViewIfNeeded()
    await screenshot(narrow, 'arrays-390')
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await arrayField(narrow, 'Cards in a grid').getByRole('button', {name: itemCardName('North')}).click()
    await narrow.getByRole('dialog', {name: 'Edit North', exact: true}).waitFor()
    await screenshot(narrow, 'dialog-390')
    await narrow.context().close()
  })
})
