// The date, date-time, slug, tags, checkbox-list and geopoint inputs end to end, against the real
// lake, on the Field showcase type, driven by the keyboard; each test reads the stored draft.
// Screenshots go to the system's temporary folder for a person to look at.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Temporal} from 'temporal-polyfill'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {NARROW_VIEWPORT, newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf as storedDraft, eventually} from './support/documents.ts'
import {chooseByKeyboard} from './support/keyboard.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lake-inputs')
type Doc = Record<string, unknown> & {_id: string}

const draftOf = (id: string) => storedDraft(lake, id)

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'inputs', 'Inputs', fields)

async function open(target: Page, id: string, group: string): Promise<void> {
  await signIn(target, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await target.getByRole('form').waitFor()
  await target.getByRole('form').getByRole('tab', {name: group, exact: true}).click()
}

const form = (target: Page) => target.getByRole('form')
const textbox = (target: Page, name: string) => form(target).getByRole('textbox', {name, exact: true})

/** Polls the lake until the draft's field holds `expected` (the editor commits at most once a second). */
async function stored(id: string, field: string, expected: unknown): Promise<void> {
  await eventually(async () => expect((await draftOf(id))?.[field]).toEqual(expected))
}

async function screenshot(target: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, {recursive: true})
  await target.screenshot({path: join(SCREENSHOTS, `${name}.png`), fullPage: true})
}

describe('dates', () => {
  test('a date is chosen in the calendar with the arrow keys and Enter, and stored as YYYY-MM-DD', async () => {
    const id = await showcase({date: '2024-05-10'})
    await open(page, id, 'Dates')
    await form(page).getByRole('button', {name: 'Calendar for Date', exact: true}).focus()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('dialog')
    await calendar.getByRole('grid').waitFor()
    // React Aria hides the weekday row from screen readers (each day's name says its weekday): count what is drawn.
    await expect(calendar.locator('thead th').allTextContents()).resolves.toHaveLength(7)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await calendar.waitFor({state: 'detached'})
    await stored(id, 'date', '2024-05-18')
    await expect(textbox(page, 'Date').inputValue()).resolves.toBe('2024-05-18')

    // Next month and next year by their buttons, then a day: June 2025.
    await form(page).getByRole('button', {name: 'Calendar for Date (day first)', exact: true}).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('button', {name: 'Next year'}).press('Enter')
    await page.getByRole('dialog').getByRole('button', {name: 'Next month'}).press('Enter')
    await expect(page.getByRole('dialog').getByLabel('Year', {exact: true}).inputValue()).resolves.toBe(String(Temporal.Now.plainDateISO().add({years: 1, months: 1}).year))
    await page.getByRole('dialog').getByRole('grid').getByRole('button', {name: /\b15\b/}).first().press('Enter')
    const expected = Temporal.Now.plainDateISO().add({years: 1, months: 1}).with({day: 15})
    await stored(id, 'dateFormatted', expected.toString())
    await expect(textbox(page, 'Date (day first)').inputValue()).resolves.toBe(`15/${String(expected.month).padStart(2, '0')}/${expected.year}`)
  })

  test('a date-time from the calendar with hour and minute selects, rounded down to timeStep', async () => {
    const id = await showcase({datetimeStepped: '2024-05-10T10:00:00.000Z'})
    await open(page, id, 'Dates')
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const start = Temporal.Instant.from('2024-05-10T10:00:00Z').toZonedDateTimeISO(timeZone)
    await form(page).getByRole('button', {name: 'Calendar for Date and time, quarter hours', exact: true}).focus()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('dialog')
    await calendar.getByRole('grid').waitFor()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    // A date-time keeps its calendar open for the time.
    await calendar.getByRole('button', {name: /Hour/}).waitFor()
    await chooseByKeyboard(page, calendar.getByRole('button', {name: /Hour/}), '14')
    await chooseByKeyboard(page, calendar.getByRole('button', {name: /Minute/}), '45')
    const chosen = start.toPlainDate().add({days: 1}).toPlainDateTime({hour: 14, minute: 45}).toZonedDateTime(timeZone).toInstant()
    await stored(id, 'datetimeStepped', chosen.toString({fractionalSecondDigits: 3}))
    await expect(calendar.getByRole('option').count()).resolves.toBe(0)

    // The minute select offers quarter hours only; 'now' is rounded down to one.
    await calendar.getByRole('button', {name: /Minute/}).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listbox').getByRole('option').allTextContents()).resolves.toEqual(['00', '15', '30', '45'])
    await page.keyboard.press('Escape')
    await calendar.getByRole('button', {name: 'Set to current time'}).press('Enter')
    await eventually(async () => {
      const value = Temporal.Instant.from((await draftOf(id))?.datetimeStepped as string)
      const local = value.toZonedDateTimeISO(timeZone)
      expect(local.minute % 15).toBe(0)
      expect(local.second + local.millisecond).toBe(0)
      expect(Temporal.Instant.compare(value, Temporal.Now.instant())).toBeLessThanOrEqual(0)
      expect(Temporal.Now.instant().since(value).total('minutes')).toBeLessThan(16)
    })
    await page.keyboard.press('Escape')

    // Typed text is rounded down too: 9:44 am with a 15 minute step is 9:30.
    const field = textbox(page, 'Date and time, quarter hours')
    await field.fill('Mon 6 May 2024 9:44 am')
    const typed = Temporal.PlainDateTime.from('2024-05-06T09:30').toZonedDateTime(timeZone).toInstant()
    await stored(id, 'datetimeStepped', typed.toString({fractionalSecondDigits: 3}))
    // Text that means nothing keeps the stored value and says so once the editor leaves it.
    await field.fill('next tuesday')
    await page.keyboard.press('Tab')
    await form(page).getByText('Invalid date value: "next tuesday"').waitFor()
    await expect(field.evaluate((input: HTMLInputElement) => input.validity.valid)).resolves.toBe(false)
    expect((await draftOf(id))?.datetimeStepped).toBe(typed.toString({fractionalSecondDigits: 3}))
    await field.fill('')
    await stored(id, 'datetimeStepped', undefined)
  })

  test('the open calendar has no axe violations', async () => {
    await open(page, await showcase({datetime: '2024-05-10T10:00:00.000Z'}), 'Dates')
    await form(page).getByRole('button', {name: 'Calendar for Date and time', exact: true}).press('Enter')
    await page.getByRole('dialog').getByRole('grid').waitFor()
    await expectNoAxeViolations(page, '[role=dialog]')
    await screenshot(page, 'calendar-open-wide')
  })
})

