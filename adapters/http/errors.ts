// One error type for every failed lake call, so callers can tell a refusal (status, type) from an
// unreachable lake (isNetworkError) without parsing messages.
import type {LakeErrorBody} from '../../core/lake/types.ts'

const MAX_URL_IN_MESSAGE = 160

export interface LakeRequestErrorInit {
  url: string
  method: string
  /** 0 when no HTTP answer arrived. */
  status: number
  type?: string
  description?: string
  isNetworkError?: boolean
  body?: unknown
  cause?: unknown
}

export class LakeRequestError extends Error {
  readonly url: string
  readonly method: string
  readonly status: number
  readonly type: string | undefined
  readonly description: string | undefined
  readonly isNetworkError: boolean
  readonly body: unknown

  constructor(message: string, init: LakeRequestErrorInit) {
    super(message, init.cause === undefined ? undefined : {cause: init.cause})
    this.name = 'LakeRequestError'
    this.url = init.url
    this.method = init.method
    this.status = init.status
    this.type = init.type
    this.description = init.description
    this.isNetworkError = init.isNetworkError ?? false
    this.body = init.body
  }
}

export function isLakeRequestError(error: unknown): error is LakeRequestError {
  return error instanceof LakeRequestError
}

/** Reads `{error: {type, description}}` (or a bare `{message}`) from whatever the lake answered. */
export function errorFromBody(body: unknown): {type?: string; description?: string} {
  if (!body || typeof body !== 'object') return {}
  const {error, message} = body as Partial<LakeErrorBody>
  if (error && typeof error === 'object') {
    return {
      type: typeof error.type === 'string' ? error.type : undefined,
      description: typeof error.description === 'string' ? error.description : undefined,
    }
  }
  if (typeof error === 'string') return {description: typeof message === 'string' ? message : error}
  return typeof message === 'string' ? {description: message} : {}
}

export function httpError(url: string, method: string, status: number, body: unknown): LakeRequestError {
  const {type, description} = errorFromBody(body)
  const message = description ?? (typeof body === 'string' && body ? body.slice(0, 200) : `HTTP ${status}`)
  return new LakeRequestError(`${message} (${method} ${stripQuery(url)} → ${status})`, {url, method, status, type, description, body})
}

export function networkError(url: string, method: string, cause: unknown): LakeRequestError {
  const host = safeHost(url)
  return new LakeRequestError(`Unknown network error attempting to reach ${host}`, {
    url,
    method,
    status: 0,
    isNetworkError: true,
    cause,
  })
}

/** True for the rejection of an aborted fetch: passed through as-is, never wrapped. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {name?: unknown}).name === 'AbortError'
}

/** The URL without its query string, shortened: id lists in paths can run to kilobytes. */
function stripQuery(url: string): string {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  return path.length > MAX_URL_IN_MESSAGE ? `${path.slice(0, MAX_URL_IN_MESSAGE)}…` : path
}

function safeHost(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}
