// Parts of the studio's code that do not arrive (the connection dropped, or the studio was rebuilt
// and an old file is gone). The browser remembers a failed import, so rendering again cannot help:
// what failed says so and offers a reload (ui/app/codeLoadErrors.ts). An input's code failing
// takes down only its field; the tool's code failing shows the tool's page.
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {draftOf, eventually} from './support/documents.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const DESCRIPTION = 'Part of the studio did not arrive: the connection may have dropped, or the studio was updated. Reload the page to try again.'

test("an input whose code does not arrive says so in its field; the rest of the form is edited and saved; Reload page brings the input", async () => {
  const id = `code-${Date.now().toString(36)}`
  await lake.api('/data/mutate/production?visibility=sync', {
    method: 'POST',
    body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'event', title: 'Missing dates', startsAt: '2026-12-01T10:00:00Z'}}]}),
  })
  const failing = /\/assets\/dateInputs-[^/]*\.js$/
  await page.route(failing, (route) => route.fulfill({status: 503, body: 'unavailable'}))
  await signIn(page, lake, 'editor', `/structure/event;${id}`)
  const form = page.getByRole('form')
  await form.getByText('This field could not be loaded').first().waitFor()
  await expect(form.getByText(DESCRIPTION).first().isVisible()).resolves.toBe(true)
  // The tool did not crash: the other fields are there and take edits.
  await expect(page.getByText('The Structure tool could not be loaded').count()).resolves.toBe(0)
  const title = form.getByRole('textbox', {name: 'Title', exact: true})
  await title.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' still edited')
  await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Missing dates still edited'))
  await expectNoAxeViolations(page, '[role=form]')

  await page.unroute(failing)
  await form.getByRole('button', {name: 'Reload page'}).first().click()
  // The date inputs are there: their calendar buttons name their fields.
  await page.getByRole('form').getByRole('button', {name: 'Calendar for Starts', exact: true}).waitFor()
  await expect(page.getByRole('form').getByText('This field could not be loaded').count()).resolves.toBe(0)
})

test("the structure tool's code not arriving shows the tool's page with Reload page, which brings the tool", async () => {
  const failing = /\/assets\/structure-[^/]*\.js$/
  await page.route(failing, (route) => route.fulfill({status: 503, body: 'unavailable'}))
  await signIn(page, lake, 'editor', '/structure/article')
  await page.getByRole('heading', {level: 1, name: 'The Structure tool could not be loaded'}).waitFor()
  await expect(page.getByText(DESCRIPTION).isVisible()).resolves.toBe(true)
  // The navigation bar stays usable.
  await expect(page.getByRole('banner').getByRole('button', {name: 'Search'}).isVisible()).resolves.toBe(true)
  await page.unroute(failing)
  await page.getByRole('button', {name: 'Reload page'}).click()
  await page.getByRole('link', {name: 'Article'}).first().waitFor()
  await expect(page.getByText('The Structure tool could not be loaded').count()).resolves.toBe(0)
})
