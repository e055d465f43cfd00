// The asset documents the lake writes: ids and paths addressed by the file's SHA-1, so the same
// bytes uploaded twice (by anyone) are one asset.
import {extname} from 'node:path'

export type AssetKind = 'image' | 'file'

export interface AssetName {
  id: string
  /** The storage key and the URL path below the server: `images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}`. */
  path: string
}

export function imageAssetName(projectId: string, dataset: string, sha1: string, width: number, height: number, extension: string): AssetName {
  return {
    id: `image-${sha1}-${width}x${height}-${extension}`,
    path: `images/${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`,
  }
}

export function fileAssetName(projectId: string, dataset: string, sha1: string, extension: string): AssetName {
  return {id: `file-${sha1}-${extension}`, path: `files/${projectId}/${dataset}/${sha1}.${extension}`}
}

/** The asset document id a served file name stands for, or null when the name is not one the lake gives. */
export function assetIdOfFileName(kind: AssetKind, fileName: string): {id: string; sha1: string; extension: string} | null {
  const match =
    kind === 'image' ? /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]{1,10})$/.exec(fileName) : /^([0-9a-f]{40})\.([a-z0-9]{1,10})$/.exec(fileName)
  if (!match) return null
  if (kind === 'image') {
    const [, sha1, width, height, extension] = match
    return {id: `image-${sha1}-${width}x${height}-${extension}`, sha1, extension}
  }
  const [, sha1, extension] = match
  return {id: `file-${sha1}-${extension}`, sha1, extension}
}

/** Extensions of the MIME types a file upload most often has, for a file named without one. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}

const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(EXTENSION_OF_TYPE).map(([type, ext]) => [ext, type]))

/** A file asset's extension: the file name's, else its content type's, else `bin`. */
export function fileExtension(filename: string | undefined, contentType: string | undefined): string {
  const fromName = filename ? extname(filename).slice(1).toLowerCase() : ''
  if (/^[a-z0-9]{1,10}$/.test(fromName)) return fromName
  return (contentType && EXTENSION_OF_TYPE[contentType]) || 'bin'
}

/** A file asset's MIME type: the one sent (unless it is the generic one), else the extension's. */
export function fileMimeType(contentType: string | undefined, extension: string): string {
  if (contentType && contentType !== 'application/octet-stream' && /^[\w.+-]+\/[\w.+-]+$/.test(contentType)) return contentType
  return TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream'
}

export interface UploadDetails {
  filename?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {id?: string; name?: string; url?: string}
}

/** The optional fields of an asset document that the uploader names. */
export function describedFields(details: UploadDetails): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (details.label) fields.label = details.label
  if (details.title) fields.title = details.title
  if (details.description) fields.description = details.description
  if (details.creditLine) fields.creditLine = details.creditLine
  const source = details.source
  if (source && (source.id || source.name || source.url)) {
    fields.source = Object.fromEntries(Object.entries(source).filter(([, v]) => v))
  }
  return fields
}
