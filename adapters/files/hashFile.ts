// ED-UP-022, K-ED-008: the SHA-1 of a whole file, read in pieces so a large video is never held in
// memory at once. Web Crypto's digest takes one buffer and has no incremental form, so the hash is
// @noble/hashes' (see spec/DECISIONS.md, assets in the studio). Where the blob's stream takes a
// BYOB ("bring your own buffer") reader (Chromium, Firefox), every piece is read into the same
// 4 MiB buffer: the page's memory stays flat however large the file (`npm run bench:assets`
// measured the renderer growing by the file's size when each slice got a new buffer, since the
// garbage collector frees them late). Elsewhere the file is read slice by slice.
import {sha1} from '@noble/hashes/legacy.js'
import {bytesToHex} from '@noble/hashes/utils.js'

/** 4 MiB: few reads for large files, little memory for each. */
export const HASH_CHUNK_BYTES = 4 * 1024 * 1024

type Hash = ReturnType<typeof sha1.create>

export async function sha1OfBlob(blob: Blob, signal?: AbortSignal, chunkBytes = HASH_CHUNK_BYTES): Promise<string> {
  const hash = sha1.create()
  const reader = byobReaderOf(blob)
  if (reader) await readInto(hash, reader, chunkBytes, signal)
  else await readSlices(hash, blob, chunkBytes, signal)
  signal?.throwIfAborted()
  return bytesToHex(hash.digest())
}

function byobReaderOf(blob: Blob): ReadableStreamBYOBReader | null {
  if (typeof blob.stream !== 'function') return null
  try {
    return blob.stream().getReader({mode: 'byob'})
  } catch {
    // Not a byte stream here: no BYOB reader.
    return null
  }
}

async function readInto(hash: Hash, reader: ReadableStreamBYOBReader, chunkBytes: number, signal?: AbortSignal): Promise<void> {
  let buffer = new ArrayBuffer(chunkBytes)
  try {
    for (;;) {
      signal?.throwIfAborted()
      const {done, value} = await reader.read(new Uint8Array(buffer))
      if (done || !value) return
      hash.update(value)
      // The read hands the buffer back (transferred): the next read fills it again.
      buffer = value.buffer as ArrayBuffer
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  }
}

async function readSlices(hash: Hash, blob: Blob, chunkBytes: number, signal?: AbortSignal): Promise<void> {
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    signal?.throwIfAborted()
    hash.update(new Uint8Array(await blob.slice(offset, offset + chunkBytes).arrayBuffer()))
  }
}
