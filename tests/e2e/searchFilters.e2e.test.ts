// The filter bar of global search against the real lake (SH-SEARCH-020 … SH-SEARCH-026): the type
// picker by keyboard, two field filters whose results match the lake's own answer, an operator
// change, removing a chip with Backspace, and axe on the open add-filter popover.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const searchDialog = (target: Page) => target.getByRole('dialog', {name: 'Search documents'})
const filterBar = (target: Page) => searchDialog(target).getByRole('group', {name: 'Search filters'})

async function openSearch(target: Page): Promise<void> {
  await target.keyboard.press('Control+k')
  await filterBar(target).waitFor()
}

/** The number the results header shows ("3 results", "40+ results"), once the search has answered. */
async function shownCount(target: Page): Promise<number | null> {
  const text = (await searchDialog(target).getByRole('status').textContent()) ?? ''
  const match = /^(\d+)\+? results?$/.exec(text.trim())
  return match ? Number(match[1]) : null
}

/** Documents of the filter as the lake counts them: drafts and their published documents are one hit. */
async function lakeCount(filter: string): Promise<number> {
  const query = `*[${filter}]._id`
  const response = await lake.api(`/data/query/${lake.dataset}?${new URLSearchParams({query, perspective: 'raw'})}`)
  expect(response.status).toBe(200)
  const ids = (await response.json()).result as string[]
  return new Set(ids.map((id) => id.replace(/^drafts\./, ''))).size
}

async function expectCount(target: Page, filter: string): Promise<number> {
  const expected = await lakeCount(filter)
  await expect.poll(() => shownCount(target), {timeout: 10_000}).toBe(expected)
  return expected
}

function chip(target: Page, title: string): Locator {
  return filterBar(target).getByRole('button', {name: new RegExp(`^${title}\\b`)})
}

