// The rich-text input (ED-PT-*) in Chromium against the real lake: an article's Body activated,
// typed into and formatted with the keyboard shortcut, the style menu, the list and link buttons,
// checked in the draft the lake stores; a remote edit to another block arriving while the caret
// stays where the editor left it; fullscreen, the narrow toolbar, read-only for a viewer, and axe.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {draftOf as storedDraft, eventually} from './support/documents.ts'
import {recordMutations} from './support/mutations.ts'
import * as rich from './support/richText.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {LIST_UPDATE_MAX_WAIT_MS} from '../../ui/structure/useDocumentList.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lakestudio-screenshots')

type Block = {_type: string; _key: string; style?: string; listItem?: string; level?: number; markDefs?: {_key: string; _type: string; href?: string}[]; children?: {_type: string; _key?: string; text: string; marks: string[]}[]}

const mutate = (mutations: unknown[]) => rich.mutate(lake, mutations)
const paragraph = (key: string, text: string): Block => rich.paragraph(key, text)
/** Creates an article draft whose Body holds `body`; answers its id. */
const article = (body: Block[]) => rich.createArticle(lake, 'richtext', 'Rich text', body)
const storedBody = (id: string) => rich.storedBody<Block>(lake, id)
const bodyWhen = (id: string, check: (body: Block[]) => void) => rich.bodyWhen<Block>(lake, id, check)

const form = () => page.getByRole('form')
const editor = () => form().getByRole('textbox', {name: 'Body', exact: true})
const toolbar = () => form().getByRole('toolbar', {name: 'Formatting for Body', exact: true})

