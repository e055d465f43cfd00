// Word's list paragraphs turned into the nested lists they stand for, before the editor reads a
// paste (ED-PT-046): numbered stays numbered, levels nest, the markers go.
import {JSDOM} from 'jsdom'
import {describe, expect, it} from 'vitest'
import {wordListsAsHtmlLists} from '../../../ui/form/richtext/wordLists.ts'
import {wordDocument, wordListParagraph} from '../../support/wordHtml.ts'

const parse = (html: string) => new JSDOM(html).window.document
const item = wordListParagraph
const word = wordDocument

describe("Word's list paragraphs", () => {
  it('become a bullet list and a numbered one with a nested numbered level, without their markers', () => {
    const html = word(
      '<h2>Trip notes</h2>\n' +
        item('l0', 1, '·', 'Tent') +
        item('l0', 1, '·', 'Stove') +
        '<p class=MsoNormal>Then:</p>\n' +
        item('l1', 1, '1.', 'Book the <b>train</b>') +
        item('l1', 2, 'a.', 'Check the times') +
        item('l1', 2, 'b.', 'Print the ticket') +
        item('l1', 1, '2.', 'Pack'),
    )
    const converted = wordListsAsHtmlLists(html, parse)!
    const document = parse(converted)
    expect([...document.body.children].map((element) => element.tagName)).toEqual(['H2', 'UL', 'P', 'OL'])
    const [bullets, numbers] = [document.querySelector('ul')!, document.querySelector('ol')!]
    expect([...bullets.querySelectorAll(':scope > li')].map((li) => li.textContent!.trim())).toEqual(['Tent', 'Stove'])
    const top = [...numbers.querySelectorAll(':scope > li')]
    expect(top).toHaveLength(2)
    expect(top[0]!.querySelector('b')?.textContent).toBe('train')
    const nested = top[0]!.querySelector(':scope > ol')!
    expect([...nested.querySelectorAll(':scope > li')].map((li) => li.textContent!.trim())).toEqual(['Check the times', 'Print the ticket'])
    expect(top[1]!.textContent!.trim()).toBe('Pack')
    // The markers and Word's list paragraphs are gone.
    expect(converted).not.toMatch(/mso-list:Ignore|·|MsoListParagraph/)
  })

  it('tells a numbered level under a bullet apart, and Word’s "o" bullet from a letter', () => {
    const converted = wordListsAsHtmlLists(word(item('l0', 1, '·', 'Gear') + item('l0', 2, 'o', 'Tent') + item('l0', 2, 'i.', 'First') + item('l0', 1, '·', 'Food')), parse)!
    const document = parse(converted)
    const top = document.querySelector('body > ul')!
    expect([...top.querySelectorAll(':scope > li')].map((li) => li.firstChild?.textContent?.trim())).toEqual(['Gear', 'Food'])
    const gear = top.querySelector(':scope > li')!
    expect([...gear.children].map((child) => child.tagName).filter((tag) => tag === 'UL' || tag === 'OL')).toEqual(['UL', 'OL'])
    expect(gear.querySelector(':scope > ul')!.textContent!.trim()).toBe('Tent')
    expect(gear.querySelector(':scope > ol')!.textContent!.trim()).toBe('First')
  })

  it('leaves HTML without Word lists alone', () => {
    expect(wordListsAsHtmlLists('<p>Just <b>text</b></p>', parse)).toBeNull()
    expect(wordListsAsHtmlLists('<p style="mso-margin-top-alt:auto">Word, but no list</p>', parse)).toBeNull()
  })
})
