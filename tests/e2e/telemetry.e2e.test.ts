// Telemetry in a real browser against the real lake: without consent the studio sends nothing at
// all; with the administrator's consent the studio's events reach the lake (the rest as a beacon
// when the page is closed), and the administrator sees the counts on the project's manage page.
import {rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

test('without consent the studio sends no usage events', async () => {
  void browser
  void context
  const status = page.waitForResponse((response) => response.url().includes('/intake/telemetry-status'))
  await signIn(page, lake, 'administrator', '/structure')
  expect(await (await status).json()).toEqual({status: 'denied'})
  // The lake would now keep anything it is sent: so an empty count proves the studio sent nothing,
  // even as the page is left (a beacon, which the browser driver does not report as a request).
  const file = join(lake.dataDir, 'telemetry.json')
  writeFileSync(file, JSON.stringify({consent: 'granted'}))
  try {
    await page.goto(`${lake.url}/manage/${lake.projectId}`)
    await page.getByRole('heading', {name: 'Usage'}).waitFor()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await (await lake.api('/intake/counts', {role: 'administrator', version: 'v2023-12-18'})).json()).events).toEqual([])
  } finally {
    rmSync(file, {force: true})
  }
})

test('with consent the events reach the lake, the last ones as a beacon, and the administrator sees the counts', async () => {
  const file = join(lake.dataDir, 'telemetry.json')
  writeFileSync(file, JSON.stringify({consent: 'granted'}))
  try {
    // The studio learns of the consent from the lake before it keeps anything: leaving earlier
    // would rightly send nothing, so the page is left once the answer has arrived.
    const status = page.waitForResponse((response) => response.url().includes('/intake/telemetry-status'))
    await signIn(page, lake, 'administrator', '/structure')
    expect(await (await status).json()).toEqual({status: 'granted'})
    await page.getByRole('navigation', {name: 'Tools'}).waitFor()
    // Leaving the page sends what was collected as a beacon, well before the 30 s round.
    await page.goto(`${lake.url}/manage/${lake.projectId}`)
    await expect
      .poll(async () => (await (await lake.api('/intake/counts', {role: 'administrator', version: 'v2023-12-18'})).json()).events.map((e: {name: string}) => e.name), {timeout: 5000})
      .toEqual(expect.arrayContaining(['studio.session-started', 'tool.opened']))

    // The manage page, where an administrator looks after the project, shows the same counts.
    await page.reload()
    await page.getByRole('heading', {name: 'Usage'}).waitFor()
    await page.getByRole('cell', {name: 'studio.session-started'}).waitFor()
    await expectNoAxeViolations(page)
  } finally {
    rmSync(file, {force: true})
  }
})
