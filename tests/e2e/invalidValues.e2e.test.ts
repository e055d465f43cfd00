// Invalid stored values end to end, against the real lake (ED-FORM-006, ED-ARR-041 … ED-ARR-044,
// ED-INPUT-050): documents written straight to the lake with an unknown field, a number in a
// string field, and rich text without keys, with duplicate keys and with plain values among its
// blocks. Each fix is pressed from the keyboard and the stored draft is read back: the fix did
// what it says and nothing else was lost. Screenshots go to the system's temporary folder.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf as storedDraft, eventually} from './support/documents.ts'
import {contentOf, recordMutations} from './support/mutations.ts'
import {itemCardName} from './support/itemCards.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lake-invalid-values')

type Doc = Record<string, unknown> & {_id: string}

const draftOf = (id: string) => storedDraft(lake, id)

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'invalid', 'Invalid', fields)

async function open(id: string, group?: string): Promise<void> {
  await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await page.getByRole('form').waitFor()
  if (group) await page.getByRole('form').getByRole('tab', {name: group, exact: true}).click()
}

/** Presses a button the way a keyboard user does: focus it, then Enter. */
async function pressByKeyboard(button: Locator): Promise<void> {
  await button.focus()
  await page.keyboard.press('Enter')
}


/** The form scrolls inside its pane: `shown` is brought into view first. */
async function screenshot(name: string, shown?: Locator): Promise<void> {
  mkdirSync(SCREENSHOTS, {recursive: true})
  await shown?.scrollIntoViewIfNeeded()
  await page.mouse.move(0, page.viewportSize()!.height - 1)
  await page.screenshot({path: join(SCREENSHOTS, `${name}.png`), fullPage: true})
}

function block(text: string, key?: string): Record<string, unknown> {
  return {_type: 'block', ...(key === undefined ? {} : {_key: key}), style: 'normal', markDefs: [], children: [{_type: 'span', _key: `s-${text}`, text, marks: []}]}
}

function textsOf(items: unknown): string[] {
  return (items as {children: {text: string}[]}[]).map((item) => item.children[0]!.text)
}

