// Asset sources (ED-IMG-004, ED-UP-050, ED-UP-051): what a source hands back when the editor picks
// something, and which configured sources an input can offer. A source answers with a list of
// results; the input takes the first. The messages are the spec's, so that a source written for
// another studio that follows the same contract fails the same way here.
import type {AssetUploadOptions} from '../ports.ts'

export const ASSET_SOURCE_RESULT_KINDS = ['assetDocumentId', 'file', 'base64', 'url'] as const
export type AssetSourceResultKind = (typeof ASSET_SOURCE_RESULT_KINDS)[number]

/** What a source may tell the lake about the asset it hands over (ED-IMG-004). */
export interface AssetDocumentProps {
  originalFilename?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {name: string; id?: string; url?: string}
}

/** One result of a source: an existing asset's id, a file, a data URL (`base64`) or a URL. */
export interface AssetSourceResult {
  kind: AssetSourceResultKind
  value: unknown
  assetDocumentProps?: AssetDocumentProps
}

/** The first result, checked: an id to refer to, or something to upload (after fetching or decoding it). */
export type AssetSelection =
  | {kind: 'assetDocumentId'; assetId: string; props: AssetDocumentProps}
  | {kind: 'file'; file: object; props: AssetDocumentProps}
  | {kind: 'base64'; dataUrl: string; props: AssetDocumentProps}
  | {kind: 'url'; url: string; props: AssetDocumentProps}

export const NO_ASSET_GIVEN = 'No asset given'
export const EMPTY_ASSET_SELECTION = 'Returned value must be an array with at least one item (asset)'
/** ED-UP-051: shown where an input has no source it can use. */
export const NO_VALID_ASSET_SOURCES = 'No valid asset sources found'

/** Thrown for a result this studio cannot take: an unknown kind or a value of the wrong shape. */
export class InvalidAssetSourceResult extends Error {
  override name = 'InvalidAssetSourceResult'
}

/**
 * ED-UP-050, ED-UP-051: the selection a source's answer stands for. Throws 'No asset given' for no
 * answer, the array message for anything but a non-empty list, and InvalidAssetSourceResult for a
 * first result of unknown kind or with a value that kind cannot carry.
 */
export function assetSelectionOf(results: unknown): AssetSelection {
  if (results === undefined || results === null || results === false) throw new Error(NO_ASSET_GIVEN)
  if (!Array.isArray(results) || results.length === 0) throw new Error(EMPTY_ASSET_SELECTION)
  const first: unknown = results[0]
  if (typeof first !== 'object' || first === null) throw new InvalidAssetSourceResult(`Invalid value returned from asset source: ${describe(first)}`)
  const {kind, value, assetDocumentProps} = first as Partial<AssetSourceResult>
  const props = documentPropsOf(assetDocumentProps)
  switch (kind) {
    case 'assetDocumentId':
      if (typeof value === 'string' && value !== '') return {kind, assetId: value, props}
      break
    case 'file':
      if (typeof value === 'object' && value !== null) return {kind, file: value, props}
      break
    case 'base64':
      if (typeof value === 'string' && value.startsWith('data:')) return {kind, dataUrl: value, props}
      break
    case 'url':
      if (typeof value === 'string' && isHttpUrl(value)) return {kind, url: value, props}
      break
    default:
      throw new InvalidAssetSourceResult(`Invalid asset source result kind: ${describe(kind)}`)
  }
  throw new InvalidAssetSourceResult(`Invalid value for an asset source result of kind '${kind}': ${describe(value)}`)
}

/** Only the listed props, and only as strings: a source's extra keys never reach the lake. */
function documentPropsOf(value: unknown): AssetDocumentProps {
  if (typeof value !== 'object' || value === null) return {}
  const given = value as Record<string, unknown>
  const props: AssetDocumentProps = {}
  for (const key of ['originalFilename', 'label', 'title', 'description', 'creditLine'] as const) {
    if (typeof given[key] === 'string' && given[key] !== '') props[key] = given[key]
  }
  const source = given.source as Record<string, unknown> | undefined
  if (typeof source === 'object' && source !== null && typeof source.name === 'string') {
    props.source = {name: source.name}
    if (typeof source.id === 'string') props.source.id = source.id
    if (typeof source.url === 'string') props.source.url = source.url
  }
  return props
}

/** The field's upload options with what the source said about the asset on top. */
export function withDocumentProps(options: AssetUploadOptions, props: AssetDocumentProps): AssetUploadOptions {
  const {originalFilename, ...rest} = props
  return {...options, ...rest, ...(originalFilename && options.filename !== undefined ? {filename: originalFilename} : {})}
}

// Plain text rules rather than the URL class: core/ compiles without the DOM and Node libraries.
const HTTP_URL = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i

export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text.trim())
}

/**
 * The name a file fetched from `url` is uploaded under: the last part of its path, or `fallback`
 * for a URL whose path is empty (a site's root, an image service's query).
 */
export function fileNameFromUrl(url: string, fallback: string): string {
  const path = url.trim().replace(/^[a-z]+:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '')
  const last = path.split('/').filter(Boolean).at(-1)
  if (!last) return fallback
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/** A data URL's parts: `data:[type][;base64],payload`; null when `text` is not one. */
export function parseDataUrl(text: string): {type: string; base64: boolean; payload: string} | null {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(text)
  if (!match) return null
  const type = (match[1] ?? '').split(';')[0].trim().toLowerCase()
  return {type: type || 'text/plain', base64: Boolean(match[2]), payload: match[3] ?? ''}
}

/** A configured asset source: a name, an optional title, and the component the input opens. */
export interface AssetSourceDefinition<Component = unknown> {
  name: string
  title?: string
  component: Component
}

/**
 * ED-UP-051: the sources an input can offer: entries with a name and a component (a function or a
 * component object), the first of each name. Empty means 'No valid asset sources found'.
 */
export function usableAssetSources<Component>(list: readonly unknown[]): AssetSourceDefinition<Component>[] {
  const seen = new Set<string>()
  const usable: AssetSourceDefinition<Component>[] = []
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue
    const {name, title, component} = entry as Partial<AssetSourceDefinition<Component>>
    if (typeof name !== 'string' || name === '' || seen.has(name)) continue
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) continue
    if (title !== undefined && typeof title !== 'string') continue
    seen.add(name)
    // The entry itself: a studio's own sources carry more than the contract names.
    usable.push(entry as AssetSourceDefinition<Component>)
  }
  return usable
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
  if (value === null || typeof value !== 'object') return String(value)
  return Array.isArray(value) ? 'an array' : 'an object'
}
