// The page side of `npm run bench:assets`, bundled for Chromium by the bench: the studio's own
// hashing (adapters/files/hashFile.ts) and uploader (adapters/http/assetUpload.ts) over the file
// chosen in the page's input, beside plain reads of the same file: into one reused buffer as the
// hash reads (the raw speed the others are compared with), and slice by slice into new buffers.
import {HASH_CHUNK_BYTES, sha1OfBlob} from '../../../adapters/files/hashFile.ts'
import {createHttpAssetUploader} from '../../../adapters/http/assetUpload.ts'

function chosenFile(): File {
  const file = document.querySelector<HTMLInputElement>('input[type=file]')?.files?.[0]
  if (!file) throw new Error('No file chosen')
  return file
}

/** Reads every byte once into one reused buffer, as the hash reads (the raw speed it is compared with). */
async function read(): Promise<{ms: number; bytes: number; checksum: number}> {
  const file = chosenFile()
  const started = performance.now()
  const reader = file.stream().getReader({mode: 'byob'})
  let buffer = new ArrayBuffer(HASH_CHUNK_BYTES)
  let checksum = 0
  let bytes = 0
  for (;;) {
    const {done, value} = await reader.read(new Uint8Array(buffer))
    if (done || !value) break
    bytes += value.length
    checksum = (checksum + value[0] + value[value.length - 1]) % 65521
    buffer = value.buffer as ArrayBuffer
  }
  return {ms: performance.now() - started, bytes, checksum}
}

/** Reads every byte once in 4 MiB slices, each into a new buffer (how the hash read before). */
async function readSlices(): Promise<{ms: number; bytes: number; checksum: number}> {
  const file = chosenFile()
  const started = performance.now()
  let checksum = 0
  for (let offset = 0; offset < file.size; offset += HASH_CHUNK_BYTES) {
    const slice = new Uint8Array(await file.slice(offset, offset + HASH_CHUNK_BYTES).arrayBuffer())
    checksum = (checksum + slice[0] + slice[slice.length - 1]) % 65521
  }
  return {ms: performance.now() - started, bytes: file.size, checksum}
}

async function hash(): Promise<{ms: number; sha1: string}> {
  const started = performance.now()
  const sha1 = await sha1OfBlob(chosenFile())
  return {ms: performance.now() - started, sha1}
}

/** The studio's hash as it runs there, in a dedicated worker (adapters/files/sha1.worker.ts, bundled by the bench). */
async function hashInWorker({workerSource}: {workerSource: string}): Promise<{ms: number; sha1: string}> {
  const url = URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'}))
  const started = performance.now()
  const worker = new Worker(url)
  try {
    const sha1 = await new Promise<string>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{sha1?: string; error?: string}>) => (event.data.sha1 ? resolve(event.data.sha1) : reject(new Error(event.data.error)))
      worker.onerror = (event) => reject(new Error(event.message))
      worker.postMessage({file: chosenFile()})
    })
    return {ms: performance.now() - started, sha1}
  } finally {
    worker.terminate()
    URL.revokeObjectURL(url)
  }
}

async function upload(config: {apiHost: string; projectId: string; dataset: string; token: string}): Promise<{ms: number; assetId: string; progressEvents: number}> {
  const uploader = createHttpAssetUploader({...config, withCredentials: false})
  const started = performance.now()
  let progressEvents = 0
  let assetId = ''
  await new Promise<void>((resolve, reject) =>
    uploader.upload('file', chosenFile(), {filename: 'bench.bin'}).subscribe({
      next: (event) => {
        if (event.type === 'upload.progress') progressEvents += 1
        else assetId = event.assetId
      },
      error: reject,
      complete: resolve,
    }),
  )
  return {ms: performance.now() - started, assetId, progressEvents}
}

Object.assign(window as object, {assetBench: {read, readSlices, hash, hashInWorker, upload}})
