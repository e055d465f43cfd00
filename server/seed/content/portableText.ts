// Portable text as the rich-text editor stores it: blocks of spans, marks and mark definitions,
// list items with levels, inline and block objects — every array item with its own `_key`.
import type {SeededRandom} from './prng.ts'
import {reference} from './context.ts'
import {CALLOUTS, EXTERNAL_LINKS, FOOTNOTES, HEADINGS, LIST_ITEMS, QUOTES, sentences} from './text.ts'

type PortableValue = Record<string, unknown>

export interface InlineExtras {
  /** Decorate a phrase with one of the decorators (or one of those listed). */
  decorate?: boolean | string[]
  /** Turn a phrase into an external link. */
  link?: boolean
  /** Turn a phrase into an internal link to this document id. */
  internalLink?: string
  footnote?: boolean
  /** Mention this product inline. */
  productMention?: string
}

const DECORATORS = ['strong', 'em', 'underline', 'strike-through', 'code']

export class PortableTextWriter {
  readonly #random: SeededRandom

  constructor(random: SeededRandom) {
    this.#random = random
  }

  span(text: string, marks: string[] = []): PortableValue {
    return {_type: 'span', _key: this.#random.key(), text, marks}
  }

  block(children: PortableValue[], style = 'normal', markDefs: PortableValue[] = [], list?: {listItem: string; level: number}): PortableValue {
    return {_type: 'block', _key: this.#random.key(), style, markDefs, children, ...(list ?? {})}
  }

  heading(style: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', text = this.#random.pick(HEADINGS)): PortableValue {
    return this.block([this.span(text)], style)
  }

  quote(text = this.#random.pick(QUOTES)): PortableValue {
    return this.block([this.span(text)], 'blockquote')
  }

  /** A paragraph of a few sentences, with a marked phrase in the middle when asked. */
  paragraph(extras: InlineExtras = {}, sentenceCount = this.#random.int(2, 4)): PortableValue {
    const words = sentences(this.#random, sentenceCount).split(' ')
    const cut = Math.max(1, Math.min(words.length - 4, this.#random.int(3, 10)))
    const before = words.slice(0, cut).join(' ') + ' '
    const phrase = words.slice(cut, cut + 3).join(' ')
    const after = ' ' + words.slice(cut + 3).join(' ')
    const markDefs: PortableValue[] = []
    const marks: string[] = []
    if (extras.decorate) marks.push(this.#random.pick(extras.decorate === true ? DECORATORS : extras.decorate))
    if (extras.link) {
      const key = this.#random.key()
      markDefs.push({_type: 'link', _key: key, href: this.#random.pick(EXTERNAL_LINKS), openInNewTab: this.#random.chance(0.5)})
      marks.push(key)
    }
    if (extras.internalLink) {
      const key = this.#random.key()
      markDefs.push({_type: 'internalLink', _key: key, reference: reference(extras.internalLink)})
      marks.push(key)
    }
    const children = [this.span(before), this.span(phrase, marks), this.span(after)]
    if (extras.productMention) {
      children.push({_type: 'productMention', _key: this.#random.key(), product: reference(extras.productMention)})
      children.push(this.span(' is what we used.'))
    }
    if (extras.footnote) {
      children.push({_type: 'footnote', _key: this.#random.key(), text: this.#random.pick(FOOTNOTES)})
      children.push(this.span(''))
    }
    return this.block(children, 'normal', markDefs)
  }

  /** A list whose second item, for bullets, has a nested item under it. */
  list(kind: 'bullet' | 'number', count = this.#random.int(3, 5)): PortableValue[] {
    return this.#random.sample(LIST_ITEMS, count).map((text, index) =>
      this.block([this.span(text)], 'normal', [], {listItem: kind, level: kind === 'bullet' && index === 2 ? 2 : 1}),
    )
  }

  callout(): PortableValue {
    const {tone, title, body} = this.#random.pick(CALLOUTS)
    return {_type: 'callout', _key: this.#random.key(), tone, title, body}
  }

  codeSnippet(language: string, filename: string, code: string): PortableValue {
    return {_type: 'codeSnippet', _key: this.#random.key(), language, filename, code}
  }

  /** A few plain paragraphs with the odd emphasis and link: author bios, footers, descriptions. */
  simple(paragraphs: number): PortableValue[] {
    return Array.from({length: paragraphs}, (_, i) =>
      // Simple text allows bold, italic and links only.
      this.paragraph({decorate: this.#random.chance(0.5) && ['strong', 'em'], link: i === 0 && this.#random.chance(0.5)}, 2),
    )
  }
}

/** The plain text of portable text blocks, for word counts. */
export function plainText(blocks: PortableValue[]): string {
  return blocks
    .flatMap((block) => (Array.isArray(block.children) ? block.children : []))
    .map((child) => (typeof (child as PortableValue).text === 'string' ? (child as PortableValue).text : ''))
    .join(' ')
}
