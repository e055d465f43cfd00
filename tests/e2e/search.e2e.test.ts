// Global search in a real Chromium against the real lake: by keyboard and by mouse, orderings,
// paging past 1000 hits, recent searches across a reload, debug scores, and the narrow layout.
import {describe, expect, test} from 'vitest'
import type {Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT} from './support/browser.ts'
import {signIn} from './support/studio.ts'
import {useStudioSession} from './support/studioSession.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

async function createDocuments(documents: Record<string, unknown>[]) {
  const mutations = documents.map((create) => ({create}))
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
}

const searchBox = () => page.getByRole('combobox', {name: 'Search'})
const results = () => page.getByRole('listbox', {name: 'Search results'})
const status = () => page.getByRole('dialog', {name: 'Search documents'}).getByRole('status')

/** The document editor shows the document: its Title field holds the title. */
async function expectDocumentOpen(title: string) {
  await expect.poll(async () => page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).inputValue().catch(() => null), {timeout: 15_000}).toBe(title)
}

/** Moves the pointer onto an element from outside it, as a person would, so hover tooltips open. */
async function hover(target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('Nothing to hover: the element is not visible')
  await page.mouse.move(box.x - 20, box.y - 20)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 4})
}

async function openSearchWithKeyboard() {
  await page.keyboard.press('Control+K')
  await searchBox().waitFor()
}