describe('unknown fields', () => {
  test('each is listed with its value and removed alone by its button', async () => {
    const id = await showcase({legacy: {note: 'kept until removed'}, oldCount: 3})
    await open(id)
    const panel = page.getByRole('region', {name: 'Unknown fields'})
    await panel.waitFor()
    await expect(panel.getByText('Field legacy does not exist on type fieldShowcase').isVisible()).resolves.toBe(true)
    await expect(panel.getByText('Field oldCount does not exist on type fieldShowcase').isVisible()).resolves.toBe(true)
    await expect(panel.getByText('"note": "kept until removed"').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot('unknown-fields')

    await pressByKeyboard(panel.getByRole('button', {name: 'Remove field legacy'}))
    await eventually(async () => {
      const draft = await draftOf(id)
      expect(draft).not.toHaveProperty('legacy')
      expect(draft).toMatchObject({oldCount: 3, title: 'Invalid'})
    })
    await expect(panel.getByRole('button', {name: 'Remove field legacy'}).count()).resolves.toBe(0)
    await pressByKeyboard(panel.getByRole('button', {name: 'Remove field oldCount'}))
    await panel.waitFor({state: 'detached'})
    await eventually(async () => expect(await draftOf(id)).not.toHaveProperty('oldCount'))
  })
  test('an object field lists its own unknown fields inside it', async () => {
    const id = await showcase({nested: {label: 'kept', stray: true}})
    await open(id, 'Objects and arrays')
    const panel = page.getByRole('region', {name: 'Unknown fields'})
    await expect(panel.getByText('Field stray does not exist on type object').isVisible()).resolves.toBe(true)
    await pressByKeyboard(panel.getByRole('button', {name: 'Remove field stray'}))
    await eventually(async () => expect((await draftOf(id))?.nested).toEqual({label: 'kept'}))
  })
  test('the validation panel says a field is not in the schema and leads to its remove button (ED-FORM-007)', async () => {
    const id = await showcase({nested: {label: 'kept', stray: true}})
    // The form opens on the Text tab; the object holding the stray field is on another.
    await open(id)
    await page.getByRole('button', {name: /\d+ warnings?$/}).click()
    const entry = page.getByRole('dialog').getByRole('button', {name: /^No field "stray" in the schema/})
    await expect(entry.textContent()).resolves.toContain('Field stray does not exist on type')
    await entry.click()
    const remove = page.getByRole('region', {name: 'Unknown fields'}).getByRole('button', {name: 'Remove field stray'})
    await expect.poll(() => remove.evaluate((button) => button === document.activeElement).catch(() => false)).toBe(true)
    await page.keyboard.press('Enter')
    await eventually(async () => expect((await draftOf(id))?.nested).toEqual({label: 'kept'}))
  })
  test('inside an array item: the card is marked, the item editor lists them, a removal unsets that path alone', async () => {
    const north = {_key: 'c1', _type: 'card', heading: 'North'}
    const south = {_key: 'c2', _type: 'card', heading: 'South', stray: 'old', legacy: {kept: [1, 2]}}
    const id = await showcase({cards: [north, south]})
    const before = (await draftOf(id))!
    const recorder = recordMutations(page)
    await open(id, 'Objects and arrays')
    const cards = page.getByRole('form').getByRole('group', {name: 'Cards in a grid', exact: true})
    // Only the item holding unknown fields says so on its card (with the validation's warnings, once they are in).
    const needsFixing = page.getByRole('img', {name: /stored values to fix$/})
    await expect.poll(() => cards.locator('[role="listitem"]').filter({has: needsFixing}).count(), {timeout: 10_000}).toBe(1)
    const marked = cards.getByRole('listitem').filter({has: needsFixing})
    await pressByKeyboard(marked.getByRole('button', {name: itemCardName('South')}))
    const dialog = page.getByRole('dialog', {name: 'Edit South', exact: true})
    const panel = dialog.getByRole('region', {name: 'Unknown fields'})
    await expect(panel.getByText('Field stray does not exist on type card').isVisible()).resolves.toBe(true)
    await expect(panel.getByText('Field legacy does not exist on type card').isVisible()).resolves.toBe(true)
    await expect(dialog.getByRole('textbox', {name: 'Heading', exact: true}).inputValue()).resolves.toBe('South')
    await expectNoAxeViolations(page)
    await screenshot('unknown-fields-in-item', dialog)

    await pressByKeyboard(panel.getByRole('button', {name: 'Remove field stray'}))
    await eventually(async () => {
      const stored = (await draftOf(id))?.cards as Record<string, unknown>[]
      expect(stored).toEqual([north, {_key: 'c2', _type: 'card', heading: 'South', legacy: {kept: [1, 2]}}])
    })
    // The browser reports its requests to the test a little after the lake has answered them.
    await expect.poll(() => recorder.summary(`drafts.${id}`), {timeout: 10_000}).toEqual(['unset cards[_key=="c2"].stray'])
    await pressByKeyboard(panel.getByRole('button', {name: 'Remove field legacy'}))
    await panel.waitFor({state: 'detached'})
    await eventually(async () => expect((await draftOf(id))?.cards).toEqual([north, {_key: 'c2', _type: 'card', heading: 'South'}]))
    await expect.poll(() => recorder.summary(`drafts.${id}`), {timeout: 10_000}).toEqual(['unset cards[_key=="c2"].stray', 'unset cards[_key=="c2"].legacy'])
    // The patches sent are exactly the two removals: replayed on the document as it was, they give the stored draft.
    expect(contentOf(recorder.replay(before))).toEqual(contentOf((await draftOf(id))!))
    await page.keyboard.press('Escape')
    await expect.poll(() => cards.getByRole('img', {name: /stored values to fix$/}).count(), {timeout: 10_000}).toBe(0)
  })
})

describe('a value of the wrong type', () => {
  test('a number in a string field shows as JSON and converts to its text', async () => {
    const id = await showcase({title: 42, code: 7})
    await open(id)
    const title = page.getByRole('group', {name: 'Title', exact: true})
    await expect(title.getByText('Expected type String, got Number').isVisible()).resolves.toBe(true)
    await expect(title.getByRole('button').allTextContents()).resolves.toEqual(['Convert to String', 'Reset value'])
    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot('wrong-type')

    await pressByKeyboard(title.getByRole('button', {name: 'Convert to String'}))
    await eventually(async () => expect((await draftOf(id))?.title).toBe('42'))
    await page.getByRole('textbox', {name: 'Title', exact: true}).waitFor()

    await pressByKeyboard(page.getByRole('group', {name: 'Code', exact: true}).getByRole('button', {name: 'Reset value'}))
    await eventually(async () => {
      const draft = await draftOf(id)
      expect(draft).not.toHaveProperty('code')
      expect(draft?.title).toBe('42')
    })
  })
})

describe('a date that is no date (ED-FORM-009)', () => {
  test('a stored string a date field cannot read is shown with Reset, not as an empty box', async () => {
    const id = await showcase({datetime: 'not a date', date: '2026-11-28'})
    await open(id, 'Dates')
    const field = page.getByRole('group', {name: 'Date and time', exact: true})
    await field.getByText('not a date').waitFor()
    await expect(field.getByText('Expected a date written as YYYY-MM-DDTHH:mm:ss.sssZ').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, '[role="form"]')
    await pressByKeyboard(field.getByRole('button', {name: 'Reset value'}))
    await eventually(async () => {
      const draft = await draftOf(id)
      expect(draft).not.toHaveProperty('datetime')
      expect(draft?.date).toBe('2026-11-28')
    })
  })
})

describe('lists', () => {
  test('items without keys get one each, in their order', async () => {
    const id = await showcase({richText: [block('one'), block('two', 'k2'), block('three')]})
    await open(id, 'Objects and arrays')
    const panel = page.getByRole('region', {name: 'Invalid list value'})
    await expect(panel.getByText('2 items in this list have no key; the list cannot be edited until every item has one').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot('missing-keys', panel)
    await pressByKeyboard(panel.getByRole('button', {name: 'Add missing keys'}))
    await eventually(async () => {
      const items = (await draftOf(id))?.richText as {_key?: string}[]
      expect(textsOf(items)).toEqual(['one', 'two', 'three'])
      expect(items[1]!._key).toBe('k2')
      expect(items.every((item) => typeof item._key === 'string' && item._key.length > 0)).toBe(true)
      expect(new Set(items.map((item) => item._key)).size).toBe(3)
    })
    await panel.waitFor({state: 'detached'})
  })

  test('an object array drawn by the array input shows its keyless cards and keys them', async () => {
    const id = await showcase({cards: [{_type: 'card', heading: 'North'}, {_key: 'c2', _type: 'card', heading: 'South'}]})
    await open(id, 'Objects and arrays')
    const panel = page.getByRole('region', {name: 'Invalid list value'})
    await expect(panel.getByText(/1 item in this list has no key/).isVisible()).resolves.toBe(true)
    await pressByKeyboard(panel.getByRole('button', {name: 'Add missing keys'}))
    await eventually(async () => {
      const items = (await draftOf(id))?.cards as {_key?: string; heading?: string}[]
      expect(items.map((item) => item.heading)).toEqual(['North', 'South'])
      expect(items[1]!._key).toBe('c2')
      expect(typeof items[0]!._key === 'string' && items[0]!._key.length > 0).toBe(true)
    })
    await panel.waitFor({state: 'detached'})
  })

  test('duplicate keys are renamed {key}_deduped_{index}, the first keeping its own', async () => {
    const id = await showcase({richText: [block('one', 'a'), block('two', 'b'), block('three', 'a')]})
    await open(id, 'Objects and arrays')
    const panel = page.getByRole('region', {name: 'Invalid list value'})
    await expect(panel.getByText('Several items in this list share a key (a); the list cannot be edited until every key is unique').isVisible()).resolves.toBe(true)
    await pressByKeyboard(panel.getByRole('button', {name: 'Fix duplicate keys'}))
    await eventually(async () => {
      const items = (await draftOf(id))?.richText as {_key: string}[]
      expect(items.map((item) => item._key)).toEqual(['a', 'b', 'a_deduped_2'])
      expect(textsOf(items)).toEqual(['one', 'two', 'three'])
    })
  })

  test('plain values among objects are removed, the objects stay', async () => {
    const id = await showcase({richText: ['stray', block('one', 'a'), 3, block('two', 'b')]})
    await open(id, 'Objects and arrays')
    const panel = page.getByRole('region', {name: 'Invalid list value'})
    await expect(panel.getByText('This list mixes objects with 2 plain values; a list holds one or the other').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, '[role="form"]')
    await screenshot('mixed-list', panel)
    await pressByKeyboard(panel.getByRole('button', {name: 'Remove non-object values'}))
    await eventually(async () => expect(textsOf((await draftOf(id))?.richText)).toEqual(['one', 'two']))
  })

  test('an item of an undeclared type is shown as JSON and can be removed, not edited', async () => {
    const id = await showcase({richText: [block('one', 'a'), {_type: 'retired', _key: 'r', note: 'old'}]})
    await open(id, 'Objects and arrays')
    const item = page.getByRole('listitem', {name: 'Invalid item 2'})
    await expect(item.getByText('Item of type retired is not valid for this list').isVisible()).resolves.toBe(true)
    await expect(item.getByText('"note": "old"').isVisible()).resolves.toBe(true)
    await expect(item.getByRole('button').allTextContents()).resolves.toEqual(['Remove item'])
    await screenshot('invalid-item', item)
    await pressByKeyboard(item.getByRole('button', {name: 'Remove item, item 2'}))
    await eventually(async () => expect((await draftOf(id))?.richText).toEqual([block('one', 'a')]))
  })

  test('in an object array, an item of an undeclared type is shown once, with its fix, and no card to edit', async () => {
    const card = {_key: 'c1', _type: 'card', heading: 'Kept'}
    const id = await showcase({cards: [card, {_key: 'r', _type: 'retired', heading: 'Old card'}]})
    await open(id, 'Objects and arrays')
    const cards = page.getByRole('form').getByRole('group', {name: 'Cards in a grid', exact: true})
    const invalid = cards.getByRole('listitem', {name: 'Invalid item 2'})
    await expect(invalid.getByText('Item of type retired is not valid for this list').isVisible()).resolves.toBe(true)
    // The list draws the valid card only: no second, dead card for the retired item.
    await expect(cards.getByRole('button', {name: /^Edit /}).allTextContents()).resolves.toEqual(['Kept'])
    await expect(cards.getByText('Old card', {exact: true}).count()).resolves.toBe(0)
    await pressByKeyboard(invalid.getByRole('button', {name: 'Remove item, item 2'}))
    await eventually(async () => expect((await draftOf(id))?.cards).toEqual([card]))
  })
})
