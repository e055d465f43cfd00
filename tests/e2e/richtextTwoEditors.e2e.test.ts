// Two people typing into the same paragraph of the same rich-text body at once, each in a browser
// context of their own (EDITING-MODEL "Remote mutations and rebase"): one at the start of the
// paragraph, one at its end, for 20 s each at a human pace (issue 16). Both browsers end with
// identical bodies, and the stored paragraph holds every character each of them typed, in order.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {newStudioContext} from './support/browser.ts'
import {draftOf, eventually} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let page: Page
useStudioSession((session) => ({lake, browser, page} = session))

type Block = {_key: string; children?: {text?: string}[]}

const editorOf = (target: Page) => target.getByRole('form').getByRole('textbox', {name: 'Body', exact: true})

async function openAndActivate(target: Page, role: 'editor' | 'developer', id: string): Promise<void> {
  await signIn(target, lake, role, `/structure/article;${id}`)
  await target.getByRole('form').getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
  await target.getByRole('form').getByRole('toolbar', {name: 'Formatting for Body', exact: true}).waitFor()
}

const TYPING_MS = 20_000

/**
 * Types numbered words (so a lost, doubled or reordered keystroke shows in the text) at 90 ms a key
 * until `TYPING_MS` have passed since `started`; answers what was typed.
 */
async function typeWordsFor(target: Page, started: number, word: (index: number) => string): Promise<string> {
  let typed = ''
  for (let index = 0; Date.now() - started < TYPING_MS; index++) {
    await target.keyboard.type(word(index), {delay: 90})
    typed += word(index)
  }
  return typed
}

describe('two editors in one paragraph', () => {
  test('typing at both ends of the same paragraph at once for 20 s converges with every character kept', {timeout: 180_000}, async () => {
    const id = `rt-two-${Date.now().toString(36)}`
    const body = [{_type: 'block', _key: 'p', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 'p-s', text: 'MIDDLE', marks: []}]}]
    const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Two editors', body}}]})})
    expect(response.status).toBe(200)
    const otherContext: BrowserContext = await newStudioContext(browser)
    try {
      const other = await otherContext.newPage()
      await Promise.all([openAndActivate(page, 'editor', id), openAndActivate(other, 'developer', id)])
      await editorOf(page).getByText('MIDDLE').click()
      await page.keyboard.press('End')
      await editorOf(other).getByText('MIDDLE').click()
      await other.keyboard.press('Home')
      await page.waitForTimeout(300)

      const started = Date.now()
      const [atEnd, atStart] = await Promise.all([
        typeWordsFor(page, started, (index) => ` e${index}`),
        typeWordsFor(other, started, (index) => `s${index} `),
      ])
      expect(Date.now() - started).toBeGreaterThanOrEqual(TYPING_MS)

      const expected = `${atStart}MIDDLE${atEnd}`
      await eventually(async () => {
        const stored = (await draftOf(lake, id))?.body as Block[]
        expect(stored.map((block) => block.children?.map((child) => child.text).join(''))).toEqual([expected])
      }, 30_000)
      for (const target of [page, other]) await expect.poll(() => editorOf(target).textContent(), {timeout: 15_000}).toBe(expected)
    } finally {
      await otherContext.close()
    }
  })

  test('a word someone else bolds in the paragraph being typed into keeps every character typed, in place', {timeout: 120_000}, async () => {
    const id = `rt-bold-${Date.now().toString(36)}`
    const body = [{_type: 'block', _key: 'q', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 'q-s', text: 'alpha beta gamma', marks: []}]}]
    const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Bold while typing', body}}]})})
    expect(response.status).toBe(200)
    const otherContext: BrowserContext = await newStudioContext(browser)
    try {
      const other = await otherContext.newPage()
      await Promise.all([openAndActivate(page, 'editor', id), openAndActivate(other, 'developer', id)])
      // The caret right after "beta", by the text's own layout.
      const caretAfter = async (target: Page, word: string, from: number, to: number) => {
        await target.evaluate(([word, from, to]) => {
          const node = [...document.querySelectorAll('[data-pt-text]')].flatMap((e) => [...e.childNodes]).find((n) => n.nodeType === 3 && (n as Text).data.includes(word as string)) as Text
          const range = document.createRange()
          range.setStart(node, from as number)
          range.setEnd(node, to as number)
          const selection = document.getSelection()!
          selection.removeAllRanges()
          selection.addRange(range)
        }, [word, from, to] as const)
        // The editor takes the selection from the page's selectionchange.
        await target.waitForTimeout(150)
      }
      await editorOf(page).getByText('alpha beta gamma').click()
      await caretAfter(page, 'alpha beta gamma', 10, 10)
      await editorOf(other).getByText('alpha beta gamma').click()
      await page.waitForTimeout(300)
      const typed = 'abcdefghijklmnopqrst'
      const typing = (async () => {
        for (const ch of typed) {
          await page.keyboard.type(ch)
          await page.waitForTimeout(100)
        }
      })()
      await page.waitForTimeout(600)
      // B marks "alpha" bold while A types after "beta".
      await caretAfter(other, 'alpha', 0, 5)
      await other.keyboard.press('Control+b')
      await typing
      const expected = `alpha beta${typed} gamma`
      await eventually(async () => {
        const stored = (await draftOf(lake, id))?.body as {children: {text: string; marks?: string[]}[]}[]
        expect(stored.map((block) => block.children.map((child) => child.text).join(''))).toEqual([expected])
        expect(stored[0]!.children[0]).toMatchObject({text: 'alpha', marks: ['strong']})
      }, 20_000)
      for (const target of [page, other]) await expect.poll(() => editorOf(target).textContent(), {timeout: 15_000}).toBe(expected)
    } finally {
      await otherContext.close()
    }
  })
})
