// Image and file fields end to end, against the real lake: an image uploaded into an article's
// Main image with the keyboard-reachable Upload button (progress, then the preview, then the draft
// holding an asset reference); the same image chosen from the picker in another document; its
// delete refused while it is used; a file uploaded into a file field. Screenshots go to the
// system's temporary folder for a person to look at.
import {createHash} from 'node:crypto'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
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

async function createArticleDraft(title: string): Promise<string> {
  const id = `assets-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title}}]})})
  if (response.status !== 200) throw new Error(`Creating ${id} failed: ${response.status}`)
  return id
}

const form = () => page.getByRole('form')
const group = (name: string) => form().getByRole('group', {name, exact: true})
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

describe('image and file fields', () => {
  test('an image is uploaded with the keyboard, shows progress and its preview, is stored as an asset reference, reused from the picker elsewhere, and cannot be deleted while used', async () => {
    // Large enough that the transfer reports progress before it completes.
    const png = await twoToneImage(1600, 900)
    const assetId = `image-${sha1(png)}-1600x900-png`
    const first = await createArticleDraft('With an image')
    await signIn(page, lake, 'editor', `/structure/article;${first}`)
    const field = group('Main image')
    await field.waitFor()
    await expectNoAxeViolations(page, '[data-asset-field]')

    // The Upload button is reached by keyboard and opens the chooser; the file arrives through it.
    const upload = field.getByRole('button', {name: 'Upload', exact: true})
    const chooser = page.waitForEvent('filechooser')
    await upload.press('Enter')
    // Hold the transfer so the progress card can be seen before the lake answers.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/images/**', async (route) => {
      await held
      await route.continue()
    })
    await (await chooser).setFiles({name: 'tones.png', mimeType: 'image/png', buffer: png})
    await expect.poll(() => field.getByRole('progressbar', {name: 'Upload progress of tones.png'}).count()).toBe(1)
    await expect(field.getByRole('button', {name: 'Cancel upload'}).isVisible()).resolves.toBe(true)
    // Focus moves from the Upload button, gone with the chooser's answer, to what replaced it (ED-UP-069).
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? document.activeElement?.tagName)
    await expect.poll(focusedName).toBe('Cancel upload')
    // The draft carries the upload state while the file travels (ED-UP-020).
    await eventually(async () => expect((await draftOf(lake, first))?.mainImage).toMatchObject({_type: 'image', _upload: {file: {name: 'tones.png', type: 'image/png'}}}))
    release()
    const preview = field.getByRole('img', {name: 'The image of Main image'})
    await preview.waitFor()
    await eventually(async () => expect((await draftOf(lake, first))?.mainImage).toEqual({_type: 'image', asset: {_type: 'reference', _ref: assetId}}))
    // The preview is the lake's 2000-wide, never enlarged, format-negotiated variant (K-ED-073).
    const src = new URL((await preview.getAttribute('src'))!)
    expect(src.pathname).toBe(`/images/${lake.projectId}/production/${sha1(png)}-1600x900.png`)
    expect(Object.fromEntries(src.searchParams)).toMatchObject({w: '2000', fit: 'max', auto: 'format'})
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600)
    await expect.poll(async () => field.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const box = (await preview.boundingBox())!
    expect(box.height).toBeLessThanOrEqual((page.viewportSize()!.height * 30) / 100 + 1)
    await field.scrollIntoViewIfNeeded()
    await screenshot('image-input')
    await expectNoAxeViolations(page, '[data-asset-field]')
    await page.unroute('**/assets/images/**')

    // Another document chooses the same image from the picker.
    const second = await createArticleDraft('Reusing the image')
    await page.goto(`${lake.url}/structure/article;${second}`)
    await group('Main image').getByRole('button', {name: 'Select', exact: true}).click()
    const picker = page.getByRole('dialog', {name: 'Select image'})
    await picker.waitFor()
    const cell = picker.getByRole('row', {name: 'Select tones.png'})
    await cell.waitFor()
    await expect.poll(() => picker.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await screenshot('asset-picker')
    await expectNoAxeViolations(page, '[role=dialog]')

    // Delete is refused while the asset is used: the dialog names the use and its button is disabled.
    await picker.getByRole('button', {name: 'Actions for tones.png'}).click()
    await page.getByRole('menuitem', {name: 'Delete'}).click()
    const confirm = page.getByRole('dialog', {name: 'Delete image'})
    await confirm.getByText(/used by 1 document/).waitFor()
    await confirm.getByText('With an image', {exact: true}).waitFor()
    await expect(confirm.getByRole('button', {name: 'Delete', exact: true}).isDisabled()).resolves.toBe(true)
    await screenshot('delete-refused')
    await confirm.getByRole('button', {name: 'Cancel'}).click()
    // Show usage lists the same document.
    await picker.getByRole('button', {name: 'Actions for tones.png'}).click()
    await page.getByRole('menuitem', {name: 'Show usage'}).click()
    const usage = page.getByRole('dialog', {name: 'Documents using tones.png'})
    // Each document as a preview 200 px wide: its title, its type beneath (ED-PICK-011).
    const used = usage.locator('[data-usage-preview]')
    await used.getByText('With an image', {exact: true}).waitFor()
    expect(await used.getByText('Article', {exact: true}).count()).toBe(1)
    expect(await used.evaluate((item) => item.getBoundingClientRect().width)).toBeCloseTo(200, 0)
    await screenshot('usage')
    await expectNoAxeViolations(page, '[role=dialog]')
    await usage.getByRole('button', {name: 'Close'}).click()

    // Chosen by keyboard: focus stays in the field, on the preview's controls.
    await cell.press('Enter')
    await picker.waitFor({state: 'detached'})
    await eventually(async () => expect((await draftOf(lake, second))?.mainImage).toEqual({_type: 'image', asset: {_type: 'reference', _ref: assetId}}))
    await group('Main image').getByRole('img', {name: 'The image of Main image'}).waitFor()
    await expect.poll(async () => group('Main image').evaluate((element) => element.contains(document.activeElement))).toBe(true)

    // Clearing takes the whole value away (nothing else was set); focus goes to the Upload button.
    await group('Main image').getByRole('button', {name: 'Options for Main image'}).press('Enter')
    await page.getByRole('menuitem', {name: 'Clear'}).press('Enter')
    await eventually(async () => expect((await draftOf(lake, second))?.mainImage).toBeUndefined())
    await group('Main image').getByRole('button', {name: 'Upload', exact: true}).waitFor()
    await expect.poll(focusedName).toBe('Upload')
  })

  test('an unused image is deleted from the picker; one put to use meanwhile is refused with the lake\'s message', async () => {
    const upload = async (bytes: Buffer, name: string) => {
      const response = await lake.api(`/assets/images/production?filename=${name}`, {method: 'POST', body: new Uint8Array(bytes), headers: {'content-type': 'image/png'}})
      return ((await response.json()) as {document: {_id: string}}).document._id
    }
    const unused = await upload(await twoToneImage(40, 40, {right: '#10a040'}), 'green.png')
    const raced = await upload(await twoToneImage(40, 40, {right: '#e0a000'}), 'amber.png')
    const id = await createArticleDraft('Picking')
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await group('Main image').getByRole('button', {name: 'Select', exact: true}).click()
    const picker = page.getByRole('dialog', {name: 'Select image'})
    const askDelete = async (name: string) => {
      await picker.getByRole('button', {name: `Actions for ${name}`}).click()
      await page.getByRole('menuitem', {name: 'Delete'}).click()
      const confirm = page.getByRole('dialog', {name: 'Delete image'})
      // Enabled once the lake said nobody uses it.
      await expect.poll(() => confirm.getByRole('button', {name: 'Delete', exact: true}).isEnabled()).toBe(true)
      return confirm
    }

    const confirm = await askDelete('green.png')
    await confirm.getByRole('button', {name: 'Delete', exact: true}).click()
    await page.getByText('Deleted green.png').waitFor()
    await picker.getByRole('row', {name: 'Select green.png'}).waitFor({state: 'detached'})
    await eventually(async () => expect((await (await lake.api(`/data/doc/production/${unused}`)).json()).documents).toEqual([]))

    const second = await askDelete('amber.png')
    // Someone uses the image between the check and the click: the lake refuses, and says why.
    const using = {create: {_id: `drafts.${id}-other`, _type: 'article', title: 'Other', mainImage: {_type: 'image', asset: {_type: 'reference', _ref: raced}}}}
    expect((await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [using]})})).status).toBe(200)
    await second.getByRole('button', {name: 'Delete', exact: true}).click()
    await page.getByText('Image could not be deleted').waitFor()
    await page.getByText(new RegExp(`drafts\\.${id}-other`)).waitFor()
    await screenshot('delete-refused-by-lake')
    expect((await (await lake.api(`/data/doc/production/${raced}`)).json()).documents).toHaveLength(1)
  })

  test('the picker\'s images are one Tab stop: arrow keys move between them, a typed name jumps to one, Tab reaches its Actions, Enter chooses it', async () => {
    const ids: Record<string, string> = {}
    for (const [name, color] of [
      ['keys-alpha.png', '#c03030'],
      ['keys-beta.png', '#30c030'],
      ['keys-gamma.png', '#3030c0'],
    ] as const) {
      const bytes = await twoToneImage(48, 48, {right: color})
      const response = await lake.api(`/assets/images/production?filename=${name}`, {method: 'POST', body: new Uint8Array(bytes), headers: {'content-type': 'image/png'}})
      ids[name] = ((await response.json()) as {document: {_id: string}}).document._id
    }
    const id = await createArticleDraft('Picking by keyboard')
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await group('Main image').getByRole('button', {name: 'Select', exact: true}).press('Enter')
    const picker = page.getByRole('dialog', {name: 'Select image'})
    await picker.getByRole('row', {name: 'Select keys-gamma.png'}).waitFor()
    const rows = await picker.getByRole('row').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent}`)

    // Tab into the grid: its first image, the only stop of the grid.
    for (let i = 0; i < 10 && !(await focused()).startsWith('row:'); i++) await page.keyboard.press('Tab')
    expect(await focused()).toBe(`row: ${rows[0]}`)
    await page.keyboard.press('ArrowRight')
    expect(await focused()).toBe(`row: ${rows[1]}`)
    await page.keyboard.press('ArrowLeft')
    expect(await focused()).toBe(`row: ${rows[0]}`)
    // Down and up move by a line of the grid, however many images fit across.
    const across = await picker.getByRole('row').evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().top === elements[0]!.getBoundingClientRect().top).length)
    if (rows.length > across) {
      await page.keyboard.press('ArrowDown')
      expect(await focused()).toBe(`row: ${rows[across]}`)
      await page.keyboard.press('ArrowUp')
      expect(await focused()).toBe(`row: ${rows[0]}`)
    }
    // Tab goes to the focused image's Actions, and the next Tab leaves the grid (not to the next image).
    await page.keyboard.press('Tab')
    expect(await focused()).toBe(`button: ${rows[0]!.replace(/^Select /, 'Actions for ')}`)
    await page.keyboard.press('Tab')
    expect(await focused()).not.toMatch(/^row:|Actions for/)
    // Back into the grid in one step, onto the image it left from.
    await page.keyboard.press('Shift+Tab')
    expect(await focused()).toBe(`row: ${rows[0]}`)
    await screenshot('picker-keyboard')
    await expectNoAxeViolations(page, '[role=dialog]')

    // Typing a name moves to that image; Enter chooses it.
    await page.keyboard.type('keys-beta')
    expect(await focused()).toBe('row: Select keys-beta.png')
    await page.keyboard.press('Enter')
    await picker.waitFor({state: 'detached'})
    await eventually(async () => expect((await draftOf(lake, id))?.mainImage).toEqual({_type: 'image', asset: {_type: 'reference', _ref: ids['keys-beta.png']}}))
  })

  test('a file upload is cancelled; a file is uploaded into a file field and shown as a card with its name, size and type', async () => {
    const id = await createShowcaseDraft(lake, 'files', 'Files')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = group('Any file')
    await field.waitFor()
    const text = Buffer.from('Notes for the launch\n'.repeat(100))
    // A held transfer is cancelled: the request is aborted and the field is empty again (ED-UP-027).
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/files/**', async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    const first = page.waitForEvent('filechooser')
    await field.getByRole('button', {name: 'Upload', exact: true}).click()
    // The transfer starts after the hash and the duplicate check: cancel once it is on the wire.
    const transfer = page.waitForRequest((request) => request.url().includes('/assets/files/'))
    await (await first).setFiles({name: 'draft-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('draft')})
    await eventually(async () => expect((await draftOf(lake, id))?.attachment).toMatchObject({_upload: {file: {name: 'draft-notes.txt'}}}))
    await transfer
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/files/'))
    await field.getByRole('button', {name: 'Cancel upload'}).click()
    await aborted
    await eventually(async () => expect((await draftOf(lake, id))?.attachment).toBeUndefined())
    release()
    await page.unroute('**/assets/files/**')

    const chooser = page.waitForEvent('filechooser')
    await field.getByRole('button', {name: 'Upload', exact: true}).click()
    await (await chooser).setFiles({name: 'launch-notes.txt', mimeType: 'text/plain', buffer: text})
    await field.getByText('launch-notes.txt').waitFor()
    await field.getByText('2.05 KB · text/plain').waitFor()
    await field.scrollIntoViewIfNeeded()
    await screenshot('file-input')
    await eventually(async () => expect((await draftOf(lake, id))?.attachment).toEqual({_type: 'file', asset: {_type: 'reference', _ref: `file-${sha1(text)}-txt`}}))
  })
  test('the file picker is a table of one Tab stop: Up and Down move between files, Enter chooses one (ED-PICK-042)', async () => {
    const ids: Record<string, string> = {}
    for (const name of ['table-one.txt', 'table-two.txt']) {
      const response = await lake.api(`/assets/files/production?filename=${name}`, {method: 'POST', body: new Uint8Array(Buffer.from(`contents of ${name}`)), headers: {'content-type': 'text/plain'}})
      ids[name] = ((await response.json()) as {document: {_id: string}}).document._id
    }
    const id = await createShowcaseDraft(lake, 'file-table', 'File table')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
    await group('Any file').getByRole('button', {name: 'Select', exact: true}).press('Enter')
    const picker = page.getByRole('dialog', {name: 'Select file'})
    const table = picker.getByRole('grid', {name: 'Files'})
    await table.getByRole('row', {name: /table-two\.txt/}).waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['File name', 'Size', 'Type', 'Date added', 'Actions'])
    const rows = await table.getByRole('row').evaluateAll((elements) => elements.slice(1).map((element) => element.querySelector('[role=rowheader]')?.textContent))
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('role')}: ${document.activeElement?.querySelector('[role=rowheader]')?.textContent ?? document.activeElement?.getAttribute('aria-label')}`)
    for (let i = 0; i < 10 && !(await focused()).startsWith('row:'); i++) await page.keyboard.press('Tab')
    expect(await focused()).toBe(`row: ${rows[0]}`)
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(`row: ${rows[1]}`)
    // The next Tab leaves the table: one stop for all its rows.
    await page.keyboard.press('Tab')
    expect(await focused()).not.toMatch(/^row:/)
    await page.keyboard.press('Shift+Tab')
    expect(await focused()).toBe(`row: ${rows[1]}`)
    await screenshot('file-picker')
    await expectNoAxeViolations(page, '[role=dialog]')
    // A row's Actions open its menu without choosing the file.
    await table.getByRole('button', {name: `Actions for ${rows[1]}`}).click()
    await page.getByRole('menuitem', {name: 'Show usage'}).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({state: 'detached'})
    expect(await picker.isVisible()).toBe(true)
    expect((await draftOf(lake, id))?.attachment).toBeUndefined()
    await table.getByRole('row', {name: new RegExp(rows[1]!.replace('.', '\\.'))}).focus()
    // Up goes back to the first file; Enter chooses it.
    const chosen = rows[0]!
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await picker.waitFor({state: 'detached'})
    await eventually(async () => expect((await draftOf(lake, id))?.attachment).toEqual({_type: 'file', asset: {_type: 'reference', _ref: ids[chosen] ?? expect.any(String)}}))
    await group('Any file').getByText(chosen, {exact: true}).waitFor()
  })

  test('a value with neither asset nor upload shows a caution card whose Reset empties the field (ED-IMG-011)', async () => {
    const id = await createShowcaseDraft(lake, 'orphan', 'Orphan image', {image: {_type: 'image', alt: 'Left behind'}})
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = group('Image with hotspot')
    const card = field.getByRole('alert')
    await expect.poll(() => card.textContent()).toContain('This value has no asset and no upload in progress.')
    await expectNoAxeViolations(page)
    await card.getByRole('button', {name: 'Reset value'}).click()
    await eventually(async () => expect((await draftOf(lake, id))?.image).toBeUndefined())
    await field.getByRole('button', {name: 'Upload', exact: true}).waitFor()
  })

  test('an image whose file the lake does not have says where it looked, and can still be replaced (ERR-ED-007)', async () => {
    const missing = 'image-0123456789abcdef0123456789abcdef01234567-40x30-png'
    const id = await createShowcaseDraft(lake, 'missing-file', 'Missing image file', {image: {_type: 'image', asset: {_type: 'reference', _ref: missing}}})
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = group('Image with hotspot')
    const notice = field.getByRole('alert')
    await expect.poll(() => notice.textContent(), {timeout: 10_000}).toMatch(/^Could not load image from http.*0123456789abcdef0123456789abcdef01234567-40x30\.png/)
    await expect(field.getByRole('img').count()).resolves.toBe(0)
    await expectNoAxeViolations(page)
    // The value is kept as it is, and the field still offers its options.
    expect(((await draftOf(lake, id))?.image as {asset?: {_ref?: string}})?.asset?._ref).toBe(missing)
    await field.getByRole('button', {name: 'Options for Image with hotspot'}).waitFor()
  })

  test('an upload left behind by another session is flagged stale after 2 minutes and can be cleared', async () => {
    const at = new Date(Date.now() - 3 * 60_000).toISOString()
    const upload = {progress: 40, createdAt: at, updatedAt: at, file: {name: 'lost.pdf', type: 'application/pdf'}}
    const fresh = {...upload, file: {name: 'moving.pdf', type: 'application/pdf'}, updatedAt: new Date().toISOString()}
    const id = await createShowcaseDraft(lake, 'stale', 'Stale upload', {textFile: {_type: 'file', _upload: upload}, attachment: {_type: 'file', _upload: fresh}})
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await form().getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = group('Text file')
    await field.getByText('Incomplete upload').waitFor()
    // A recent one shows its progress, without Cancel: the upload is someone else's.
    await group('Any file').getByRole('progressbar', {name: 'Upload progress of moving.pdf'}).waitFor()
    expect(await group('Any file').getByText('Incomplete upload').count()).toBe(0)
    expect(await group('Any file').getByRole('button', {name: 'Cancel upload'}).count()).toBe(0)
    await field.getByRole('button', {name: 'Clear upload'}).click()
    await eventually(async () => expect((await draftOf(lake, id))?.textFile).toBeUndefined())
    await field.getByRole('button', {name: 'Upload', exact: true}).waitFor()
  })
  test('a viewer is offered no upload and a disabled Select (ED-UP-041)', async () => {
    const id = await createArticleDraft('Read only')
    await signIn(page, lake, 'viewer', `/structure/article;${id}`)
    const field = group('Main image')
    await field.waitFor()
    await expect.poll(() => field.getByRole('button', {name: 'Select', exact: true}).isDisabled()).toBe(true)
    expect(await field.getByRole('button', {name: 'Upload', exact: true}).count()).toBe(0)
  })
})
