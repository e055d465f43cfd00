// Every input of the Field showcase used by keyboard only, in Chromium against the real lake, with
// the mutate requests the studio sends recorded (support/mutations.ts): each test asserts the patch
// operations (which operation, at which path) and the stored draft. A single-field edit must touch
// that field's path and nothing else, never the whole document. Commits are throttled to one a
// second, so the assertions look at the union of the transactions sent.
import {describe, expect, test} from 'vitest'
import type {Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {chooseByKeyboard} from './support/keyboard.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf as storedDraft, eventually, type StoredDocument} from './support/documents.ts'
import {contentOf, recordMutations, type MutationRecorder, type RecordedOperation} from './support/mutations.ts'
import {itemCardName} from './support/itemCards.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

const draftOf = (id: string) => storedDraft(lake, id)

const showcase = (fields: Record<string, unknown>) => createShowcaseDraft(lake, 'patches', 'Patches', fields)

/** Each opened document as it was stored before the test edited it, to replay the patches on. */
const before = new Map<string, StoredDocument>()

/** Opens the document on a group tab and starts recording before any edit can be sent. */
async function open(id: string, group: string): Promise<MutationRecorder> {
  before.set(id, (await draftOf(id))!)
  const recorder = recordMutations(page)
  await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
  await page.getByRole('form').waitFor()
  await page.getByRole('form').getByRole('tab', {name: group, exact: true}).click()
  return recorder
}

const form = () => page.getByRole('form')
const textbox = (name: string, within: Locator = form()) => within.getByRole('textbox', {name, exact: true})

/** Waits until the stored draft passes `check`; the editor commits at most once a second. */
async function storedWhen(id: string, check: (doc: StoredDocument) => void): Promise<StoredDocument> {
  let doc: StoredDocument | undefined
  await eventually(async () => {
    doc = await draftOf(id)
    expect(doc).toBeDefined()
    check(doc!)
  })
  // The recorder hears of the page's requests by events that may trail the lake's answer: one round
  // trip to the page after the draft changed delivers every request sent before it.
  await page.evaluate(() => undefined)
  return doc!
}

/** The patches sent, replayed on the document as it was, give exactly the stored draft. */
async function expectReplayGivesStored(recorder: MutationRecorder, id: string): Promise<void> {
  const stored = await draftOf(id)
  expect(contentOf(recorder.replay(before.get(id)!))).toEqual(contentOf(stored!))
}

/** Operations at the given paths, in order; the rest of the document untouched. */
function only(operations: RecordedOperation[], paths: string[]): void {
  const outside = operations.filter((operation) => !paths.some((path) => operation.path === path || operation.path.startsWith(`${path}.`) || operation.path.startsWith(`${path}[`)))
  expect(outside, 'operations outside the edited field').toEqual([])
}

/** The last operation of a kind at a path: what a run of keystrokes ends with. */
function last(operations: RecordedOperation[], op: RecordedOperation['op'], path: string): RecordedOperation | undefined {
  return operations.filter((operation) => operation.op === op && operation.path === path).at(-1)
}

/** Nothing but the draft's createIfNotExists (when an edit creates the draft) besides patches: nothing that replaces a document. */
function expectNoDocumentReplacement(recorder: MutationRecorder): void {
  const kinds = recorder.otherMutations().map((mutation) => Object.keys(mutation)[0])
  expect(kinds.every((kind) => kind === 'createIfNotExists')).toBe(true)
}

async function selectAllAndType(text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  if (text === '') await page.keyboard.press('Backspace')
  else await page.keyboard.type(text)
}

/** Replaces the whole text at once, as a paste or an input method would: one change, no steps between. */
async function replaceText(text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(text)
}

describe('text inputs', () => {
  test('a string is typed as a diff on its own path, and emptied by an unset (ED-INPUT-011)', async () => {
    const id = await showcase({title: 'Trail', code: 'ABC'})
    const recorder = await open(id, 'Text')
    const title = textbox('Title')
    // ED-INPUT-011: one line; Enter adds nothing to the value.
    await expect(title.evaluate((element) => element.tagName)).resolves.toBe('INPUT')
    await title.focus()
    await page.keyboard.press('End')
    await page.keyboard.type(' notes')
    await page.keyboard.press('Enter')
    await storedWhen(id, (doc) => expect(doc.title).toBe('Trail notes'))
    const typed = recorder.operations(`drafts.${id}`)
    only(typed, ['title'])
    expect(new Set(typed.map((operation) => operation.op))).toEqual(new Set(['setIfMissing', 'diffMatchPatch']))
    expect(typed.find((operation) => operation.op === 'setIfMissing')?.value).toBe('')
    expectNoDocumentReplacement(recorder)

    recorder.clear()
    await textbox('Code').focus()
    await selectAllAndType('')
    const doc = await storedWhen(id, (stored) => expect(stored).not.toHaveProperty('code'))
    expect(doc.title).toBe('Trail notes')
    expect(recorder.summary(`drafts.${id}`)).toEqual(['unset code'])
    await expectReplayGivesStored(recorder, id)
  })

  test('a text area keeps its newlines, patched at its path only', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Text')
    await textbox('Short text').focus()
    await page.keyboard.type('First')
    await page.keyboard.press('Enter')
    await page.keyboard.type('second')
    await storedWhen(id, (doc) => expect(doc.shortText).toBe('First\nsecond'))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['shortText'])
    expect(operations.some((operation) => operation.op === 'diffMatchPatch')).toBe(true)
    await expectReplayGivesStored(recorder, id)
    expectNoDocumentReplacement(recorder)
  })

  test('e-mail and url inputs: their input types, relative links only where the rule allows them (ED-INPUT-016, ED-INPUT-017)', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Text')
    const email = textbox('E-mail')
    await expect(email.getAttribute('type')).resolves.toBe('email')
    await email.focus()
    await page.keyboard.type('not-an-address')
    const marker = form().getByRole('img', {name: /Must be a valid email address/})
    await marker.waitFor()
    // The field's own email() rule and the e-mail type's check report the address once (ED-VAL-034).
    await expect(marker.getAttribute('aria-label')).resolves.toBe('Error: Must be a valid email address')
    await selectAllAndType('ada@example.com')
    await form().getByRole('img', {name: /Must be a valid email address/}).waitFor({state: 'detached'})

    // A url with an absolute-only rule is a browser url input: '/about' is not a URL there.
    const website = textbox('Website')
    await expect(website.getAttribute('type')).resolves.toBe('url')
    await website.focus()
    await page.keyboard.type('/about')
    await expect(website.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).resolves.toBe(true)
    await form().getByRole('img', {name: /Relative URLs are not allowed/}).waitFor()
    // relativeOnly (and allowRelative) take text the browser would not call a URL.
    const relative = textbox('Relative link')
    await expect(relative.getAttribute('type')).resolves.toBe('text')
    await relative.focus()
    await page.keyboard.type('/about')
    await expect(relative.evaluate((input: HTMLInputElement) => input.validity.valid)).resolves.toBe(true)

    await storedWhen(id, (doc) => expect([doc.email, doc.website, doc.relativeLink]).toEqual(['ada@example.com', '/about', '/about']))
    only(recorder.operations(`drafts.${id}`), ['email', 'website', 'relativeLink'])
    await expectReplayGivesStored(recorder, id)
  })

  test('spellCheck: false turns the browser spell checking off; fields without it keep the default (ED-INPUT-020)', async () => {
    const snippet = {_key: 's', _type: 'codeSnippet', language: 'typescript', filename: 'main.ts', code: 'const x = 1'}
    const id = await showcase({mixed: [snippet]})
    await open(id, 'Objects and arrays')
    await form().getByRole('button', {name: itemCardName('main.ts')}).press('Enter')
    const editor = page.getByRole('dialog', {name: /^Edit /})
    await expect(textbox('Code', editor).getAttribute('spellcheck')).resolves.toBe('false')
    await expect(textbox('File name', editor).getAttribute('spellcheck')).resolves.toBeNull()
  })

  test('Generate writes the slug at its path (ED-SLUG-002)', async () => {
    const id = await showcase({title: 'Trail Notes', code: 'TRL'})
    const recorder = await open(id, 'Text')
    await form().getByRole('button', {name: 'Generate'}).press('Enter')
    await storedWhen(id, (doc) => expect(doc.slug).toEqual({_type: 'slug', current: 'trail-notes-trl'}))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['slug'])
    // However the value is split (the object, or its `current`), applying the operations gives the stored slug.
    expect(operations.length).toBeGreaterThan(0)
    expectNoDocumentReplacement(recorder)
    await expectReplayGivesStored(recorder, id)
  })

  test("the slug's error-level messages are shown under the slug input (ED-SLUG-007)", async () => {
    await showcase({slug: {_type: 'slug', current: 'taken'}})
    const id = await showcase({slug: {_type: 'slug', current: 'taken'}})
    await open(id, 'Text')
    const slug = textbox('Slug')
    const message = form().getByText('Slug "taken" is already in use')
    await message.waitFor()
    // Tied to the input, so a screen reader reads it with the field.
    const description = await slug.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((ref) => document.getElementById(ref)?.textContent ?? '').join(' '),
    )
    expect(description).toContain('Slug "taken" is already in use')
    // Typing into the slug patches its `current` only, as text.
    const recorder = recordMutations(page)
    await slug.focus()
    await page.keyboard.press('End')
    await page.keyboard.type('-2')
    await message.waitFor({state: 'detached'})
    await storedWhen(id, (doc) => expect(doc.slug).toEqual({_type: 'slug', current: 'taken-2'}))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['slug'])
    expect(new Set(operations.map(({op, path}) => `${op} ${path}`))).toEqual(
      new Set(['setIfMissing slug', 'setIfMissing slug.current', 'diffMatchPatch slug.current']),
    )
    await expectReplayGivesStored(recorder, id)
  })
})

