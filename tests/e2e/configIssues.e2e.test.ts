// The configuration-issues button and dialog (SH-ROUTE-041, SH-ROUTE-042) with a configuration
// that warns (tests/e2e/fixtures/configWarnings.config.ts): in a development build the navbar
// counts the warnings from the 2nd breakpoint up and its dialog lists them, by keyboard and
// without axe violations; a production build of the same configuration has no button.
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import type {Browser, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, newStudioContext} from './support/browser.ts'
import {buildStudioWithConfig, REPO_ROOT} from './support/build.ts'
import {signIn, startLakeServing} from './support/studio.ts'

const FIXTURE = 'tests/e2e/fixtures/configWarnings.config.ts'
const SCREENSHOTS = join(REPO_ROOT, 'tests/e2e/screenshots')
const BUTTON_NAME = '4 configuration issues'

let browser: Browser
let developmentBuild: string
let productionBuild: string

beforeAll(() => {
  developmentBuild = buildStudioWithConfig(FIXTURE, 'config-warnings-dev', {mode: 'development'})
  productionBuild = buildStudioWithConfig(FIXTURE, 'config-warnings-prod')
})

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  delete process.env.STUDIO_DIST_DIR
  await browser?.close()
})

/** Each list item's text as one line (the message, the path's hidden label, the path). */
async function itemTexts(group: Locator): Promise<string[]> {
  return (await group.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
}

describe('in a development build', () => {
  let lake: TestLake
  let page: Page

  beforeAll(async () => {
    lake = await startLakeServing(developmentBuild)
    page = await (await newStudioContext(browser)).newPage()
    await signIn(page, lake, 'editor')
  })

  afterAll(async () => {
    await page?.context().close()
    await lake?.close()
  })

  test('the navbar counts the warnings and the dialog lists them, grouped, by keyboard', async () => {
    const button = page.getByRole('banner').getByRole('button', {name: BUTTON_NAME})
    await button.waitFor()
    await expect(button.textContent()).resolves.toBe('4')

    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Configuration issues'})
    await dialog.waitFor()

    const tools = dialog.getByRole('region', {name: 'Tools'})
    await expect(itemTexts(tools)).resolves.toEqual([
      'Tool 2 has no name and cannot be opened Path: tools[1]',
      'Tool name "structure" is used by more than one tool; only the first one can be opened Path: tools[2] › name',
    ])
    const note = dialog.getByRole('region', {name: 'Schema type \u201cnote\u201d'})
    await expect(itemTexts(note)).resolves.toEqual([
      'The fieldset "meta" has no fields and is not shown Path: fieldsets › meta',
      // About the type itself: nothing below it to point at.
      'More than one group is marked default; "content" is used',
    ])

    await expectNoAxeViolations(page)
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'config-issues-wide.png')})

    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    // Focus goes back to the button that opened the dialog (React Aria restores it a frame later).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(BUTTON_NAME)
  })

  test('below the 2nd breakpoint the button is not shown (SH-NAV-006)', async () => {
    await page.setViewportSize({width: 390, height: 844})
    await page.getByRole('banner').getByRole('button', {name: 'Open menu'}).waitFor()
    await expect(page.getByRole('button', {name: BUTTON_NAME}).count()).resolves.toBe(0)
    await page.setViewportSize({width: 600, height: 844})
    await page.getByRole('banner').getByRole('button', {name: BUTTON_NAME}).waitFor()
  })
})

describe('in a production build', () => {
  let lake: TestLake

  afterAll(async () => {
    await lake?.close()
  })

  test('the same configuration shows no configuration-issues button', async () => {
    lake = await startLakeServing(productionBuild)
    const context = await newStudioContext(browser)
    const page = await context.newPage()
    const user = await signIn(page, lake, 'editor')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    await expect(banner.getByRole('button', {name: /configuration issue/}).count()).resolves.toBe(0)
    await context.close()
  })
})
