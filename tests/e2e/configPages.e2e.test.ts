// The pages a studio shows instead of a tool (shell seed §2, §5): the schema errors page for a
// schema with error-severity problems (SH-ROUTE-040), the 'No configured tools' page for a
// workspace without tools (SH-ROUTE-043), and the 'Redirecting…' page while a redirect made before
// anything was on screen is under way (SH-ROUTE-045). Each configuration is its own build
// (tests/e2e/fixtures/*.config.ts); the redirect runs on the studio's own.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import type {Browser, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, newStudioContext} from './support/browser.ts'
import {buildStudioWithConfig} from './support/build.ts'
import {signIn, startLakeServing, startStudioLake} from './support/studio.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A page of its own, closed with its context after the test. */
async function freshPage(): Promise<Page> {
  return (await newStudioContext(browser)).newPage()
}

describe('a schema with errors', () => {
  let lake: TestLake
  beforeAll(async () => {
    lake = await startLakeServing(buildStudioWithConfig('tests/e2e/fixtures/schemaErrors.config.ts', 'schema-errors'))
  })
  afterAll(async () => {
    await lake?.close()
  })

  test('shows the schema errors page, each problem with where it sits, instead of the studio; axe finds nothing', async () => {
    const page = await freshPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    try {
      await page.goto(`${lake.url}/structure`)
      const main = page.getByRole('main')
      await main.getByRole('heading', {level: 1, name: 'The studio configuration has errors'}).waitFor()
      const problems = (await main.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
      expect(problems).toEqual(['Field 2 has no name schema.types.recipe.1', 'Unknown type "colour" schema.types.recipe.colour'])
      // ERR-SH-008: the console names the workspace and lists the causes, one tab-indented line each.
      expect(consoleErrors).toContain(
        'Could not resolve workspace `default`:\n\tField 2 has no name (at config.schema.types.recipe[1])\n\tUnknown type "colour" (at config.schema.types.recipe.colour)',
      )
      // Nothing of the studio starts: no sign-in, no navigation bar, no request to the lake's API.
      await expect(page.getByRole('banner').count()).resolves.toBe(0)
      await expect(page.getByRole('button', {name: 'E-mail and password'}).count()).resolves.toBe(0)
      await expectNoAxeViolations(page)
    } finally {
      await page.context().close()
    }
  })
})

describe('a workspace without tools', () => {
  let lake: TestLake
  beforeAll(async () => {
    lake = await startLakeServing(buildStudioWithConfig('tests/e2e/fixtures/noTools.config.ts', 'no-tools'))
  })
  afterAll(async () => {
    await lake?.close()
  })

  test("shows 'No configured tools' inside the shell, at the root and at a tool's address; axe finds nothing", async () => {
    const page = await freshPage()
    try {
      await signIn(page, lake, 'editor')
      // The page's level-one heading: no tool names the page here.
      await page.getByRole('heading', {level: 1, name: 'No configured tools'}).waitFor()
      await expect(page.getByText('This workspace has no tools to show. Add one to its configuration.').isVisible()).resolves.toBe(true)
      // The shell stays usable around it: search and the account menu are there.
      await expect(page.getByRole('banner').getByRole('button', {name: 'Search'}).isVisible()).resolves.toBe(true)
      await expect(page.getByRole('banner').getByRole('link', {name: 'Structure'}).count()).resolves.toBe(0)
      await expectNoAxeViolations(page)
      await page.goto(`${lake.url}/structure/article`)
      await page.getByRole('heading', {level: 1, name: 'No configured tools'}).waitFor()
    } finally {
      await page.context().close()
    }
  })
})

describe('a redirect before anything is on screen', () => {
  let lake: TestLake
  beforeAll(async () => {
    lake = await startStudioLake()
  })
  afterAll(async () => {
    await lake?.close()
  })

  test("shows the 'Redirecting…' page while the legacy desk address becomes structure's", async () => {
    const page = await freshPage()
    try {
      await signIn(page, lake, 'editor')
      // Every heading the page shows on the way, recorded as it appears (the redirect is quick).
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as {headingsSeen: string[]}).headingsSeen = [])
        new MutationObserver(() => {
          for (const heading of document.querySelectorAll('h1, h2')) {
            const text = heading.textContent ?? ''
            if (text && seen.at(-1) !== text) seen.push(text)
          }
        }).observe(document, {subtree: true, childList: true, characterData: true})
      })
      await page.goto(`${lake.url}/desk/article`)
      await page.waitForURL((url) => url.pathname === '/structure/article')
      await page.getByRole('heading', {level: 1, name: 'Structure'}).waitFor()
      const seen = await page.evaluate(() => (window as unknown as {headingsSeen: string[]}).headingsSeen)
      expect(seen).toContain('Redirecting…')
      expect(seen.indexOf('Redirecting…')).toBeLessThan(seen.lastIndexOf('Structure'))
    } finally {
      await page.context().close()
    }
  })
})
