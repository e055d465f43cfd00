// Reading failures of the auth calls without knowing the adapter that raised them: adapters throw
// errors carrying `status` (0 when no answer arrived) and `isNetworkError`.

/** True when the call never got an HTTP answer — the case that triggers the CORS check (SH-AUTH-040). */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {isNetworkError?: unknown}).isNetworkError === true
}

/** The HTTP status of a refused call, or undefined. */
export function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as {status?: unknown}).status : undefined
  return typeof status === 'number' && status > 0 ? status : undefined
}

/** A message fit for the error page, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'Unknown error'
}

/**
 * Whether a lake refusal says the credential sent is not (or no longer) valid: a 401 whose message
 * speaks of the token or session (revoked, expired, unknown, ended). The gate then checks the
 * session again (SH-AUTH-047); a 401 for anything else is left to whoever made the call.
 */
export function isSessionRefusal(status: number, message: string | undefined): boolean {
  return status === 401 && typeof message === 'string' && /\b(token|session)\b/i.test(message)
}
