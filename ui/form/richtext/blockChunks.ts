// The rich-text editor's top-level blocks, rendered in chunks that re-render only when one of their
// own blocks changes (core/richtext/blockChunks.ts says why and how they are cut). The editor's
// list rendering is wired to this at build time (scripts/portableTextChunks.ts): the editor hands
// over its blocks, its own function that renders the block at an index, and the values that
// function reads besides the block; each chunk calls that function for its blocks only.
//
// Each chunk is also one element, and the unit the browser skips off screen (content-visibility):
// a thousand blocks each skipped on their own cost the browser a visibility check of every block
// on every frame that changes layout, which a keystroke does. A chunk lays out on its own, so it
// starts the list counters where the blocks before it left them (core/richtext/listCounters.ts).
import {createElement, memo, type CSSProperties, type ReactNode} from 'react'
import {blockChunks} from '../../../core/richtext/blockChunks.ts'
import {estimatedBlocksEm} from '../../../core/richtext/blockHeights.ts'
import {listCountersAtChunks} from '../../../core/richtext/listCounters.ts'
import styles from './Content.module.css'

/** Marks a chunk's element, and says how many blocks it holds (counting its children costs a walk of them). */
const CHUNK_ATTRIBUTE = 'data-block-chunk'

type RenderBlock = (block: unknown, index: number) => ReactNode
type DecorationsEqual = (a: unknown, b: unknown) => boolean

interface ChunkProps {
  blocks: readonly unknown[]
  /** What the editor computed for each block of the chunk (its decorations), by position. */
  decorations: readonly unknown[]
  /** The index of the chunk's first block in the whole body. */
  start: number
  /** The list counts the blocks before the chunk leave (a `counter-reset`), if any. */
  counters: string | undefined
  render: RenderBlock
  /** Everything `render` reads besides the block (renderers, schema, registrations). */
  deps: readonly unknown[]
  decorationsEqual: DecorationsEqual
}

function Chunk({blocks, start, counters, render}: ChunkProps): ReactNode {
  // Until it is first shown a chunk stands in at the height its blocks likely take.
  const style = {'--chunk-counters': counters, containIntrinsicSize: `auto ${estimatedBlocksEm(blocks)}em`} as CSSProperties
  return createElement(
    'div',
    {className: styles.chunk, style, [CHUNK_ATTRIBUTE]: blocks.length},
    blocks.map((block, offset) => render(block, start + offset)),
  )
}

/** A chunk renders again only when a block of its own, its blocks' decorations or a dependency changed. */
function sameChunk(before: ChunkProps, after: ChunkProps): boolean {
  if (before.blocks.length !== after.blocks.length || before.deps.length !== after.deps.length) return false
  if (before.counters !== after.counters) return false
  for (let i = 0; i < after.deps.length; i++) if (before.deps[i] !== after.deps[i]) return false
  for (let i = 0; i < after.blocks.length; i++) {
    if (before.blocks[i] !== after.blocks[i]) return false
    if (!after.decorationsEqual(before.decorations[i] ?? NONE, after.decorations[i] ?? NONE)) return false
  }
  return true
}

const NONE: readonly unknown[] = []
const MemoChunk = memo(Chunk, sameChunk)

/** The body's blocks as chunks, or each block on its own when the body is short or its keys are unusable. */
export function renderBlocksInChunks(
  blocks: readonly unknown[],
  render: RenderBlock,
  decorations: readonly unknown[],
  deps: readonly unknown[],
  decorationsEqual: DecorationsEqual,
): ReactNode[] {
  const chunks = blockChunks(blocks)
  if (!chunks) return blocks.map(render)
  const counters = listCountersAtChunks(blocks, chunks.map((chunk) => chunk.start))
  return chunks.map(({key, start}, i) => {
    const end = chunks[i + 1]?.start ?? blocks.length
    const props: ChunkProps = {
      blocks: blocks.slice(start, end),
      decorations: decorations.slice(start, end),
      start,
      counters: counters[i],
      render,
      deps,
      decorationsEqual,
    }
    return createElement(MemoChunk, {...props, key})
  })
}

/**
 * The element of the body's block at this index, for the editor's lookup of a block's element
 * (wired in by scripts/portableTextChunks.ts): the editable's child at the index in a short body,
 * the child of its chunk in a long one.
 */
export function blockElementAt(editable: Element, index: number): Element | undefined {
  if (!editable.firstElementChild?.hasAttribute(CHUNK_ATTRIBUTE)) return editable.children[index]
  let rest = index
  for (let chunk: Element | null = editable.firstElementChild; chunk; chunk = chunk.nextElementSibling) {
    const count = Number(chunk.getAttribute(CHUNK_ATTRIBUTE))
    if (rest < count) return chunk.children[rest]
    rest -= count
  }
  return undefined
}
