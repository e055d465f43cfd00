// A long Body renders its blocks in chunks (core/richtext/blockChunks.ts, wired into the editor by
// scripts/portableTextChunks.ts) so that a keystroke re-renders one chunk, not every block
// (ED-PT-060). Counted in Chromium through React's DevTools hook: the block elements a commit
// rendered again are the ones whose fiber was replaced. And editing where chunks meet, from here
// and from elsewhere, keeps every block's text, its order and the caret.
import {describe, expect, test} from 'vitest'
import type {Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {blockChunks, startsChunk} from '../../core/richtext/blockChunks.ts'
import {richTextBody} from '../bench/fixtures/richTextBody.ts'
import * as rich from './support/richText.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

const BLOCKS = 300
const key = (i: number) => `p${i}`
const text = (i: number) => `Paragraph number ${i}.`
const longBody = () => Array.from({length: BLOCKS}, (_, i) => rich.paragraph(key(i), text(i)))
type Block = rich.Paragraph

const form = () => page.getByRole('form')
const editor = () => form().getByRole('textbox', {name: 'Body', exact: true})

declare global {
  interface Window {
    /** Per commit, how many block elements of the Body rendered again. */
    __blocksRendered?: number[]
  }
}

/**
 * Installs React's DevTools hook before the studio loads. At each commit it collects the fibers of
 * the Body's block elements (memo components keyed `p<n>`): a block rendered again has a fiber
 * other than the one the last commit had, one left alone keeps it.
 */
async function countBlockRenders(): Promise<void> {
  await page.addInitScript(() => {
    let last = new Map<string, unknown>()
    const rendered: number[] = []
    window.__blocksRendered = rendered
    type Fiber = {tag: number; key: string | null; child: Fiber | null; sibling: Fiber | null}
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: unknown, root: {current: Fiber}) => {
        const now = new Map<string, unknown>()
        const stack: Fiber[] = [root.current]
        while (stack.length > 0) {
          const fiber = stack.pop()!
          // 14: a memo component with its own comparison, as the editor's block elements are.
          if (fiber.tag === 14 && fiber.key !== null && /^p\d+$/.test(fiber.key)) now.set(fiber.key, fiber)
          if (fiber.sibling) stack.push(fiber.sibling)
          if (fiber.child) stack.push(fiber.child)
        }
        if (now.size === 0) return
        let again = 0
        for (const [blockKey, fiber] of now) if (last.get(blockKey) !== fiber) again++
        if (last.size > 0) rendered.push(again)
        last = now
      },
    }
    ;(window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: unknown}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook
  })
}

async function openAndActivate(id: string): Promise<void> {
  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
  await expect.poll(() => editor().evaluate((element) => element.contains(document.activeElement)), {timeout: 20_000}).toBe(true)
}

/** Puts the caret at the end (or the start) of the paragraph with this text. */
async function caretIn(paragraph: string, where: 'End' | 'Home'): Promise<void> {
  const target = editor().getByText(paragraph, {exact: true})
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await page.keyboard.press(where)
  // The editor reads DOM selection changes throttled; a person is never quick enough to notice.
  await page.waitForTimeout(200)
}

/** The text of each block the editor shows, in order. */
const shownTexts = () =>
  editor().evaluate((element) =>
    [...element.querySelectorAll('[data-pt-block]')]
      .filter((block) => !block.parentElement?.closest('[data-pt-block]'))
      .map((block) => [...block.querySelectorAll('[data-pt-text]')].map((text) => text.textContent ?? '').join('')),
  )
const storedTexts = (body: Block[]) => body.map((block) => block.children.map((span) => span.text).join(''))

/** Opens a new article with the long body, activated; answers its id and a block that opens a chunk past the hundredth. */
async function openLongBody(): Promise<{opener: number; id: string}> {
  const id = await rich.createArticle(lake, 'longbody', 'Long body', longBody())
  await openAndActivate(id)
  return {opener: chunkOpenerAfter(100), id}
}

/** The index of the first block after `from` whose key opens a chunk. */
function chunkOpenerAfter(from: number): number {
  for (let i = from + 1; i < BLOCKS; i++) if (startsChunk(key(i))) return i
  throw new Error('no chunk opens after ' + from)
}

