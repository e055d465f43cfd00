// ED-UP-022, K-ED-008: the SHA-1 of a whole file, read in chunks so a large video is never held in
// memory at once. Web Crypto's digest takes one buffer and has no incremental form, so the hash is
// @noble/hashes' (see spec/DECISIONS.md, assets in the studio).
import {sha1} from '@noble/hashes/legacy.js'
import {bytesToHex} from '@noble/hashes/utils.js'

/** 4 MiB: few reads for large files, little memory for each. */
export const HASH_CHUNK_BYTES = 4 * 1024 * 1024

export async function sha1OfBlob(blob: Blob, signal?: AbortSignal, chunkBytes = HASH_CHUNK_BYTES): Promise<string> {
  const hash = sha1.create()
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    signal?.throwIfAborted()
    hash.update(new Uint8Array(await blob.slice(offset, offset + chunkBytes).arrayBuffer()))
  }
  signal?.throwIfAborted()
  return bytesToHex(hash.digest())
}
