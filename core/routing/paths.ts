// Path and URL pieces. Segments are compared case-insensitively where the rules say so
// (workspace base paths), exactly everywhere else.
import type {RouterLocation} from './types.ts'

/** '/a/b/' → ['a', 'b']; '/' and '' → []. Empty segments ('//') are dropped. */
export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

/** ['a', 'b'] → '/a/b'; [] → '/'. */
export function joinPath(segments: readonly string[]): string {
  return '/' + segments.join('/')
}

/** Whether `prefix` is the first segments of `segments`, compared case-insensitively. */
export function startsWithSegments(segments: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > segments.length) return false
  return prefix.every((segment, index) => segment.toLowerCase() === segments[index].toLowerCase())
}

/** Splits '/a/b?x=1#y' into its parts; search keeps its '?', hash its '#'. */
export function parseUrl(url: string): RouterLocation {
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const searchAt = beforeHash.indexOf('?')
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt)
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt)
  return {pathname: pathname === '' ? '/' : pathname, search: normalisePrefixed(search, '?'), hash: normalisePrefixed(hash, '#')}
}

export function formatUrl(location: RouterLocation): string {
  return location.pathname + normalisePrefixed(location.search, '?') + normalisePrefixed(location.hash, '#')
}

/** A bare '?' or '#' carries nothing: drop it so equal locations format equally. */
function normalisePrefixed(part: string, prefix: string): string {
  if (part === '' || part === prefix) return ''
  return part.startsWith(prefix) ? part : prefix + part
}

/** decodeURIComponent that answers null instead of throwing on a malformed escape. */
export function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
