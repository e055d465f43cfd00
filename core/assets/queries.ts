// The GROQ the studio asks the lake about assets: the duplicate check before an upload
// (ED-UP-022, tag asset.find-duplicate), the picker's pages (ED-PICK-004: newest-updated first,
// 200 a page, filtered by the field's accepted types) and an asset's uses (ED-PICK-011, first 101).
import {publishedIdOf} from '../documents/ids.ts'
import {acceptPatterns} from './accept.ts'
import {ASSET_DOCUMENT_TYPES, ASSET_PAGE_SIZE, type AssetKind} from './constants.ts'

export const FIND_DUPLICATE_TAG = 'asset.find-duplicate'
export const FIND_DUPLICATE_QUERY = '*[_type == $documentType && sha1hash == $hash][0]._id'

export function duplicateQueryParams(kind: AssetKind, sha1: string): {documentType: string; hash: string} {
  return {documentType: ASSET_DOCUMENT_TYPES[kind], hash: sha1}
}

/** The fields the picker shows of an asset. */
export const ASSET_LIST_PROJECTION =
  '{_id, _type, _createdAt, _updatedAt, originalFilename, extension, mimeType, size, url, "dimensions": metadata.dimensions}'

export interface AssetListItem {
  _id: string
  _type: string
  _createdAt: string
  _updatedAt: string
  originalFilename?: string
  extension?: string
  mimeType?: string
  size?: number
  url?: string
  dimensions?: {width: number; height: number; aspectRatio?: number}
}

/** One page of a kind's assets, filtered by `accept`; `page` counts from 0. */
export function assetListQuery(kind: AssetKind, accept: unknown, page: number): {query: string; params: Record<string, unknown>} {
  const patterns = acceptPatterns(accept)
  const params: Record<string, unknown> = {type: ASSET_DOCUMENT_TYPES[kind], start: page * ASSET_PAGE_SIZE, end: (page + 1) * ASSET_PAGE_SIZE}
  const clauses: string[] = []
  patterns.forEach((pattern, index) => {
    const name = `accept${index}`
    if (pattern.startsWith('.')) {
      params[name] = pattern.slice(1)
      clauses.push(`extension == $${name}`)
    } else if (pattern.endsWith('/*')) {
      params[name] = pattern.slice(0, -1)
      clauses.push(`string::startsWith(mimeType, $${name})`)
    } else if (pattern !== '*' && pattern !== '*/*') {
      params[name] = pattern
      clauses.push(`mimeType == $${name}`)
    }
  })
  const filter = clauses.length > 0 ? ` && (${clauses.join(' || ')})` : ''
  return {query: `*[_type == $type${filter}] | order(_updatedAt desc) [$start...$end] ${ASSET_LIST_PROJECTION}`, params}
}

/** ED-PICK-021: the documents that refer to an asset; a draft counts as its published document. */
export const ASSET_USAGE_QUERY = '*[references($id)][0...101]{_id, _type, "title": coalesce(title, name, _id)}'

/** ED-PICK-021: the documents using an asset, a draft counted as its published document (once). */
export interface AssetUser {
  _id: string
  _type: string
  title?: string
}

export function assetUsers(rows: readonly AssetUser[]): AssetUser[] {
  const seen = new Map<string, AssetUser>()
  for (const row of rows) {
    const id = publishedIdOf(row._id)
    if (!seen.has(id)) seen.set(id, {...row, _id: id})
  }
  return [...seen.values()]
}

/** ED-PICK-005: another page may follow while the last one was full. */
export function hasMoreAssets(lastPageLength: number): boolean {
  return lastPageLength >= ASSET_PAGE_SIZE
}
