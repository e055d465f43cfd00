// The hooks every browser test file repeats: one lake and one browser per file, a fresh context
// and page per test. The callback hands the current objects to the file's own variables.
import {afterAll, afterEach, beforeAll, beforeEach} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../../support/lake.ts'
import {launchBrowser, newStudioContext} from './browser.ts'
import {startStudioLake} from './studio.ts'

export interface StudioSession {
  lake: TestLake
  browser: Browser
  context: BrowserContext
  page: Page
}

export function useStudioSession(receive: (session: StudioSession) => void): void {
  const session = {} as StudioSession
  beforeAll(async () => {
    ;[session.lake, session.browser] = await Promise.all([startStudioLake(), launchBrowser()])
    receive(session)
  })
  afterAll(async () => {
    await session.browser?.close()
    await session.lake?.close()
  })
  beforeEach(async () => {
    session.context = await newStudioContext(session.browser)
    session.page = await session.context.newPage()
    receive(session)
  })
  afterEach(async () => {
    await session.context?.close()
  })
}
