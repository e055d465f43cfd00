// The editing loop end to end, against the real lake: create a document, type into its fields,
// publish, reload; two editors typing into the same document at once; the permission reasons a
// viewer sees; a refused commit; a dropped connection; the operations in the actions menu.
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {eventually} from './support/documents.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

type Doc = Record<string, unknown> & {_id: string; _rev: string}

async function documents(ids: string[]): Promise<Record<string, Doc | undefined>> {
  const response = await lake.api(`/data/doc/production/${ids.join(',')}`)
  const {documents} = (await response.json()) as {documents: Doc[]}
  return Object.fromEntries(ids.map((id) => [id, documents.find((doc) => doc._id === id)]))
}

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status, await response.clone().text()).toBe(200)
}

let counter = 0
function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}`
}

/** The document id of the open editor, from the URL (`/structure/type;id;…`). */
function openDocumentId(target: Page): string {
  return decodeURIComponent(new URL(target.url()).pathname.split(';')[1])
}

function field(target: Page, role: 'textbox' | 'switch' | 'checkbox', name: string): Locator {
  return target.getByRole('form').getByRole(role, {name, exact: true})
}

async function waitForSaved(target: Page): Promise<void> {
  await target.getByRole('status').getByText('Saved', {exact: true}).waitFor()
}

/** Polls the lake until `check` passes (the editor commits at most once a second). */

/** Hovers the way a mouse arrives: from outside, in steps (React Aria ignores a pointer that just appears). */
async function hover(target: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Nothing to hover: the element is not visible')
  await target.mouse.move(box.x - 20, box.y - 20)
  await target.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 4})
}

/** Puts the caret at the end of a text input, as a click into its text and End would. */
async function typeAtEnd(target: Page, locator: Locator, text: string): Promise<void> {
  await locator.click()
  await target.keyboard.press('End')
  await locator.pressSequentially(text, {delay: 20})
}

/** Whether every character of `typed` occurs in `text`, in order. */
function isInOrderIn(typed: string, text: string): boolean {
  let at = 0
  for (const char of text) if (char === typed[at]) at++
  return at === typed.length
}

/** The Field showcase opens on its default group ('Text'); these tests type into fields of every group. */
async function showAllFields(target: Page): Promise<void> {
  await target.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).click()
}

async function openDocument(target: Page, role: Parameters<typeof signIn>[2], type: string, id: string): Promise<void> {
  await signIn(target, lake, role, `/structure/${type};${id}`)
  await target.getByRole('form').waitFor()
  await showAllFields(target)
}

describe('create, edit, publish, reload', () => {
  test("a new document starts from its fields' initial values, and they are stored with its first edit", async () => {
    const editor = await signIn(page, lake, 'editor', '/structure/fieldShowcase')
    await page.getByRole('button', {name: 'Create new Field showcase'}).click()
    await field(page, 'textbox', 'Title').waitFor()
    await showAllFields(page)
    const id = openDocumentId(page)
    // Shown before anything is typed (the note, from a function of the user, sits in a closed fieldset).
    await expect.poll(() => field(page, 'textbox', 'Read-only').inputValue()).toBe('Set by the system')
    await field(page, 'textbox', 'Title').pressSequentially('Preset', {delay: 20})
    await eventually(async () =>
      expect((await documents([`drafts.${id}`]))[`drafts.${id}`]).toMatchObject({
        title: 'Preset',
        locked: 'Set by the system',
        showMore: false,
        internalNote: `Started by ${editor.name}`,
      }),
    )

    // The author's role comes from its field's initial value, under the plain template.
    await page.goto(`${lake.url}/structure/author`)
    await page.getByRole('button', {name: 'Create new Author'}).click()
    // Two templates: the menu offers both; the plain one has no value of its own.
    await page.getByRole('menuitem', {name: /^Author$/}).click()
    const name = field(page, 'textbox', 'Name')
    await name.waitFor()
    await expect.poll(() => page.getByRole('radiogroup', {name: 'Role'}).getByRole('radio', {name: 'Contributor'}).isChecked()).toBe(true)
    const authorId = openDocumentId(page)
    await name.pressSequentially('Nell Newcomer', {delay: 20})
    await eventually(async () => expect((await documents([`drafts.${authorId}`]))[`drafts.${authorId}`]).toMatchObject({name: 'Nell Newcomer', role: 'contributor', active: true}))
  })

  test('a new document keeps what was typed into its fields through publish and reload', async () => {
    await signIn(page, lake, 'editor', '/structure/fieldShowcase')
    await page.getByRole('button', {name: 'Create new Field showcase'}).click()
    await field(page, 'textbox', 'Title').waitFor()
    await showAllFields(page)
    const id = openDocumentId(page)
    expect(new URL(page.url()).pathname).toMatch(/;template=fieldShowcase$/)

    await field(page, 'textbox', 'Title').pressSequentially('Trail notes', {delay: 20})
    await field(page, 'textbox', 'Code').pressSequentially('TRL', {delay: 20})
    await field(page, 'textbox', 'Short text').fill('Two lines\nof text')
    await field(page, 'textbox', 'E-mail').fill('trail@example.com')
    await field(page, 'textbox', 'Quantity').pressSequentially('42', {delay: 20})
    await field(page, 'textbox', 'Ratio').pressSequentially('0.25', {delay: 20})
    await field(page, 'switch', 'Switch').press('Space')
    await page.getByRole('radiogroup', {name: 'Radio, horizontal'}).getByRole('radio', {name: 'Cherry'}).press('Space')
    await page.getByRole('button', {name: /Dropdown/}).click()
    await page.getByRole('option', {name: 'Banana'}).click()
    // The list shows the new document as not published.
    await page.getByRole('grid', {name: 'Field showcase documents'}).getByRole('row', {name: /Trail notes/}).waitFor()

    await waitForSaved(page)
    const expected = {
      title: 'Trail notes',
      code: 'TRL',
      shortText: 'Two lines\nof text',
      email: 'trail@example.com',
      quantity: 42,
      ratio: 0.25,
      switchOn: true,
      radioHorizontal: 'cherry',
      dropdown: 'banana',
    }
    await eventually(async () => expect((await documents([`drafts.${id}`]))[`drafts.${id}`]).toMatchObject(expected))

    await page.getByRole('button', {name: 'Publish', exact: true}).click()
    await page.getByText(/^Published just now/).waitFor()
    // Its tooltip gives the exact date: medium date, short time (ED-FORM-021, ED-FORM-031).
    await hover(page, page.getByText(/^Published (just now|\d+ sec\. ago)/))
    await page.getByRole('tooltip').getByText(/^Published \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/).waitFor()
    await expectNoAxeViolations(page, 'footer')
    await eventually(async () => {
      const pair = await documents([id, `drafts.${id}`])
      expect(pair[id]).toMatchObject(expected)
      expect(pair[`drafts.${id}`]).toBeUndefined()
    })

    await page.reload()
    await field(page, 'textbox', 'Title').waitFor()
    await showAllFields(page)
    await expect(field(page, 'textbox', 'Title').inputValue()).resolves.toBe('Trail notes')
    await expect(field(page, 'textbox', 'Code').inputValue()).resolves.toBe('TRL')
    await expect(field(page, 'textbox', 'Short text').inputValue()).resolves.toBe('Two lines\nof text')
    await expect(field(page, 'textbox', 'Quantity').inputValue()).resolves.toBe('42')
    await expect(field(page, 'switch', 'Switch').isChecked()).resolves.toBe(true)
    await expect(page.getByRole('radio', {name: 'Cherry'}).isChecked()).resolves.toBe(true)
    await expect(page.getByRole('button', {name: /Dropdown/}).textContent()).resolves.toContain('Banana')
    // Published and no draft: publishing again has nothing to do, and says so.
    await hover(page, page.getByRole('button', {name: 'Publish', exact: true}))
    await page.getByRole('tooltip').getByText('There are no unpublished changes').waitFor()
  })

  test('an emptied number or text field is removed from the document', async () => {
    const id = uniqueId('emptied')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Emptied', quantity: 7, handle: 'abc'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    await field(page, 'textbox', 'Quantity').fill('')
    await field(page, 'textbox', 'Handle').fill('')
    // Not a number: nothing is stored, and the input says why.
    await field(page, 'textbox', 'Temperature').pressSequentially('x1', {delay: 20})
    await page.getByText('Only finite numbers can be stored').waitFor()
    await eventually(async () => {
      const draft = (await documents([`drafts.${id}`]))[`drafts.${id}`]!
      expect(draft.title).toBe('Emptied')
      expect('quantity' in draft).toBe(false)
      expect('handle' in draft).toBe(false)
      expect('temperature' in draft).toBe(false)
    })
  })

  test('Publish pressed by keyboard keeps the focus once there is nothing left to publish; Tab goes on from it (ED-OP-014)', async () => {
    const id = uniqueId('published-by-keyboard')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Published by keyboard'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    const publish = page.getByRole('button', {name: 'Publish', exact: true})
    await expect.poll(() => publish.getAttribute('aria-disabled')).toBeNull()
    await publish.focus()
    await page.keyboard.press('Enter')
    await eventually(async () => expect((await documents([id]))[id]?.title).toBe('Published by keyboard'))
    // The button now says why it cannot be used, and it is still the focused element.
    await expect.poll(() => publish.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => publish.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More document actions')
    // Back on it, its tooltip says why.
    await page.keyboard.press('Shift+Tab')
    await page.getByRole('tooltip').getByText('There are no unpublished changes', {exact: true}).waitFor()
    await expect.poll(() => publish.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})

describe('two editors at once', () => {
  test('edits to different fields and to the same field converge with no keystroke lost', async () => {
    const id = uniqueId('shared')
    await mutate([{create: {_id: id, _type: 'fieldShowcase', title: 'Shared', shortText: 'middle'}}])
    const otherContext = await newStudioContext(browser)
    try {
      const other = await otherContext.newPage()
      await Promise.all([openDocument(page, 'editor', 'fieldShowcase', id), openDocument(other, 'developer', 'fieldShowcase', id)])

      // Different fields, typed at the same time.
      await Promise.all([
        field(page, 'textbox', 'Handle').pressSequentially('first-editor', {delay: 35}),
        field(other, 'textbox', 'Code').pressSequentially('XYZ', {delay: 60}),
      ])
      // The same field: one types at the end, the other at the start.
      const mine = field(page, 'textbox', 'Short text')
      const theirs = field(other, 'textbox', 'Short text')
      await mine.click()
      await page.keyboard.press('End')
      await theirs.click()
      await other.keyboard.press('Home')
      await Promise.all([mine.pressSequentially(' and the end', {delay: 40}), theirs.pressSequentially('the start and ', {delay: 40})])

      const expected = {handle: 'first-editor', code: 'XYZ', shortText: 'the start and middle and the end'}
      for (const target of [page, other]) {
        await eventually(async () => {
          await expect(field(target, 'textbox', 'Handle').inputValue()).resolves.toBe(expected.handle)
          await expect(field(target, 'textbox', 'Code').inputValue()).resolves.toBe(expected.code)
          await expect(field(target, 'textbox', 'Short text').inputValue()).resolves.toBe(expected.shortText)
        })
      }
      await eventually(async () => expect((await documents([`drafts.${id}`]))[`drafts.${id}`]).toMatchObject({...expected, title: 'Shared'}))
    } finally {
      await otherContext.close()
    }
  })

  test('a remote edit keeps the caret where the editor left it', async () => {
    const id = uniqueId('caret')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Caret', shortText: 'hello world'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    const input = field(page, 'textbox', 'Short text')
    await input.click()
    await page.keyboard.press('End')
    // Someone else writes at the start; our caret stays at the end of our text.
    await mutate([{patch: {id: `drafts.${id}`, set: {shortText: '>> hello world'}}}])
    await eventually(async () => expect(input.inputValue()).resolves.toBe('>> hello world'))
    await page.keyboard.type('!')
    await eventually(async () => expect(input.inputValue()).resolves.toBe('>> hello world!'))
  })
})

describe('permissions', () => {
  test('a viewer sees a read-only form and Publish disabled with the permission reason', async () => {
    const id = uniqueId('viewed')
    await mutate([{create: {_id: id, _type: 'fieldShowcase', title: 'Viewed'}}, {create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Viewed, edited'}}])
    await openDocument(page, 'viewer', 'fieldShowcase', id)
    await page.getByText('You have no permission to edit this document').waitFor()
    await expect(field(page, 'textbox', 'Title').getAttribute('readonly')).resolves.not.toBeNull()

    const publish = page.getByRole('button', {name: 'Publish', exact: true})
    await expect.poll(() => publish.getAttribute('aria-disabled')).toBe('true')
    await hover(page, publish)
    const tooltip = page.getByRole('tooltip')
    await tooltip.getByText(/^Unable to publish:/).waitFor()
    await expect(tooltip.textContent()).resolves.toContain('No matching grants found')
    // …and the roles the viewer holds, to know what to ask an administrator for (SH-PERM-004).
    await expect(tooltip.textContent()).resolves.toContain('Your roles: Viewer')
    // Pressing it does nothing.
    await publish.press('Enter')
    await expect(documents([id, `drafts.${id}`]).then((pair) => pair[`drafts.${id}`]?.title)).resolves.toBe('Viewed, edited')

    // The other actions say why too.
    await page.getByRole('button', {name: 'More document actions'}).click()
    const deleteItem = page.getByRole('menuitem', {name: /Delete/})
    await expect(deleteItem.getAttribute('aria-disabled')).resolves.toBe('true')
    await expect(deleteItem.textContent()).resolves.toContain('Unable to delete:')
  })

  test('a contributor may edit the draft but not publish it', async () => {
    const id = uniqueId('contributed')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Contributed'}}])
    await openDocument(page, 'contributor', 'fieldShowcase', id)
    await typeAtEnd(page, field(page, 'textbox', 'Title'), ' draft')
    await eventually(async () => expect((await documents([`drafts.${id}`]))[`drafts.${id}`]?.title).toBe('Contributed draft'))
    const publish = page.getByRole('button', {name: 'Publish', exact: true})
    await expect.poll(() => publish.getAttribute('aria-disabled')).toBe('true')
    await hover(page, publish)
    await page.getByRole('tooltip').getByText(/not allowed to create the published document/).waitFor()
  })
})

describe('failures', () => {
  test('a refused commit shows an error and keeps the refused text to copy', async () => {
    const id = uniqueId('refused')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Refused'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    // The lake refuses the next commit, as it would a write the grants do not allow.
    await page.route('**/data/mutate/**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({error: {type: 'permissionDenied', description: 'Insufficient permissions'}, statusCode: 403, message: 'Insufficient permissions'}),
      }),
    )
    await field(page, 'textbox', 'Handle').pressSequentially('lost-words', {delay: 10})
    const alert = page.getByRole('alert').filter({hasText: 'Your latest changes were not saved'})
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain('Insufficient permissions')
    // Every refused keystroke is there to copy, in order (the first commit leaves at once, the rest
    // later, so there may be more than one refusal).
    await eventually(async () => {
      const refused = (await alert.getByRole('textbox').inputValue()).replace(/Handle:|\s/g, '')
      expect(refused.endsWith('words')).toBe(true)
      expect(isInOrderIn('lost-words', refused), refused).toBe(true)
    })
    // The footer does not claim the refused edits were saved.
    await page.getByRole('status').getByText('Not saved', {exact: true}).waitFor()
    await page.unroute('**/data/mutate/**')
    await alert.getByRole('button', {name: 'Dismiss'}).click()
    await alert.waitFor({state: 'detached'})
  })

  test('a dropped connection shows that the editor is reconnecting until it is back', async () => {
    const id = uniqueId('offline')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Offline'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    await dropConnection()
    await page.getByText(/^Reconnecting…/).waitFor()
    // The form stays editable meanwhile.
    await expect(field(page, 'textbox', 'Handle').getAttribute('readonly')).resolves.toBeNull()
    await context.setOffline(false)
    await page.getByText(/^Reconnecting…/).waitFor({state: 'detached', timeout: 30_000})
  })

  test('edits made while the connection is down are all saved once it is back', async () => {
    const id = uniqueId('offline-edits')
    await mutate([{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Offline'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    await dropConnection()
    await page.getByText(/^Reconnecting…/).waitFor()
    await field(page, 'textbox', 'Handle').pressSequentially('kept', {delay: 20})
    await context.setOffline(false)
    await page.getByText(/^Reconnecting…/).waitFor({state: 'detached', timeout: 30_000})
    await eventually(async () => expect((await documents([`drafts.${id}`]))[`drafts.${id}`]?.handle).toBe('kept'), 30_000)
    await expect(field(page, 'textbox', 'Handle').inputValue()).resolves.toBe('kept')
  })
})

/** Offline, then every open connection cut: the listener's reconnects fail until back online. */
async function dropConnection(): Promise<void> {
  await context.setOffline(true)
  lake.cutConnections()
}

describe('document actions', () => {
  test('unpublish, discard changes, duplicate and delete (after confirming) do what they say', async () => {
    const id = uniqueId('actions')
    await mutate([{create: {_id: id, _type: 'fieldShowcase', title: 'Acted on'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    const more = page.getByRole('button', {name: 'More document actions'})

    // Published only: nothing to discard.
    await more.click()
    await expect(page.getByRole('menuitem', {name: /Discard changes/}).textContent()).resolves.toContain('There are no changes')
    await page.getByRole('menuitem', {name: /Unpublish/}).click()
    // Unpublishing asks first, as delete does; nothing refers to this document.
    const confirmUnpublish = page.getByRole('alertdialog', {name: 'Unpublish this document?'})
    await confirmUnpublish.getByText(/is taken off the published content/).waitFor()
    await confirmUnpublish.getByRole('button', {name: 'Unpublish now'}).click()
    await eventually(async () => {
      const pair = await documents([id, `drafts.${id}`])
      expect(pair[id]).toBeUndefined()
      expect(pair[`drafts.${id}`]?.title).toBe('Acted on')
    })

    await more.click()
    await page.getByRole('menuitem', {name: /Duplicate/}).click()
    await page.waitForURL((url) => !url.pathname.includes(id))
    const copy = openDocumentId(page)
    // ED-OP-052: a random UUID.
    expect(copy).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await expect(field(page, 'textbox', 'Title').inputValue()).resolves.toBe('Acted on')
    await eventually(async () => expect((await documents([`drafts.${copy}`]))[`drafts.${copy}`]?.title).toBe('Acted on'))

    await more.click()
    await page.getByRole('menuitem', {name: /Delete/}).click()
    const dialog = page.getByRole('alertdialog', {name: 'Delete this document?'})
    await dialog.waitFor()
    await dialog.getByRole('button', {name: 'Cancel'}).click()
    await dialog.waitFor({state: 'detached'})
    await expect(documents([`drafts.${copy}`]).then((pair) => pair[`drafts.${copy}`]?.title)).resolves.toBe('Acted on')
    await more.click()
    await page.getByRole('menuitem', {name: /Delete/}).click()
    await dialog.getByRole('button', {name: 'Delete now'}).click()
    await page.waitForURL((url) => url.pathname === '/structure/fieldShowcase')
    await eventually(async () => expect((await documents([`drafts.${copy}`]))[`drafts.${copy}`]).toBeUndefined())
  })

  test('discard changes asks first: Escape keeps the draft, Discard now removes it, and the focus goes back to the menu button (ED-OP-033)', async () => {
    const id = uniqueId('discarded')
    await mutate([{create: {_id: id, _type: 'fieldShowcase', title: 'As published'}}, {create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title: 'Changed since'}}])
    await openDocument(page, 'editor', 'fieldShowcase', id)
    const more = page.getByRole('button', {name: 'More document actions'})
    const focusedIsMore = () => more.evaluate((element) => element === document.activeElement)
    const chooseDiscard = async () => {
      await more.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('menu').waitFor()
      for (let step = 0; step < 8; step++) {
        if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Discard changes')) break
        await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
    }
    const dialog = page.getByRole('alertdialog', {name: 'Discard changes?'})

    await chooseDiscard()
    await dialog.getByText('Are you sure you want to discard all changes to “Changed since” since it was last published?', {exact: false}).waitFor()
    // Cancel has the focus, so a key pressed out of habit changes nothing.
    await expect.poll(() => dialog.getByRole('button', {name: 'Cancel'}).evaluate((element) => element === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page, '[role="alertdialog"]')
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    await expect.poll(focusedIsMore).toBe(true)
    await expect(documents([`drafts.${id}`]).then((pair) => pair[`drafts.${id}`]?.title)).resolves.toBe('Changed since')

    await chooseDiscard()
    await dialog.waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Discard now')
    await page.keyboard.press('Enter')
    await dialog.waitFor({state: 'detached'})
    await eventually(async () => {
      const pair = await documents([id, `drafts.${id}`])
      expect(pair[`drafts.${id}`]).toBeUndefined()
      expect(pair[id]?.title).toBe('As published')
    })
    await expect(field(page, 'textbox', 'Title').inputValue()).resolves.toBe('As published')
    await expect.poll(focusedIsMore).toBe(true)
  })

  test('delete and unpublish are refused while another document refers to this one strongly, and the dialog says which', async () => {
    const author = uniqueId('referred')
    const article = uniqueId('referring')
    const reader = uniqueId('weakly')
    await mutate([
      {create: {_id: author, _type: 'author', name: 'Referred Author'}},
      {create: {_id: article, _type: 'article', title: 'The referring article', author: {_type: 'reference', _ref: author}}},
      {create: {_id: reader, _type: 'article', title: 'A weak mention', author: {_type: 'reference', _ref: author, _weak: true}}},
    ])
    await signIn(page, lake, 'editor', `/structure/author;${author}`)
    await page.getByRole('form').waitFor()
    const more = page.getByRole('button', {name: 'More document actions'})
    await more.click()
    await page.getByRole('menuitem', {name: /Delete/}).click()
    const dialog = page.getByRole('alertdialog', {name: 'Delete this document?'})
    await dialog.getByText(/cannot be deleted: another document refers to it/).waitFor()
    await expect(dialog.getByRole('list', {name: 'Documents that refer to this one', exact: true}).getByRole('link').allTextContents()).resolves.toEqual(['The referring article'])
    await expect(dialog.getByRole('list', {name: 'Documents that refer to this one weakly'}).getByRole('link').allTextContents()).resolves.toEqual(['A weak mention'])
    await expect(dialog.getByRole('button', {name: 'Delete now'}).isDisabled()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await page.screenshot({path: join(tmpdir(), 'delete-blocked.png')})
    await dialog.getByRole('button', {name: 'Cancel'}).click()
    await dialog.waitFor({state: 'detached'})

    // Unpublishing would leave the strong reference pointing at nothing published: the same answer.
    await more.click()
    await page.getByRole('menuitem', {name: /Unpublish/}).click()
    const unpublish = page.getByRole('alertdialog', {name: 'Unpublish this document?'})
    await unpublish.getByText(/cannot be unpublished: another document refers to it/).waitFor()
    await expect(unpublish.getByRole('list', {name: 'Documents that refer to this one', exact: true}).getByRole('link').allTextContents()).resolves.toEqual(['The referring article'])
    await expect(unpublish.getByRole('button', {name: 'Unpublish now'}).isDisabled()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await page.screenshot({path: join(tmpdir(), 'unpublish-blocked.png')})
    await unpublish.getByRole('button', {name: 'Cancel'}).click()
    await unpublish.waitFor({state: 'detached'})

    // Once the reference is gone the delete goes through (the weak one never blocks).
    await mutate([{patch: {id: article, unset: ['author']}}])
    await more.click()
    await page.getByRole('menuitem', {name: /Delete/}).click()
    await dialog.getByRole('button', {name: 'Delete now'}).click()
    await page.waitForURL((url) => url.pathname === '/structure/author')
    await eventually(async () => expect((await documents([author]))[author]).toBeUndefined())
  })
})
