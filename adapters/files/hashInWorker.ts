// The SHA-1 of a file computed in a dedicated worker (sha1.worker.ts), one worker per file, ended
// when the hash is known or the caller aborts (cancel stops the reading at once). Where there are
// no workers (Node scripts, tests) the same hash runs in place.
import {sha1OfBlob} from './hashFile.ts'

export function sha1InWorker(file: Blob, signal?: AbortSignal): Promise<string> {
  if (typeof Worker === 'undefined') return sha1OfBlob(file, signal)
  return new Promise<string>((resolve, reject) => {
    signal?.throwIfAborted()
    const worker = new Worker(new URL('./sha1.worker.ts', import.meta.url), {type: 'module'})
    const onAbort = () => {
      worker.terminate()
      reject(signal?.reason ?? new Error('The hash was aborted'))
    }
    const end = () => {
      worker.terminate()
      signal?.removeEventListener('abort', onAbort)
    }
    signal?.addEventListener('abort', onAbort, {once: true})
    worker.onmessage = (event: MessageEvent<{sha1?: string; error?: string}>) => {
      end()
      if (typeof event.data.sha1 === 'string') resolve(event.data.sha1)
      else reject(new Error(event.data.error ?? 'The hash worker answered nothing'))
    }
    worker.onerror = (event) => {
      end()
      reject(new Error(event.message || 'The hash worker failed'))
    }
    worker.postMessage({file})
  })
}
