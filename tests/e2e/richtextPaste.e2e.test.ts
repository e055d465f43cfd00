// Pasting into the rich-text input (ED-PT-046) in Chromium through a synthetic paste event: HTML
// as a web page or word processor puts it on the clipboard keeps headings, lists, links, bold and
// italic as the schema's styles, list items and marks; plain text becomes paragraphs. The
// editor's own HTML reading does the work; this pins what our schema gets from it.
import {describe, expect, test} from 'vitest'
import type {Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {draftOf, eventually} from './support/documents.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'
import {wordDocument, wordListParagraph} from '../support/wordHtml.ts'

let lake: TestLake
let page: Page
useStudioSession((session) => ({lake, page} = session))

type Span = {_type: string; text?: string; marks?: string[]}
type Block = {_type: string; _key: string; style?: string; listItem?: string; level?: number; markDefs?: {_key: string; _type: string; href?: string}[]; children?: Span[]}

let created = 0
const editor = () => page.getByRole('form').getByRole('textbox', {name: 'Body', exact: true})

async function emptyArticle(): Promise<string> {
  const id = `rt-paste-${Date.now().toString(36)}-${created++}`
  const body = [{_type: 'block', _key: 'start', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 'start-s', text: 'Start.', marks: []}]}]
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: `drafts.${id}`, _type: 'article', title: 'Paste', body}}]})})
  expect(response.status).toBe(200)
  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  await page.getByRole('form').getByRole('button', {name: 'Click or tap to activate Body', exact: true}).click()
  await editor().getByText('Start.').click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.waitForTimeout(250)
  return id
}

async function paste(data: Record<string, string>): Promise<void> {
  await editor().evaluate((element, entries) => {
    const clipboard = new DataTransfer()
    for (const [type, value] of Object.entries(entries)) clipboard.setData(type, value)
    element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: clipboard, bubbles: true, cancelable: true}))
  }, data)
}

async function bodyWhen(id: string, check: (body: Block[]) => void): Promise<Block[]> {
  let body: Block[] = []
  await eventually(async () => {
    body = ((await draftOf(lake, id))?.body as Block[] | undefined) ?? []
    check(body)
  })
  return body
}

const textOf = (block: Block) => block.children?.map((child) => child.text ?? '').join('')

describe('paste into rich text', () => {
  test('HTML keeps headings, bullet and numbered lists, links, bold and italic', async () => {
    const id = await emptyArticle()
    const html = [
      '<meta charset="utf-8"><h2>Trip notes</h2>',
      '<p>Pack <b>light</b> and <i>early</i>; see <a href="https://example.com/kit">the kit list</a>.</p>',
      '<ul><li>Tent</li><li>Stove</li></ul>',
      '<ol><li>Book the train</li></ol>',
    ].join('')
    await paste({'text/html': html, 'text/plain': 'Trip notes\nPack light and early; see the kit list.\nTent\nStove\nBook the train'})
    const body = await bodyWhen(id, (blocks) => expect(blocks.some((block) => textOf(block) === 'Book the train')).toBe(true))
    const find = (text: string) => body.find((block) => textOf(block) === text)
    expect(find('Trip notes')).toMatchObject({style: 'h2'})
    const paragraph = find('Pack light and early; see the kit list.')!
    expect(paragraph.style).toBe('normal')
    const link = paragraph.markDefs?.find((markDef) => markDef._type === 'link')
    expect(link?.href).toBe('https://example.com/kit')
    const marksOf = (text: string) => paragraph.children?.find((child) => child.text === text)?.marks
    expect(marksOf('light')).toEqual(['strong'])
    expect(marksOf('early')).toEqual(['em'])
    expect(marksOf('the kit list')).toEqual([link!._key])
    expect(find('Tent')).toMatchObject({listItem: 'bullet', level: 1})
    expect(find('Stove')).toMatchObject({listItem: 'bullet', level: 1})
    expect(find('Book the train')).toMatchObject({listItem: 'number', level: 1})
    expect(body[0]).toMatchObject({_key: 'start'})
  })

  test('HTML from Google Docs keeps its marks, not the bold wrapper around it all', async () => {
    const gdocsId = await emptyArticle()
    const run = (text: string, style: string) => `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;${style}white-space:pre-wrap;">${text}</span>`
    const gdocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1c-7fff">' +
      `<h2 dir="ltr">${run('Trip notes', 'font-weight:400;')}</h2>` +
      `<p dir="ltr">${run('Pack ', 'font-weight:400;')}${run('light', 'font-weight:700;')}${run(' and ', 'font-weight:400;')}${run('early', 'font-weight:400;font-style:italic;')}</p>` +
      `<ol><li dir="ltr" style="list-style-type:decimal;" aria-level="1"><p dir="ltr" role="presentation">${run('Book the train', 'font-weight:400;')}</p></li></ol>` +
      '</b>'
    await paste({'text/html': gdocs, 'text/plain': 'Trip notes\nPack light and early\nBook the train'})
    const fromDocs = await bodyWhen(gdocsId, (blocks) => expect(blocks.some((block) => textOf(block) === 'Book the train')).toBe(true))
    expect(fromDocs.find((block) => textOf(block) === 'Trip notes')).toMatchObject({style: 'h2', children: [{marks: []}]})
    const packed = fromDocs.find((block) => textOf(block) === 'Pack light and early')!
    expect(packed.children!.map((span) => [span.text, span.marks])).toEqual([['Pack ', []], ['light', ['strong']], [' and ', []], ['early', ['em']]])
    expect(fromDocs.find((block) => textOf(block) === 'Book the train')).toMatchObject({listItem: 'number', level: 1})
  })

  test("HTML from Word keeps numbered lists numbered and nested levels nested, without Word's markers", async () => {
    const wordId = await emptyArticle()
    const item = wordListParagraph
    const word = wordDocument(
      item('l0', 1, '·', 'Tent') +
        item('l0', 2, 'o', 'Pegs') +
        '<p class=MsoNormal>Before you go:<o:p></o:p></p>' +
        item('l1', 1, '1.', 'Book the <b>train</b>') +
        item('l1', 2, 'a.', 'Check the times') +
        item('l1', 1, '2.', 'Pack'),
    )
    await paste({'text/html': word, 'text/plain': 'Tent\nPegs\nBefore you go:\nBook the train\nCheck the times\nPack'})
    const fromWord = await bodyWhen(wordId, (blocks) => expect(blocks.some((block) => textOf(block) === 'Pack')).toBe(true))
    const lists = fromWord.slice(1).map((block) => [textOf(block), block.listItem ?? null, block.level ?? null])
    expect(lists).toEqual([
      ['Tent', 'bullet', 1],
      ['Pegs', 'bullet', 2],
      ['Before you go:', null, null],
      ['Book the train', 'number', 1],
      ['Check the times', 'number', 2],
      ['Pack', 'number', 1],
    ])
    expect(fromWord.find((block) => textOf(block) === 'Book the train')!.children!.find((span) => span.text === 'train')?.marks).toEqual(['strong'])
  })

  test('plain text becomes paragraphs', async () => {
    const id = await emptyArticle()
    await paste({'text/plain': 'First line of notes\n\nSecond paragraph here'})
    const body = await bodyWhen(id, (blocks) => expect(blocks.some((block) => textOf(block)?.includes('Second paragraph here'))).toBe(true))
    const texts = body.map(textOf)
    expect(texts).toContain('First line of notes')
    expect(texts).toContain('Second paragraph here')
    for (const block of body) expect(block).toMatchObject({_type: 'block', style: 'normal'})
  })
})
