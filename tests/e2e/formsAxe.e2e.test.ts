// Every document type of the demo schema, opened as an editor opens it (the structure tool with its
// list beside the form, every lazily loaded input in), passes axe: the form is the screen editors
// spend their time on, and each type brings inputs of its own (array cards with subtitles, grids,
// dates, references, images, rich text).
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {schemaTypes} from '../../demo/schema/index.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

test('the form of a stored document of each type has no axe violations', async () => {
  expect(documentTypes.length).toBeGreaterThan(5)
  await signIn(page, lake, 'editor')
  for (const type of documentTypes) {
    const answer = (await (await lake.api(`/data/query/production?query=${encodeURIComponent('*[_type == $type][0]._id')}&%24type=${encodeURIComponent(JSON.stringify(type))}`)).json()) as {result: string | null}
    expect(answer.result, `a stored ${type}`).toBeTruthy()
    await page.goto(`${lake.url}/structure/${type};${answer.result!.replace(/^drafts\./, '')}`)
    const form = page.getByRole('form')
    await form.waitFor()
    // Every lazily loaded input has arrived (a placeholder is busy until then).
    await expect.poll(() => form.locator('[aria-busy="true"]').count(), {timeout: 10_000}).toBe(0)
    try {
      await expectNoAxeViolations(page)
    } catch (error) {
      throw new Error(`The ${type} form: ${(error as Error).message}`)
    }
  }
})