/** Opens the article and activates its Body with a click, or with Enter on the overlay. */
async function openAndActivate(id: string, by: 'pointer' | 'keyboard' = 'pointer'): Promise<void> {
  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  const overlay = form().getByRole('button', {name: 'Click or tap to activate Body', exact: true})
  if (by === 'pointer') await overlay.click()
  else {
    await overlay.focus()
    await page.keyboard.press('Enter')
  }
  await toolbar().waitFor()
  await expect.poll(() => editor().evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

/** Puts the caret at the end of the text `text` in the editor. */
async function caretAfter(text: string): Promise<void> {
  await editor().getByText(text, {exact: false}).first().click()
  await page.keyboard.press('End')
  // The editor reads DOM selection changes throttled (spec/DECISIONS.md): on a busy machine a key
  // typed at once could still go where the click put the caret. A person is never that quick.
  await page.waitForTimeout(200)
}

async function chooseStyle(name: string): Promise<void> {
  await toolbar().getByRole('button', {name: /Text style/}).click()
  await page.getByRole('option', {name, exact: true}).click()
}

describe('rich text', () => {
  test('typed text, a bold word, a heading, a bullet item and a link are stored as portable text (ED-PT-001 … ED-PT-005, ED-PT-020)', async () => {
    const id = await article([paragraph('first', 'First paragraph.')])
    const recorder = recordMutations(page)
    await openAndActivate(id)
    await caretAfter('First paragraph.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Hello ')
    await page.keyboard.press('ControlOrMeta+B')
    await page.keyboard.type('brave')
    await page.keyboard.press('ControlOrMeta+B')
    await page.keyboard.type(' world')
    await expect(toolbar().getByRole('button', {name: 'Bold', exact: true}).getAttribute('aria-pressed')).resolves.toBe('false')

    await page.keyboard.press('Enter')
    await page.keyboard.type('Big title')
    await chooseStyle('Heading 2')
    await expect.poll(() => editor().locator('h2').textContent()).toBe('Big title')

    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await chooseStyle('Normal')
    await toolbar().getByRole('button', {name: 'Bullet list', exact: true}).click()
    await page.keyboard.type('Item one')
    await expect(toolbar().getByRole('button', {name: 'Bullet list', exact: true}).getAttribute('aria-pressed')).resolves.toBe('true')

    await page.keyboard.press('Enter')
    await toolbar().getByRole('button', {name: 'Bullet list', exact: true}).click()
    await page.keyboard.type('See the docs')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
    // The editor reads DOM selection changes throttled (its Slate core, ~100 ms) and a toolbar press
    // does not flush them: a person's hand takes longer than that to reach the button.
    await page.waitForTimeout(250)
    await toolbar().getByRole('button', {name: 'Link', exact: true}).click()
    const dialog = page.getByRole('dialog', {name: 'Edit Link', exact: true})
    const address = dialog.getByRole('textbox', {name: 'Address', exact: true})
    await address.fill('not a url')
    await dialog.getByText('Not a valid URL').waitFor()
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-link.png')})
    await expect(dialog.getByRole('button', {name: 'Apply', exact: true}).isDisabled()).resolves.toBe(true)
    await address.fill('https://example.com/docs')
    await address.press('Enter')
    await dialog.waitFor({state: 'detached'})

    // The link's definition and the split of its span may reach the lake in two commits (the
    // throttle's leading and trailing ones): wait for both.
    const body = await bodyWhen(id, (blocks) => {
      expect(blocks).toHaveLength(5)
      expect(blocks[4].markDefs).toHaveLength(1)
      expect(blocks[4].children).toHaveLength(2)
    })
    expect(body[0]).toMatchObject({_key: 'first', children: [{text: 'First paragraph.'}]})
    // The bold word is a span of its own marked strong, between two unmarked ones.
    expect(body[1]).toMatchObject({_type: 'block', style: 'normal', markDefs: []})
    expect(body[1].children!.map((span) => [span.text, span.marks])).toEqual([['Hello ', []], ['brave', ['strong']], [' world', []]])
    expect(body[2]).toMatchObject({style: 'h2', children: [{text: 'Big title', marks: []}]})
    expect(body[3]).toMatchObject({style: 'normal', listItem: 'bullet', level: 1, children: [{text: 'Item one'}]})
    // Rarely seen failing (about one run in ten, not reproduced since): say whether the editor showed
    // the item as a bullet too, or only the stored draft has it.
    const shown = await editor().evaluate((element) => [...element.children].map((block) => `${block.getAttribute('class') ?? ''}: ${block.textContent ?? ''}`))
    expect(body[4].listItem, `stored ${JSON.stringify(body.map((block) => block.listItem ?? null))}; shown ${JSON.stringify(shown)}; commits ${JSON.stringify(recorder.summary(`drafts.${id}`))}`).toBeUndefined()
    const [link] = body[4].markDefs!
    expect(link).toMatchObject({_type: 'link', href: 'https://example.com/docs'})
    expect(body[4].children!.map((span) => [span.text, span.marks])).toEqual([['See the ', []], ['docs', [link._key]]])
    // Every item has a key: the editor's patches address blocks and spans by `_key`, and the body
    // itself is never replaced wholesale.
    for (const block of body) expect(typeof block._key).toBe('string')
    await page.evaluate(() => undefined)
    const wholeBody = recorder.operations(`drafts.${id}`).filter((operation) => operation.path === 'body' && operation.op !== 'setIfMissing')
    expect(wholeBody).toEqual([])
    expect(recorder.summary(`drafts.${id}`).filter((operation) => operation.startsWith('insert'))).toContain('insert after body[_key=="first"]')
    await editor().scrollIntoViewIfNeeded()
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-formatted.png')})
  })

  test('the toolbar is one Tab stop: arrow keys move between its controls, Tab and Shift+Tab leave it', async () => {
    const id = await article([paragraph('a', 'Toolbar keys')])
    await openAndActivate(id, 'keyboard')
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')
    const inToolbar = () => toolbar().evaluate((element) => element.contains(document.activeElement))
    // Back from the text into the toolbar: one Shift+Tab reaches it, or the stops before it.
    for (let i = 0; i < 6 && !(await inToolbar()); i++) await page.keyboard.press('Shift+Tab')
    expect(await inToolbar()).toBe(true)
    const first = await focusedLabel()
    await page.keyboard.press('ArrowLeft')
    expect(await focusedLabel()).not.toBe(first)
    await page.keyboard.press('ArrowRight')
    expect(await focusedLabel()).toBe(first)
    await page.keyboard.press('ArrowLeft')
    expect(await inToolbar()).toBe(true)
    // One Shift+Tab and the focus is out of the toolbar, whichever control it was on.
    await page.keyboard.press('Shift+Tab')
    expect(await inToolbar()).toBe(false)
    await page.keyboard.press('Tab')
    expect(await inToolbar()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await inToolbar()).toBe(false)
  })

  test('activated by keyboard, typing into an empty body creates it; emptying it again unsets the field', async () => {
    const id = await article([])
    await mutate([{patch: {id: `drafts.${id}`, unset: ['body']}}])
    await openAndActivate(id, 'keyboard')
    await page.keyboard.type('From nothing')
    const [only] = await bodyWhen(id, (blocks) => expect(blocks.map((block) => block.children?.map((span) => span.text).join(''))).toEqual(['From nothing']))
    expect(only).toMatchObject({_type: 'block', style: 'normal', markDefs: []})
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await eventually(async () => expect(await storedDraft(lake, id)).not.toHaveProperty('body'))
  })

  test('a remote edit to another block arrives while the caret stays put (EDITING-MODEL "Remote mutations and rebase")', async () => {
    const id = await article([paragraph('alpha', 'Alpha paragraph.'), paragraph('beta', 'Beta paragraph.')])
    const recorder = recordMutations(page)
    await openAndActivate(id)
    await caretAfter('Beta paragraph.')
    await page.keyboard.type(' Typed')
    await bodyWhen(id, (blocks) => expect(blocks[1].children![0].text).toBe('Beta paragraph. Typed'))
    // Typing patches the span's text at its keyed path: nothing else of the body is rewritten.
    await page.evaluate(() => undefined)
    expect(new Set(recorder.summary(`drafts.${id}`))).toEqual(new Set(['diffMatchPatch body[_key=="beta"].children[_key=="beta-s"].text']))

    await mutate([{patch: {id: `drafts.${id}`, set: {'body[_key=="alpha"].children[_key=="alpha-s"].text': 'Alpha changed elsewhere.'}}}])
    await editor().getByText('Alpha changed elsewhere.').waitFor()
    // The caret is still at the end of the second block: the next keystroke lands there.
    await page.keyboard.type(' more')
    await expect.poll(() => editor().textContent()).toBe('Alpha changed elsewhere.Beta paragraph. Typed more')
    const body = await bodyWhen(id, (blocks) => expect(blocks[1].children![0].text).toBe('Beta paragraph. Typed more'))
    expect(body[0].children![0].text).toBe('Alpha changed elsewhere.')
    expect(body).toHaveLength(2)
  })

  test('blocks removed and added before the caret by someone else leave the caret in its block (EDITING-MODEL "Remote mutations and rebase")', async () => {
    const id = await article([paragraph('p0', 'Zero.'), paragraph('p1', 'One.'), paragraph('p2', 'Two.'), paragraph('p3', 'Three.')])
    await openAndActivate(id)
    await caretAfter('Two.')
    await page.keyboard.type(' a')
    await bodyWhen(id, (blocks) => expect(blocks[2].children![0].text).toBe('Two. a'))
    // The editor used to apply such a change index by index: the blocks after it were rewritten
    // into one another, and the caret went to the start of the body.
    await mutate([{patch: {id: `drafts.${id}`, unset: ['body[_key=="p1"]']}}])
    await expect.poll(() => editor().getByText('One.', {exact: true}).count()).toBe(0)
    await page.keyboard.type(' b')
    await mutate([
      {patch: {id: `drafts.${id}`, insert: {before: 'body[_key=="p0"]', items: [paragraph('new0', 'New first.')]}}},
      {patch: {id: `drafts.${id}`, insert: {after: 'body[_key=="p2"]', items: [paragraph('new3', 'New after.')]}}},
    ])
    await editor().getByText('New after.', {exact: true}).waitFor()
    await page.keyboard.type(' c')
    const texts = ['New first.', 'Zero.', 'Two. a b c', 'New after.', 'Three.']
    const body = await bodyWhen(id, (blocks) => expect(blocks.map((block) => block.children![0].text)).toEqual(texts))
    expect(body.map((block) => block._key)).toEqual(['new0', 'p0', 'p2', 'new3', 'p3'])
    await expect.poll(() => editor().evaluate((element) => [...element.querySelectorAll('[data-pt-block]')].map((block) => block.textContent))).toEqual(texts)
  })

  test('a word someone else bolds in the paragraph being typed into leaves the caret where the typing goes on (EDITING-MODEL "Remote mutations and rebase")', async () => {
    const id = await article([paragraph('p0', 'Zero.'), paragraph('p1', 'One two three.')])
    await openAndActivate(id)
    await caretAfter('One two three.')
    await page.keyboard.type(' a')
    await bodyWhen(id, (blocks) => expect(blocks[1].children![0].text).toBe('One two three. a'))
    // Marking a word cuts the span in three; the editor kept the caret in the first, shorter one,
    // and the next keys landed after "One ".
    const recut = [
      {_type: 'span', _key: 'p1-s', text: 'One ', marks: []},
      {_type: 'span', _key: 'bold', text: 'two', marks: ['strong']},
      {_type: 'span', _key: 'rest', text: ' three. a', marks: []},
    ]
    await mutate([{patch: {id: `drafts.${id}`, set: {'body[_key=="p1"].children': recut}}}])
    await editor().locator('strong').getByText('two', {exact: true}).waitFor()
    await page.keyboard.type(' b')
    // A style set on the block keeps it too.
    await mutate([{patch: {id: `drafts.${id}`, set: {'body[_key=="p1"].style': 'h2'}}}])
    await editor().locator('h2').getByText('two', {exact: true}).waitFor()
    await page.keyboard.type(' c')
    const body = await bodyWhen(id, (blocks) => expect(blocks[1].children!.map((span) => span.text)).toEqual(['One ', 'two', ' three. a b c']))
    expect(body[1].style).toBe('h2')
    expect(body[1].children![1].marks).toEqual(['strong'])
  })

  test('a paragraph someone else splits before the caret takes the caret along with the text behind it (EDITING-MODEL "Remote mutations and rebase")', async () => {
    const id = await article([paragraph('p0', 'Zero.'), paragraph('p1', 'One two three.')])
    await openAndActivate(id)
    await caretAfter('One two three.')
    await page.keyboard.type(' a')
    await bodyWhen(id, (blocks) => expect(blocks[1].children![0].text).toBe('One two three. a'))
    // Their Enter after "One two": the caret stayed behind at the end of the first half.
    await mutate([
      {patch: {id: `drafts.${id}`, set: {'body[_key=="p1"].children[_key=="p1-s"].text': 'One two'}}},
      {patch: {id: `drafts.${id}`, insert: {after: 'body[_key=="p1"]', items: [paragraph('split', ' three. a')]}}},
    ])
    await editor().getByText(' three. a', {exact: true}).waitFor()
    await page.keyboard.type(' b')
    const body = await bodyWhen(id, (blocks) => expect(blocks.map((block) => block.children![0].text)).toEqual(['Zero.', 'One two', ' three. a b']))
    expect(body.map((block) => block._key)).toEqual(['p0', 'p1', 'split'])
  })

  test('search opened with Ctrl+K and closed with Escape or its Close button gives the caret back where it was (ED-PT-065)', async () => {
    const id = await article([paragraph('first', 'First block'), paragraph('second', 'Second block')])
    await openAndActivate(id, 'keyboard')
    // The caret goes to the middle of the second block by keyboard: "Second| block".
    // The editor reads the browser's caret moves throttled (see caretAfter) and moves the caret
    // by the arrow keys itself, from where it last read it.
    await page.keyboard.press('ControlOrMeta+End')
    await page.waitForTimeout(200)
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft')
    await page.keyboard.type('Y')
    await bodyWhen(id, (blocks) => expect(blocks[1].children![0].text).toBe('SecondY block'))

    const search = page.getByRole('combobox', {name: 'Search'})
    await page.keyboard.press('Control+K')
    await search.waitFor()
    await page.keyboard.press('Escape')
    await search.waitFor({state: 'detached'})
    await expect.poll(() => editor().evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('X')

    await page.keyboard.press('Control+K')
    await search.waitFor()
    await page.getByRole('button', {name: 'Close search'}).click()
    await search.waitFor({state: 'detached'})
    await expect.poll(() => editor().evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('Z')

    await bodyWhen(id, (blocks) => expect(blocks.map((block) => block.children![0].text)).toEqual(['First block', 'SecondYXZ block']))
  })

  test("typing holds the document list's refresh until typing pauses, as a text input does", async () => {
    const id = await article([paragraph('alpha', 'Alpha paragraph.')])
    const requests: {at: number; kind: 'list' | 'save'}[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (url.includes('structure.document-list')) requests.push({at: Date.now(), kind: 'list'})
      else if (url.includes('/data/mutate/')) requests.push({at: Date.now(), kind: 'save'})
    })
    await openAndActivate(id)
    await caretAfter('Alpha paragraph.')
    const started = Date.now()
    // Keys 60 ms apart for about 1.5 s: the pair saves at the first key and once a second after,
    // and each save is a change to the listed type, which would refresh the list between two keys.
    await page.keyboard.type(' typed on without a pause', {delay: 60})
    const ended = Date.now()
    // Past the longest hold the list refreshes anyway (a machine slow enough to get there).
    const until = Math.min(ended, started + LIST_UPDATE_MAX_WAIT_MS)
    const during = requests.filter((request) => request.at >= started && request.at <= until)
    expect(during.filter((request) => request.kind === 'save').length).toBeGreaterThan(0)
    expect(during.filter((request) => request.kind === 'list')).toEqual([])
    // Once typing pauses the list catches up with the saves.
    await expect.poll(() => requests.some((request) => request.kind === 'list' && request.at > ended), {timeout: 10_000}).toBe(true)
  })

  test("the editor's code carries V8's compile hint, so its first keys do not wait on compilation (ED-PT-060)", async () => {
    const id = await article([paragraph('alpha', 'Alpha paragraph.')])
    await openAndActivate(id)
    const heads = await page.evaluate(async () => {
      const scripts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'))
      return Promise.all(scripts.map(async (url) => ({file: url.split('/').pop()!, head: (await (await fetch(url)).text()).slice(0, 40)})))
    })
    const hinted = heads.filter(({head}) => head.startsWith('//# allFunctionsCalledOnLoad\n')).map(({file}) => file.replace(/-[\w-]{8}\.js$/, ''))
    expect(hinted).toEqual(['PortableTextInput'])
  })

  test('the text is read-only while the connection is down, editable again once it is back (ED-PT-041)', async () => {
    const id = await article([paragraph('one', 'Steady text.')])
    await openAndActivate(id)
    await page.context().setOffline(true)
    lake.cutConnections()
    await form().getByRole('status').getByText('Offline: the text is read-only until the connection is back').waitFor()
    await expect(editor().getAttribute('contenteditable')).resolves.toBe('false')
    await page.context().setOffline(false)
    await form().getByText('Offline: the text is read-only until the connection is back').waitFor({state: 'detached', timeout: 30_000})
    await expect(editor().getAttribute('contenteditable')).resolves.toBe('true')
    await caretAfter('Steady text.')
    await page.keyboard.type(' Back.')
    await bodyWhen(id, (blocks) => expect(blocks[0].children![0].text).toBe('Steady text. Back.'))
  })

  test('focus and the caret come back to the text when the connection does, so the next keys are kept', async () => {
    const id = await article([paragraph('one', 'Before the outage.'), paragraph('two', 'Second.')])
    await openAndActivate(id)
    await caretAfter('Before the outage.')
    await page.context().setOffline(true)
    lake.cutConnections()
    await form().getByRole('status').getByText('Offline: the text is read-only until the connection is back').waitFor()
    await page.context().setOffline(false)
    await form().getByText('Offline: the text is read-only until the connection is back').waitFor({state: 'detached', timeout: 30_000})
    // No click: the editor goes on typing where it was (the keys went to the page before).
    await expect.poll(() => editor().evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.type(' After.')
    await bodyWhen(id, (blocks) => expect(blocks.map((block) => block.children![0].text)).toEqual(['Before the outage. After.', 'Second.']))
  })

  test('Escape closes the link popover; fullscreen by button and mod+Enter, left with Escape; the toolbar folds below 400 px; no axe violations (ED-PT-021, ED-PT-031)', async () => {
    const id = await article([paragraph('one', 'Some words to look at.')])
    await openAndActivate(id)
    await caretAfter('Some words to look at.')
    await page.keyboard.press('Shift+Home')
    await page.keyboard.press('ControlOrMeta+I')
    await expect(toolbar().getByRole('button', {name: 'Italic', exact: true}).getAttribute('aria-pressed')).resolves.toBe('true')
    // Escape closes the link popover with nothing linked.
    await toolbar().getByRole('button', {name: 'Link', exact: true}).click()
    const linkDialog = page.getByRole('dialog', {name: 'Edit Link', exact: true})
    await linkDialog.getByRole('textbox', {name: 'Address', exact: true}).waitFor()
    await expectNoAxeViolations(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await linkDialog.waitFor({state: 'detached'})
    await expectNoAxeViolations(page, '[role="toolbar"]')
    await expectNoAxeViolations(page, '[role="textbox"][aria-multiline]')
    mkdirSync(SCREENSHOTS, {recursive: true})
    await toolbar().screenshot({path: join(SCREENSHOTS, 'richtext-toolbar.png')})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-editor.png')})

    const frameBox = async () => (await toolbar().boundingBox())!
    // Coming back from fullscreen, the editor is where it was: the form kept its place, so the
    // pane's scroll position was not cut short while the frame was out of it.
    const inlineTop = (await frameBox()).y
    await toolbar().getByRole('button', {name: 'Open in fullscreen', exact: true}).click()
    await expect.poll(async () => (await frameBox()).width).toBeGreaterThan(1300)
    await toolbar().getByRole('button', {name: 'Leave fullscreen', exact: true}).click()
    await expect.poll(async () => Math.round((await frameBox()).y)).toBe(Math.round(inlineTop))
    // The click may scroll the editor fully into view first.
    await editor().click()
    const clickedTop = (await frameBox()).y
    await page.keyboard.press('ControlOrMeta+Enter')
    await toolbar().getByRole('button', {name: 'Leave fullscreen', exact: true}).waitFor()
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-fullscreen.png')})
    await page.keyboard.press('Escape')
    await toolbar().getByRole('button', {name: 'Open in fullscreen', exact: true}).waitFor()
    await expect.poll(async () => Math.round((await frameBox()).y)).toBe(Math.round(clickedTop))

    // The studio lays a phone-sized window out as another pane, which mounts the form anew.
    await page.setViewportSize({width: 390, height: 844})
    await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
    await toolbar().getByRole('button', {name: 'More formatting', exact: true}).waitFor()
    await expect(toolbar().getByRole('button', {name: 'Bold', exact: true}).count()).resolves.toBe(0)
    await toolbar().getByRole('button', {name: 'More formatting', exact: true}).click()
    await page.getByRole('menuitemcheckbox', {name: 'Italic'}).waitFor()
    await expectNoAxeViolations(page, '[role="menu"]')
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-narrow.png')})
    await page.keyboard.press('Escape')
  })

  test('lists nest to level 9 at 32 px a level, numbering cycling by level (ED-PT-003, ED-PT-010)', async () => {
    const id = await article([paragraph('one', 'Top')])
    await openAndActivate(id)
    await caretAfter('Top')
    await toolbar().getByRole('button', {name: 'Numbered list', exact: true}).click()
    // The editor reads the DOM selection a moment after a key; the toolbar's focus restores the one it had.
    await page.keyboard.press('End')
    for (let level = 2; level <= 10; level++) {
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.type(`L${level}`)
    }
    const body = await bodyWhen(id, (blocks) => expect(blocks.at(-1)?.children?.[0]?.text).toBe('L10'))
    // The tenth Tab is refused: nine levels at most.
    expect(body.map((block) => block.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 9])
    const indents = await editor().locator('[data-level]').evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).paddingLeft))
    expect(indents.slice(0, 3)).toEqual(['32px', '64px', '96px'])
    const markers = await editor().locator('[data-level]').evaluateAll((blocks) => blocks.slice(0, 4).map((block) => getComputedStyle(block, '::before').content))
    // Numbering cycles decimal, lower-alpha, lower-roman and starts over (Chromium omits `decimal`).
    expect(markers).toEqual(['counter(pt-l1) "."', 'counter(pt-l2, lower-alpha) "."', 'counter(pt-l3, lower-roman) "."', 'counter(pt-l4) "."'])
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-lists.png')})
  })

  test('a numbered list after a paragraph numbers from 1 again, and a deeper level from a under each item (ED-PT-010)', async () => {
    const item = (key: string, text: string, level: number) => ({...paragraph(key, text), listItem: 'number', level}) as Block
    const id = await article([
      item('a1', 'First', 1),
      item('a2', 'Second', 1),
      item('a2x', 'Under second', 2),
      item('a2y', 'Also under second', 2),
      item('a3', 'Third', 1),
      item('a3x', 'Under third', 2),
      paragraph('between', 'A paragraph between.'),
      item('b1', 'Again first', 1),
      item('b2', 'Again second', 1),
    ])
    await openAndActivate(id)
    await expect
      .poll(() => rich.drawnBlocks(page, ['a1', 'a2', 'a2x', 'a2y', 'a3', 'a3x', 'between', 'b1', 'b2']))
      .toEqual(['1.First', '2.Second', 'a.Under second', 'b.Also under second', '3.Third', 'a.Under third', 'A paragraph between.', '1.Again first', '2.Again second'])
  })

  test("a seeded article's body shows its block objects as cards with Edit and Remove, and its footnotes as chips (ED-PT-006)", async () => {
    const query = '*[_type == "article" && !(_id in path("drafts.**")) && defined(body)]{_id, body}'
    const response = await lake.api(`/data/query/production?${new URLSearchParams({query, perspective: 'raw'})}`)
    const {result: articles} = (await response.json()) as {result: {_id: string; body: Block[]}[]}
    const footnotesOf = (body: Block[]) => body.flatMap((block) => block.children?.filter((child) => child._type === 'footnote') ?? [])
    // The demo's articles hold callouts or code snippets between paragraphs, and footnotes in some.
    const chosen = articles.find((candidate) => candidate.body.some((block) => block._type !== 'block') && footnotesOf(candidate.body).length > 0)!
    const objects = chosen.body.filter((block) => block._type !== 'block')
    await signIn(page, lake, 'editor', `/structure/article;${chosen._id}`)
    const editButtons = editor().getByRole('button', {name: /^Edit /})
    await editButtons.first().waitFor()
    await expect(editButtons.count()).resolves.toBe(objects.length)
    // Before the text is activated objects open for editing but are not removed from it.
    await expect(editor().getByRole('button', {name: /^Remove /}).count()).resolves.toBe(0)
    await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
    await expect.poll(() => editor().getByRole('button', {name: /^Remove /}).count()).toBe(objects.length)
    await expect(editor().locator('[data-pt-object]').count()).resolves.toBe(footnotesOf(chosen.body).length)
    await editor().scrollIntoViewIfNeeded()
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-seeded.png')})
  })

  test('an invalid body shows the panel with Ignore and Fix; Fix repairs it with patches and keeps the valid text (ED-PT-042, ED-PT-043)', async () => {
    const noText = {_type: 'block', _key: 'notext', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 'nt-s', marks: []}, {_type: 'gone', _key: 'nt-g'}, {_type: 'span', _key: 'nt-t', text: 'Kept words.', marks: []}]}
    const empty = {_type: 'block', _key: 'empty', style: 'normal', markDefs: [], children: []}
    const id = await article([paragraph('one', 'Fine text.'), noText as unknown as Block, empty as unknown as Block])
    const recorder = recordMutations(page)
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    const panel = form().getByRole('group', {name: 'Invalid portable text', exact: true})
    await panel.waitFor()
    await expect(panel.getByRole('listitem').allTextContents()).resolves.toEqual([
      'Child 1 of block 2 has no text: set empty text',
      'Child 2 of block 2 is of no type the block allows: remove the child',
      'Block 3 has no text: insert an empty span',
    ])
    await expect(form().getByRole('textbox', {name: 'Body', exact: true}).count()).resolves.toBe(0)
    await expectNoAxeViolations(page, '[role="group"][aria-label="Invalid portable text"]')
    mkdirSync(SCREENSHOTS, {recursive: true})
    await panel.screenshot({path: join(SCREENSHOTS, 'richtext-invalid-panel.png')})
    await panel.getByRole('button', {name: 'Fix', exact: true}).click()
    await editor().getByText('Kept words.').waitFor()
    const body = await bodyWhen(id, (blocks) => expect(blocks[2]?.children).toHaveLength(1))
    expect(body[0]).toEqual(paragraph('one', 'Fine text.'))
    expect(body[1].children).toEqual([
      {_type: 'span', _key: 'nt-s', marks: [], text: ''},
      {_type: 'span', _key: 'nt-t', text: 'Kept words.', marks: []},
    ])
    expect(body[2].children![0]).toMatchObject({_type: 'span', text: '', marks: []})
    // The repairs are patches inside the body, never the body replaced.
    await page.evaluate(() => undefined)
    expect(recorder.operations(`drafts.${id}`).filter((operation) => operation.path === 'body')).toEqual([])
  })

  test('what the editor cannot show is said in a toast with its level and description (ED-PT-044)', async () => {
    // A span without `_type`: the list itself is fine (keys, types), so only the editor objects.
    const broken = {_type: 'block', _key: 'bad', style: 'normal', markDefs: [], children: [{_key: 'bad-s', text: 'No type', marks: []}]}
    const id = await article([paragraph('one', 'Fine text.'), broken as unknown as Block])
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    // The invalid-value panel comes first (ED-PT-042); Ignore hands the value to the editor as it is.
    await form().getByRole('group', {name: 'Invalid portable text', exact: true}).getByRole('button', {name: 'Ignore', exact: true}).click()
    const toast = page.getByRole('region', {name: 'Notifications', exact: true}).getByRole('alertdialog').filter({hasText: 'Part of this rich text cannot be shown'})
    await toast.first().waitFor()
    // The editor's own description names the child it cannot show.
    await expect(toast.first().textContent()).resolves.toContain("Child with _key 'bad-s' in block with key 'bad' is missing '_type' property")
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-invalid-toast.png')})
  })

  test('a viewer sees the text read-only, without the overlay or the toolbar; bullets cycle three glyphs by level (ED-PT-010)', async () => {
    const bullet = (key: string, level: number): Block => ({...paragraph(key, `Level ${level}`), listItem: 'bullet', level})
    const body = [paragraph('one', 'Only to read.'), bullet('b1', 1), bullet('b2', 2), bullet('b3', 3), bullet('b4', 4)]
    const id = await article(body)
    await mutate([{createOrReplace: {_id: id, _type: 'article', title: 'Rich text', body}}])
    await signIn(page, lake, 'viewer', `/structure/article;${id}`)
    await editor().getByText('Only to read.').waitFor()
    await expect(editor().getAttribute('contenteditable')).resolves.toBe('false')
    await expect(editor().getAttribute('aria-readonly')).resolves.toBe('true')
    await expect(form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).count()).resolves.toBe(0)
    await expect(toolbar().count()).resolves.toBe(0)
    const glyphs = await editor().locator('[data-level]').evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block, '::before').content))
    expect(glyphs).toEqual(['"•"', '"◦"', '"▪"', '"•"'])
  })

  test('inactive, the text is outside the tab order; text clicked below the overlay scrolled past activates the field with the caret there (ED-PT-030)', async () => {
    const id = await article(Array.from({length: 40}, (_, i) => paragraph(`p${i}`, `Line number ${i}.`)))
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    const overlay = form().getByRole('button', {name: 'Click or tap to activate Body', exact: true})
    await overlay.focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    // Tab and Shift+Tab pass the text by: it is reached through the overlay only.
    expect(await editor().evaluate((element) => element.contains(document.activeElement))).toBe(false)
    await expect(toolbar().count()).resolves.toBe(0)
    // Scrolling past never edits; the overlay scrolls away with the text's top.
    await editor().evaluate((element) => element.parentElement!.scrollBy(0, 200))
    const line = editor().getByText('Line number 12.', {exact: true})
    await line.click({position: {x: 5, y: 5}})
    await toolbar().waitFor()
    await expect.poll(() => editor().evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('End')
    await page.waitForTimeout(200)
    await page.keyboard.type(' typed')
    await bodyWhen(id, (body) => expect(body[12]!.children![0]!.text).toBe('Line number 12. typed'))
  })

  test('a long body activated the moment it shows becomes editable and takes the caret once it is set up (ED-PT-030)', async () => {
    // 1,000 paragraphs take the editor a while to set up; the activating click lands before that.
    const id = await article(Array.from({length: 1000}, (_, i) => paragraph(`p${i}`, `Paragraph number ${i}.`)))
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
    await expect.poll(() => editor().getAttribute('contenteditable'), {timeout: 20_000}).toBe('true')
    await expect.poll(() => editor().evaluate((element) => element.contains(document.activeElement)), {timeout: 10_000}).toBe(true)
    await page.keyboard.type('Typed first')
    await bodyWhen(id, (body) => expect(JSON.stringify(body)).toContain('Typed first'))
  })
})
