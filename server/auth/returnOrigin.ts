// Where a finished sign-in may send the browser back to. The session id travels in the URL
// fragment, so an open redirect would hand a token to any site: only local studios and the
// configured origins are accepted.
import type {LakeConfig} from '../config.ts'

export type ReturnOrigin = {ok: true; url: URL} | {ok: false; problem: string}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
}

export function checkReturnOrigin(raw: string | undefined, config: LakeConfig): ReturnOrigin {
  if (!raw) return {ok: false, problem: 'The sign-in link has no return address ("origin"). Start signing in from the studio.'}
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return {ok: false, problem: 'The return address ("origin") of this sign-in link is not a valid absolute URL.'}
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {ok: false, problem: 'The return address ("origin") must be an http or https URL.'}
  }
  const configured = [...config.corsOrigins, ...(config.publicUrl ? [config.publicUrl] : [])].flatMap((origin) => {
    try {
      return [new URL(origin).origin]
    } catch {
      return []
    }
  })
  if (!isLocalHost(url.hostname) && !configured.includes(url.origin)) {
    return {
      ok: false,
      problem: `This lake does not send sign-ins back to ${url.origin}. Add it to STUDIO_CORS_ORIGINS to allow it.`,
    }
  }
  return {ok: true, url}
}

/** The return URL with the one-time session id in its fragment (replacing any fragment it had). */
export function callbackUrl(origin: URL, sid: string): string {
  const url = new URL(origin)
  url.hash = `sid=${encodeURIComponent(sid)}`
  return url.toString()
}