describe('slug', () => {
  test('Generate builds the slug from the source and stores {_type: slug, current}', async () => {
    const id = await showcase({title: 'Trail Notes', code: 'TRL'})
    await open(page, id, 'Text')
    await form(page).getByRole('button', {name: 'Generate'}).press('Enter')
    await stored(id, 'slug', {_type: 'slug', current: 'trail-notes-trl'})
    await expect(textbox(page, 'Slug').inputValue()).resolves.toBe('trail-notes-trl')
  })
})

describe('text', () => {
  test('a text area has the rows of its field, 10 by default (K-ED-035)', async () => {
    await open(page, await showcase({}), 'Text')
    await expect(textbox(page, 'Short text').getAttribute('rows')).resolves.toBe('2')
    await expect(textbox(page, 'Long text').getAttribute('rows')).resolves.toBe('10')
  })
})

describe('arrays of primitives', () => {
  test('tags are added with Enter and removed with Backspace, Delete and their button', async () => {
    const id = await showcase({})
    await open(page, id, 'Choices')
    const input = textbox(page, 'Tags')
    await input.focus()
    for (const tag of ['alpha', 'beta', 'gamma', 'delta']) {
      await page.keyboard.type(tag)
      await page.keyboard.press('Enter')
    }
    await stored(id, 'tags', ['alpha', 'beta', 'gamma', 'delta'])
    await page.keyboard.press('Backspace')
    await stored(id, 'tags', ['alpha', 'beta', 'gamma'])
    await form(page).getByRole('row', {name: 'alpha'}).focus()
    await page.keyboard.press('Delete')
    await stored(id, 'tags', ['beta', 'gamma'])
    await form(page).getByRole('button', {name: 'Remove gamma'}).click()
    await stored(id, 'tags', ['beta'])
  })

  test('a list of 1,000 tags draws its first 200 until Show all, and typing a tag does not draw them again (ED-INPUT-056)', async () => {
    const many = Array.from({length: 1000}, (_, i) => `tag-${i}`)
    const id = await showcase({tags: many})
    await open(page, id, 'Choices')
    const list = form(page).getByRole('grid', {name: 'Tags tags'})
    await list.getByRole('row', {name: 'tag-199'}).waitFor()
    expect(await list.getByRole('row').count()).toBe(200)
    // Keys typed into the box are quick: the chips stay as they are while the text changes.
    const input = textbox(page, 'Tags')
    await input.focus()
    const started = Date.now()
    await page.keyboard.type('fresh')
    await page.keyboard.press('Enter')
    await stored(id, 'tags', [...many, 'fresh'])
    expect(Date.now() - started).toBeLessThan(10_000)
    // Backspace in the empty box still removes the last tag, which is not drawn.
    await page.keyboard.press('Backspace')
    await stored(id, 'tags', many)
    await form(page).getByRole('button', {name: 'Show all 1000 tags'}).click()
    await list.getByRole('row', {name: 'tag-999'}).waitFor()
    await expect(form(page).getByRole('button', {name: /^Show all/}).count()).resolves.toBe(0)
  })

  test('checkboxes of a list store the ticked values in the list order', async () => {
    const id = await showcase({})
    await open(page, id, 'Choices')
    const list = form(page).getByRole('group', {name: 'Checkbox list'})
    await list.getByRole('checkbox', {name: 'Cherry'}).focus()
    await page.keyboard.press('Space')
    await list.getByRole('checkbox', {name: 'Apple'}).focus()
    await page.keyboard.press('Space')
    await stored(id, 'checkboxList', ['apple', 'cherry'])
    await page.keyboard.press('Space')
    await stored(id, 'checkboxList', ['cherry'])
    const grid = form(page).getByRole('group', {name: 'Checkbox grid'})
    await grid.getByRole('checkbox', {name: 'violet'}).focus()
    await page.keyboard.press('Space')
    await stored(id, 'checkboxGrid', ['violet'])
    // Four columns: the fifth option starts the second row.
    const [first, fifth] = await Promise.all(['red', 'blue'].map((name) => grid.getByRole('checkbox', {name}).locator('..').boundingBox()))
    expect(fifth!.y).toBeGreaterThan(first!.y)
  })

  test('a geopoint is typed as latitude, longitude and altitude; emptied keys go', async () => {
    const id = await showcase({})
    await open(page, id, 'Objects and arrays')
    const place = form(page).getByRole('group', {name: 'Place'})
    await place.getByRole('textbox', {name: 'Latitude'}).focus()
    await page.keyboard.type('59.91')
    await page.keyboard.press('Tab')
    await page.keyboard.type('10.75')
    await page.keyboard.press('Tab')
    await page.keyboard.type('12')
    await stored(id, 'place', {_type: 'geopoint', lat: 59.91, lng: 10.75, alt: 12})
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await stored(id, 'place', {_type: 'geopoint', lat: 59.91, lng: 10.75})
    // Out of range is not stored.
    await place.getByRole('textbox', {name: 'Latitude'}).fill('91')
    await place.getByText('Must be between -90 and 90').waitFor()
    expect(((await draftOf(id))?.place as {lat: number}).lat).toBe(59.91)
  })
})