describe('numbers', () => {
  test('typed numbers are set at their path; empty unsets; text that is no number, or is unsafe, stores nothing (ED-INPUT-012 … 014)', async () => {
    const id = await showcase({temperature: 5})
    const recorder = await open(id, 'Choices')
    const quantity = textbox('Quantity')
    await quantity.focus()
    await page.keyboard.type('42')
    await storedWhen(id, (doc) => expect(doc.quantity).toBe(42))
    let operations = recorder.operations(`drafts.${id}`)
    only(operations, ['quantity'])
    expect(operations.every((operation) => operation.op === 'set' && typeof operation.value === 'number')).toBe(true)
    expect(last(operations, 'set', 'quantity')?.value).toBe(42)

    // ED-INPUT-012: emptied, the value goes.
    recorder.clear()
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await storedWhen(id, (doc) => expect(doc).not.toHaveProperty('quantity'))
    expect(recorder.summary(`drafts.${id}`)).toEqual(['set quantity', 'unset quantity'])

    // ED-INPUT-013: text that is not a finite number is shown as invalid and stores nothing.
    recorder.clear()
    const temperature = textbox('Temperature')
    await temperature.focus()
    await page.keyboard.press('End')
    await page.keyboard.type('abc')
    await expect(temperature.getAttribute('aria-invalid')).resolves.toBe('true')
    await temperature.focus()
    await replaceText('1e400')
    await expect(temperature.getAttribute('aria-invalid')).resolves.toBe('true')
    // Nothing of that was sent.
    await page.waitForTimeout(1500)
    expect(recorder.operations(`drafts.${id}`)).toEqual([])
    expect((await draftOf(id))?.temperature).toBe(5)
    // ED-INPUT-014: beyond the safe integer range, the previous value stays.
    await replaceText('12')
    await storedWhen(id, (stored) => expect(stored.temperature).toBe(12))
    await replaceText('9007199254740993')
    await expect(temperature.getAttribute('aria-invalid')).resolves.toBe('true')
    await page.waitForTimeout(1500)
    expect((await draftOf(id))?.temperature).toBe(12)
    expect(recorder.summary(`drafts.${id}`)).toEqual(['set temperature'])
    expect(last(recorder.operations(`drafts.${id}`), 'set', 'temperature')?.value).toBe(12)
    await expectReplayGivesStored(recorder, id)
  })

  test('the on-screen keyboard follows the rules: integer ≥ 0 numeric, ≥ 0 decimal, otherwise text (ED-INPUT-015)', async () => {
    await open(await showcase({}), 'Choices')
    await expect(textbox('Quantity').getAttribute('inputmode')).resolves.toBe('numeric')
    await expect(textbox('Ratio').getAttribute('inputmode')).resolves.toBe('decimal')
    await expect(textbox('Temperature').getAttribute('inputmode')).resolves.toBe('text')
  })
})

