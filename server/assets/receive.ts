// Receives an upload's body into a scratch file while its SHA-1 is computed: the body is never
// held in memory whole. Past the size limit, or when the client goes away, the scratch file is
// removed and the promise fails; the error handler then drains the rest of an oversized body so
// the 413 still reaches a client that is busy sending.
import {createHash} from 'node:crypto'
import {createWriteStream} from 'node:fs'
import type {Readable} from 'node:stream'
import {LakeError} from '../http/lakeError.ts'
import type {IncomingBlob} from '../storage/assets/types.ts'

export interface Received {
  sha1: string
  size: number
}

export class UploadAborted extends Error {}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

export const tooLarge = (limit: number) =>
  new LakeError(413, 'assetTooLarge', `The file is larger than this lake's upload limit of ${formatBytes(limit)}`, {limit})

export function receiveInto(source: Readable, incoming: IncomingBlob, limit: number): Promise<Received> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(incoming.path, {flags: 'wx'})
    const hash = createHash('sha1')
    let size = 0
    let settled = false

    const fail = (error: Error) => {
      if (settled) return
      settled = true
      source.off('data', onData)
      source.pause()
      out.destroy()
      // Removed once the stream has let go of the file (it may still be opening it).
      const discard = () => void incoming.discard().finally(() => reject(error))
      if (out.closed) discard()
      else out.once('close', discard)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return fail(tooLarge(limit))
      hash.update(chunk)
      if (!out.write(chunk)) {
        source.pause()
        out.once('drain', () => source.resume())
      }
    }
    source.on('data', onData)
    source.once('end', () => {
      if (settled) return
      out.end(() => {
        if (settled) return
        settled = true
        resolve({sha1: hash.digest('hex'), size})
      })
    })
    source.once('close', () => {
      if (!source.readableEnded) fail(new UploadAborted('The upload was aborted before its end'))
    })
    source.once('error', (error) => fail(error))
    out.once('error', (error) => fail(error))
  })
}