describe('global search', () => {
  test('keyboard only: Ctrl+K, type, arrows and Enter open the document; Escape closes', async () => {
    await signIn(page, lake, 'editor')
    await openSearchWithKeyboard()
    await expect(searchBox().evaluate((input) => input === document.activeElement)).resolves.toBe(true)
    await page.keyboard.type('kungsleden')
    await results().getByRole('option').first().waitFor()
    await expect(results().getByRole('option').first().textContent()).resolves.toContain('Ten days on the Kungsleden trail')
    // The input names the active row for screen readers.
    const active = await searchBox().getAttribute('aria-activedescendant')
    await expect(page.locator(`[id="${active}"]`).getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('Enter')
    await expectDocumentOpen('Ten days on the Kungsleden trail')
    await expect(searchBox().count()).resolves.toBe(0)

    await openSearchWithKeyboard()
    await page.keyboard.press('Escape')
    await expect(searchBox().count()).resolves.toBe(0)
    // Ctrl+K toggles: twice is closed again.
    await page.keyboard.press('Control+K')
    await searchBox().waitFor()
    await page.keyboard.press('Control+K')
    await searchBox().waitFor({state: 'detached'})
  })

  test('mouse: the search button opens it, a click on a hit opens the document, a click outside closes', async () => {
    await signIn(page, lake, 'editor')
    await page.getByRole('button', {name: /^Search/}).click()
    await searchBox().fill('trail running')
    const hit = results().getByRole('option', {name: /Trail running for hikers/})
    await hit.click()
    await expectDocumentOpen('Trail running for hikers')

    await page.getByRole('button', {name: /^Search/}).click()
    await searchBox().waitFor()
    await page.mouse.click(20, 800)
    await searchBox().waitFor({state: 'detached'})
  })

  test('every word must match, and the orderings sort by creation and update time', async () => {
    // Three documents created in order: the oldest first is A, the newest first is C.
    for (const letter of ['A', 'B', 'C']) await createDocuments([{_id: `zq-${letter}`, _type: 'category', title: `Zephyrquartz ${letter}`}])
    await createDocuments([{_id: 'zq-other', _type: 'category', title: 'Zephyrquartz without the second word'}])
    await signIn(page, lake, 'editor')
    await openSearchWithKeyboard()
    await page.keyboard.type('zephyrquartz')
    await status().getByText('4 results').waitFor()
    await searchBox().fill('zephyrquartz b')
    await status().getByText('1 result').waitFor()
    await expect(results().getByRole('option').textContent()).resolves.toContain('Zephyrquartz B')

    await searchBox().fill('zephyrquartz')
    await status().getByText('4 results').waitFor()
    const titles = () => results().getByRole('option').allTextContents()
    await page.getByRole('button', {name: 'Sort by relevance'}).click()
    await page.getByRole('menuitemradio', {name: 'Sort by created: oldest first'}).click()
    await page.getByRole('menu').waitFor({state: 'detached'})
    await expect.poll(async () => (await titles()).map((t) => t.match(/Zephyrquartz (\w)/)?.[1]), {timeout: 10_000}).toEqual(['A', 'B', 'C', 'w'])
    await page.getByRole('button', {name: 'Sort by created: oldest first'}).click()
    await page.getByRole('menuitemradio', {name: 'Sort by created: newest first'}).click()
    await page.getByRole('menu').waitFor({state: 'detached'})
    await expect.poll(async () => (await titles()).map((t) => t.match(/Zephyrquartz (\w)/)?.[1]), {timeout: 10_000}).toEqual(['w', 'C', 'B', 'A'])
  })

  test('pages through more than 1000 hits as the list scrolls', async () => {
    const bulk = Array.from({length: 1150}, (_, i) => ({_id: `bulk-${i}`, _type: 'category', title: `Bulkword item ${i}`}))
    await createDocuments(bulk)
    await signIn(page, lake, 'editor')
    await openSearchWithKeyboard()
    await page.keyboard.type('bulkword')
    await status().getByText('1000+ results').waitFor()
    // Only the rows in view are rendered, while the list reports its full size.
    const options = results().getByRole('option')
    expect(await options.count()).toBeLessThan(40)
    await expect(options.first().getAttribute('aria-setsize')).resolves.toBe('1000')
    // Scrolling to the end asks for the next page; the next batch is appended.
    await expect
      .poll(
        async () => {
          await results().evaluate((list) => list.parentElement!.scrollTo({top: list.parentElement!.scrollHeight}))
          return status().textContent()
        },
        {timeout: 20_000},
      )
      .toBe('1150 results')
  })

  test('a search opened from its hit comes back as a recent search after a reload', async () => {
    await signIn(page, lake, 'editor')
    await openSearchWithKeyboard()
    await page.keyboard.type('  kungsleden ')
    await results().getByRole('option').first().waitFor()
    await page.keyboard.press('Enter')
    await expectDocumentOpen('Ten days on the Kungsleden trail')

    await page.reload()
    await expectDocumentOpen('Ten days on the Kungsleden trail')
    await openSearchWithKeyboard()
    const recents = page.getByRole('listbox', {name: 'Recent searches'})
    await expect(recents.getByRole('option').first().textContent()).resolves.toContain('kungsleden')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(searchBox().inputValue()).resolves.toBe('kungsleden')
    await results().getByRole('option', {name: /Ten days on the Kungsleden trail/}).waitFor()
  })

  test('#_debug_search_score shows a toned score badge per hit with the reasons it matched', async () => {
    await signIn(page, lake, 'editor')
    await page.evaluate(() => (window.location.hash = '_debug_search_score'))
    await openSearchWithKeyboard()
    await page.keyboard.type('kungsleden trail')
    const badge = results().getByRole('option').first().getByRole('img', {name: /^Score /})
    await badge.waitFor()
    await expect(badge.getAttribute('data-tone')).resolves.toBe('primary')
    await expect(badge.getAttribute('aria-label')).resolves.toMatch(/title: .*match/i)
    await hover(badge)
    await page.getByRole('tooltip').waitFor()
    await expectNoAxeViolations(page)

    // A search by type alone matches no words: its hits say so.
    await searchBox().fill('')
    await page.getByRole('button', {name: 'Document types: All types'}).click()
    await page.getByRole('searchbox', {name: 'Filter document types'}).fill('Categ')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const noMatch = results().getByRole('option').first().getByRole('img', {name: /^Score /})
    await expect.poll(() => noMatch.getAttribute('aria-label'), {timeout: 10_000}).toMatch(/No matches/)
    await expect(noMatch.getAttribute('data-tone')).resolves.toBe('critical')
  })

  test('the results dialog has no axe violations, nor the empty and error-free states', async () => {
    await signIn(page, lake, 'editor')
    await openSearchWithKeyboard()
    await expectNoAxeViolations(page)
    await page.keyboard.type('trail')
    await results().getByRole('option').first().waitFor()
    await expectNoAxeViolations(page)
    await searchBox().fill('qqqxxxnothingmatches')
    await page.getByRole('heading', {name: 'No results found'}).waitFor()
    await expectNoAxeViolations(page)
  })

  test('a search the lake cannot answer shows the generic error state with the reason (ERR-SH-019); the next query recovers', async () => {
    await signIn(page, lake, 'editor')
    const failing = (url: URL) => url.pathname.includes('/data/query/') && url.searchParams.get('tag') === 'studio.search.global'
    await page.route(failing, (route) => route.fulfill({status: 500, contentType: 'application/json', body: JSON.stringify({error: {description: 'The lake is overloaded'}})}))
    await openSearchWithKeyboard()
    await page.keyboard.type('trail')
    await page.getByRole('heading', {name: 'Something went wrong while searching'}).waitFor()
    await page.getByText(/^Please try again, or check your connection\. \(.*overloaded.*\)$/).waitFor()
    await expectNoAxeViolations(page)
    await page.unroute(failing)
    await page.keyboard.type('s')
    await results().getByRole('option').first().waitFor()
    await expect(page.getByRole('heading', {name: 'Something went wrong while searching'}).count()).resolves.toBe(0)
  })

  test('narrow screens: a fullscreen search whose filters show when toggled', async () => {
    await page.setViewportSize(NARROW_VIEWPORT)
    await signIn(page, lake, 'editor')
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click()
    await searchBox().waitFor()
    const box = await page.getByRole('dialog', {name: 'Search documents'}).boundingBox()
    expect(box?.width).toBe(NARROW_VIEWPORT.width)
    await page.getByText(/Type a word or two/).waitFor()
    await expect(page.getByRole('button', {name: 'Show filters'}).getAttribute('aria-expanded')).resolves.toBe('false')
    await page.getByRole('button', {name: 'Show filters'}).click()
    // Its label says what it does next; it is not also announced as pressed ("Hide filters, pressed").
    const hide = page.getByRole('button', {name: 'Hide filters'})
    await hide.waitFor()
    expect([await hide.getAttribute('aria-expanded'), await hide.getAttribute('aria-pressed')]).toEqual(['true', null])
    await searchBox().fill('kungsleden')
    await results().getByRole('option').first().click()
    await expectDocumentOpen('Ten days on the Kungsleden trail')
  })
})
