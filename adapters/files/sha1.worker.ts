// The file hash off the main thread (ED-UP-022): hashing a large file is seconds of JavaScript,
// which on the main thread would stall typing and the progress card. Gets `{file}`, answers
// `{sha1}` or `{error}`; the page ends it (terminate) to cancel.
import {sha1OfBlob} from './hashFile.ts'

interface WorkerScope {
  onmessage: ((event: MessageEvent<{file: Blob}>) => void) | null
  postMessage(message: {sha1: string} | {error: string}): void
}

const scope = self as unknown as WorkerScope
scope.onmessage = (event) => {
  sha1OfBlob(event.data.file).then(
    (sha1) => scope.postMessage({sha1}),
    (error: unknown) => scope.postMessage({error: error instanceof Error ? error.message : String(error)}),
  )
}
