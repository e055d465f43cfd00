// The hotspot and crop dialog end to end, against the real lake: an article's Main image opened in
// Edit details, the hotspot resized and moved and the crop cut with the keyboard, then the crop's
// corner and the hotspot dragged with the mouse; each change is read back from the lake's draft.
// A viewer sees the dialog with nothing to drag. axe checks the dialog. Screenshots go to the
// system's temporary folder for a person to look at.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {twoToneImage} from '../support/images.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {draftOf, eventually} from './support/documents.ts'
import {ASSET_SCREENSHOTS, saveScreenshot} from './support/screenshots.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const screenshot = (name: string) => saveScreenshot(page, ASSET_SCREENSHOTS, name)

/** An article draft whose Main image is a freshly uploaded 1600 × 900 picture. */
async function articleWithImage(title: string, extra: Record<string, unknown> = {}): Promise<{id: string; assetId: string}> {
  const png = await twoToneImage(1600, 900, {left: '#e07020', right: '#2060b0'})
  const uploaded = await lake.api('/assets/images/production?filename=tool.png', {method: 'POST', body: new Uint8Array(png), headers: {'content-type': 'image/png'}})
  const assetId = ((await uploaded.json()) as {document: {_id: string}}).document._id
  const id = `tool-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const mainImage = {_type: 'image', asset: {_type: 'reference', _ref: assetId}, ...extra}
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title, mainImage}}]})})
  if (response.status !== 200) throw new Error(`Creating ${id} failed: ${response.status}`)
  return {id, assetId}
}

type Stored = {hotspot?: Record<string, number>; crop?: Record<string, number>}

async function storedImage(id: string): Promise<Stored> {
  return ((await draftOf(lake, id))?.mainImage ?? {}) as Stored
}

function expectClose(actual: Record<string, number> | undefined, expected: Record<string, number>, digits = 2): void {
  expect(actual).toBeDefined()
  for (const [key, value] of Object.entries(expected)) expect(actual![key], key).toBeCloseTo(value, digits)
}

const group = (name: string) => page.getByRole('form').getByRole('group', {name, exact: true})

async function openTool(): Promise<Locator> {
  await group('Main image').getByRole('button', {name: 'Edit details'}).click()
  const dialog = page.getByRole('dialog', {name: 'Edit details of Main image'})
  await dialog.waitFor()
  // The image has loaded into the canvas.
  await expect.poll(() => dialog.getByRole('img', {name: 'The image being cropped'}).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return dialog
}

/** Drags from a point of `from` (its centre unless said, in fractions of its box) by (dx, dy) CSS pixels with the mouse, in steps. */
async function drag(from: Locator, dx: number, dy: number, at = {x: 0.5, y: 0.5}): Promise<void> {
  const box = (await from.boundingBox())!
  const x = box.x + box.width * at.x
  const y = box.y + box.height * at.y
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, {steps: 4})
  await page.mouse.move(x + dx, y + dy, {steps: 4})
  await page.mouse.up()
}

describe('the hotspot and crop dialog', () => {
  test('hotspot and crop are set with the keyboard and with the mouse, and stored in the lake', async () => {
    const {id} = await articleWithImage('Cropping')
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    const dialog = await openTool()
    await expectNoAxeViolations(page, '[role=dialog]')

    // ED-IMG-022: opening focuses the hotspot; its value is read out.
    const hotspot = dialog.getByRole('slider', {name: 'Hotspot', exact: true})
    await expect.poll(() => hotspot.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await hotspot.getAttribute('aria-valuetext')).toBe('centre 50 % across, 50 % down; 100 % wide, 100 % high')
    // The four aspect previews (ED-IMG-023).
    for (const name of ['Portrait 3:4', 'Square', 'Landscape 16:9', 'Panorama 4:1']) await dialog.getByRole('img', {name}).waitFor()
    // The canvas is at most 1000 × 500 (ED-IMG-024): a 16:9 picture is 500 high at most.
    const canvas = (await dialog.getByRole('img', {name: 'The image being cropped'}).boundingBox())!
    expect(canvas.width).toBeLessThanOrEqual(1000)
    expect(canvas.height).toBeLessThanOrEqual(500)

    // Keyboard (ED-IMG-029): Tab to the size handle; Shift+Left twice and Shift+Up twice shrink the
    // hotspot by 2 × 10 % on each side (its width and height by 40 %).
    await page.keyboard.press('Tab')
    const size = dialog.getByRole('slider', {name: 'Hotspot size'})
    await expect.poll(() => size.evaluate((element) => element === document.activeElement)).toBe(true)
    for (const key of ['Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowUp', 'Shift+ArrowUp']) await page.keyboard.press(key)
    // Back to the hotspot: right by 10 %, then down by 3 × 1 %.
    await page.keyboard.press('Shift+Tab')
    for (const key of ['Shift+ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key)
    await eventually(async () => expectClose((await storedImage(id)).hotspot, {x: 0.6, y: 0.53, width: 0.6, height: 0.6}))
    expect((await storedImage(id)).hotspot).toMatchObject({_type: 'sanity.imageHotspot'})
    await expect.poll(() => hotspot.getAttribute('aria-valuetext')).toBe('centre 60 % across, 53 % down; 60 % wide, 60 % high')

    // The crop's left edge: focused, Shift+Right twice cuts 20 % from the left; the hotspot, which
    // reached from 30 % to 90 % across, is pushed inside the crop.
    const left = dialog.getByRole('slider', {name: 'Crop left edge'})
    await left.focus()
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('Shift+ArrowRight')
    await eventually(async () => expectClose((await storedImage(id)).crop, {left: 0.2, right: 0, top: 0, bottom: 0}))
    // The whole crop moves with the keyboard too: Shift+Left moves it 10 % to the left.
    await dialog.getByRole('slider', {name: 'Crop', exact: true}).focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await eventually(async () => {
      const stored = await storedImage(id)
      expectClose(stored.crop, {left: 0.1, right: 0.1, top: 0, bottom: 0})
      expectClose(stored.hotspot, {x: 0.6, width: 0.6})
    })
    await screenshot('image-tool-keyboard')

    // Mouse: the bottom-right corner dragged up and left by 10 % of the canvas each way. The crop
    // spans 10 % … 80 % across now, so the hotspot (30 % … 90 %) is brought inside it.
    const corner = dialog.getByRole('slider', {name: 'Crop bottom right corner'})
    await drag(corner, -canvas.width * 0.1, -canvas.height * 0.1)
    await eventually(async () => {
      const stored = await storedImage(id)
      expectClose(stored.crop, {left: 0.1, right: 0.2, top: 0, bottom: 0.1})
      expectClose(stored.hotspot, {x: 0.5, y: 0.53, width: 0.6, height: 0.6})
    })
    // The whole crop dragged (by a point away from the hotspot) left by 10 %: it reaches the side.
    await drag(dialog.getByRole('slider', {name: 'Crop', exact: true}), -canvas.width * 0.1, 0, {x: 0.08, y: 0.08})
    await eventually(async () => expectClose((await storedImage(id)).crop, {left: 0, right: 0.3, top: 0, bottom: 0.1}))
    // The hotspot dragged far left and a little up: it stops at the crop's side.
    await drag(hotspot, -canvas.width * 0.5, -canvas.height * 0.05)
    await eventually(async () => expectClose((await storedImage(id)).hotspot, {x: 0.3, y: 0.48, width: 0.6, height: 0.6}))
    await screenshot('image-tool')
    await expectNoAxeViolations(page, '[role=dialog]')

    // Done closes it and gives the focus back to Edit details; the preview shows the crop.
    await dialog.getByRole('button', {name: 'Done'}).click()
    await dialog.waitFor({state: 'detached'})
    await expect.poll(() => group('Main image').getByRole('button', {name: 'Edit details'}).evaluate((element) => element === document.activeElement)).toBe(true)
    const src = new URL((await group('Main image').getByRole('img', {name: 'The image of Main image'}).getAttribute('src'))!)
    expect(src.searchParams.get('rect')).toBe('0,0,1120,810')
    expect((await storedImage(id)).crop).toMatchObject({_type: 'sanity.imageCrop'})
  })

  test("a viewer's menu of a set image offers only opening the original: upload, select, URL and clear are disabled (ED-FORM-042)", async () => {
    const {id} = await articleWithImage('Menu seen only')
    await signIn(page, lake, 'viewer', `/structure/article;${id}`)
    const field = group('Main image')
    await field.getByRole('img', {name: 'The image of Main image'}).waitFor()
    await field.getByRole('button', {name: 'Options for Main image'}).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    const entries = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true']))
    expect(entries).toEqual([
      ['Upload', true],
      ['Select from library', true],
      ['Upload from URL', true],
      ['Open original', false],
      ['Clear', true],
    ])
    await page.keyboard.press('Escape')
    await menu.waitFor({state: 'detached'})
    expect(await field.getByRole('button', {name: 'Upload', exact: true}).count()).toBe(0)
  })

  test('a viewer sees the hotspot and crop but nothing can be dragged or changed', async () => {
    const crop = {_type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0.2, right: 0.2}
    const hotspot = {_type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.3, height: 0.3}
    const {id} = await articleWithImage('Seen only', {crop, hotspot})
    await signIn(page, lake, 'viewer', `/structure/article;${id}`)
    const dialog = await openTool()
    await dialog.getByText('Read-only: the hotspot and crop can be seen but not changed.').waitFor()
    expect(await dialog.getByRole('slider').count()).toBe(0)
    await dialog.getByText(/Hotspot: centre 50 % across, 50 % down; 30 % wide, 30 % high/).waitFor()
    // A drag on the crop does nothing.
    const canvas = dialog.getByRole('img', {name: 'The image being cropped'})
    await drag(canvas, 60, 30)
    await page.keyboard.press('ArrowLeft')
    await expectNoAxeViolations(page, '[role=dialog]')
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    const stored = await storedImage(id)
    expect(stored.crop).toEqual(crop)
    expect(stored.hotspot).toEqual(hotspot)
  })
  test('a picture that does not arrive says where it was asked for, keeps the values, and Retry loads it (ED-IMG-012)', async () => {
    const hotspot = {_type: 'sanity.imageHotspot', x: 0.4, y: 0.5, width: 0.3, height: 0.3}
    const {id} = await articleWithImage('Not arriving', {hotspot})
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await group('Main image').getByRole('button', {name: 'Edit details'}).waitFor()
    // The tool asks for its own 1000-wide variant: that one fails.
    await page.route(/\/images\/.*[?&]w=1000/, (route) => route.fulfill({status: 503, body: 'unavailable'}))
    await group('Main image').getByRole('button', {name: 'Edit details'}).press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Edit details of Main image'})
    const alert = dialog.getByRole('alert')
    await alert.getByText(/^Could not load image from http.*\/images\/.*w=1000.*\. The hotspot and crop are kept as they are\.$/).waitFor()
    await screenshot('image-tool-load-failed')
    await expectNoAxeViolations(page, '[role=dialog]')
    await page.unroute(/\/images\/.*[?&]w=1000/)
    await alert.getByRole('button', {name: 'Retry'}).press('Enter')
    await alert.waitFor({state: 'detached'})
    await expect.poll(() => dialog.getByRole('img', {name: 'The image being cropped'}).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    expect((await storedImage(id)).hotspot).toEqual(hotspot)
  })
})
