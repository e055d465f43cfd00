// The studio open in several tabs at once, as editors work (a reference opened in a new tab, a
// second document beside the first). A browser keeps six HTTP/1.1 connections per host; each tab
// holds several listeners, which as event streams took them all by the second tab and left the
// next tab's queries waiting forever. Listeners travel as WebSockets, which are not counted there.
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page, Request} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const titleOf = (tab: Page) => tab.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})

test('four tabs with a document open each stay live: the last one loads, its edit is saved and shows in the first', async () => {
  void browser
  const id = await createShowcaseDraft(lake, 'tabs', 'Four tabs')
  const streams: string[] = []
  const sockets: string[] = []
  const onRequest = (request: Request) => {
    if (request.url().includes('/data/listen/')) streams.push(request.url())
  }
  context.on('request', onRequest)
  context.on('page', (tab) => tab.on('websocket', (socket) => sockets.push(socket.url())))
  page.on('websocket', (socket) => sockets.push(socket.url()))

  await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await titleOf(page).waitFor()
  const tabs = [page]
  for (let n = 1; n < 4; n++) {
    const tab = await context.newPage()
    await tab.goto(`${lake.url}/structure/fieldShowcase;${id}`)
    // Before, the third tab never got past "Loading document…".
    await titleOf(tab).waitFor({timeout: 10_000})
    tabs.push(tab)
  }
  const last = tabs[3]
  await titleOf(last).fill('Four tabs, all live')
  await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Four tabs, all live'))
  await eventually(async () => expect(await titleOf(tabs[0]).inputValue()).toBe('Four tabs, all live'))

  // Every listener went over a socket; none held an HTTP connection.
  expect(streams).toEqual([])
  expect(sockets.filter((url) => url.includes('/data/listen/')).length).toBeGreaterThanOrEqual(8)
})
