// Files dropped and pasted onto image and file fields and onto arrays of them, against the real
// lake in Chromium: drops are dispatched with a real DataTransfer (what a file manager's drag
// hands the page), pastes with a ClipboardEvent carrying one. Covers the hover tones and their
// counting, the warning toast of a refused file, a files array filled by a drop, a real folder
// from disk dropped through the DevTools protocol, two images at
// once, the four-at-a-time queue, the keyboard path into an array, the pasted image's name, the
// low-quality preview while an image travels, and a contributor's upload.
import {createHash} from 'node:crypto'
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, JSHandle, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {twoToneImage} from '../support/images.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'
import {ASSET_SCREENSHOTS, saveScreenshot} from './support/screenshots.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const screenshot = (name: string) => saveScreenshot(page, ASSET_SCREENSHOTS, name)

const form = () => page.getByRole('form')
const group = (name: string) => form().getByRole('group', {name, exact: true})
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

interface FileSpec {
  name: string
  type: string
  bytes: Buffer
}

/** A DataTransfer in the page holding these files, as a drag from the desktop would carry. */
function transferOf(files: FileSpec[]): Promise<JSHandle<DataTransfer>> {
  const specs = files.map((file) => ({name: file.name, type: file.type, base64: file.bytes.toString('base64')}))
  return page.evaluateHandle((list) => {
    const data = new DataTransfer()
    for (const spec of list) {
      const bytes = Uint8Array.from(atob(spec.base64), (char) => char.charCodeAt(0))
      data.items.add(new File([bytes], spec.name, {type: spec.type}))
    }
    return data
  }, specs)
}

async function drop(target: Locator, files: FileSpec[]): Promise<void> {
  const dataTransfer = await transferOf(files)
  await target.dispatchEvent('dragenter', {dataTransfer})
  await target.dispatchEvent('dragover', {dataTransfer})
  await target.dispatchEvent('drop', {dataTransfer})
}

async function openMedia(id: string, role: 'editor' | 'contributor' = 'editor'): Promise<void> {
  await signIn(page, lake, role, `/structure/fieldShowcase;${id}`)
  await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
}

const text = (name: string, body: string): FileSpec => ({name, type: 'text/plain', bytes: Buffer.from(body)})

