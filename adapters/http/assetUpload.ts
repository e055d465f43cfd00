// AssetUploader over the lake's `POST /assets/{images|files}/{dataset}` (raw body, options in the
// query, tag asset.upload). In browsers it uses XMLHttpRequest because fetch reports no upload
// progress; where there is none (Node scripts) it falls back to fetch and reports 100 % at the end.
// Unsubscribing aborts the request either way.
import {Observable} from 'rxjs'
import type {AssetUploadEvent, AssetUploadOptions, AssetUploader, UploadFile} from '../../core/ports.ts'
import type {LakeClientConfig} from './config.ts'
import {httpError, networkError} from './errors.ts'
import {createRequester} from './request.ts'

export const UPLOAD_TAG = 'asset.upload'

/** The part of XMLHttpRequest used here, typed locally: the Node client compiles without the DOM lib. */
interface UploadRequest {
  open(method: string, url: string): void
  withCredentials: boolean
  setRequestHeader(name: string, value: string): void
  upload: {onprogress: ((event: {lengthComputable: boolean; loaded: number; total: number}) => void) | null}
  onload: (() => void) | null
  onerror: (() => void) | null
  readonly status: number
  readonly responseText: string
  readonly readyState: number
  send(body: unknown): void
  abort(): void
}

const XHR_DONE = 4
const xhrClass = () => (globalThis as {XMLHttpRequest?: new () => UploadRequest}).XMLHttpRequest

/** The query an upload sends its options in (docs/api.md, Assets). */
export function uploadSearchParams(options: AssetUploadOptions): URLSearchParams {
  const search = new URLSearchParams()
  if (options.filename) search.set('filename', options.filename)
  if (options.extract) search.set('meta', options.extract.length > 0 ? options.extract.join(',') : 'none')
  for (const key of ['label', 'title', 'description', 'creditLine'] as const) {
    const value = options[key]
    if (value) search.set(key, value)
  }
  if (options.source) {
    search.set('sourceName', options.source.name)
    if (options.source.id) search.set('sourceId', options.source.id)
    if (options.source.url) search.set('sourceUrl', options.source.url)
  }
  return search
}

function assetIdOfAnswer(body: unknown): string {
  const id = (body as {document?: {_id?: unknown}} | null)?.document?._id
  if (typeof id !== 'string') throw new Error('The lake answered the upload without an asset document')
  return id
}

export function createHttpAssetUploader(config: LakeClientConfig): AssetUploader {
  const requester = createRequester(config)
  const ds = encodeURIComponent(config.dataset)

  function upload(kind: 'image' | 'file', file: UploadFile, options: AssetUploadOptions = {}): Observable<AssetUploadEvent> {
    const url = requester.url({path: `/assets/${kind}s/${ds}`, search: uploadSearchParams(options), tag: UPLOAD_TAG})
    const headers: Record<string, string> = {'X-Sanity-Project-ID': config.projectId, Accept: 'application/json'}
    if (file.type) headers['Content-Type'] = file.type
    if (config.token) headers.Authorization = `Bearer ${config.token}`
    const withCredentials = !config.token && config.withCredentials !== false
    const body = file as unknown as Blob
    const Xhr = xhrClass()
    return Xhr
      ? uploadWithXhr(Xhr, url, headers, withCredentials, body)
      : uploadWithFetch(config.fetch ?? globalThis.fetch, url, headers, withCredentials, body)
  }

  return {upload}
}

function uploadWithXhr(Xhr: new () => UploadRequest, url: string, headers: Record<string, string>, withCredentials: boolean, body: Blob): Observable<AssetUploadEvent> {
  return new Observable<AssetUploadEvent>((subscriber) => {
    const xhr = new Xhr()
    xhr.open('POST', url)
    xhr.withCredentials = withCredentials
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) subscriber.next({type: 'upload.progress', percent: (event.loaded / event.total) * 100})
    }
    xhr.onload = () => {
      const answer = parse(xhr.responseText)
      if (xhr.status < 200 || xhr.status >= 300) return subscriber.error(httpError(url, 'POST', xhr.status, answer))
      try {
        subscriber.next({type: 'upload.completed', assetId: assetIdOfAnswer(answer)})
        subscriber.complete()
      } catch (error) {
        subscriber.error(error)
      }
    }
    xhr.onerror = () => subscriber.error(networkError(url, 'POST', new Error('The upload could not reach the lake')))
    xhr.send(body)
    return () => {
      if (xhr.readyState !== XHR_DONE) xhr.abort()
    }
  })
}

function uploadWithFetch(doFetch: typeof fetch, url: string, headers: Record<string, string>, withCredentials: boolean, body: Blob): Observable<AssetUploadEvent> {
  return new Observable<AssetUploadEvent>((subscriber) => {
    const controller = new AbortController()
    doFetch(url, {method: 'POST', headers, body, credentials: withCredentials ? 'include' : 'omit', signal: controller.signal})
      .then(async (response) => {
        const answer = parse(await response.text())
        if (!response.ok) throw httpError(url, 'POST', response.status, answer)
        subscriber.next({type: 'upload.progress', percent: 100})
        subscriber.next({type: 'upload.completed', assetId: assetIdOfAnswer(answer)})
        subscriber.complete()
      })
      .catch((error) => {
        if (!controller.signal.aborted) subscriber.error(error)
      })
    return () => controller.abort()
  })
}

function parse(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
