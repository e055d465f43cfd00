// Keyboard reordering of object arrays (ED-ARR-014) in a real Chromium, the cases the arrays test
// leaves out: up and down move a whole row in a grid, Page Up / Page Down move a page of items in a
// list, and Tab puts a lifted item back and moves the focus on as Tab does. Each test asserts the
// live region's announcements and the order of _key values stored in the lake's draft.
import {describe, expect, test} from 'vitest'
import type {Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'
import {ARRAY_GRID_MAX_COLUMNS, ARRAY_KEYBOARD_PAGE_ITEMS} from '../../core/editing/arrayConstants.ts'
import {gridColumnsFor} from '../../ui/form/arrays/gridColumns.ts'
import {itemCardName} from './support/itemCards.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

type Item = Record<string, unknown> & {_key: string; _type?: string}

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'array-keys', 'Array keys', fields)

async function open(id: string, group: string): Promise<void> {
  await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await page.getByRole('form').getByRole('tab', {name: group, exact: true}).click()
}

const arrayField = (title: string) => page.getByRole('form').getByRole('group', {name: title, exact: true})

/** A Field showcase draft whose "Array of several types" holds `items`, opened on its tab. */
async function openMixedList(items: Record<string, unknown>[]) {
  const id = await showcase({mixed: items})
  await open(id, 'Objects and arrays')
  const mixed = arrayField('Array of several types')
  return {id, mixed, list: mixed.getByRole('list'), status: mixed.getByRole('status')}
}

async function storedKeys(id: string, field: string): Promise<string[]> {
  return (((await draftOf(lake, id))?.[field] as Item[] | undefined) ?? []).map((item) => item._key)
}

