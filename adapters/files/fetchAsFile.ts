// The URL asset source's transfer (ED-UP-053, LAKE-CALL: a browser GET answered with a blob): the
// bytes at a URL, or a data URL a source handed over as `base64`, as a File the upload machine can
// hash and send like one from the editor's computer.
import {fileNameFromUrl} from '../../core/assets/assetSources.ts'

/** Why fetching failed, in terms an editor can act on: the server's status or the network's refusal. */
export class FetchAsFileError extends Error {
  override name = 'FetchAsFileError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

/** Fetches `url` in the browser (so the editor's own access and the server's CORS rules apply). */
export async function fetchAsFile(url: string, options: {name?: string; fallbackName: string; signal?: AbortSignal}): Promise<File> {
  let response: Response
  try {
    response = await fetch(url, {signal: options.signal})
  } catch (error) {
    if (options.signal?.aborted) throw error
    // A refused connection and a response CORS hides from the page look alike to a fetch.
    throw new FetchAsFileError(error instanceof Error ? error.message : String(error), null)
  }
  if (!response.ok) throw new FetchAsFileError(`${response.status} ${response.statusText}`.trim(), response.status)
  const blob = await response.blob()
  const name = options.name || (url.startsWith('data:') ? options.fallbackName : fileNameFromUrl(url, options.fallbackName))
  return new File([blob], name, {type: blob.type})
}
