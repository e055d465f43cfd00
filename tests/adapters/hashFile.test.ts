// The studio's file hash (ED-UP-022): the same SHA-1 as Node's whether the blob is read through a
// BYOB stream reader into one reused buffer or slice by slice, for sizes around the piece size;
// an abort stops it.
import {createHash, randomBytes} from 'node:crypto'
import {describe, expect, it} from 'vitest'
import {sha1OfBlob} from '../../adapters/files/hashFile.ts'

const CHUNK = 64 * 1024
const sizes = [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK + 17]

/** A blob without `stream()`: the slice path. */
const sliceOnly = (blob: Blob) => ({size: blob.size, slice: blob.slice.bind(blob)}) as unknown as Blob

describe('sha1OfBlob', () => {
  for (const size of sizes) {
    it(`hashes ${size} bytes as Node does, through the stream and through slices`, async () => {
      const bytes = randomBytes(size)
      const expected = createHash('sha1').update(bytes).digest('hex')
      const blob = new Blob([bytes])
      expect(await sha1OfBlob(blob, undefined, CHUNK)).toBe(expected)
      expect(await sha1OfBlob(sliceOnly(blob), undefined, CHUNK)).toBe(expected)
    })
  }
  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(sha1OfBlob(new Blob([randomBytes(3 * CHUNK)]), controller.signal, CHUNK)).rejects.toThrow()
  })
})