/** The keys in the order the cards are shown. */
const shownKeys = (list: Locator) => list.locator('[data-key]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.key!))

const handleOf = (list: Locator, key: string) => list.locator(`[data-key="${key}"] [data-handle]`)

/** Waits for the live region to say exactly `text`. */
const announced = (status: Locator, text: string) => status.getByText(text, {exact: true}).waitFor({state: 'attached'})

const callout = (key: string, title: string): Item => ({_key: key, _type: 'callout', title, body: `${title} body`})

/** A width at which the Gallery's grid (4 configured) shows three columns (gridColumns.ts); the test checks it does. */
const THREE_COLUMN_VIEWPORT = {width: 900, height: 900}

describe('keyboard reordering', () => {
  test('in a grid, ArrowDown and ArrowUp move a whole row, ArrowRight and ArrowLeft one place', async () => {
    const keys = Array.from({length: 8}, (_, index) => `g${index}`)
    const id = await showcase({gallery: keys.map((key) => ({_key: key, _type: 'image'}))})
    await open(id, 'Media and references')
    await page.setViewportSize(THREE_COLUMN_VIEWPORT)
    const gallery = arrayField('Gallery')
    const grid = gallery.getByRole('list')
    const status = gallery.getByRole('status')
    await grid.waitFor()

    // The column count the grid's own width gives (the configured maximum is the default 4).
    const measure = () =>
      grid.evaluate((element) => ({
        width: element.clientWidth,
        gap: Number.parseFloat(getComputedStyle(element).columnGap) || 0,
        shown: getComputedStyle(element).gridTemplateColumns.split(' ').length,
        announced: Number((element as HTMLElement).dataset.columns),
      }))
    await expect
      .poll(async () => {
        const {width, gap, shown, announced} = await measure()
        return [gridColumnsFor(width, ARRAY_GRID_MAX_COLUMNS, gap), shown, announced]
      }, {timeout: 10_000})
      .toEqual([3, 3, 3])
    const columns = 3

    const title = ((await handleOf(grid, 'g1').getAttribute('aria-label')) ?? '').replace(/^Reorder /, '')
    expect(title).not.toBe('')
    // g1 (position 2) goes down a row to position 2 + 3, then right to position 6.
    await handleOf(grid, 'g1').focus()
    await page.keyboard.press('Space')
    await announced(status, `Picked up ${title} at position 2 of 8. The arrow keys move it, Home and End to the first or last place, Space drops it, Escape cancels.`)
    await page.keyboard.press('ArrowDown')
    await announced(status, `${title} is now at position ${2 + columns} of 8.`)
    expect(await shownKeys(grid)).toEqual(['g0', 'g2', 'g3', 'g4', 'g1', 'g5', 'g6', 'g7'])
    await page.keyboard.press('ArrowRight')
    await announced(status, `${title} is now at position ${2 + columns + 1} of 8.`)
    await expect.poll(() => handleOf(grid, 'g1').evaluate((element) => element === document.activeElement)).toBe(true)
    // Nothing is written while the item is lifted.
    expect(await storedKeys(id, 'gallery')).toEqual(keys)
    await page.keyboard.press('Space')
    await announced(status, `Dropped ${title} at position 6 of 8.`)
    const afterFirst = ['g0', 'g2', 'g3', 'g4', 'g5', 'g1', 'g6', 'g7']
    await eventually(async () => expect(await storedKeys(id, 'gallery')).toEqual(afterFirst))
    expect(await shownKeys(grid)).toEqual(afterFirst)

    // g7 (position 8) goes up a row to position 5, then left to position 4.
    const title7 = ((await handleOf(grid, 'g7').getAttribute('aria-label')) ?? '').replace(/^Reorder /, '')
    await handleOf(grid, 'g7').focus()
    await page.keyboard.press('Space')
    await announced(status, `Picked up ${title7} at position 8 of 8. The arrow keys move it, Home and End to the first or last place, Space drops it, Escape cancels.`)
    await page.keyboard.press('ArrowUp')
    await announced(status, `${title7} is now at position ${8 - columns} of 8.`)
    await page.keyboard.press('ArrowLeft')
    await announced(status, `${title7} is now at position ${8 - columns - 1} of 8.`)
    await page.keyboard.press('Space')
    await announced(status, `Dropped ${title7} at position 4 of 8.`)
    const afterSecond = ['g0', 'g2', 'g3', 'g7', 'g4', 'g5', 'g1', 'g6']
    await eventually(async () => expect(await storedKeys(id, 'gallery')).toEqual(afterSecond))
    expect(await shownKeys(grid)).toEqual(afterSecond)
  })

  test(`in a list, Page Down and Page Up move a lifted item ${ARRAY_KEYBOARD_PAGE_ITEMS} places, stopping at the ends`, async () => {
    const count = ARRAY_KEYBOARD_PAGE_ITEMS + 5
    const items = Array.from({length: count}, (_, index) => callout(`k${index}`, `Item ${index + 1}`))
    const keys = items.map((item) => item._key)
    const {id, mixed, list, status} = await openMixedList(items)
    const page10 = ARRAY_KEYBOARD_PAGE_ITEMS

    // Item 2 goes down a page and back, down a page again, and is dropped there.
    await mixed.getByRole('button', {name: 'Reorder Item 2', exact: true}).focus()
    await page.keyboard.press('Space')
    await announced(status, `Picked up Item 2 at position 2 of ${count}. The arrow keys move it, Home and End to the first or last place, Space drops it, Escape cancels.`)
    await page.keyboard.press('PageDown')
    await announced(status, `Item 2 is now at position ${2 + page10} of ${count}.`)
    await page.keyboard.press('PageUp')
    await announced(status, `Item 2 is now at position 2 of ${count}.`)
    // Page Up from the second place stops at the first.
    await page.keyboard.press('PageUp')
    await announced(status, `Item 2 is now at position 1 of ${count}.`)
    await page.keyboard.press('PageDown')
    await announced(status, `Item 2 is now at position ${1 + page10} of ${count}.`)
    await page.keyboard.press('Space')
    await announced(status, `Dropped Item 2 at position ${1 + page10} of ${count}.`)
    const afterFirst = ['k0', ...keys.slice(2, 1 + page10), 'k1', ...keys.slice(1 + page10)]
    expect(afterFirst).toHaveLength(count)
    await eventually(async () => expect(await storedKeys(id, 'mixed')).toEqual(afterFirst))
    expect(await shownKeys(list)).toEqual(afterFirst)

    // The last item goes up a page; Page Down then stops at the last place; Page Up again, drop.
    await mixed.getByRole('button', {name: `Reorder Item ${count}`, exact: true}).focus()
    await page.keyboard.press('Space')
    await announced(status, `Picked up Item ${count} at position ${count} of ${count}. The arrow keys move it, Home and End to the first or last place, Space drops it, Escape cancels.`)
    await page.keyboard.press('PageUp')
    await announced(status, `Item ${count} is now at position ${count - page10} of ${count}.`)
    await page.keyboard.press('PageDown')
    await announced(status, `Item ${count} is now at position ${count} of ${count}.`)
    await page.keyboard.press('PageUp')
    await announced(status, `Item ${count} is now at position ${count - page10} of ${count}.`)
    await page.keyboard.press('Enter')
    await announced(status, `Dropped Item ${count} at position ${count - page10} of ${count}.`)
    const last = `k${count - 1}`
    const rest = afterFirst.filter((key) => key !== last)
    const afterSecond = [...rest.slice(0, count - page10 - 1), last, ...rest.slice(count - page10 - 1)]
    await eventually(async () => expect(await storedKeys(id, 'mixed')).toEqual(afterSecond))
    expect(await shownKeys(list)).toEqual(afterSecond)
  })

  for (const direction of ['ArrowDown', 'ArrowUp'] as const) {
    test(`Tab while lifted (moved with ${direction}) puts the item back, writes nothing and moves the focus on`, async () => {
      const items = [callout('a', 'Alpha'), callout('b', 'Beta'), callout('c', 'Gamma'), callout('d', 'Delta')]
      const keys = items.map((item) => item._key)
      const {id, mixed, list, status} = await openMixedList(items)
      const before = await draftOf(lake, id)

      // Beta goes down two places, or up one, and Tab is pressed before it is dropped.
      const handle = mixed.getByRole('button', {name: 'Reorder Beta', exact: true})
      await handle.focus()
      await page.keyboard.press('Space')
      await expect.poll(() => handle.getAttribute('aria-pressed'), {timeout: 10_000}).toBe('true')
      const moves = direction === 'ArrowDown' ? 2 : 1
      for (let step = 0; step < moves; step++) await page.keyboard.press(direction)
      const position = direction === 'ArrowDown' ? 4 : 1
      await announced(status, `Beta is now at position ${position} of 4.`)
      expect(await shownKeys(list)).toEqual(direction === 'ArrowDown' ? ['a', 'c', 'd', 'b'] : ['b', 'a', 'c', 'd'])
      await expect.poll(() => handle.evaluate((element) => element === document.activeElement)).toBe(true)

      await page.keyboard.press('Tab')
      await announced(status, 'Moving Beta was cancelled.')
      await expect.poll(() => handle.getAttribute('aria-pressed'), {timeout: 10_000}).toBeNull()
      expect(await shownKeys(list)).toEqual(keys)
      // Tab goes on from the handle to what follows it: Beta's own preview button, at its old place.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName))
        .toMatch(itemCardName('Beta'))

      // Nothing was written: past the editor's commit interval the draft is the same revision.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const after = await draftOf(lake, id)
      expect(after?._rev).toBe(before?._rev)
      expect(await storedKeys(id, 'mixed')).toEqual(keys)
    })
  }
})
