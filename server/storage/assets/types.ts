// The lake's asset storage port: files by key (`images/{projectId}/{dataset}/{name}`, the same path
// the asset document names), so a store other than the local folder (S3 and the like) can come later.
import type {Readable} from 'node:stream'

export interface StoredBlob {
  stream: Readable
  size: number
}

/** A file being received: written to a scratch place first, kept (`adopt`) or thrown away. */
export interface IncomingBlob {
  /** Where the upload's bytes go while they arrive (a local file: sharp reads it to decode). */
  path: string
  discard(): Promise<void>
}

export interface AssetStorage {
  /** A fresh scratch file for an upload. */
  incoming(): Promise<IncomingBlob>
  /** Keeps a received file under `key`; when the key holds a file already (same bytes), the scratch one is discarded. */
  adopt(incoming: IncomingBlob, key: string): Promise<void>
  has(key: string): Promise<boolean>
  read(key: string): Promise<StoredBlob | null>
  write(key: string, bytes: Buffer): Promise<void>
  /** Removes a key, or every key below it when it names a folder (`variants/{project}/{ds}/{sha1}`). */
  remove(key: string): Promise<void>
}
