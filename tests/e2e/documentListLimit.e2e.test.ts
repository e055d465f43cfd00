// A document list cut at its limit of 2,000 rows (LIST_LIMIT): a pair whose draft is among the
// rows and whose published version is older than the cut is still shown as edited, not as never
// published (SH-STRUCT-044). Its own lake: it fills a type with 2,000 documents.
import {describe, expect, test} from 'vitest'
import type {Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  if (response.status !== 200) throw new Error(`mutate: ${response.status} ${await response.text()}`)
}

describe('a list past its limit', () => {
  test('a draft whose published version is beyond the 2,000 rows is shown as edited', async () => {
    await mutate([{create: {_id: 'limit-old', _type: 'category', title: 'Old and edited'}}])
    for (let batch = 0; batch < 4; batch++) {
      await mutate(Array.from({length: 500}, (_, i) => ({create: {_id: `limit-${batch}-${i}`, _type: 'category', title: `Filler ${batch}-${i}`}})))
    }
    await mutate([{create: {_id: 'drafts.limit-old', _type: 'category', title: 'Old and edited'}}])
    await signIn(page, lake, 'editor', '/structure/category')
    const row = page.getByRole('row', {name: 'Old and edited'})
    await row.waitFor()
    await page.getByText(/Showing the 2[,.]?000 most recently changed/).waitFor()
    await expect.poll(() => row.getByRole('img', {name: /^(Edited|Not published)/}).getAttribute('aria-label')).toMatch(/^Edited /)
  })
})
