// Edits the lake has not stored yet when the editor leaves: the pair saves at most once a second,
// so the last keys typed before closing the pane, reloading or closing the tab are still on their
// way (ED-OP-065). Closing the pane keeps its pair running until they are stored (lastingPair.ts); leaving the
// page asks first and sends them as it goes (unsavedEdits.ts).
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {draftOf, eventually} from './support/documents.ts'
import {newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

async function createCategory(title: string): Promise<string> {
  const id = `unsaved-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const response = await lake.api('/data/mutate/production?visibility=sync', {
    method: 'POST',
    body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'category', title}}]}),
  })
  if (response.status !== 200) throw new Error(`Creating ${id} failed: ${response.status}`)
  return id
}

/** Signs in on `target`, opens the category and types `first`, then `second` a moment later (the pair's save of `first` is then still cooling down). */
async function typeTwice(target: Page, id: string, first: string, second: string): Promise<void> {
  await signIn(target, lake, 'editor', `/structure/category;${id}`)
  const title = target.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
  await title.click()
  await target.keyboard.press('End')
  await target.keyboard.type(first)
  // The first save goes at once; what comes within the next second waits for the throttle.
  await eventually(async () => expect((await draftOf(lake, id))?.title).toMatch(new RegExp(`${first}$`)))
  await target.keyboard.type(second)
}

test('closing the pane right after typing keeps the last keys: they are stored after it closed', async () => {
  const id = await createCategory('Closed')
  await typeTwice(page, id, ' one', ' two')
  await page.getByRole('link', {name: 'Close document'}).click()
  await page.waitForURL((url) => !url.pathname.includes(id))
  await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Closed one two'))
})

test('a pane closed while the lake cannot be reached keeps trying: the last keys land once it answers again', async () => {
  const id = await createCategory('Offline')
  await typeTwice(page, id, ' one', ' two')
  const mutations = (url: URL) => url.pathname.includes('/data/mutate/')
  await page.route(mutations, (route) => route.abort('connectionrefused'))
  await page.getByRole('link', {name: 'Close document'}).click()
  await page.waitForURL((url) => !url.pathname.includes(id))
  // A refused connection or two, then the lake answers again.
  await page.waitForTimeout(1500)
  expect((await draftOf(lake, id))?.title).toBe('Offline one')
  await page.unroute(mutations)
  await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Offline one two'), 15_000)
})

test('edits the lake refuses after their pane closed are said in a toast, not dropped in silence', async () => {
  const id = await createCategory('Refused')
  await typeTwice(page, id, ' one', ' two')
  await page.route(
    (url) => url.pathname.includes('/data/mutate/'),
    (route) => route.fulfill({status: 403, contentType: 'application/json', body: JSON.stringify({error: {type: 'permissionDenied', description: 'Editing is closed for the night'}})}),
  )
  await page.getByRole('link', {name: 'Close document'}).click()
  await page.getByText('Your latest changes were not saved').waitFor()
  await page.getByText(/The content lake refused them: .*Editing is closed for the night/).waitFor()
  expect((await draftOf(lake, id))?.title).toBe('Refused one')
})

test('opening another document in the pane right after typing keeps the last keys', async () => {
  const id = await createCategory('Switched')
  const other = await createCategory('The other one')
  await typeTwice(page, id, ' one', ' two')
  // From the document list beside it: the pane shows the other document, the page stays.
  await page.getByRole('grid', {name: 'Category documents'}).getByRole('row', {name: /The other one/}).click()
  await page.waitForURL((url) => url.pathname.includes(other))
  await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Switched one two'))
})

test('reloading right after typing asks first; staying keeps the edits, leaving still stores them', async () => {
  const id = await createCategory('Reloaded')
  const tab = await (await newStudioContext(browser)).newPage()
  try {
    await typeTwice(tab, id, ' one', ' two')
    const asked: string[] = []
    // Stay the first time: the page and its held edits remain, and they are stored.
    tab.once('dialog', (dialog) => {
      asked.push(dialog.type())
      void dialog.dismiss()
    })
    await tab.close({runBeforeUnload: true})
    await eventually(async () => expect(asked).toEqual(['beforeunload']))
    expect(tab.isClosed()).toBe(false)
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Reloaded one two'))

    // Nothing unsaved: leaving asks nothing.
    await tab.keyboard.type(' three')
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Reloaded one two three'))
    await tab.waitForTimeout(1200)
    await tab.close({runBeforeUnload: true})
    await eventually(async () => expect(tab.isClosed()).toBe(true))
    expect(asked).toEqual(['beforeunload'])
  } finally {
    if (!tab.isClosed()) await tab.close()
    await tab.context().close()
  }
})

test('leaving the page right after typing, after being asked, still stores the last keys', async () => {
  const id = await createCategory('Left')
  const tab = await (await newStudioContext(browser)).newPage()
  try {
    await typeTwice(tab, id, ' one', ' two')
    tab.once('dialog', (dialog) => void dialog.accept())
    await tab.reload()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Left one two'))
  } finally {
    await tab.context().close()
  }
})
