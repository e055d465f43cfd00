// Document validation in the editor (editing seed §2, §5): markers on the field with their level,
// the footer's summary and panel leading to the field, and Publish blocked while errors exist.
import {describe, expect, test} from 'vitest'
import type {Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {signIn} from './support/studio.ts'
import {useStudioSession} from './support/studioSession.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

async function firstPublishedArticle(): Promise<string> {
  const query = '*[_type == "article" && !(_id in path("drafts.**")) && !defined(*[_id == "drafts." + ^._id][0])] | order(_id asc) [0]._id'
  const response = await lake.api(`/data/query/production?${new URLSearchParams({query, perspective: 'raw'})}`)
  return (await response.json()).result as string
}

const titleInput = () => page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
const publish = () => page.getByRole('button', {name: 'Publish', exact: true})

describe('validation in the editor', () => {
  test('an emptied required title is marked, counted, blocks Publish, and the panel leads back to it', async () => {
    const id = await firstPublishedArticle()
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await titleInput().fill('')

    // The field's header shows an error marker that names the problem.
    const marker = page.getByRole('form').getByRole('img', {name: 'Error: Required'})
    await marker.waitFor()
    const summary = page.getByRole('button', {name: '1 error'})
    await summary.waitFor()
    await expect(publish().getAttribute('aria-disabled')).resolves.toBe('true')

    // Keyboard: the summary opens the panel; choosing the entry puts the caret in the title.
    await summary.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', {name: '1 error'})
    await panel.getByRole('heading', {name: 'Validation'}).waitFor()
    await expectNoAxeViolations(page)
    await panel.getByRole('button', {name: 'Title Required'}).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => titleInput().evaluate((input) => input === document.activeElement)).toBe(true)

    // A title fixes it: the marker and the summary go, Publish works again.
    await page.keyboard.type('Back on the trail')
    await marker.waitFor({state: 'detached'})
    await summary.waitFor({state: 'detached'})
    await expect.poll(() => publish().getAttribute('aria-disabled')).toBe(null)
  })

  test('the panel leads to a field on another group tab by showing all fields', async () => {
    const id = `unpriced-product-${Date.now().toString(36)}`
    const response = await lake.api('/data/mutate/production?visibility=sync', {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'product', name: 'Unpriced tent', sku: 'TNT-4321', currency: 'EUR'}}]}),
    })
    expect(response.status).toBe(200)
    await signIn(page, lake, 'editor', `/structure/product;${id}`)
    const price = page.getByRole('form').getByLabel('Price', {exact: true})
    // Price is on the 'Price and stock' tab; the form opens on 'General'.
    await page.getByRole('form').getByRole('tab', {name: 'General', exact: true}).waitFor()
    await expect(price.count()).resolves.toBe(0)
    await page.getByRole('button', {name: /^\d+ errors?/}).click()
    await page.getByRole('dialog', {name: /^\d+ errors?/}).getByRole('button', {name: 'Price Required'}).click()
    await expect.poll(() => price.evaluate((input) => input === document.activeElement).catch(() => false)).toBe(true)
    await expect(page.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).getAttribute('aria-selected')).resolves.toBe('true')
  })

  test('a warning is shown and counted but does not block publishing', async () => {
    const id = await firstPublishedArticle()
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    await titleInput().fill('A title that goes on for rather longer than seventy characters, in a list')
    await page.getByRole('form').getByRole('img', {name: 'Warning: Short titles read better in lists'}).waitFor()
    await page.getByRole('button', {name: '1 warning'}).waitFor()
    await expect.poll(() => publish().getAttribute('aria-disabled')).toBe(null)
    await publish().click()
    await expect
      .poll(async () => {
        const response = await lake.api(`/data/doc/production/${id}`)
        return ((await response.json()).documents[0] as {title?: string}).title
      }, {timeout: 10_000})
      .toBe('A title that goes on for rather longer than seventy characters, in a list')
  })

  test('an array item with an error takes the critical tone, and the panel names it by position', async () => {
    const id = `validated-product-${Date.now().toString(36)}`
    const variant = (key: string, fields: Record<string, unknown>) => ({_key: key, _type: 'productVariant', ...fields})
    const response = await lake.api('/data/mutate/production?visibility=sync', {
      method: 'POST',
      body: JSON.stringify({
        mutations: [
          {
            create: {
              _id: `drafts.${id}`,
              _type: 'product',
              name: 'Trail tent',
              sku: 'TNT-1234',
              price: 199,
              currency: 'EUR',
              variants: [variant('v1', {title: 'Green', sku: 'TNT-1234-G'}), variant('v2', {sku: 'TNT-1234-B'})],
            },
          },
        ],
      }),
    })
    expect(response.status).toBe(200)
    await signIn(page, lake, 'editor', `/structure/product;${id}`)
    await page.getByRole('form').getByRole('tab', {name: 'All fields', exact: true}).click()
    const variants = page.getByRole('group', {name: 'Variants'})
    await variants.getByRole('img', {name: 'Has errors'}).waitFor()
    // Only the variant without a title is marked.
    await expect(variants.getByRole('img', {name: 'Has errors'}).count()).resolves.toBe(1)
    await expect(page.locator('[data-key="v2"]').getAttribute('data-level')).resolves.toBe('error')
    await expect(page.locator('[data-key="v1"]').getAttribute('data-level')).resolves.toBe(null)
    await page.getByRole('button', {name: /^\d+ errors?/}).click()
    await page.getByRole('button', {name: /^Variants \/ #2 \/ Title/}).waitFor()
  })

  test('on a phone, a long validation summary and the actions take a line of their own instead of covering the status', async () => {
    const id = `many-errors-${Date.now().toString(36)}`
    const link = (key: string) => ({_type: 'block', _key: key, style: 'normal', markDefs: [{_type: 'link', _key: `${key}-l`, href: 'ftp://x'}], children: [{_type: 'span', _key: `${key}-s`, text: 'A link', marks: [`${key}-l`]}]})
    const response = await lake.api('/data/mutate/production?visibility=sync', {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Many problems', body: [link('a'), link('b'), {_type: 'callout', _key: 'c', heading: 'x'}]}}]}),
    })
    expect(response.status).toBe(200)
    await page.setViewportSize({width: 390, height: 844})
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    const summary = page.getByRole('button', {name: /^\d+ errors, 1 warning$/})
    await summary.waitFor()
    const b = (await summary.boundingBox())!
    // Each line of the status, measured by its own words (a squeezed column lets them spill over).
    for (const line of [page.getByText('Not published', {exact: true}), page.getByText(/^Edited /)]) {
      const a = await line.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const rect = range.getBoundingClientRect()
        return {x: rect.x, y: rect.y, width: rect.width, height: rect.height}
      })
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlaps, `status line ${JSON.stringify(a)}, summary ${JSON.stringify(b)}`).toBe(false)
    }
    // At 320 px the panel's messages wrap instead of being cut off (they were one line each).
    await page.setViewportSize({width: 320, height: 800})
    await summary.click()
    const entries = page.getByRole('button', {name: /^Body /})
    await entries.first().waitFor()
    const clipped = await entries.evaluateAll((elements) => elements.flatMap((element) => [...element.querySelectorAll('span')].filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent)))
    expect(clipped).toEqual([])
  })
})