describe('dropping and pasting files', () => {
  test('hovering files take the accepted or rejected tone without flickering over children; a refused drop warns with its name and type', async () => {
    const id = await createShowcaseDraft(lake, 'hover', 'Hovering')
    await openMedia(id)
    const field = group('Text file')
    await field.waitFor()
    const target = field.locator('[data-drop-target]')
    const tone = () => target.getAttribute('data-drop-tone')
    const upload = field.getByRole('button', {name: 'Upload', exact: true})

    const textOnly = await transferOf([text('notes.txt', 'notes')])
    await target.dispatchEvent('dragenter', {dataTransfer: textOnly})
    expect(await tone()).toBe('primary')
    // Crossing into a child: it enters before the parent's leave; the target stays hovered.
    await upload.dispatchEvent('dragenter', {dataTransfer: textOnly})
    await target.dispatchEvent('dragleave', {dataTransfer: textOnly})
    expect(await tone()).toBe('primary')
    await field.getByText('Drop to upload 1 file').waitFor()
    await upload.dispatchEvent('dragleave', {dataTransfer: textOnly})
    await expect.poll(tone).toBe(null)

    // A PNG over a text-only field is refused: the tone is critical, and says how many.
    const png = await twoToneImage(40, 20)
    const mixed = await transferOf([text('a.txt', 'a'), {name: 'photo.png', type: 'image/png', bytes: png}])
    await target.dispatchEvent('dragenter', {dataTransfer: mixed})
    expect(await tone()).toBe('critical')
    await field.getByText('1 file cannot be uploaded here').waitFor()
    await screenshot('drop-rejected-tone')
    await target.dispatchEvent('dragleave', {dataTransfer: mixed})

    // Dropped alone, it is refused with a warning toast naming it and its type; nothing is written.
    await drop(target, [{name: 'photo.png', type: 'image/png', bytes: png}])
    await page.getByText('Cannot upload photo.png').waitFor()
    await page.getByText('This field does not take files of type image/png.').waitFor()
    expect((await draftOf(lake, id))?.textFile).toBeUndefined()
  })

  test('a file dropped onto a files array becomes an item holding the uploaded file', async () => {
    const id = await createShowcaseDraft(lake, 'filedrop', 'Dropped files')
    await openMedia(id)
    const array = group('Attachments')
    await array.waitFor()
    const notes = text('launch-notes.txt', 'Notes for the launch\n'.repeat(50))
    await drop(array, [notes])
    await array.getByRole('button', {name: 'Edit launch-notes.txt'}).waitFor()
    await eventually(async () =>
      expect((await draftOf(lake, id))?.attachments).toEqual([{_type: 'file', _key: expect.any(String), asset: {_type: 'reference', _ref: `file-${sha1(notes.bytes)}-txt`}}]),
    )
    await array.scrollIntoViewIfNeeded()
    await screenshot('files-array')
    await expectNoAxeViolations(page, '[role=group][aria-labelledby]')
  })

  test('a real folder dragged from the file system onto a files array uploads the files inside it, nested ones too, leaving out dot files (ED-UP-032)', async () => {
    // A folder on disk, dropped through the DevTools protocol's drag events: Chromium hands the page
    // real directory entries for it, as it does for a drag from a file manager (a DataTransfer built
    // in the page can only hold files).
    const folder = mkdtempSync(join(tmpdir(), 'folder-drop-'))
    const notes = join(folder, 'notes')
    mkdirSync(join(notes, 'later'), {recursive: true})
    const first = Buffer.from('First note\n'.repeat(20))
    const nested = Buffer.from('A nested note\n'.repeat(20))
    writeFileSync(join(notes, 'first.txt'), first)
    writeFileSync(join(notes, 'later', 'nested.txt'), nested)
    writeFileSync(join(notes, '.hidden.txt'), 'never uploaded')
    try {
      const id = await createShowcaseDraft(lake, 'folderdrop', 'Dropped folder')
      await openMedia(id)
      const array = group('Attachments')
      await array.scrollIntoViewIfNeeded()
      const box = (await array.boundingBox())!
      const at = {x: box.x + box.width / 2, y: box.y + box.height / 2}
      const cdp = await context.newCDPSession(page)
      const data = {items: [], files: [notes], dragOperationsMask: 1}
      for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', {type, ...at, data})
      await array.getByRole('button', {name: 'Edit first.txt'}).waitFor()
      await array.getByRole('button', {name: 'Edit nested.txt'}).waitFor()
      await eventually(async () => {
        const refs = ((await draftOf(lake, id))?.attachments as {asset?: {_ref: string}}[] | undefined)?.map((item) => item.asset?._ref)
        expect(refs?.sort()).toEqual([`file-${sha1(first)}-txt`, `file-${sha1(nested)}-txt`].sort())
      })
    } finally {
      rmSync(folder, {recursive: true, force: true})
    }
  })

  test('two images dropped onto a gallery at once both finish, each item shows its image; six files run four at a time', async () => {
    const id = await createShowcaseDraft(lake, 'gallery', 'Gallery drop')
    await openMedia(id)
    const gallery = group('Gallery')
    await gallery.waitFor()
    const red = await twoToneImage(300, 200, {left: '#d02020'})
    const blue = await twoToneImage(300, 200, {left: '#2040d0'})
    await drop(gallery, [
      {name: 'red.png', type: 'image/png', bytes: red},
      {name: 'blue.png', type: 'image/png', bytes: blue},
    ])
    await eventually(async () => {
      const items = (await draftOf(lake, id))?.gallery as {asset?: {_ref: string}; _upload?: unknown}[] | undefined
      expect(items?.map((item) => item.asset?._ref).sort()).toEqual([`image-${sha1(red)}-300x200-png`, `image-${sha1(blue)}-300x200-png`].sort())
      expect(items?.every((item) => item._upload === undefined)).toBe(true)
    })
    for (const name of ['red.png', 'blue.png']) {
      const thumbnail = gallery.getByRole('img', {name: `The image of ${name}`})
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
    await gallery.scrollIntoViewIfNeeded()
    await screenshot('gallery-drop')

    // Six files into the attachments: four requests at once, the other two wait their turn.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let arrived = 0
    await page.route('**/assets/files/**', async (route) => {
      arrived += 1
      await held
      await route.continue()
    })
    const attachments = group('Attachments')
    await drop(attachments, Array.from({length: 6}, (_, index) => text(`part-${index + 1}.txt`, `part ${index + 1}`)))
    await expect.poll(() => arrived).toBe(4)
    await attachments.getByText('2 more files waiting to upload').waitFor()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(arrived).toBe(4)
    release()
    await eventually(async () => {
      const items = (await draftOf(lake, id))?.attachments as {asset?: unknown}[] | undefined
      expect(items).toHaveLength(6)
      expect(items?.every((item) => item.asset)).toBe(true)
    }, 20_000)
    expect(arrived).toBe(6)
    await page.unroute('**/assets/files/**')
  })

  test('keyboard: an image item is added, its file chosen with Upload, and the dialog closed while the card shows the image', async () => {
    const id = await createShowcaseDraft(lake, 'gallerykeys', 'Gallery keys')
    await openMedia(id)
    const gallery = group('Gallery')
    const add = gallery.getByRole('button', {name: /^Add/})
    await add.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    const upload = dialog.getByRole('button', {name: 'Upload', exact: true})
    await upload.waitFor()
    // The dialog moves focus into itself as it opens: wait for that before moving it to Upload.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const chooser = page.waitForEvent('filechooser')
    await upload.press('Enter')
    const png = await twoToneImage(200, 100, {left: '#10a040'})
    await (await chooser).setFiles({name: 'green.png', mimeType: 'image/png', buffer: png})
    await dialog.getByRole('img', {name: /^The image of/}).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    await gallery.getByRole('img', {name: 'The image of green.png'}).waitFor()
    await eventually(async () => expect((await draftOf(lake, id))?.gallery).toEqual([{_type: 'image', _key: expect.any(String), asset: {_type: 'reference', _ref: `image-${sha1(png)}-200x100-png`}}]))
  })

  test('a file dropped onto an image item\'s own input in its editor goes into that item, and the array around it stops hovering', async () => {
    const id = await createShowcaseDraft(lake, 'nested', 'Nested drop')
    await openMedia(id)
    const gallery = group('Gallery')
    await gallery.getByRole('button', {name: /^Add/}).click()
    const dialog = page.getByRole('dialog')
    const inner = dialog.locator('[data-drop-target]')
    await inner.waitFor()
    // The array's drop target wraps the gallery's group; the editor is rendered elsewhere in the
    // page but is the array's child in React, so its drag events reach the array too.
    const outer = gallery.locator('xpath=..')
    expect(await outer.getAttribute('data-drop-target')).not.toBeNull()
    const png = await twoToneImage(160, 90, {left: '#c03070'})
    await drop(inner, [{name: 'pink.png', type: 'image/png', bytes: png}])
    await dialog.getByRole('img', {name: /^The image of/}).waitFor()
    await expect.poll(() => outer.getAttribute('data-drop-tone')).toBe(null)
    await eventually(async () => expect((await draftOf(lake, id))?.gallery).toEqual([{_type: 'image', _key: expect.any(String), asset: {_type: 'reference', _ref: `image-${sha1(png)}-160x90-png`}}]))
  })

  test('a pasted image without a name is stored as pasted-image.jpg; while it travels the card shows a 120 px preview', async () => {
    const id = await createShowcaseDraft(lake, 'paste', 'Pasted')
    await openMedia(id)
    const field = group('Image with hotspot')
    const upload = field.getByRole('button', {name: 'Upload', exact: true})
    await upload.waitFor()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/images/**', async (route) => {
      await held
      await route.continue()
    })
    const png = await twoToneImage(600, 300, {left: '#e08000'})
    const data = await transferOf([{name: '', type: 'image/png', bytes: png}])
    await upload.evaluate((element, clipboardData) => element.dispatchEvent(new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true})), data)
    // ED-UP-002: the low-quality preview, 120 px wide, a JPEG data URL, in the card and in the draft.
    const preview = field.getByRole('img', {name: 'Preview of pasted-image.jpg'})
    await preview.waitFor()
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120)
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
    await eventually(async () => expect((await draftOf(lake, id))?.image).toMatchObject({_upload: {file: {name: 'pasted-image.jpg', type: 'image/jpeg'}, previewImage: expect.stringMatching(/^data:image\/jpeg/)}}))
    await field.scrollIntoViewIfNeeded()
    await screenshot('upload-preview')
    release()
    const assetId = `image-${sha1(png)}-600x300-png`
    await eventually(async () => expect((await draftOf(lake, id))?.image).toMatchObject({asset: {_ref: assetId}}))
    expect((await draftOf(lake, id))?.image).not.toHaveProperty('_upload')
    const asset = (await (await lake.api(`/data/doc/production/${assetId}`)).json()) as {documents: {originalFilename: string}[]}
    expect(asset.documents[0].originalFilename).toBe('pasted-image.jpg')
    await page.unroute('**/assets/images/**')
  })

  test('a contributor uploads an image into a draft', async () => {
    const id = await createShowcaseDraft(lake, 'contrib', 'Contributor upload')
    await openMedia(id, 'contributor')
    const field = group('Image with hotspot')
    const chooser = page.waitForEvent('filechooser')
    await field.getByRole('button', {name: 'Upload', exact: true}).click()
    const png = await twoToneImage(120, 80, {left: '#8020c0'})
    await (await chooser).setFiles({name: 'violet.png', mimeType: 'image/png', buffer: png})
    await field.getByRole('img', {name: 'The image of Image with hotspot'}).waitFor()
    expect(await page.getByText('Upload failed').count()).toBe(0)
    await eventually(async () => expect((await draftOf(lake, id))?.image).toMatchObject({asset: {_ref: `image-${sha1(png)}-120x80-png`}}))
  })
})
