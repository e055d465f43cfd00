// The studio's connection status against a real lake that goes away and comes back: the bar
// under the navbar says so with a countdown, Retry now brings everything back at once, what was
// typed meanwhile is saved, and a uniqueness check that could not reach the lake is no error.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {startLake, type RunningLake} from '../../server/start.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, newStudioContext} from './support/browser.ts'
import {eventually} from './support/documents.ts'
import {saveScreenshot} from './support/screenshots.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
/** The lake started again on the same port and data folder, once the test has stopped the first. */
let restarted: RunningLake | null = null

beforeAll(async () => {
  ;[lake, browser] = await Promise.all([startTestLake({keepData: true}), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await restarted?.close()
  await lake?.close().catch(() => {})
})

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`http://127.0.0.1:${lake.running.port}/v2023-11-13/data/doc/${lake.dataset}/drafts.${id}`, {
    headers: {Authorization: `Bearer ${lake.tokens.editor}`, 'X-Sanity-Project-ID': lake.projectId},
  })
  return (await response.json()).documents[0]
}

describe('the lake goes away during an edit and comes back', () => {
  test('the status counts down, Retry now reconnects, typed text is saved, and no validation error is shown', async () => {
    context = await newStudioContext(browser)
    page = await context.newPage()
    const id = `connection-${Date.now().toString(36)}`
    await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'category', title: 'Rivers', slug: {_type: 'slug', current: 'rivers'}}}]}),
    })
    await signIn(page, lake, 'editor', `/structure/category;${id}`)
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await title.waitFor()
    const status = page.getByRole('status').filter({hasText: /content lake|offline/})

    await lake.running.app.close()
    // Typed while the lake is away: kept in the form.
    await title.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' and lakes', {delay: 20})
    const slug = page.getByRole('form').getByRole('textbox', {name: 'Slug', exact: true})
    await slug.fill('rivers-and-lakes')
    await page.keyboard.press('Tab')

    await status.getByText('The content lake cannot be reached.').waitFor({timeout: 20_000})
    await status.getByText(/Trying again in \d+ seconds?\./).waitFor({timeout: 20_000})
    await expectNoAxeViolations(page)
    // The slug's uniqueness check could not run: no error marker in the form for it.
    await expect(page.getByRole('form').getByText(/Unknown network error/).count()).resolves.toBe(0)
    await expect(title.inputValue()).resolves.toBe('Rivers and lakes')
    // The list shown before stays (its refresh may fail meanwhile), not "Could not load the documents".
    await expect(page.getByRole('grid', {name: 'Category documents'}).getByRole('row', {name: 'Rivers'}).count()).resolves.toBe(1)
    await expect(page.getByText(/^Could not load the documents/).count()).resolves.toBe(0)
    await page.screenshot({path: 'tests/e2e/screenshots/connection-reconnecting.png'}).catch(() => {})

    // The lake comes back while the next try is seconds away, so that Retry now, not the countdown,
    // reconnects (the tries come 1, 2, 4… seconds apart: a lake back just before a try ends would
    // be found by the try before the click).
    await status.getByText(/Trying again in ([3-9]|\d{2,}) seconds\./).waitFor({timeout: 20_000})
    restarted = await startLake({port: lake.running.port, host: '127.0.0.1', dataDir: lake.dataDir, corsOrigins: [], publicUrl: null, logLevel: 'silent'}, {seed: false})
    await status.getByRole('button', {name: 'Retry now'}).click()
    await status.getByText('Connected to the content lake again.').waitFor({timeout: 10_000})
    await eventually(async () => {
      const draft = await stored(id)
      expect(draft?.title).toBe('Rivers and lakes')
      expect((draft?.slug as {current?: string})?.current).toBe('rivers-and-lakes')
    }, 15_000)
    await expect(page.getByRole('form').getByText(/Unknown network error/).count()).resolves.toBe(0)
    await context.close()
  })
})

describe('the browser goes offline', () => {
  test("it says 'The browser went offline', and coming back online reconnects at once", async () => {
    context = await newStudioContext(browser)
    page = await context.newPage()
    // The lake of the test before, started again on the same address.
    await signIn(page, lake, 'editor', '/structure')
    await context.setOffline(true)
    const status = page.getByRole('status').filter({hasText: /offline|content lake/})
    await status.getByText('The browser went offline.').waitFor()
    await expectNoAxeViolations(page)
    await context.setOffline(false)
    await status.getByText('Connected to the content lake again.').waitFor({timeout: 5_000})
    await context.close()
  })
})

describe("an operation's answer is lost on the way back", () => {
  // Broken-connection pass: the lake stored the publish, the answer never arrived, and the footer
  // said "Published just now" beside "Publish failed". The same transaction is sent again, and the
  // lake's "already stored" settles it.
  test('Publish sends the same transaction again and ends published, with no failure shown', async () => {
    context = await newStudioContext(browser)
    page = await context.newPage()
    const id = `lost-answer-${Date.now().toString(36)}`
    await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'category', title: 'Lost answers', slug: {_type: 'slug', current: id}}}]}),
    })
    await signIn(page, lake, 'editor', `/structure/category;${id}`)
    const sent: string[] = []
    await page.route(/\/data\/mutate\//, async (route) => {
      const body = route.request().postData() ?? ''
      if (!route.request().url().includes('document.operation')) return route.continue()
      sent.push(JSON.parse(body).transactionId ?? '')
      if (sent.length > 1) return route.continue()
      // The lake gets it and stores it; the browser sees the connection reset.
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', {name: 'Publish', exact: true}).click()
    await page.getByText(/^Published just now/).waitFor()
    await eventually(async () => {
      expect(await stored(id)).toBeUndefined()
      expect(sent.length).toBe(2)
    })
    expect(new Set(sent).size).toBe(1)
    await page.waitForTimeout(500)
    await expect(page.getByText(/Publish failed/).count()).resolves.toBe(0)
    await context.close()
  })
})

describe('the lake fails to store while the connection is fine', () => {
  // Broken-connection pass: a 503 on every save read "Reconnecting…" with no way to try at once,
  // and after the fault ended the growing wait took 33 s to save.
  test('the notice says the changes are not saved yet, and Try now saves them at once', async () => {
    context = await newStudioContext(browser)
    page = await context.newPage()
    const id = `save-503-${Date.now().toString(36)}`
    await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'category', title: 'Failing', slug: {_type: 'slug', current: id}}}]}),
    })
    await signIn(page, lake, 'editor', `/structure/category;${id}`)
    const failing = (route: import('playwright-core').Route) =>
      route.request().url().includes('document.operation') ? route.continue() : route.fulfill({status: 503, contentType: 'application/json', body: JSON.stringify({error: {type: 'unavailable', description: 'The lake is busy'}})})
    await page.route(/\/data\/mutate\//, failing)
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await title.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' saves')
    const notice = page.getByRole('status').filter({hasText: 'Your latest changes are not saved yet'})
    await notice.waitFor({timeout: 15_000})
    await expect(notice.textContent()).resolves.not.toContain('Reconnecting')
    await saveScreenshot(page, 'lake-connection', 'save-retrying')
    await page.unroute(/\/data\/mutate\//, failing)
    await notice.getByRole('button', {name: 'Try now'}).click()
    await eventually(async () => expect((await stored(id))?.title).toBe('Failing saves'), 5_000)
    await notice.waitFor({state: 'detached'})
    await context.close()
  })
})
