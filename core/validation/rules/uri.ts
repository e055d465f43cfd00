// The `uri` rule (ED-VAL-035, 036). core/ has no URL global, so references are split here after
// RFC 3986: scheme, authority (with user info) and the rest. Anything with whitespace or control
// characters is not a URL; a web scheme needs a host.
import {DEFAULT_URI_SCHEMES} from '../constants.ts'
import {builtIn} from '../messages.ts'
import type {UriOptions} from '../Rule.ts'
import type {Failure} from '../types.ts'

export interface ParsedUri {
  scheme: string | undefined
  /** `user:password` before the host, when present. */
  userInfo: string | undefined
  host: string | undefined
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/
const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[^\s:[\]@]*)(:\d*)?$/
const FORBIDDEN = /[\s\u0000-\u001f\u007f]/
/** Schemes whose URLs always name a host. */
const HOST_SCHEMES = new Set(['http', 'https', 'ftp', 'ws', 'wss'])

export function parseUri(value: string): ParsedUri | null {
  if (value === '' || FORBIDDEN.test(value)) return null
  const schemeMatch = SCHEME.exec(value)
  const scheme = schemeMatch?.[1].toLowerCase()
  const rest = schemeMatch ? value.slice(schemeMatch[0].length) : value
  let userInfo: string | undefined
  let host: string | undefined
  if (rest.startsWith('//')) {
    const authority = /^[^/?#]*/.exec(rest.slice(2))![0]
    const at = authority.lastIndexOf('@')
    if (at >= 0) userInfo = authority.slice(0, at)
    const hostPort = HOST_PORT.exec(authority.slice(at + 1))
    if (!hostPort) return null
    host = hostPort[1]
  }
  if (scheme !== undefined) {
    if (HOST_SCHEMES.has(scheme) && !host) return null
    if (rest === '') return null
  }
  return {scheme, userInfo, host}
}

function schemeAllowed(scheme: string, allowed: UriOptions['scheme']): boolean {
  const list = allowed === undefined ? DEFAULT_URI_SCHEMES : Array.isArray(allowed) ? allowed : [allowed as string | RegExp]
  return list.some((entry) => (typeof entry === 'string' ? entry.toLowerCase() === scheme : new RegExp(entry.source, entry.flags.replace(/[gy]/g, '')).test(scheme)))
}

export function uriFailures(options: UriOptions, value: string): Failure[] {
  const parsed = parseUri(value)
  if (!parsed) return [builtIn('uriInvalid')]
  const relative = parsed.scheme === undefined
  // A network-path reference (`//host/x`) leaves the site, so it is not relative enough for relativeOnly.
  if (options.relativeOnly) {
    if (!relative || parsed.host !== undefined) return [builtIn('uriRelativeOnly')]
  } else if (relative && !options.allowRelative) {
    return [builtIn('uriRelative')]
  }
  if (!options.allowCredentials && parsed.userInfo) return [builtIn('uriCredentials')]
  if (!relative && !schemeAllowed(parsed.scheme!, options.scheme)) return [builtIn('uriScheme')]
  return []
}