describe('choices', () => {
  test('switch and checkbox: Space sets true, then false, at their own paths (ED-INPUT-019)', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Choices')
    const toggle = form().getByRole('switch', {name: 'Switch', exact: true})
    const checkbox = form().getByRole('checkbox', {name: 'Checkbox', exact: true})
    await toggle.focus()
    await page.keyboard.press('Space')
    await checkbox.focus()
    await page.keyboard.press('Space')
    await storedWhen(id, (doc) => expect([doc.switchOn, doc.checkbox]).toEqual([true, true]))
    await page.keyboard.press('Space')
    await storedWhen(id, (doc) => expect(doc.checkbox).toBe(false))
    const operations = recorder.operations(`drafts.${id}`)
    expect(operations.map(({op, path, value}) => [op, path, value])).toEqual([
      ['set', 'switchOn', true],
      ['set', 'checkbox', true],
      ['set', 'checkbox', false],
    ])
    await expectReplayGivesStored(recorder, id)
    expectNoDocumentReplacement(recorder)
    // A boolean without a layout is a switch too.
    await form().getByRole('tab', {name: 'Conditional', exact: true}).click()
    await form().getByRole('switch', {name: 'Show more fields', exact: true}).waitFor()
  })

  test('selects and radios set the option value, a number for number lists; "No value" unsets (ED-INPUT-002, ED-INPUT-010)', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Choices')
    await chooseByKeyboard(page, form().getByRole('button', {name: /Dropdown/}), 'Banana')
    await chooseByKeyboard(page, form().getByRole('button', {name: /Priority/}), 'High')
    // Radios: arrows move the choice within the group.
    const horizontal = form().getByRole('radiogroup', {name: 'Radio, horizontal'})
    await expect(horizontal.getAttribute('aria-orientation')).resolves.toBe('horizontal')
    await horizontal.getByRole('radio', {name: 'Apple'}).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    const vertical = form().getByRole('radiogroup', {name: 'Radio, vertical'})
    await expect(vertical.getAttribute('aria-orientation')).resolves.toBe('vertical')
    // ED-INPUT-002: bare values are their own titles.
    for (const size of ['small', 'medium', 'large']) await vertical.getByRole('radio', {name: size, exact: true}).waitFor({state: 'attached'})
    await vertical.getByRole('radio', {name: 'medium'}).focus()
    await page.keyboard.press('Space')
    const rating = form().getByRole('radiogroup', {name: 'Rating'})
    await rating.getByRole('radio', {name: '4'}).focus()
    await page.keyboard.press('Space')
    await storedWhen(id, (doc) =>
      expect([doc.dropdown, doc.priority, doc.radioHorizontal, doc.radioVertical, doc.rating]).toEqual(['banana', 3, 'banana', 'medium', 4]),
    )
    // Each choice is one set of the option's value (numbers as numbers), never a text diff that
    // could merge into someone else's choice.
    expect(recorder.operations(`drafts.${id}`).map(({op, path, value}) => [op, path, value])).toEqual([
      ['set', 'dropdown', 'banana'],
      ['set', 'priority', 3],
      ['set', 'radioHorizontal', 'apple'],
      ['set', 'radioHorizontal', 'banana'],
      ['set', 'radioVertical', 'medium'],
      ['set', 'rating', 4],
    ])
    await expectReplayGivesStored(recorder, id)

    recorder.clear()
    await chooseByKeyboard(page, form().getByRole('button', {name: /Dropdown/}), 'No value')
    await storedWhen(id, (doc) => expect(doc).not.toHaveProperty('dropdown'))
    expect(recorder.summary(`drafts.${id}`)).toEqual(['unset dropdown'])
  })

  test('tags: the first tag sets the list, later ones are inserted at its end, Backspace unsets by index', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Choices')
    await textbox('Tags').focus()
    for (const tag of ['alpha', 'beta']) {
      await page.keyboard.type(tag)
      await page.keyboard.press('Enter')
    }
    await storedWhen(id, (doc) => expect(doc.tags).toEqual(['alpha', 'beta']))
    await page.keyboard.press('Backspace')
    await storedWhen(id, (doc) => expect(doc.tags).toEqual(['alpha']))
    const doc = `drafts.${id}`
    expect(recorder.operations(doc).map(({op, path, value}) => [op, path, value])).toEqual([
      ['set', 'tags', ['alpha']],
      ['setIfMissing', 'tags', []],
      ['insert', 'tags[-1]', ['beta']],
      ['unset', 'tags[1]', undefined],
    ])
    // The last tag removed unsets the field instead of leaving [].
    recorder.clear()
    await page.keyboard.press('Backspace')
    await storedWhen(id, (stored) => expect(stored).not.toHaveProperty('tags'))
    expect(recorder.summary(doc)).toEqual(['unset tags'])
    expectNoDocumentReplacement(recorder)
    await expectReplayGivesStored(recorder, id)
  })

  test('tag items {value} (ED-INPUT-031): stored items are read, added by insert, removed by key; the last removal unsets', async () => {
    const tag = (key: string, value: string) => ({_key: key, _type: 'tag', value})
    const id = await showcase({keywords: [tag('k1', 'lake'), tag('k2', 'trail')]})
    const recorder = await open(id, 'Choices')
    const doc = `drafts.${id}`
    const values = (stored: StoredDocument) => (stored.keywords as {value: string}[] | undefined)?.map((item) => item.value)
    // Read: each item shows as a tag named by its value.
    for (const name of ['lake', 'trail']) await form().getByRole('row', {name, exact: true}).waitFor()
    await textbox('Keywords').focus()
    await page.keyboard.type('notes')
    await page.keyboard.press('Enter')
    // The button's name also carries the tag's own label ("Remove lake lake").
    await form().getByRole('button', {name: 'Remove lake'}).click()
    const stored = await storedWhen(id, (current) => expect(values(current)).toEqual(['trail', 'notes']))
    const [trail, notes] = stored.keywords as {_key: string}[]
    expect(trail).toEqual(tag('k2', 'trail'))
    expect(notes).toEqual(tag(notes._key, 'notes'))
    // Added as an item at the end of the list, removed by its key: never the whole list.
    expect(recorder.operations(doc).map(({op, path, value}) => [op, path, value])).toEqual([
      ['setIfMissing', 'keywords', []],
      ['insert', 'keywords[-1]', [notes]],
      ['unset', 'keywords[_key=="k1"]', undefined],
    ])

    recorder.clear()
    await textbox('Keywords').focus()
    await page.keyboard.press('Backspace')
    await storedWhen(id, (current) => expect(values(current)).toEqual(['trail']))
    await page.keyboard.press('Backspace')
    await storedWhen(id, (current) => expect(current).not.toHaveProperty('keywords'))
    expect(recorder.summary(doc)).toEqual([`unset keywords[_key=="${notes._key}"]`, 'unset keywords'])

    // The first tag of an empty field sets the list, one keyed item of the member's type.
    recorder.clear()
    await page.keyboard.type('first')
    await page.keyboard.press('Enter')
    const created = await storedWhen(id, (current) => expect(values(current)).toEqual(['first']))
    const [first] = created.keywords as {_key: string}[]
    expect(first).toEqual(tag(first._key, 'first'))
    expect(first._key).toMatch(/\S/)
    expect(recorder.operations(doc).map(({op, path, value}) => [op, path, value])).toEqual([['set', 'keywords', [first]]])
    expectNoDocumentReplacement(recorder)
    await expectReplayGivesStored(recorder, id)
  })

  test('a checkbox list writes the ticked values in list order; the last untick unsets', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Choices')
    const list = form().getByRole('group', {name: 'Checkbox list'})
    await list.getByRole('checkbox', {name: 'Cherry'}).focus()
    await page.keyboard.press('Space')
    await list.getByRole('checkbox', {name: 'Apple'}).focus()
    await page.keyboard.press('Space')
    await storedWhen(id, (doc) => expect(doc.checkboxList).toEqual(['apple', 'cherry']))
    await page.keyboard.press('Space')
    await list.getByRole('checkbox', {name: 'Cherry'}).focus()
    await page.keyboard.press('Space')
    await storedWhen(id, (doc) => expect(doc).not.toHaveProperty('checkboxList'))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['checkboxList'])
    expect(operations.at(-1)).toMatchObject({op: 'unset', path: 'checkboxList'})
    await expectReplayGivesStored(recorder, id)
  })
})

