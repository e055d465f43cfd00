// The headers every page the lake serves carries, in one place: the sign-in and manage pages
// (server-rendered, no script at all) and the studio (scripts only from its own build).
import type {FastifyReply} from 'fastify'

/** Pages rendered by the lake: styles inline, nothing else loads. */
export const LAKE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

/**
 * The studio: scripts and styles only from this origin, no inline script. Inline styles stay
 * allowed (React Aria positions popovers through style attributes). Images may come from other
 * hosts (profile pictures), and a workspace may point at another lake, so calls may go to any
 * https origin; the localhost ports cover a studio talking to a lake on another local port.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** nosniff, no framing, and no full URLs (which carry document ids) sent to other sites. */
export function withPageSecurityHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin')
    .header('Content-Security-Policy', csp)
}
