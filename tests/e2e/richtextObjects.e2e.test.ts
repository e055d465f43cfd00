// Block objects, inline objects and annotations in the rich-text input (ED-PT-006, ED-PT-020,
// ED-PT-035, ED-PT-036) in Chromium against the real lake: inserted from the toolbar's insert
// menu, edited in a dialog titled from the schema type whose inputs patch the object's path,
// shown as cards and chips, the popover toolbar on an inline object and on annotated text (Edit,
// Remove, Escape), an internal link chosen with the reference input, an image block uploaded in
// its dialog or pasted as a file, validation markers on blocks, and axe on each surface.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import * as rich from './support/richText.ts'
import {twoToneImage} from '../support/images.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {chooseOption} from './support/keyboard.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

const SCREENSHOTS = join(tmpdir(), 'lakestudio-screenshots')

type Child = {_type: string; _key: string; text?: string; marks?: string[]; [field: string]: unknown}
type Block = {_type: string; _key: string; markDefs?: {_key: string; _type: string; [field: string]: unknown}[]; children?: Child[]; [field: string]: unknown}

const mutate = (mutations: unknown[]) => rich.mutate(lake, mutations)
const paragraph = (key: string, text: string): Block => rich.paragraph(key, text)
const article = (body: Block[]) => rich.createArticle(lake, 'rtobjects', 'Objects', body)
const bodyWhen = (id: string, check: (body: Block[]) => void) => rich.bodyWhen<Block>(lake, id, check)

const form = () => page.getByRole('form')
const editor = () => form().getByRole('textbox', {name: 'Body', exact: true})
const toolbar = () => form().getByRole('toolbar', {name: 'Formatting for Body', exact: true})
const objectTools = () => page.getByRole('toolbar', {name: 'Object tools', exact: true})

async function openAndActivate(id: string): Promise<void> {
  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
  await toolbar().waitFor()
}

async function caretAfter(text: string): Promise<void> {
  await editor().getByText(text, {exact: false}).first().click()
  await page.keyboard.press('End')
  // The editor reads DOM selection changes throttled; a toolbar press does not flush them.
  await page.waitForTimeout(250)
}

// A closed object dialog gives the caret back to the text a couple of frames after it has gone;
// an editor's next click comes after that, and so does the test's.
async function closed(dialog: Locator): Promise<void> {
  await dialog.waitFor({state: 'detached'})
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('contenteditable'))).toBe('true')
}

// Where the DOM caret is relative to an annotation's span: collapsed inside it, and at which offset.
async function caretIn(annotationKey: string): Promise<{inside: boolean; offset: number; collapsed: boolean; text: string}> {
  return page.evaluate((key) => {
    const selection = getSelection()
    const span = document.querySelector(`[data-pt-annotation="${CSS.escape(key)}"]`)
    const node = selection?.anchorNode ?? null
    const collapsed = selection?.isCollapsed ?? false
    return {inside: Boolean(span && node && span.contains(node) && collapsed), offset: selection?.anchorOffset ?? -1, collapsed, text: node?.textContent ?? ''}
  }, annotationKey)
}

async function insert(name: string): Promise<void> {
  await toolbar().getByRole('button', {name: 'Insert', exact: true}).click()
  await page.getByRole('menuitem', {name, exact: true}).click()
}

