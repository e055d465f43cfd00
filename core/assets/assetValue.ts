// What an image or file field holds (ED-IMG-001) and the values the input writes: a chosen or
// uploaded asset, the state of an upload, and clearing.
import type {UploadState} from './uploadState.ts'

export interface AssetReference {
  _type: 'reference'
  _ref: string
}

export interface AssetValue {
  _type?: string
  _key?: string
  asset?: AssetReference
  _upload?: UploadState
  hotspot?: {x: number; y: number; width: number; height: number}
  crop?: {top: number; bottom: number; left: number; right: number}
  [field: string]: unknown
}

export function isAssetValue(value: unknown): value is AssetValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The asset id the value refers to, if any. */
export function assetIdOf(value: unknown): string | null {
  if (!isAssetValue(value)) return null
  const ref = value.asset?._ref
  return typeof ref === 'string' && ref ? ref : null
}

/**
 * ED-PICK-030, ED-UP-021, ED-UP-025: the value once `assetId` is chosen or uploaded. The field's
 * own fields (alt text, caption) stay; hotspot and crop go back to their defaults (absent, see
 * K-ED-072) because they were drawn on another picture; `_upload` is gone.
 */
export function valueWithAsset(previous: unknown, typeName: string, assetId: string): AssetValue {
  const {hotspot: _hotspot, crop: _crop, _upload, asset: _asset, ...rest} = isAssetValue(previous) ? previous : ({} as AssetValue)
  return {...rest, _type: typeName, asset: {_type: 'reference', _ref: assetId}}
}

/** ED-UP-020: the value while an upload runs: what was there, plus `_upload`. */
export function valueWithUpload(previous: unknown, typeName: string, upload: UploadState): AssetValue {
  const rest = isAssetValue(previous) ? previous : {}
  return {...rest, _type: typeName, _upload: upload}
}

/** The value without its upload state (cancel, failure, a stale upload cleared); undefined when nothing else is left. */
export function valueWithoutUpload(value: unknown, isArrayItem = false): AssetValue | undefined {
  if (!isAssetValue(value)) return undefined
  const {_upload, ...rest} = value
  return isEmptyAssetValue(rest) && !isArrayItem ? undefined : rest
}

/**
 * ED-IMG-010: clearing removes asset, crop, hotspot and `_upload`; when nothing else remains and the
 * value is not an array item, the field itself is unset (undefined).
 */
export function clearedAssetValue(value: unknown, isArrayItem: boolean): AssetValue | undefined {
  if (!isAssetValue(value)) return undefined
  const {asset: _asset, crop: _crop, hotspot: _hotspot, _upload, ...rest} = value
  return isEmptyAssetValue(rest) && !isArrayItem ? undefined : rest
}

/** Only `_type` and `_key` (or nothing) left. */
function isEmptyAssetValue(value: Record<string, unknown>): boolean {
  return Object.entries(value).every(([key, field]) => key === '_type' || key === '_key' || field === undefined)
}
