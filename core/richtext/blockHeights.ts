// How tall a block is likely drawn, in ems of the body's text, before the browser has laid it out.
// A long body's chunks are skipped off screen (ui/form/richtext/blockChunks.ts) and stand in at
// this height until first shown; the closer it is, the less the page moves when they come into
// view, and the nearer a jump to a block deep in the body (the validation panel's) lands. The
// figures follow the stylesheet (ui/form/richtext/Content.module.css) at the form's usual width;
// a wider or narrower form wraps less or more, and the browser remembers the true height once a
// chunk was shown.

/** The body text's line height (PortableText.module.css) and the characters a line holds at the form's usual width. */
const LINE_EM = 1.6
const CHARS_PER_LINE = 75
/** A block object's card: its preview's two lines and padding. */
const OBJECT_EM = 4.8

/** Per heading style: its font size (em), line height and margins (its ems), as the stylesheet draws it. */
const HEADINGS: Record<string, {size: number; line: number}> = {
  h1: {size: 2, line: 1.2},
  h2: {size: 1.6, line: 1.25},
  h3: {size: 1.35, line: 1.3},
  h4: {size: 1.15, line: LINE_EM},
  h5: {size: 1, line: LINE_EM},
  h6: {size: 0.9, line: LINE_EM},
}
const HEADING_MARGIN = 0.4

function textLength(children: unknown): number {
  if (!Array.isArray(children)) return 0
  let length = 0
  for (const child of children) {
    const text = (child as {text?: unknown} | null)?.text
    if (typeof text === 'string') length += text.length
  }
  return length
}

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine))

/** The likely height of one block with its margins, in ems of the body's text. */
export function estimatedBlockEm(block: unknown): number {
  if (typeof block !== 'object' || block === null || (block as {_type?: unknown})._type !== 'block') return OBJECT_EM
  const {style, listItem, children} = block as {style?: unknown; listItem?: unknown; children?: unknown}
  const chars = textLength(children)
  const heading = typeof style === 'string' ? HEADINGS[style] : undefined
  if (heading) return heading.size * (lines(chars, CHARS_PER_LINE / heading.size) * heading.line + 2 * HEADING_MARGIN)
  // A list item is indented and spaced closer (0.25em); a paragraph or a quote is followed by 0.5em.
  if (typeof listItem === 'string') return lines(chars, CHARS_PER_LINE - 5) * LINE_EM + 0.25
  return lines(chars, CHARS_PER_LINE) * LINE_EM + 0.5
}

/** The likely height of these blocks together, in ems, rounded to a tenth. */
export function estimatedBlocksEm(blocks: readonly unknown[]): number {
  let em = 0
  for (const block of blocks) em += estimatedBlockEm(block)
  return Math.round(em * 10) / 10
}
