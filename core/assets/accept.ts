// Which files a field takes (ED-UP-030): an uploader must exist for the field's kind (images:
// `image/*`; files: anything), and the field's `options.accept` — comma-separated MIME types,
// `type/*` patterns and `.ext` extensions, as an `<input accept>` — must match when it is set.
import type {AssetKind} from './constants.ts'

export interface FileLike {
  name: string
  type: string
}

/** The patterns of an `accept` option; empty means anything. */
export function acceptPatterns(accept: unknown): string[] {
  if (typeof accept !== 'string') return []
  return accept
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean)
}

export function matchesAccept(file: FileLike, accept: unknown): boolean {
  const patterns = acceptPatterns(accept)
  if (patterns.length === 0) return true
  const type = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern)
    if (pattern === '*' || pattern === '*/*') return true
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1))
    return type === pattern
  })
}

/** The uploaders' own patterns (seeds ED§5: image/*, any file). */
const UPLOADER_ACCEPTS: Record<AssetKind, string> = {image: 'image/*', file: '*'}

/** A file an input of `kind` with `accept` would upload. */
export function canUpload(kind: AssetKind, file: FileLike, accept: unknown): boolean {
  return matchesAccept(file, UPLOADER_ACCEPTS[kind]) && matchesAccept(file, accept)
}

/** The `accept` attribute of the input's file chooser. */
export function acceptAttribute(kind: AssetKind, accept: unknown): string {
  const patterns = acceptPatterns(accept)
  if (patterns.length > 0) return patterns.join(',')
  return kind === 'image' ? 'image/*' : ''
}
