// The URL asset source against the real lake (ED-UP-053, ED-UP-050): the browser fetches the address
// and uploads what it got. The address is one of the lake's own resized image URLs, so no internet is
// needed and the resized bytes (a new asset of their own dimensions) prove that the fetched blob is
// what was uploaded. Failures stay in the dialog with their reason.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {COMPACT_FILE_ACTIONS_BELOW_PX} from '../../core/assets/constants.ts'
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

async function uploadToLake(bytes: Buffer, name: string, kind: 'images' | 'files', type: string): Promise<{_id: string; url: string}> {
  const response = await lake.api(`/assets/${kind}/production?filename=${name}`, {method: 'POST', body: new Uint8Array(bytes), headers: {'content-type': type}})
  return ((await response.json()) as {document: {_id: string; url: string}}).document
}

describe('the URL asset source', () => {
  test('fetches an image URL in the browser and uploads the bytes it got; a bad address or a missing image is explained in the dialog', async () => {
    const source = await uploadToLake(await twoToneImage(400, 200, {right: '#2060c0'}), 'wide.png', 'images', 'image/png')
    // The lake's own resize: other bytes than the stored asset, so the upload makes a new asset.
    const address = `${source.url}?w=100`
    const id = await createShowcaseDraft(lake, 'urlsource', 'From a URL')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    const field = page.getByRole('form').getByRole('group', {name: 'Image with hotspot', exact: true})

    await page.getByRole('form').getByRole('tab', {name: 'Media and references', exact: true}).click()
    // The keyboard reaches the source's button like any other.
    await field.getByRole('button', {name: 'From URL', exact: true}).press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Image from URL'})
    const input = dialog.getByRole('textbox', {name: 'Address'})
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page, '[role="dialog"]')

    await input.fill('wide.png')
    await input.press('Enter')
    await dialog.getByRole('alert').getByText('Enter an address that starts with http:// or https://').waitFor()
    // The reason is the address field's own error, read with it by a screen reader.
    await expect.poll(() => input.evaluate((element) => element.getAttribute('aria-invalid'))).toBe('true')
    expect(await input.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | '))).toContain(
      'Enter an address that starts with http:// or https://',
    )

    await input.fill(`${lake.url}/images/${lake.projectId}/production/${'0'.repeat(40)}-10x10.png`)
    await dialog.getByRole('button', {name: 'Upload', exact: true}).click()
    await dialog.getByRole('alert').getByText(/^The server answered 404/).waitFor()
    await saveScreenshot(page, ASSET_SCREENSHOTS, 'url-source-error')
    await expectNoAxeViolations(page, '[role="dialog"]')

    await input.fill(address)
    await input.press('Enter')
    await dialog.waitFor({state: 'detached'})
    // The bytes as the browser gets them (its Accept header may choose another encoding than Node's).
    const fetched = await page.evaluate(async (url) => {
      const digest = await crypto.subtle.digest('SHA-1', await (await fetch(url)).arrayBuffer())
      return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    }, address)
    const assetId = `image-${fetched}-100x50-png`
    expect(assetId).not.toBe(source._id)
    await eventually(async () => expect((await draftOf(lake, id))?.image).toMatchObject({asset: {_type: 'reference', _ref: assetId}}))
    await field.getByRole('img', {name: 'The image of Image with hotspot'}).waitFor()
    // Named after the address's path, and the lake keeps where it came from.
    const asset = (await (await lake.api(`/data/doc/production/${assetId}`)).json()) as {documents: Record<string, unknown>[]}
    expect(asset.documents[0]).toMatchObject({originalFilename: source.url.split('/').at(-1), source: {name: 'url', url: address}})

    // A set image offers the source in its menu too.
    await field.getByRole('button', {name: 'Options for Image with hotspot'}).click()
    await page.getByRole('menuitem', {name: 'Upload from URL'}).click()
    await page.getByRole('dialog', {name: 'Image from URL'}).getByRole('button', {name: 'Cancel'}).click()
  })

  test('a file field refuses what it does not take, named by the type the address gave', async () => {
    const file = await uploadToLake(Buffer.from('plain words'), 'words.txt', 'files', 'text/plain')
    const png = await uploadToLake(await twoToneImage(20, 20), 'small.png', 'images', 'image/png')
    const id = await createShowcaseDraft(lake, 'urlfile', 'A text file from a URL')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await page.getByRole('form').getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = page.getByRole('form').getByRole('group', {name: 'Text file', exact: true})
    await field.getByRole('button', {name: 'From URL', exact: true}).click()
    const dialog = page.getByRole('dialog', {name: 'File from URL'})
    const input = dialog.getByRole('textbox', {name: 'Address'})
    await input.fill(png.url)
    await input.press('Enter')
    await dialog.getByRole('alert').getByText('The address gave a file of type image/png, which this field does not take.').waitFor()
    await input.fill(file.url)
    await input.press('Enter')
    await dialog.waitFor({state: 'detached'})
    await eventually(async () => expect((await draftOf(lake, id))?.textFile).toMatchObject({asset: {_ref: file._id}}))
  })
})

describe('compact file actions (ED-UP-013)', () => {
  test(`under ${COMPACT_FILE_ACTIONS_BELOW_PX} px wide the placeholder's actions are icons that keep their names`, async () => {
    const id = await createShowcaseDraft(lake, 'compact', 'Compact actions')
    await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
    await page.getByRole('form').getByRole('tab', {name: 'Media and references', exact: true}).click()
    const field = page.getByRole('form').getByRole('group', {name: 'Any file', exact: true})
    const names = ['Upload', 'Select', 'From URL']
    const actions = () => Promise.all(names.map((name) => field.getByRole('button', {name, exact: true}).boundingBox()))
    const placeholderWidth = () => field.locator('[data-drop-target] > div').first().evaluate((element) => element.getBoundingClientRect().width)

    // Wide: each action shows its label, so it is wider than high.
    expect(await placeholderWidth()).toBeGreaterThanOrEqual(COMPACT_FILE_ACTIONS_BELOW_PX)
    for (const box of await actions()) expect(box!.width).toBeGreaterThan(box!.height * 1.5)
    expect(await field.getByText('From URL', {exact: true}).isVisible()).toBe(true)

    // A phone's width: the same field is narrower than 440 px and its actions are square icons.
    await page.setViewportSize({width: 400, height: 800})
    await expect.poll(placeholderWidth).toBeLessThan(COMPACT_FILE_ACTIONS_BELOW_PX)
    await expect.poll(async () => (await actions()).every((box) => Math.abs(box!.width - box!.height) <= 1)).toBe(true)
    const [upload, select, url] = await actions()
    // One line: every action on the same row.
    expect(new Set([upload!.y, select!.y, url!.y]).size).toBe(1)
    await field.scrollIntoViewIfNeeded()
    await saveScreenshot(page, ASSET_SCREENSHOTS, 'file-actions-compact')
    await expectNoAxeViolations(page, '[data-asset-field]')
    await field.getByRole('button', {name: 'From URL', exact: true}).click()
    await page.getByRole('dialog', {name: 'File from URL'}).waitFor()
  })
})
