// Typed text reaches the document once typing pauses (ui/form/inputs/useTypedText.ts).
// With the page's timers and animation frames stopped (Playwright's clock, paused), nothing hands
// typed text over on its own: these tests show the input holds it, and that a press elsewhere, a
// shortcut or leaving the field hands it over at once, so no action ever sees the document
// without the editor's last keys.
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {TYPED_TEXT_PAUSE_MS} from '../../ui/form/inputs/pendingTextEdits.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

/** Opens a fresh draft titled `title` with the page's clock under the test's control; focuses the Title at its end. */
async function openWithClock(title: string): Promise<{id: string; paneTitle: ReturnType<Page['getByRole']>}> {
  const id = await createShowcaseDraft(lake, 'typed', title)
  await context.clock.install()
  await signIn(page, lake, 'editor', `/structure/fieldShowcase;${id}`)
  const input = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
  await input.click()
  await page.keyboard.press('End')
  // The pane's heading prints the document's title: it shows what the document holds.
  const paneTitle = page.getByRole('heading', {level: 2, name: title, exact: true})
  await paneTitle.waitFor()
  return {id, paneTitle}
}

/** Stops the page's timers and frames where they are. */
async function stopTime(): Promise<void> {
  await page.clock.pauseAt(Date.now() + 60_000)
}

async function expectHeldBack(typed: string, stored: string): Promise<void> {
  await expect.poll(() => page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).inputValue()).toBe(typed)
  // Still the old title: the document has not had the keys yet.
  expect(await page.getByRole('heading', {level: 2, name: stored, exact: true}).count()).toBe(1)
}

describe('typed text held back while the editor types', () => {
  test('a press anywhere hands typed text over before it acts, even one that leaves the focus in the field', async () => {
    const {id} = await openWithClock('Before')
    await stopTime()
    await page.keyboard.type(' after')
    await expectHeldBack('Before after', 'Before')
    // A press the page handles without taking the focus (as a menu or a drag handle may): the
    // hand-over cannot wait for the field's blur.
    await page.getByRole('heading', {level: 2, name: 'Before', exact: true}).dispatchEvent('pointerdown')
    await page.getByRole('heading', {level: 2, name: 'Before after', exact: true}).waitFor()
    expect(await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).evaluate((input) => input === document.activeElement)).toBe(true)
    await page.clock.resume()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Before after'))
  })

  test('leaving the field with Tab, a shortcut, or Escape hands typed text over', async () => {
    const {id} = await openWithClock('Keys')
    await stopTime()
    await page.keyboard.type(' one')
    await expectHeldBack('Keys one', 'Keys')
    await page.keyboard.press('Tab')
    await page.getByRole('heading', {level: 2, name: 'Keys one', exact: true}).waitFor()

    await page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).focus()
    await page.keyboard.press('End')
    await page.keyboard.type(' two')
    await expectHeldBack('Keys one two', 'Keys one')
    // A key with Control is a command, not typing: it sees the document with the text in it.
    await page.keyboard.press('Control+Shift+ArrowLeft')
    await page.getByRole('heading', {level: 2, name: 'Keys one two', exact: true}).waitFor()

    // Escape (and Enter) may close or submit what holds the field: they do not wait either.
    await page.keyboard.press('End')
    await page.keyboard.type(' three')
    await expectHeldBack('Keys one two three', 'Keys one two')
    await page.keyboard.press('Escape')
    await page.getByRole('heading', {level: 2, name: 'Keys one two three', exact: true}).waitFor()
    await page.clock.resume()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Keys one two three'))
  })

  test('typed text reaches the document on its own once typing pauses', async () => {
    const {id} = await openWithClock('Alone')
    await stopTime()
    await page.keyboard.type('!')
    await expectHeldBack('Alone!', 'Alone')
    // Another key before the pause is over pushes the hand-over back.
    await page.clock.runFor(TYPED_TEXT_PAUSE_MS - 30)
    await page.keyboard.type('?')
    await page.clock.runFor(TYPED_TEXT_PAUSE_MS - 30)
    await expectHeldBack('Alone!?', 'Alone')
    // The pause: the hand-over needs nothing more.
    await page.clock.runFor(30)
    await page.getByRole('heading', {level: 2, name: 'Alone!?', exact: true}).waitFor()
    await page.clock.resume()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Alone!?'))
  })

  test('closing the form hands typed text over, with no press or frame to do it', async () => {
    const {id} = await openWithClock('Closing')
    await stopTime()
    await page.keyboard.type(' now')
    await expectHeldBack('Closing now', 'Closing')
    // The address changes from inside the page (as the browser's Back would): the form unmounts.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/structure/fieldShowcase')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByRole('form').waitFor({state: 'detached'})
    await page.clock.resume()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Closing now'))
  })

  test('a keystroke renders nothing: the input keeps its own text until the hand-over', async () => {
    const {id} = await openWithClock('Quiet')
    const input = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    // React keeps the props an element was last rendered with on the element itself; any render
    // of the input (as a controlled input's every key) puts a new object there.
    const propsOf = () =>
      input.evaluate((element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
        if (!key) throw new Error('no React props on the input')
        const w = window as unknown as {seenProps?: unknown[]}
        const props = (element as unknown as Record<string, unknown>)[key]
        w.seenProps ??= []
        if (!w.seenProps.includes(props)) w.seenProps.push(props)
        return w.seenProps.indexOf(props)
      })
    await stopTime()
    expect(await propsOf()).toBe(0)
    await page.keyboard.type(' and still')
    await expectHeldBack('Quiet and still', 'Quiet')
    expect(await propsOf()).toBe(0)
    await page.clock.resume()
    await page.getByRole('heading', {level: 2, name: 'Quiet and still', exact: true}).waitFor()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('Quiet and still'))
  })

  test("someone else's change arriving while text is held is merged under it, and both are kept", async () => {
    const {id} = await openWithClock('middle')
    await stopTime()
    await page.keyboard.type(' mine')
    await expectHeldBack('middle mine', 'middle')
    // Another editor writes at the start while our keys are still held in the input.
    const response = await lake.api('/data/mutate/production?visibility=sync', {
      method: 'POST',
      body: JSON.stringify({mutations: [{patch: {id: `drafts.${id}`, set: {title: 'theirs middle'}}}]}),
    })
    expect(response.status).toBe(200)
    const input = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await expect.poll(() => input.inputValue(), {timeout: 10_000}).toBe('theirs middle mine')
    await page.keyboard.type('!')
    await page.keyboard.press('Tab')
    await page.getByRole('heading', {level: 2, name: 'theirs middle mine!', exact: true}).waitFor()
    await page.clock.resume()
    await eventually(async () => expect((await draftOf(lake, id))?.title).toBe('theirs middle mine!'))
  })
})
