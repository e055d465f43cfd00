// A long body's blocks are grouped in chunks that start where a block's key says so; a block must
// keep its chunk through edits elsewhere, or React would mount it afresh (its DOM rebuilt) on
// every insertion or removal before it.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {blockChunks, CHUNK_MIN_BLOCKS, HEAD_CHUNK_KEY, startsChunk} from '../../core/richtext/blockChunks.ts'

type Block = {_key: string}

/** Block key → the key of its chunk. */
function chunkOf(blocks: readonly Block[]): Map<string, string> {
  const chunks = blockChunks(blocks)
  if (!chunks) throw new Error('expected chunks')
  const owners = new Map<string, string>()
  chunks.forEach(({key, start}, i) => {
    for (let at = start; at < (chunks[i + 1]?.start ?? blocks.length); at++) owners.set(blocks[at]!._key, key)
  })
  return owners
}

const keys = (min: number, max: number) => fc.uniqueArray(fc.string({minLength: 1, maxLength: 12}), {minLength: min, maxLength: max})
const body = keys(CHUNK_MIN_BLOCKS, 400).map((list) => list.map((_key) => ({_key})))

describe('block chunks', () => {
  test('chunks cover every block once, in order, each opened by a block whose key starts one (the head excepted)', () => {
    fc.assert(
      fc.property(body, (blocks) => {
        const chunks = blockChunks(blocks)!
        expect(chunks[0]!.start).toBe(0)
        for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.start).toBeGreaterThan(chunks[i - 1]!.start)
        expect(chunks.at(-1)!.start).toBeLessThan(blocks.length)
        const opened = new Map(chunks.map((chunk) => [chunk.start, chunk.key]))
        blocks.forEach((block, at) => {
          if (startsChunk(block._key)) expect(opened.get(at)).toBe(block._key)
          else expect(opened.get(at)).toBe(at === 0 ? HEAD_CHUNK_KEY : undefined)
        })
      }),
    )
  })

  test('an inserted block moves no other block to another chunk, unless it opens a chunk itself', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.string({minLength: 13, maxLength: 16}), (blocks, at, key) => {
        const place = at % (blocks.length + 1)
        const after = [...blocks.slice(0, place), {_key: key}, ...blocks.slice(place)]
        const before = chunkOf(blocks)
        const now = chunkOf(after)
        for (const block of blocks) {
          const moved = now.get(block._key) !== before.get(block._key)
          // Only the blocks after it in its chunk may move, into the chunk it opens.
          if (moved) expect(now.get(block._key)).toBe(startsChunk(key) ? key : before.get(block._key))
        }
      }),
    )
  })

  test('a removed block moves no other block, unless it opened a chunk, whose blocks join the one before', () => {
    fc.assert(
      fc.property(keys(CHUNK_MIN_BLOCKS + 1, 400), fc.nat(), (list, at) => {
        const blocks = list.map((_key) => ({_key}))
        const gone = blocks[at % blocks.length]!
        const before = chunkOf(blocks)
        const now = chunkOf(blocks.filter((block) => block !== gone))
        for (const block of blocks) {
          if (block === gone || now.get(block._key) === before.get(block._key)) continue
          expect(before.get(block._key)).toBe(gone._key)
        }
      }),
    )
  })

  test('a short body, or one with a key missing or one repeated where a chunk starts, renders as one list', () => {
    expect(blockChunks(Array.from({length: CHUNK_MIN_BLOCKS - 1}, (_, i) => ({_key: `k${i}`})))).toBeUndefined()
    const long = Array.from({length: 300}, (_, i) => ({_key: `k${i}`}))
    expect(blockChunks(long)!.length).toBeGreaterThan(1)
    expect(blockChunks([...long.slice(0, 150), {_type: 'block'}, ...long.slice(150)])).toBeUndefined()
    expect(blockChunks([...long.slice(0, 150), {_key: ''}, ...long.slice(150)])).toBeUndefined()
    const opener = long.find((block) => startsChunk(block._key))!
    expect(blockChunks([...long, {...opener}])).toBeUndefined()
  })

  test('about one block in 32 starts a chunk', () => {
    const blocks = Array.from({length: 10_000}, (_, i) => ({_key: Math.random().toString(36).slice(2, 14) + i}))
    const chunks = blockChunks(blocks)!.length
    expect(chunks).toBeGreaterThan(10_000 / 32 / 2)
    expect(chunks).toBeLessThan((10_000 / 32) * 2)
  })
})