describe('dates', () => {
  test('a typed date is set whole as YYYY-MM-DD, a date-time stored as an ISO instant, each at its path', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Dates')
    await textbox('Date').focus()
    await page.keyboard.type('2024-06-01')
    await page.keyboard.press('Tab')
    await textbox('Date and time').focus()
    await page.keyboard.type('2024-06-01 14:30')
    await page.keyboard.press('Tab')
    const doc = await storedWhen(id, (stored) => {
      expect(stored.date).toBe('2024-06-01')
      expect(typeof stored.datetime).toBe('string')
    })
    expect(doc.datetime).toMatch(/^2024-06-01T\d\d:30:00\.000Z$/)
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['date', 'datetime'])
    // A date is a choice: set whole, never diffed as text.
    expect(operations.filter((operation) => operation.path === 'date').map(({op, value}) => [op, value])).toEqual([['set', '2024-06-01']])
    // So is a date-time, though typed: plain sets, never a diff, the last one the stored instant.
    const datetime = operations.filter((operation) => operation.path === 'datetime')
    expect(datetime.length).toBeGreaterThan(0)
    expect(datetime.map(({op}) => op).filter((op) => op !== 'set')).toEqual([])
    expect(datetime.at(-1)?.value).toBe(doc.datetime)
    await expectReplayGivesStored(recorder, id)
  })
})