describe('screenshots', () => {
  const filled = {
    title: 'Trail Notes', slug: {_type: 'slug', current: 'trail-notes'}, shortText: 'Two\nrows', date: '2024-05-10',
    datetimeStepped: '2024-05-10T10:15:00.000Z', tags: ['lake', 'trail', 'notes'], checkboxList: ['banana'], checkboxGrid: ['red', 'blue'],
    place: {_type: 'geopoint', lat: 59.91, lng: 10.75},
  }

  /** One screenshot per area of the inputs: the form pane scrolls, so each is brought into view first. */
  async function shootAreas(target: Page, width: string): Promise<void> {
    const areas: [string, Locator][] = [
      ['slug', textbox(target, 'Slug')],
      ['choices', form(target).getByRole('group', {name: 'Checkbox list'})],
      ['tags', textbox(target, 'Tags')],
      ['dates', textbox(target, 'Date')],
      ['geopoint', form(target).getByRole('group', {name: 'Place'})],
    ]
    for (const [name, locator] of areas) {
      await locator.scrollIntoViewIfNeeded()
      await target.mouse.move(0, target.viewportSize()!.height - 1)
      await screenshot(target, `${name}-${width}`)
    }
  }

  test('wide and narrow, all fields', async () => {
    await open(page, await showcase(filled), 'All fields')
    await textbox(page, 'Tags').waitFor()
    await shootAreas(page, 'wide')
    const narrow = await newStudioContext(browser, {viewport: NARROW_VIEWPORT})
    try {
      const target = await narrow.newPage()
      await signIn(target, lake, 'editor', `/structure/fieldShowcase;${await showcase(filled)}`)
      await form(target).waitFor()
      await form(target).getByRole('button', {name: /Field group/}).click()
      await target.getByRole('option', {name: 'All fields'}).click()
      await textbox(target, 'Tags').waitFor()
      await shootAreas(target, 'narrow')
      await form(target).getByRole('button', {name: 'Calendar for Date and time, quarter hours', exact: true}).click()
      await target.getByRole('dialog').getByRole('grid').waitFor()
      await screenshot(target, 'calendar-open-narrow')
    } finally {
      await narrow.close()
    }
  })
})
