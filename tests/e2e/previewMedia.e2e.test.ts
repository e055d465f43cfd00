// Previews show their image (ED-PREV-001) against the real lake and the demo's seeded pictures: a
// document list row, a global search hit, a reference card, a reference item and an array item each draw an <img>
// asked of the lake's /images at the box's size (w, h, fit=crop, cut around the hotspot), and the
// URL answers 200 with an image. Screenshots go to the system's temporary folder.
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {ASSET_SCREENSHOTS, saveScreenshot} from './support/screenshots.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const screenshot = (name: string) => saveScreenshot(page, ASSET_SCREENSHOTS, name)

async function query<T>(groq: string): Promise<T> {
  const response = await lake.api(`/data/query/production?query=${encodeURIComponent(groq)}`)
  return ((await response.json()) as {result: T}).result
}

/** The preview image inside `where`: loaded, asked at `size` CSS pixels, and answering 200 with an image. */
async function expectPreviewImage(where: Locator, size: number): Promise<URL> {
  const image = where.locator('[data-preview-media] img').first()
  await image.waitFor()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {timeout: 15_000}).toBe(true)
  const src = new URL((await image.getAttribute('src'))!)
  expect(src.pathname).toMatch(new RegExp(`^/images/${lake.projectId}/production/[0-9a-f]{40}-\\d+x\\d+\\.jpg$`))
  expect(Object.fromEntries(src.searchParams)).toMatchObject({w: String(size), h: String(size), fit: 'crop', auto: 'format'})
  // The page's own session fetches it, as the <img> did.
  const response = await page.request.get(src.href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\//)
  return src
}

describe('preview media', () => {
  test('a list row, a search hit, a reference card, a reference item and an array item show the document\'s image', async () => {
    // An article whose author has a portrait, so its Author card has a picture to show (ED-REF-003).
    const article = await query<{_id: string; title: string; hotspot: unknown}>('*[_type == "article" && defined(mainImage) && defined(author->avatar.asset) && !(_id in path("drafts.**"))] | order(_updatedAt desc)[0]{_id, title, "hotspot": mainImage.hotspot}')
    await signIn(page, lake, 'editor', '/structure/article')
    const list = page.getByRole('grid', {name: /Article/})
    await list.waitFor()
    // A row of the list: 33 × 33 (K-SH-103).
    const row = list.getByRole('row').filter({hasText: article.title}).first()
    await row.waitFor()
    await expectPreviewImage(row, 33)
    // Rows of articles without a picture keep the type's icon.
    const withImage = await query<number>('count(*[_type == "article" && defined(mainImage)])')
    const all = await query<number>('count(*[_type == "article"])')
    expect(withImage).toBeLessThan(all)
    await screenshot('list-with-images')

    // A global search hit.
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', {name: 'Search'}).waitFor()
    await page.keyboard.type(article.title.split(' ').slice(0, 3).join(' '))
    const hit = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').filter({hasText: article.title}).first()
    await hit.waitFor()
    await expectPreviewImage(hit, 33)
    await screenshot('search-with-images')
    await page.keyboard.press('Escape')

    // A reference card: the article's author, with the portrait cut around its hotspot.
    const author = await query<{_id: string; name: string}>(`*[_id == "${article._id}"][0].author->{_id, name}`)
    const portrait = await query<string>(`*[_id == "${author._id}"][0].avatar.asset._ref`)
    await page.goto(`${lake.url}/structure/article;${article._id}`)
    await page.getByRole('form').getByRole('tab', {name: 'Details', exact: true}).click()
    const card = page.getByRole('form').getByRole('group', {name: 'Author', exact: true})
    await card.getByText(author.name).waitFor()
    const cardImage = await expectPreviewImage(card, 33)
    // The portrait itself: its asset id names the file the lake serves.
    expect(cardImage.pathname).toContain(portrait.split('-')[1])
    await card.scrollIntoViewIfNeeded()
    await screenshot('reference-with-image')

    // A reference item: an event's speaker shows the speaker's portrait, as the Author card does.
    const event = await query<{_id: string; speaker: string}>('*[_type == "event" && defined(speakers[0]->avatar.asset) && !(_id in path("drafts.**"))][0]{_id, "speaker": speakers[0]->name}')
    await page.goto(`${lake.url}/structure/event;${event._id}`)
    const speaker = page.getByRole('form').getByRole('group', {name: 'Speakers', exact: true}).getByRole('button', {name: `Edit ${event.speaker}`})
    await speaker.waitFor()
    await expectPreviewImage(speaker, 33)
    await speaker.scrollIntoViewIfNeeded()
    await screenshot('reference-item-with-image')

    // An array item: a product's images grid shows each picture.
    const product = await query<{_id: string}>('*[_type == "product" && count(images) > 0 && !(_id in path("drafts.**"))][0]{_id}')
    await page.goto(`${lake.url}/structure/product;${product._id}`)
    await page.getByRole('form').getByRole('tab', {name: 'Media', exact: true}).click()
    const images = page.getByRole('form').getByRole('group', {name: 'Images', exact: true})
    // Image items show their picture in the item's own asset card (ui/form/arrays/ItemMedia.tsx),
    // sized for the card rather than as a 73 px preview.
    const picture = images.getByRole('img', {name: /^The image of/}).first()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {timeout: 15_000}).toBe(true)
    const response = await page.request.get((await picture.getAttribute('src'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    await screenshot('array-with-images')
  })
})