describe('objects and arrays', () => {
  test('a geopoint is created whole, then patched one axis at a time', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Objects and arrays')
    const place = form().getByRole('group', {name: 'Place'})
    await textbox('Latitude', place).focus()
    await page.keyboard.type('59.91')
    await page.keyboard.press('Tab')
    await page.keyboard.type('10.75')
    await storedWhen(id, (doc) => expect(doc.place).toEqual({_type: 'geopoint', lat: 59.91, lng: 10.75}))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['place'])
    // The first digit creates the point; after that each axis is patched on its own, once per change.
    expect(operations[0]).toMatchObject({op: 'set', path: 'place', value: {_type: 'geopoint', lat: 5}})
    const later = operations.slice(1).filter((operation) => operation.op !== 'setIfMissing')
    expect(later.map(({op, path, value}) => [op, path, value])).toEqual([
      ['set', 'place.lat', 59],
      ['set', 'place.lat', 59.9],
      ['set', 'place.lat', 59.91],
      ['set', 'place.lng', 1],
      ['set', 'place.lng', 10],
      ['set', 'place.lng', 10.7],
      ['set', 'place.lng', 10.75],
    ])
    // Emptying an axis unsets that key only.
    recorder.clear()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await storedWhen(id, (doc) => expect(doc.place).toEqual({_type: 'geopoint', lat: 59.91}))
    expect(recorder.summary(`drafts.${id}`)).toEqual(['setIfMissing place', 'unset place.lng'])
    await expectReplayGivesStored(recorder, id)
  })

  test('a field of a nested object creates the object if missing and patches the field inside it', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Objects and arrays')
    await textbox('Label').focus()
    // Slow enough to span more than one commit (one a second).
    await page.keyboard.type('Hello world', {delay: 120})
    await storedWhen(id, (doc) => expect(doc.nested).toEqual({label: 'Hello world'}))
    const operations = recorder.operations(`drafts.${id}`)
    only(operations, ['nested'])
    // The object is only ever created if missing, never set over what someone else put in it.
    expect(operations.filter((operation) => operation.path === 'nested').every((operation) => operation.op === 'setIfMissing')).toBe(true)
    expect(operations.some((operation) => operation.path === 'nested.label' && operation.op === 'diffMatchPatch')).toBe(true)
    // Each keystroke creates the object if missing, yet each commit squashes the word into one
    // creation of the object and one diff of the field, not one of each per letter.
    const commits = recorder.operationsByTransaction(`drafts.${id}`).filter((commit) => commit.length > 0)
    expect(commits.length).toBeGreaterThan(1)
    for (const commit of commits) {
      const count = (op: RecordedOperation['op'], path: string) => commit.filter((operation) => operation.op === op && operation.path === path).length
      expect(count('setIfMissing', 'nested')).toBeLessThanOrEqual(1)
      expect(count('setIfMissing', 'nested.label')).toBeLessThanOrEqual(1)
      expect(count('diffMatchPatch', 'nested.label') + count('set', 'nested.label')).toBe(1)
    }
    await expectReplayGivesStored(recorder, id)
  })

  test('object items are added, duplicated, moved and removed by key', async () => {
    const callout = (key: string, title: string) => ({_key: key, _type: 'callout', title, body: `${title} body`})
    const id = await showcase({mixed: [callout('a', 'Alpha'), callout('b', 'Beta')]})
    const recorder = await open(id, 'Objects and arrays')
    const mixed = form().getByRole('group', {name: 'Array of several types', exact: true})
    const doc = `drafts.${id}`

    // Duplicate: an insert after the item, the copy under a new key.
    await mixed.getByRole('button', {name: 'Actions for Alpha', exact: true}).press('Enter')
    await page.getByRole('menuitem', {name: 'Duplicate', exact: true}).press('Enter')
    let stored = await storedWhen(id, (draft) => expect((draft.mixed as {title: string}[]).map((item) => item.title)).toEqual(['Alpha', 'Alpha', 'Beta']))
    const copyKey = (stored.mixed as {_key: string}[])[1]._key
    expect(recorder.operations(doc)).toEqual([
      {id: doc, op: 'insert', position: 'after', path: 'mixed[_key=="a"]', value: [{...callout(copyKey, 'Alpha')}]},
    ])

    // Remove: an unset of that key.
    recorder.clear()
    await mixed.getByRole('button', {name: 'Actions for Beta', exact: true}).press('Enter')
    await page.getByRole('menuitem', {name: 'Remove', exact: true}).press('Enter')
    await storedWhen(id, (draft) => expect((draft.mixed as {_key: string}[]).map((item) => item._key)).toEqual(['a', copyKey]))
    expect(recorder.summary(doc)).toEqual(['unset mixed[_key=="b"]'])

    // Move by keyboard: out by key, back in next to the item it lands after.
    recorder.clear()
    const alpha = mixed.getByRole('button', {name: 'Reorder Alpha', exact: true}).first()
    await alpha.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => alpha.getAttribute('aria-pressed'), {timeout: 10_000}).toBe('true')
    await page.getByText(/^Picked up Alpha at position 1 of 2\./).waitFor({state: 'attached'})
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await page.keyboard.press('ArrowDown')
    await page.getByText('Alpha is now at position 2 of 2.').waitFor({state: 'attached'})
    await page.keyboard.press('Space')
    await storedWhen(id, (draft) => expect((draft.mixed as {_key: string}[]).map((item) => item._key)).toEqual([copyKey, 'a']))
    expect(recorder.summary(doc)).toEqual(['unset mixed[_key=="a"]', `insert after mixed[_key==${JSON.stringify(copyKey)}]`])

    // Add: the array if missing, an item appended, then its field patched inside it by key.
    recorder.clear()
    await mixed.getByRole('button', {name: 'Add item', exact: true}).press('Enter')
    await page.getByRole('menuitem', {name: 'Quote', exact: true}).press('Enter')
    const editor = page.getByRole('dialog', {name: /^Edit /})
    // The dialog moves the focus into itself as it opens: type only once that has happened.
    await expect.poll(() => editor.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await textbox('By', editor).focus()
    await page.keyboard.type('Ada')
    await expect.poll(() => textbox('By', editor).inputValue()).toBe('Ada')
    await page.keyboard.press('Escape')
    stored = await storedWhen(id, (draft) => expect((draft.mixed as {by?: string}[]).at(-1)?.by).toBe('Ada'))
    const added = (stored.mixed as {_key: string; _type: string}[]).at(-1)!
    expect(added._type).toBe('quote')
    const operations = recorder.operations(doc)
    only(operations, ['mixed'])
    expect(operations.slice(0, 2)).toEqual([
      {id: doc, op: 'setIfMissing', path: 'mixed', value: []},
      {id: doc, op: 'insert', position: 'after', path: 'mixed[-1]', value: [{_type: 'quote', _key: added._key}]},
    ])
    const inside = `mixed[_key==${JSON.stringify(added._key)}].by`
    expect(operations.slice(2).every((operation) => operation.path === inside)).toBe(true)
    await expectReplayGivesStored(recorder, id)
    expectNoDocumentReplacement(recorder)
  })

  test('primitive items are appended, set and removed by index', async () => {
    const id = await showcase({})
    const recorder = await open(id, 'Objects and arrays')
    const numbers = form().getByRole('group', {name: 'List of numbers', exact: true})
    await numbers.getByRole('button', {name: 'Add item', exact: true}).press('Enter')
    await textbox('List of numbers item 1', numbers).focus()
    await selectAllAndType('42')
    await numbers.getByRole('button', {name: 'Add item', exact: true}).press('Enter')
    await textbox('List of numbers item 2', numbers).focus()
    await selectAllAndType('7')
    await storedWhen(id, (doc) => expect(doc.numbers).toEqual([42, 7]))
    const doc = `drafts.${id}`
    let operations = recorder.operations(doc)
    only(operations, ['numbers'])
    expect(operations[0]).toEqual({id: doc, op: 'setIfMissing', path: 'numbers', value: []})
    expect(operations.filter((operation) => operation.op === 'insert').map((operation) => operation.path)).toEqual(['numbers[-1]', 'numbers[-1]'])
    expect(last(operations, 'set', 'numbers[0]')?.value).toBe(42)
    expect(last(operations, 'set', 'numbers[1]')?.value).toBe(7)

    recorder.clear()
    await numbers.getByRole('button', {name: 'Remove item 1', exact: true}).press('Enter')
    await storedWhen(id, (stored) => expect(stored.numbers).toEqual([7]))
    expect(recorder.summary(doc)).toEqual(['unset numbers[0]'])
    await expectReplayGivesStored(recorder, id)
  })
})
