// Which browser origins the lake trusts: localhost ones (studios in development) and its own.
export function isLocalOrigin(origin: string): boolean {
  try {
    const {hostname} = new URL(origin)
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  } catch {
    return false
  }
}

/** A form post may come from no Origin (old browsers, scripts), the lake itself or localhost. */
export function isTrustedFormOrigin(origin: string | undefined, ownBaseUrl: string): boolean {
  if (origin === undefined) return true
  if (isLocalOrigin(origin)) return true
  try {
    return new URL(origin).origin === new URL(ownBaseUrl).origin
  } catch {
    return false
  }
}
