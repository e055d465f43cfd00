// The URL asset source's transfer (ED-UP-053, a browser GET answered with a blob): the bytes at a
// URL, or those of a data URL a source handed over as `base64`, as a File the upload machine can
// hash and send like one from the editor's computer.
import {fileNameFromUrl, parseDataUrl} from '../../core/assets/assetSources.ts'

/** Why fetching failed, in terms an editor can act on: the server's status or the network's refusal. */
export class FetchAsFileError extends Error {
  override name = 'FetchAsFileError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

/**
 * A `base64` result's data URL as a file, decoded here rather than fetched: the studio's
 * Content-Security-Policy does not let it fetch `data:` URLs, and there is nothing to fetch.
 */
export function dataUrlAsFile(dataUrl: string, name: string): File {
  const parts = parseDataUrl(dataUrl)
  if (!parts) throw new FetchAsFileError('Not a data URL', null)
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = parts.base64 ? Uint8Array.from(atob(parts.payload.replace(/\s+/g, '')), (char) => char.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(parts.payload))
  } catch (error) {
    throw new FetchAsFileError(`The data URL could not be decoded: ${error instanceof Error ? error.message : String(error)}`, null)
  }
  return new File([bytes], name, {type: parts.type})
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
  const name = options.name || fileNameFromUrl(url, options.fallbackName)
  return new File([blob], name, {type: blob.type})
}
