// The legacy rich date input (ED-DATE-008) end to end, keyboard only, on the Field showcase's
// 'Date in a time zone': shown in the value's own zone whatever the browser's, typed and picked in
// that zone, stored as the whole rich date again, unset when cleared. The calendar's weekday row
// follows the locale (en-US: Sunday first).
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {WIDE_VIEWPORT} from './support/browser.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'
import {chooseByKeyboard} from './support/keyboard.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
useStudioSession((session) => ({lake, browser} = session))

const FIELD = 'Date in a time zone'
const OSLO_SUMMER = {_type: 'richDate', local: '2024-05-10T12:00:00+02:00', utc: '2024-05-10T10:00:00.000Z', timezone: 'Europe/Oslo', offset: 120}

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'richdate', 'Rich date', fields)

async function stored(id: string, expected: unknown): Promise<void> {
  await eventually(async () => expect((await draftOf(lake, id))?.zonedTime).toEqual(expected))
}

describe('rich date', () => {
  test('read in its own zone, typed and picked by keyboard, stored as a whole rich date, unset when cleared', async () => {
    const id = await showcase({zonedTime: OSLO_SUMMER})
    // A browser in New York: the value must still read as Oslo's noon.
    const context: BrowserContext = await browser.newContext({viewport: WIDE_VIEWPORT, locale: 'en-US', timezoneId: 'America/New_York', reducedMotion: 'reduce'})
    context.setDefaultTimeout(15_000)
    try {
      const page = await context.newPage()
      await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
      const form = page.getByRole('form')
      await form.waitFor()
      await form.getByRole('tab', {name: 'Dates', exact: true}).click()
      const text = form.getByRole('textbox', {name: FIELD, exact: true})
      await expect.poll(() => text.inputValue(), {timeout: 10_000}).toBe('2024-05-10 12:00')
      await form.getByText('Europe/Oslo (UTC+02:00)').waitFor()

      // Typed: Christmas Eve at half past six in Oslo, winter time.
      await text.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('2024-12-24 18:30')
      await stored(id, {_type: 'richDate', local: '2024-12-24T18:30:00+01:00', utc: '2024-12-24T17:30:00.000Z', timezone: 'Europe/Oslo', offset: 60})
      await form.getByText('Europe/Oslo (UTC+01:00)').waitFor()

      // Picked: the next day in the calendar, then 09 in the hour select.
      await form.getByRole('button', {name: `Calendar for ${FIELD}`, exact: true}).focus()
      await page.keyboard.press('Enter')
      const calendar = page.getByRole('dialog')
      await calendar.getByRole('grid').waitFor()
      await expect(calendar.locator('thead th').allTextContents()).resolves.toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await stored(id, {_type: 'richDate', local: '2024-12-25T18:30:00+01:00', utc: '2024-12-25T17:30:00.000Z', timezone: 'Europe/Oslo', offset: 60})
      await chooseByKeyboard(page, calendar.getByRole('button', {name: /Hour/}), '09')
      await stored(id, {_type: 'richDate', local: '2024-12-25T09:30:00+01:00', utc: '2024-12-25T08:30:00.000Z', timezone: 'Europe/Oslo', offset: 60})
      await page.keyboard.press('Escape')
      await calendar.waitFor({state: 'detached'})
      await expect.poll(() => text.inputValue(), {timeout: 10_000}).toBe('2024-12-25 09:30')

      // Cleared: the field is unset, not left as an empty object.
      await text.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.press('Backspace')
      await stored(id, undefined)
    } finally {
      await context.close()
    }
  })
})
