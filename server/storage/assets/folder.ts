// Assets as files below one folder of the data directory: `{root}/{key}`. Uploads arrive in
// `{root}/tmp` (same file system, so keeping one is a rename) and that folder is emptied on start,
// which clears what a crash mid-upload left.
import {createReadStream} from 'node:fs'
import {mkdir, rename, rm, stat, writeFile} from 'node:fs/promises'
import {randomUUID} from 'node:crypto'
import {dirname, join, resolve, sep} from 'node:path'
import type {AssetStorage, IncomingBlob, StoredBlob} from './types.ts'

const KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/

export class FolderAssetStorage implements AssetStorage {
  readonly root: string
  readonly #tmp: string
  #ready: Promise<void> | null = null

  constructor(root: string) {
    this.root = resolve(root)
    this.#tmp = join(this.root, 'tmp')
  }

  #prepare(): Promise<void> {
    this.#ready ??= rm(this.#tmp, {recursive: true, force: true}).then(() => mkdir(this.#tmp, {recursive: true})).then(() => undefined)
    return this.#ready
  }

  /** The key's file; keys are checked so no request can name a path outside the folder. */
  #file(key: string): string {
    if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..') || key.startsWith('tmp/')) {
      throw new Error(`Invalid asset key "${key}"`)
    }
    const file = resolve(this.root, key)
    if (!file.startsWith(this.root + sep)) throw new Error(`Invalid asset key "${key}"`)
    return file
  }

  async incoming(): Promise<IncomingBlob> {
    await this.#prepare()
    const path = join(this.#tmp, randomUUID())
    return {path, discard: () => rm(path, {force: true})}
  }

  async adopt(incoming: IncomingBlob, key: string): Promise<void> {
    const file = this.#file(key)
    if (await this.has(key)) return incoming.discard()
    await mkdir(dirname(file), {recursive: true})
    await rename(incoming.path, file)
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.#file(key))).isFile()
    } catch {
      return false
    }
  }

  async read(key: string): Promise<StoredBlob | null> {
    const file = this.#file(key)
    try {
      const info = await stat(file)
      if (!info.isFile()) return null
      return {stream: createReadStream(file), size: info.size}
    } catch {
      return null
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.#file(key)
    await mkdir(dirname(file), {recursive: true})
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
  }

  async remove(key: string): Promise<void> {
    await rm(this.#file(key), {recursive: true, force: true})
  }
}
