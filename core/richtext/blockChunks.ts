// How a long body's blocks are grouped for rendering. The editor renders its blocks as one list, so
// each keystroke made React walk every block of the body (a thousand elements, each compared and
// passed over) to update one. Grouped into chunks that each re-render only when one of their own
// blocks changes, a keystroke walks the chunks and the one chunk that holds the edited block.
//
// A chunk starts at a block whose key hashes to a multiple of CHUNK_SPREAD, so the grouping follows
// the content, not positions: inserting or removing a block moves no other block to another chunk
// (only when the block itself starts a chunk does it split or join one). A block that changed chunk
// would be mounted afresh, its DOM rebuilt under the caret.

/** Bodies shorter than this render as one list: the walk is cheap and chunks would only add depth. */
export const CHUNK_MIN_BLOCKS = 96

/** One block in this many starts a chunk, on average. */
export const CHUNK_SPREAD = 32

const startsByKey = new Map<string, boolean>()
/** Keys remembered at most; a long session of pasting and undoing must not grow the map forever. */
const REMEMBERED_KEYS = 100_000

/** FNV-1a over the key's UTF-16 code units: cheap, and spreads short random keys evenly. */
function keyHash(key: string): number {
  let hash = 2166136261
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619)
  return hash >>> 0
}

/** Whether the block with this key opens a chunk. */
export function startsChunk(key: string): boolean {
  let starts = startsByKey.get(key)
  if (starts === undefined) {
    starts = keyHash(key) % CHUNK_SPREAD === 0
    if (startsByKey.size >= REMEMBERED_KEYS) startsByKey.clear()
    startsByKey.set(key, starts)
  }
  return starts
}

/** The React key of the blocks before the first that opens a chunk (no block key is empty). */
export const HEAD_CHUNK_KEY = ''

export interface BlockChunk {
  /** The key of the block that opens it, or HEAD_CHUNK_KEY for the blocks before the first such. */
  key: string
  /** The index of its first block. */
  start: number
}

/**
 * The body's chunks in order, or undefined when its blocks should render as one list: a short body,
 * or one whose keys are missing or where a key that opens a chunk is repeated (a chunk is known to
 * React by that key; an invalid value is shown as it is). A block's chunk is the one opened by the
 * nearest block at or before it that opens one: what comes before it decides nothing else.
 */
export function blockChunks(blocks: readonly unknown[]): BlockChunk[] | undefined {
  if (blocks.length < CHUNK_MIN_BLOCKS) return undefined
  const chunks: BlockChunk[] = []
  const openers = new Set<string>()
  for (let i = 0; i < blocks.length; i++) {
    const key = keyOf(blocks[i])
    if (key === undefined) return undefined
    if (startsChunk(key)) {
      if (openers.has(key)) return undefined
      openers.add(key)
      chunks.push({key, start: i})
    } else if (i === 0) chunks.push({key: HEAD_CHUNK_KEY, start: 0})
  }
  return chunks
}

function keyOf(block: unknown): string | undefined {
  if (typeof block !== 'object' || block === null) return undefined
  const key = (block as {_key?: unknown})._key
  return typeof key === 'string' && key !== '' ? key : undefined
}