describe('a long body', () => {
  test('a keystroke renders again the chunk of blocks it edits, not every block of the body (ED-PT-060)', async () => {
    const chunks = blockChunks(longBody())!
    const target = 150
    const own = chunks.findLast((chunk) => chunk.start <= target)!
    const ownSize = (chunks[chunks.indexOf(own) + 1]?.start ?? BLOCKS) - own.start
    expect(ownSize).toBeLessThan(BLOCKS / 2)

    await countBlockRenders()
    const id = await rich.createArticle(lake, 'longbody', 'Long body', longBody())
    await openAndActivate(id)
    await caretIn(text(target), 'End')
    const before = await page.evaluate(() => window.__blocksRendered!.length)
    expect(before).toBeGreaterThan(0)
    await page.keyboard.type(' typed')
    await rich.bodyWhen<Block>(lake, id, (body) => expect(body[target]!.children[0]!.text).toBe(`${text(target)} typed`))
    const rendered = await page.evaluate((from) => window.__blocksRendered!.slice(from), before)
    expect(rendered.length).toBeGreaterThan(0)
    // Rendered as one list, every block's element would render again at each commit.
    expect(Math.max(...rendered)).toBeLessThanOrEqual(ownSize)
    expect(Math.max(...rendered)).toBeGreaterThan(0)
  })

  test('Ctrl+End reaches the end of the last block and Ctrl+Home the start of the first, the blocks between not drawn; typing lands there', async () => {
    const {id} = await openLongBody()
    await caretIn(text(5), 'End')
    await page.keyboard.press('Control+End')
    await page.waitForTimeout(200)
    await page.keyboard.type(' at the end')
    await page.keyboard.press('Control+Home')
    await page.waitForTimeout(200)
    await page.keyboard.type('At the start: ')
    const expected = longBody().map((_, i) => text(i))
    expected[0] = `At the start: ${expected[0]}`
    expected[BLOCKS - 1] = `${expected[BLOCKS - 1]} at the end`
    await rich.bodyWhen<Block>(lake, id, (stored) => expect(storedTexts(stored)).toEqual(expected))
    // Shift+Ctrl+End selects from the caret to the end: typed text replaces all of it.
    await page.keyboard.press('Control+Shift+End')
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(1000)
  })

  test('Enter and Backspace where two chunks meet keep every block, in order, and the caret', async () => {
    const {opener, id} = await openLongBody()

    // A new block just before the block that opens a chunk, then that block joined onto it: the
    // joined block's chunk ends, and its blocks belong to the chunk before.
    await caretIn(text(opener - 1), 'End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Inserted')
    await caretIn(text(opener), 'Home')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('+')
    // And text typed into a block that moved to the other chunk lands where the caret is.
    await caretIn(text(opener + 1), 'End')
    await page.keyboard.type(' moved')

    const expected = longBody().map((_, i) => text(i))
    expected.splice(opener, 2, `Inserted+${text(opener)}`, `${text(opener + 1)} moved`)
    const body = await rich.bodyWhen<Block>(lake, id, (stored) => expect(storedTexts(stored)).toEqual(expected))
    expect(body.map((block) => block._key).filter((blockKey) => blockKey === key(opener))).toEqual([])
    await expect.poll(shownTexts).toEqual(expected)
  })

  test('a selection made by keyboard across where two chunks meet is bolded whole, in both blocks', async () => {
    const {opener, id} = await openLongBody()
    // From the start of the last block of one chunk, down a line and to its end: the selection runs
    // to the end of the block that opens the next chunk.
    await caretIn(text(opener - 1), 'Home')
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Shift+End')
    await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(`${text(opener - 1)}\n${text(opener)}`)
    await page.waitForTimeout(200)
    await page.keyboard.press('ControlOrMeta+B')
    const body = await rich.bodyWhen<Block>(lake, id, (stored) => {
      expect(stored[opener - 1]!.children.map((span) => span.marks)).toEqual([['strong']])
      expect(stored[opener]!.children.map((span) => span.marks)).toEqual([['strong']])
    })
    expect(storedTexts(body)).toEqual(longBody().map((_, i) => text(i)))
    expect(body[opener - 2]!.children.map((span) => span.marks)).toEqual([[]])
    expect(body[opener + 1]!.children.map((span) => span.marks)).toEqual([[]])
    await expect.poll(() => editor().locator('strong').allTextContents()).toEqual([text(opener - 1), text(opener)])
  })

  test('a block that opens a chunk removed by someone else leaves the caret where it was, in the block after it', async () => {
    const {opener, id} = await openLongBody()
    await caretIn(text(opener + 1), 'End')
    await page.keyboard.type(' one')
    await rich.bodyWhen<Block>(lake, id, (body) => expect(body[opener + 1]!.children[0]!.text).toBe(`${text(opener + 1)} one`))

    await rich.mutate(lake, [{patch: {id: `drafts.${id}`, unset: [`body[_key=="${key(opener)}"]`]}}])
    await expect.poll(() => editor().getByText(text(opener), {exact: true}).count()).toBe(0)
    await page.keyboard.type(' two')

    const expected = longBody().map((_, i) => text(i))
    expected.splice(opener, 2, `${text(opener + 1)} one two`)
    await rich.bodyWhen<Block>(lake, id, (body) => expect(storedTexts(body)).toEqual(expected))
    await expect.poll(shownTexts).toEqual(expected)
  })

  test('a numbered list running across chunks numbers on where it crosses, at every level, as items are added before (ED-PT-010)', async () => {
    // Five paragraphs, then a numbered list to the end; around the start of a chunk the list goes
    // one level deeper for four items, so both levels' counts cross into the chunk.
    const opener = chunkOpenerAfter(120)
    const itemText = (i: number) => `Item ${i}`
    const body = Array.from({length: BLOCKS}, (_, i) =>
      i < 5 ? rich.paragraph(key(i), itemText(i)) : {...rich.paragraph(key(i), itemText(i)), listItem: 'number', level: i >= opener - 2 && i <= opener + 1 ? 2 : 1},
    )
    /** What the stylesheet numbers each block of this body (level 1 decimal, level 2 lower-alpha). */
    const numbersOf = (blocks: readonly {listItem?: string; level?: number}[]) => {
      let first = 0
      let second = 0
      return blocks.map((block) => {
        if (block.listItem !== 'number') return (first = second = 0), ''
        if (block.level === 2) return `${String.fromCharCode(96 + ++second)}.`
        second = 0
        return `${++first}.`
      })
    }
    const shownAround = async (stored: readonly (Block & {listItem?: string; level?: number})[], at: number) => {
      await editor().getByText(stored[at]!.children[0]!.text, {exact: true}).scrollIntoViewIfNeeded()
      const range = stored.slice(at - 4, at + 4)
      const expected = numbersOf(stored).slice(at - 4, at + 4).map((label, i) => label + range[i]!.children.map((span) => span.text).join(''))
      await expect.poll(() => rich.drawnBlocks(page, range.map((block) => block._key)), {timeout: 5000}).toEqual(expected)
    }
    const id = await rich.createArticle(lake, 'longbody', 'Long list', body)
    await openAndActivate(id)
    await shownAround(body, opener)
    // Three-digit numbers, far down, in another chunk.
    await shownAround(body, BLOCKS - 5)

    // A new item early in the list: every number after it, in every later chunk, moves on by one.
    await caretIn(itemText(40), 'End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Added')
    const stored = await rich.bodyWhen<Block & {listItem?: string; level?: number}>(lake, id, (blocks) => expect(blocks[41]!.children[0]!.text).toBe('Added'))
    expect(stored[41]).toMatchObject({listItem: 'number', level: 1})
    await shownAround(stored, opener + 1)
    await shownAround(stored, BLOCKS - 4)
  })

  test('the validation panel leads to a block deep in a long body and shows it on screen, the chunks before it not yet drawn', async () => {
    // The benchmark's body of 1,000 mixed blocks; a bad link in the third block of a chunk, so that
    // the chunk before it, not drawn yet, comes into view as well.
    const body = richTextBody()
    const chunks = blockChunks(body)!
    const targets = [chunks.find((chunk) => chunk.start > 140)!.start + 2, chunks.find((chunk) => chunk.start > 600)!.start + 2]
    for (const target of targets) {
      const block = body[target] as rich.Paragraph
      body[target] = {...block, markDefs: [{_type: 'link', _key: 'bad', href: 'ftp://files.example.com/report'}], children: block.children.map((span) => ({...span, marks: ['bad']}))}
    }
    const id = await rich.createArticle(lake, 'longbody', 'Long body', body)
    await signIn(page, lake, 'editor', `/structure/article;${id}`)
    for (const target of targets) {
      // Opened afresh each time: the browser remembers the height of a chunk once it was drawn.
      await page.goto(`${lake.url}/structure/article;${id}`)
      await form().getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
      await page.getByRole('button', {name: /^\d+ errors?/}).click()
      await page.getByRole('dialog', {name: /^\d+ errors?/}).getByRole('button', {name: `Body / #${target + 1} / Link / Address Does not match allowed protocols/schemes`, exact: true}).click()
      const marker = editor().locator(`[data-pt-path='[_key=="${(body[target] as rich.Paragraph)._key}"]']`).getByRole('img', {name: 'Error: Link / Address: Does not match allowed protocols/schemes', exact: true})
      await expect.poll(() => marker.evaluate((element) => element === document.activeElement)).toBe(true)
      // Once the chunks around it are drawn at their true height, the block is still in view.
      await page.waitForTimeout(500)
      const box = await marker.boundingBox()
      expect(box, `block #${target + 1}`).not.toBeNull()
      expect(box!.y, `block #${target + 1}`).toBeGreaterThan(0)
      expect(box!.y + box!.height, `block #${target + 1}`).toBeLessThan(page.viewportSize()!.height)
    }
  })
})
