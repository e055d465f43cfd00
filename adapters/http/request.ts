// The one place that talks fetch: versioned URLs, project header, credentials, request tags, JSON
// bodies, cancellation, and failures turned into LakeRequestError.
import {API_VERSION_DEFAULT, REQUEST_TAG_PREFIX} from '../../core/lake/apiVersions.ts'
import type {CancelSignal} from '../../core/ports.ts'
import type {LakeClientConfig} from './config.ts'
import {httpError, isAbortError, networkError} from './errors.ts'
import {noticeRefusal} from './sessionRefusals.ts'
import {linkSignal} from './signals.ts'

export interface LakeRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path after the version prefix, starting with `/`. */
  path: string
  /** API version without the `v`; defaults to the studio's default version. */
  version?: string
  search?: URLSearchParams
  /** Sent as JSON. */
  body?: unknown
  /** Appended to the `studio.` request tag prefix. */
  tag?: string
  signal?: CancelSignal
  headers?: Record<string, string>
  /** Send neither token nor cookies: the credential-less cross-origin check. */
  anonymous?: boolean
  /**
   * Let the browser finish the request after the page is gone (a reload, a closed tab): for writes.
   * Only bodies up to KEEPALIVE_MAX_BODY_CHARS go so, within the browser's quota for such requests.
   */
  keepalive?: boolean
}

/** Browsers allow 64 KiB of keepalive bodies in flight per page; a write stays well under it. */
export const KEEPALIVE_MAX_BODY_CHARS = 32_000

export interface Requester {
  readonly config: Readonly<LakeClientConfig>
  /** `apiHost` without a trailing slash: `url()` minus this is what counts toward path limits. */
  readonly host: string
  url(request: Pick<LakeRequest, 'path' | 'version' | 'search' | 'tag'>): string
  /** Resolves to the parsed JSON answer of a 2xx response (undefined for an empty body). */
  json<T>(request: LakeRequest): Promise<T>
  /** Resolves to a 2xx response with its body unread, for streams. */
  open(request: LakeRequest): Promise<Response>
}

export function createRequester(config: LakeClientConfig): Requester {
  const host = config.apiHost.replace(/\/+$/, '')
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init))

  function url({path, version = API_VERSION_DEFAULT, search, tag}: Pick<LakeRequest, 'path' | 'version' | 'search' | 'tag'>) {
    const params = new URLSearchParams(search)
    if (tag) params.set('tag', `${REQUEST_TAG_PREFIX}.${tag}`)
    const qs = params.toString()
    return `${host}/v${version}${path}${qs ? `?${qs}` : ''}`
  }

  async function open(request: LakeRequest): Promise<Response> {
    const method = request.method ?? (request.body === undefined ? 'GET' : 'POST')
    const target = url(request)
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Sanity-Project-ID': config.projectId,
      ...request.headers,
    }
    // Typed from RequestInit, which Node's fetch types declare as well as the DOM's.
    let credentials: RequestInit['credentials'] = 'omit'
    if (!request.anonymous) {
      if (config.token) headers.Authorization = `Bearer ${config.token}`
      else if (config.withCredentials !== false) credentials = 'include'
    }
    let body: string | undefined
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    const linked = request.signal ? linkSignal(request.signal) : undefined
    let response: Response
    try {
      const keepalive = request.keepalive === true && body !== undefined && body.length <= KEEPALIVE_MAX_BODY_CHARS
      response = await doFetch(target, {method, headers, body, credentials, signal: linked?.signal, ...(keepalive ? {keepalive} : {})})
    } catch (error) {
      if (linked?.signal.aborted || isAbortError(error)) throw error
      throw networkError(target, method, error)
    }
    if (!response.ok) {
      const error = httpError(target, method, response.status, await readBody(response).catch(() => undefined))
      // A credential the lake no longer accepts: the auth gate checks the session (SH-AUTH-047).
      if (error.status === 401 && !request.anonymous) noticeRefusal(host, config.projectId, error)
      throw error
    }
    return response
  }

  async function json<T>(request: LakeRequest): Promise<T> {
    const response = await open(request)
    try {
      return (await readBody(response)) as T
    } catch (error) {
      if (isAbortError(error)) throw error
      throw networkError(response.url || url(request), request.method ?? 'GET', error)
    }
  }

  return {config, host, url, json, open}
}

/** JSON when it parses, the text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