describe('search filters', () => {
  test('an editor narrows to articles by keyboard, filters by title and a boolean, changes an operator and removes a chip with Backspace', async () => {
    await signIn(page, lake, 'editor')
    await openSearch(page)

    // SH-SEARCH-022: the type picker, by keyboard only.
    const types = filterBar(page).getByRole('button', {name: 'Document types: All types'})
    await types.focus()
    await page.keyboard.press('Enter')
    const typeList = page.getByRole('dialog', {name: 'Document types'})
    await typeList.getByRole('searchbox', {name: 'Filter document types'}).waitFor()
    await page.keyboard.type('Artic')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await filterBar(page).getByRole('button', {name: 'Document types: Article'}).waitFor()
    await typeList.waitFor({state: 'detached'})
    const articles = await expectCount(page, '_type == "article"')
    expect(articles).toBeGreaterThan(10)

    // SH-SEARCH-020: the title filter, found by typing; its value editor opens by itself.
    await filterBar(page).getByRole('button', {name: 'Add filter'}).click()
    const addList = page.getByRole('dialog', {name: 'Add filter'})
    await page.keyboard.type('Title')
    await addList.getByRole('menuitem', {name: 'Title', exact: true}).click()
    await addList.waitFor({state: 'detached'})
    // A chip's popover is named by its chip ("Title is", then "Title is Hiking").
    const titleEditor = page.getByRole('dialog', {name: /^Title /})
    const value = titleEditor.getByRole('textbox', {name: 'Value'})
    await expect.poll(() => value.evaluate((element) => element === document.activeElement)).toBe(true)

    // SH-SEARCH-023: the operator changes from "is" to "contains"; the typed value stays.
    await page.keyboard.type('Hiking')
    await titleEditor.getByRole('button', {name: /Condition/}).click()
    await page.getByRole('option', {name: 'contains', exact: true}).click()
    await expect.poll(() => value.inputValue()).toBe('Hiking')
    await page.keyboard.press('Escape')
    await titleEditor.waitFor({state: 'detached'})
    await expect.poll(() => chip(page, 'Title').textContent()).toBe('Title contains Hiking')
    const hiking = await expectCount(page, '_type == "article" && title match "Hiking"')
    expect(hiking).toBeGreaterThan(0)
    expect(hiking).toBeLessThan(articles)

    // A boolean filter starts as "is True" (SH-SEARCH-084) and narrows further.
    await filterBar(page).getByRole('button', {name: 'Add filter'}).click()
    await page.keyboard.type('Featured')
    await page.getByRole('dialog', {name: 'Add filter'}).getByRole('menuitem', {name: 'Featured on the front page'}).click()
    const featuredEditor = page.getByRole('dialog', {name: /^Featured on the front page is/})
    await featuredEditor.getByRole('radio', {name: 'True'}).waitFor()
    await expect(featuredEditor.getByRole('radio', {name: 'True'}).isChecked()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await featuredEditor.waitFor({state: 'detached'})
    // Its editor closed, focus is on the new chip (it went back to Add filter before).
    await expect.poll(() => chip(page, 'Featured on the front page').evaluate((element) => element === document.activeElement)).toBe(true)
    await expectCount(page, '_type == "article" && title match "Hiking" && featured == true')

    // SH-SEARCH-024: Backspace on the focused chip removes it; the title filter alone is left.
    await chip(page, 'Featured on the front page').focus()
    await page.keyboard.press('Backspace')
    await chip(page, 'Featured on the front page').waitFor({state: 'detached'})
    await expect(chip(page, 'Title').count()).resolves.toBe(1)
    await expectCount(page, '_type == "article" && title match "Hiking"')

    // Escape on a focused chip closes the search, as everywhere else in it (it was swallowed).
    await chip(page, 'Title').focus()
    await page.keyboard.press('Escape')
    await searchDialog(page).waitFor({state: 'detached'})
    await openSearch(page)
    await chip(page, 'Title').waitFor()

    // The × button has a name and removes the last filter.
    await filterBar(page).getByRole('button', {name: 'Remove filter: Title'}).click()
    await chip(page, 'Title').waitFor({state: 'detached'})
    await expectCount(page, '_type == "article"')
  })

  test('the add-filter popover lists pinned and per-type groups, narrows by title, and axe finds nothing', async () => {
    await signIn(page, lake, 'editor')
    await openSearch(page)
    await filterBar(page).getByRole('button', {name: 'Add filter'}).click()
    const addList = page.getByRole('dialog', {name: 'Add filter'})
    const menu = addList.getByRole('menu', {name: 'Fields to filter by'})
    await menu.waitFor()
    // SH-SEARCH-025: 300 px wide.
    await expect(addList.boundingBox().then((box) => Math.round(box?.width ?? 0))).resolves.toBe(300)
    await expect(menu.getByRole('menuitem', {name: 'Created'}).count()).resolves.toBe(1)
    await expectNoAxeViolations(page)

    await page.keyboard.type('zzz-no-such-field')
    await addList.getByText('No matching fields').waitFor()
    // Escape first empties the text box, then closes the popover, leaving search open.
    await page.keyboard.press('Escape')
    await expect.poll(() => addList.getByRole('searchbox').inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await addList.waitFor({state: 'detached'})
    await expect(searchDialog(page).isVisible()).resolves.toBe(true)
  })

  test('a list field is filtered by choosing from its titles, and a reference only offers its target type', async () => {
    await signIn(page, lake, 'editor')
    await openSearch(page)
    await filterBar(page).getByRole('button', {name: 'Document types: All types'}).click()
    await page.getByRole('searchbox', {name: 'Filter document types'}).fill('Author')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await filterBar(page).getByRole('button', {name: 'Document types: Author'}).waitFor()

    await filterBar(page).getByRole('button', {name: 'Add filter'}).click()
    await page.keyboard.type('Role')
    await page.getByRole('dialog', {name: 'Add filter'}).getByRole('menuitem', {name: 'Role', exact: true}).click()
    const roleEditor = page.getByRole('dialog', {name: /^Role /})
    await roleEditor.getByRole('button', {name: /Value/}).click()
    await page.getByRole('option', {name: 'Staff writer', exact: true}).click()
    await page.keyboard.press('Escape')
    await roleEditor.waitFor({state: 'detached'})
    await expect.poll(() => chip(page, 'Role').textContent()).toBe('Role is Staff writer')
    const staff = await expectCount(page, '_type == "author" && role == "staff"')
    expect(staff).toBeGreaterThan(0)

    // Article's author field points at authors only: its picker lists no other type.
    await filterBar(page).getByRole('button', {name: 'Document types: Author'}).click()
    await page.getByRole('searchbox', {name: 'Filter document types'}).fill('Author')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await filterBar(page).getByRole('button', {name: 'Document types: All types'}).click()
    await page.getByRole('searchbox', {name: 'Filter document types'}).fill('Article')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await filterBar(page).getByRole('button', {name: 'Add filter'}).click()
    await page.keyboard.type('Author')
    await page.getByRole('dialog', {name: 'Add filter'}).getByRole('menuitem', {name: 'Author', exact: true}).click()
    const authorEditor = page.getByRole('dialog', {name: /^Author /})
    const combobox = authorEditor.getByRole('combobox')
    await combobox.click()
    // The combobox's own list, not the search results behind the popover.
    await expect.poll(() => combobox.getAttribute('aria-controls'), {timeout: 10_000}).toBeTruthy()
    const offered = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`).getByRole('option')
    await expect.poll(async () => (await offered.allTextContents()).some((text) => text.includes('Searching')), {timeout: 10_000}).toBe(false)
    const texts = await offered.allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toContain('Author')
  })
})