describe('rich-text objects', () => {
  test('a code snippet and a footnote inserted from the insert menu, edited in dialogs titled from their types, shown as a card and a chip, removed again', async () => {
    const id = await article([paragraph('one', 'Text before.')])
    await openAndActivate(id)
    await caretAfter('Text before.')
    await toolbar().getByRole('button', {name: 'Insert', exact: true}).click()
    await page.getByRole('menu', {name: 'Insert'}).waitFor()
    await expectNoAxeViolations(page, '[role="menu"]')
    await page.keyboard.press('Escape')

    // A block object: the dialog's inputs patch the inserted object's fields.
    await insert('Code snippet')
    const snippetDialog = page.getByRole('dialog', {name: 'Edit Code snippet', exact: true})
    await snippetDialog.getByRole('textbox', {name: 'File name', exact: true}).fill('hello.ts')
    await expectNoAxeViolations(page, '[role="dialog"]')
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-object-dialog.png')})
    await snippetDialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(snippetDialog)
    const withSnippet = await bodyWhen(id, (body) => expect(body.find((block) => block._type === 'codeSnippet')?.filename).toBe('hello.ts'))
    const snippet = withSnippet.find((block) => block._type === 'codeSnippet')!
    expect(typeof snippet._key).toBe('string')
    expect(withSnippet[0]).toMatchObject({_key: 'one', children: [{text: 'Text before.'}]})
    await editor().getByText('hello.ts', {exact: true}).waitFor()

    // An inline object in the first paragraph.
    await caretAfter('Text before.')
    await insert('Footnote')
    const footnoteDialog = page.getByRole('dialog', {name: 'Edit Footnote', exact: true})
    await footnoteDialog.getByRole('textbox', {name: 'Footnote text', exact: true}).fill('A note.')
    await footnoteDialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(footnoteDialog)
    const withFootnote = await bodyWhen(id, (body) => expect(body[0].children?.find((child) => child._type === 'footnote')?.text).toBe('A note.'))
    const footnote = withFootnote[0].children!.find((child) => child._type === 'footnote')!

    // The closed dialog gave the caret back to the text, on the footnote: its chip's popover
    // toolbar shows.
    await objectTools().getByRole('button', {name: 'Edit Footnote', exact: true}).waitFor()
    await expectNoAxeViolations(page, '[role="toolbar"][aria-label="Object tools"]')
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-object-toolbar.png')})
    // Escape closes it. With the caret moved off the chip, a click on the chip selects the
    // footnote again and brings the toolbar back; Edit reopens the dialog.
    await page.keyboard.press('Escape')
    await objectTools().waitFor({state: 'detached'})
    await page.keyboard.press('ArrowLeft')
    await page.waitForTimeout(250)
    await editor().locator(`[data-pt-object="${footnote._key}"]`).click()
    await objectTools().getByRole('button', {name: 'Edit Footnote', exact: true}).click()
    await footnoteDialog.getByRole('textbox', {name: 'Footnote text', exact: true}).waitFor()
    await expect(footnoteDialog.getByRole('textbox', {name: 'Footnote text', exact: true}).inputValue()).resolves.toBe('A note.')
    // Escape closes the dialog and the caret is back on the footnote. Escape closes its toolbar; a
    // click on the chip, still selected, brings it back (the caret stays on the chip, not thrown to
    // the block's start); Remove removes the footnote.
    await page.keyboard.press('Escape')
    await closed(footnoteDialog)
    await objectTools().getByRole('button', {name: 'Remove Footnote', exact: true}).waitFor()
    await page.keyboard.press('Escape')
    await objectTools().waitFor({state: 'detached'})
    await editor().locator(`[data-pt-object="${footnote._key}"]`).click()
    await objectTools().getByRole('button', {name: 'Remove Footnote', exact: true}).click()
    await bodyWhen(id, (body) => expect(body[0].children?.some((child) => child._type === 'footnote')).toBe(false))

    // The card's Edit and Remove.
    await editor().getByRole('button', {name: 'Edit Code snippet', exact: true}).click()
    await expect(snippetDialog.getByRole('textbox', {name: 'File name', exact: true}).inputValue()).resolves.toBe('hello.ts')
    await snippetDialog.getByRole('button', {name: 'Close', exact: true}).click()
    await editor().getByRole('button', {name: 'Remove Code snippet', exact: true}).click()
    await bodyWhen(id, (body) => expect(body.some((block) => block._type === 'codeSnippet')).toBe(false))
  })

  test('an internal link annotation chooses its document with the reference input; its popover toolbar edits and removes it', async () => {
    const response = await lake.api(`/data/query/production?${new URLSearchParams({query: '*[_type == "product" && !(_id in path("drafts.**"))] | order(name asc)[0]{_id, name}'})}`)
    const {result: product} = (await response.json()) as {result: {_id: string; name: string}}
    const id = await article([paragraph('one', 'See our product here.')])
    await openAndActivate(id)
    await editor().getByText('See our product here.').click()
    await page.keyboard.press('End')
    await page.waitForTimeout(250)
    await page.keyboard.press('ArrowLeft')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.waitForTimeout(250)
    await toolbar().getByRole('button', {name: 'Internal link', exact: true}).click()
    const dialog = page.getByRole('dialog', {name: 'Edit Internal link', exact: true})
    const search = dialog.getByRole('combobox', {name: 'Document', exact: true})
    await search.focus()
    await page.keyboard.type(product.name.split(' ')[0])
    await page.getByRole('option', {name: new RegExp(product.name)}).first().waitFor()
    await chooseOption(page, product.name)
    const linked = await bodyWhen(id, (body) => expect(body[0].markDefs?.[0]?.reference).toMatchObject({_ref: product._id}))
    const [markDef] = linked[0].markDefs!
    expect(markDef._type).toBe('internalLink')
    expect(linked[0].children!.map((span) => [span.text, span.marks])).toEqual([
      ['See our product ', []],
      ['here', [markDef._key]],
      ['.', []],
    ])
    await expectNoAxeViolations(page, '[role="dialog"]')
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(dialog)

    // The caret in the annotated text shows its popover toolbar; Escape closes it. Closing the
    // dialog hands the editor's last selection (the whole linked word) back to the text; the click
    // must land after that, and its caret must be the editor's before Escape (the editor reads DOM
    // selections throttled), or a key meant to move inside the link collapses that range onto the
    // link's edge instead, where no annotation applies.
    await editor().locator(`[data-pt-annotation="${markDef._key}"]`).click()
    await expect.poll(() => caretIn(markDef._key).then((caret) => caret.inside)).toBe(true)
    await page.waitForTimeout(250)
    await objectTools().getByRole('button', {name: 'Edit Internal link', exact: true}).waitFor()
    await page.keyboard.press('Escape')
    await objectTools().waitFor({state: 'detached'})
    // Moving the caret, one character and still inside the link, brings the toolbar back, reached
    // from the text with Alt+F10.
    const before = await caretIn(markDef._key)
    await page.keyboard.press(before.offset >= 2 ? 'ArrowLeft' : 'ArrowRight')
    await objectTools()
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\ncaret before the key: ${JSON.stringify(before)}; after: ${JSON.stringify(await caretIn(markDef._key))}`)
      })
    await page.keyboard.press('Alt+F10')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Internal link')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await bodyWhen(id, (body) => {
      expect(body[0].markDefs).toEqual([])
      expect(body[0].children!.map((span) => span.text).join('')).toBe('See our product here.')
    })
  })

  test('object and annotation dialogs opened by keyboard start in their first field, so keys typed at once land there (ED-PT-036)', async () => {
    const response = await lake.api(`/data/query/production?${new URLSearchParams({query: '*[_type == "product" && !(_id in path("drafts.**"))] | order(name asc)[0]{_id, name}'})}`)
    const {result: product} = (await response.json()) as {result: {_id: string; name: string}}
    const word = product.name.split(' ')[0]!
    const id = await article([
      {_type: 'block', _key: 'one', style: 'normal', markDefs: [{_type: 'link', _key: 'l1', href: 'https://example.com/a'}], children: [
        {_type: 'span', _key: 's1', text: 'Some ', marks: []},
        {_type: 'span', _key: 's2', text: 'linked', marks: ['l1']},
        {_type: 'span', _key: 's3', text: ' words', marks: []},
      ]},
      paragraph('two', 'Plain words'),
    ])
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).focus()
    await page.keyboard.press('Enter')
    await toolbar().waitFor()
    await expect.poll(() => editor().evaluate((element) => element === document.activeElement)).toBe(true)
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
    /** From the text into the formatting toolbar, then along it to the button named `name`. */
    const toToolbarButton = async (name: string) => {
      await page.keyboard.press('Shift+Tab')
      // The toolbar gives focus back to the button last used; it does not wrap.
      for (const key of ['ArrowLeft', 'ArrowRight']) for (let step = 0; step < 20 && (await focusedName()) !== name; step++) await page.keyboard.press(key)
      expect(await focusedName()).toBe(name)
    }

    // The link's editor from its popover toolbar: Alt+F10, Edit.
    await page.keyboard.press('ControlOrMeta+Home')
    await page.waitForTimeout(250)
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight')
    await objectTools().getByRole('button', {name: 'Edit Link', exact: true}).waitFor()
    await page.keyboard.press('Alt+F10')
    await expect.poll(focusedName).toBe('Edit Link')
    await page.keyboard.press('Enter')
    const linkDialog = page.getByRole('dialog', {name: 'Edit Link', exact: true})
    await linkDialog.waitFor()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('https://example.com/b')
    await expect.poll(() => linkDialog.getByRole('textbox', {name: 'Address', exact: true}).evaluate((element) => element === document.activeElement)).toBe(true)
    await bodyWhen(id, (body) => expect(body[0].markDefs).toEqual([{_type: 'link', _key: 'l1', href: 'https://example.com/b'}]))
    await page.keyboard.press('Escape')
    await closed(linkDialog)

    // A new internal link from the toolbar: its Document search takes the typed words.
    await page.keyboard.press('ControlOrMeta+End')
    await page.waitForTimeout(250)
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.waitForTimeout(250)
    await toToolbarButton('Internal link')
    await page.keyboard.press('Enter')
    const internalDialog = page.getByRole('dialog', {name: 'Edit Internal link', exact: true})
    await internalDialog.waitFor()
    await page.keyboard.type(word)
    const search = internalDialog.getByRole('combobox', {name: 'Document', exact: true})
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect(search.inputValue()).resolves.toBe(word)
    await page.getByRole('option', {name: new RegExp(product.name)}).first().waitFor()
    await chooseOption(page, product.name)
    await bodyWhen(id, (body) => expect(body[1].markDefs?.[0]).toMatchObject({_type: 'internalLink', reference: {_ref: product._id}}))
    await internalDialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(internalDialog)

    // An Image block from the insert menu: its image input's first button.
    await toToolbarButton('Insert')
    await page.keyboard.press('Enter')
    await page.getByRole('menu', {name: 'Insert'}).waitFor()
    await expect.poll(focusedName).toBe('Image')
    await page.keyboard.press('Enter')
    const imageDialog = page.getByRole('dialog', {name: 'Edit Image', exact: true})
    await imageDialog.waitFor()
    await expect.poll(() => imageDialog.getByRole('button', {name: 'Upload', exact: true}).evaluate((element) => element === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page, '[role="dialog"]')
  })

  test('validation markers show on the blocks they concern and go once the problem is fixed, by the editor or by someone else (ED-PT-047)', async () => {
    const id = await article([
      paragraph('fine', 'Nothing wrong here.'),
      {
        _type: 'block',
        _key: 'linked',
        style: 'normal',
        markDefs: [{_type: 'link', _key: 'l1', href: 'ftp://files.example.com/report'}],
        children: [
          {_type: 'span', _key: 'linked-a', text: 'A link to ', marks: []},
          {_type: 'span', _key: 'linked-b', text: 'the report', marks: ['l1']},
        ],
      },
      {_type: 'callout', _key: 'note', tone: 'info', title: 'Careful'},
    ])
    await openAndActivate(id)
    const block = (key: string) => editor().locator(`[data-pt-path*='"${key}"']`).first()
    // Each message says which part of the block it is about.
    const linkMarker = block('linked').getByRole('img', {name: 'Error: Link / Address: Does not match allowed protocols/schemes', exact: true})
    const calloutMarker = block('note').getByRole('img', {name: 'Error: Text: Required', exact: true})
    await linkMarker.waitFor()
    await calloutMarker.waitFor()
    // Only the blocks with problems carry a marker, and the Body's own header none of theirs.
    await expect(editor().getByRole('img').count()).resolves.toBe(2)
    await expect(block('fine').locator('[data-block-markers]').count()).resolves.toBe(0)
    // The marker is not text: the block's text is what was stored.
    await expect(block('linked').evaluate((element) => (element as HTMLElement).innerText.replace(/\s+$/, ''))).resolves.toBe('A link to the report')
    await linkMarker.hover()
    await page.getByRole('tooltip').getByText('Link / Address: Does not match allowed protocols/schemes', {exact: true}).waitFor()
    // A click on a marker leaves the caret in the text: the next key lands where it was.
    await caretAfter('Nothing wrong here.')
    await linkMarker.click()
    await page.keyboard.type(' Still fine.')
    await bodyWhen(id, (blocks) => expect(blocks[0]!.children![0]!.text).toBe('Nothing wrong here. Still fine.'))
    await expectNoAxeViolations(page, '[role="textbox"][aria-multiline]')
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-block-markers.png')})

    // The validation panel names the block's part and leads to the block's marker, which (reached
    // by keyboard) shows its messages; the editor is left as it was.
    await page.mouse.move(0, 0)
    await page.getByRole('button', {name: /^\d+ errors?/}).click()
    await page.getByRole('dialog', {name: /^\d+ errors?/}).getByRole('button', {name: 'Body / #3 / Text Required', exact: true}).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => calloutMarker.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.getByRole('tooltip').getByText('Text: Required', {exact: true}).waitFor()

    // The editor fixes the callout in its dialog: its marker goes.
    await block('note').getByRole('button', {name: 'Edit Callout', exact: true}).click()
    const dialog = page.getByRole('dialog', {name: 'Edit Callout', exact: true})
    await dialog.getByRole('textbox', {name: 'Text', exact: true}).fill('Mind the gap.')
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(dialog)
    await calloutMarker.waitFor({state: 'detached'})
    // Someone else mends the link's address: that marker goes too.
    await mutate([{patch: {id: `drafts.${id}`, set: {'body[_key=="linked"].markDefs[_key=="l1"].href': 'https://example.com/report'}}}])
    await linkMarker.waitFor({state: 'detached'})
    await expect(editor().getByRole('img').count()).resolves.toBe(0)
  })

  test('an image pasted into the text becomes an image block at the caret, uploaded into it; a file no block type takes is refused (ED-PT-046)', async () => {
    const id = await article([paragraph('one', 'Before the picture.'), paragraph('two', 'After it.')])
    await openAndActivate(id)
    await caretAfter('Before the picture.')
    const png = await twoToneImage(64, 32)
    const pasteFiles = (files: {name: string; type: string; base64: string}[], text?: string) =>
      editor().evaluate(
        (element, {files, text}) => {
          const clipboardData = new DataTransfer()
          for (const file of files) clipboardData.items.add(new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, {type: file.type}))
          if (text) clipboardData.setData('text/plain', text)
          element.dispatchEvent(new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true}))
        },
        {files, text},
      )
    // Hold the transfer so the card can be seen saying it is on its way.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/images/**', async (route) => {
      await held
      await route.continue()
    })
    await pasteFiles([
      {name: 'ridge.png', type: 'image/png', base64: png.toString('base64')},
      {name: 'notes.exe', type: 'application/x-msdownload', base64: Buffer.from('MZ').toString('base64')},
    ])
    // The file no block type takes is named in a warning.
    await page.getByText('notes.exe', {exact: false}).first().waitFor()
    await editor().getByRole('status').filter({hasText: /^Uploading ridge\.png: \d+ %$/}).waitFor()
    release()
    const body = await bodyWhen(id, (blocks) => {
      expect(blocks.map((block) => block._type)).toEqual(['block', 'image', 'block'])
      expect((blocks[1]!.asset as {_ref?: string} | undefined)?._ref).toMatch(/^image-/)
      expect(blocks[1]!._upload).toBeUndefined()
    })
    expect(body[0]).toMatchObject({_key: 'one'})
    expect(body[2]).toMatchObject({_key: 'two'})
    // The held transfer went through its route; none is left waiting to be continued.
    await page.unroute('**/assets/images/**')
    const asset = (await lake.api(`/data/doc/production/${(body[1]!.asset as {_ref: string})._ref}`).then((response) => response.json())) as {documents: {originalFilename?: string}[]}
    expect(asset.documents[0]?.originalFilename).toBe('ridge.png')
    // The block's card shows the picture.
    await expect.poll(() => editor().locator('[data-preview-media] img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true)
    // Text with a picture beside it (what a word processor copies) is pasted as the text.
    await caretAfter('After it.')
    await pasteFiles([{name: 'selection.png', type: 'image/png', base64: png.toString('base64')}], ' And more words.')
    await bodyWhen(id, (blocks) => {
      expect(blocks.map((block) => block._type)).toEqual(['block', 'image', 'block'])
      // (The editor's plain-text reading trims the pasted text's leading space.)
      expect(blocks[2]!.children!.map((child) => child.text).join('')).toMatch(/^After it\. ?And more words\.$/)
    })
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: join(SCREENSHOTS, 'richtext-pasted-image.png')})
  })

  test('an Image block inserted from the insert menu takes its picture in its dialog, and its card shows it', async () => {
    const id = await article([paragraph('one', 'A view from the ridge:')])
    await openAndActivate(id)
    await caretAfter('A view from the ridge:')
    await insert('Image')
    const dialog = page.getByRole('dialog', {name: 'Edit Image', exact: true})
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', {name: 'Upload', exact: true}).click()
    await (await chooser).setFiles({name: 'ridge.png', mimeType: 'image/png', buffer: await twoToneImage(80, 40)})
    await dialog.getByRole('textbox', {name: 'Alternative text', exact: true}).fill('The ridge at dawn')
    await expectNoAxeViolations(page, '[role="dialog"]')
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await closed(dialog)
    const body = await bodyWhen(id, (blocks) => {
      expect(blocks.map((block) => block._type)).toEqual(['block', 'image'])
      expect((blocks[1]!.asset as {_ref?: string} | undefined)?._ref).toMatch(/^image-.*-80x40-png$/)
      expect(blocks[1]!.alt).toBe('The ridge at dawn')
    })
    expect(body[0]).toMatchObject({_key: 'one'})
    await expect.poll(() => editor().locator('[data-preview-media] img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true)
  })
})
