// What the upload machine and the inputs change in an image or file value, as patches relative to
// the field: only the properties an upload owns are written, so an alt text someone types while the
// file travels is kept (writing the whole value would overwrite it).
import {clearedAssetValue, valueWithoutUpload} from './assetValue.ts'
import type {UploadState} from './uploadState.ts'
import {isDefaultToolValue, type Crop, type Hotspot} from './imageTool.ts'

export type AssetEdit =
  /** An upload started or progressed (ED-UP-020, ED-UP-021). */
  | {type: 'upload'; upload: UploadState}
  /** An asset was uploaded or chosen; `upload` at 100 % while the upload's own state is still shown. */
  | {type: 'asset'; assetId: string; upload?: UploadState}
  /** The completed upload's state goes (the asset stays). */
  | {type: 'upload.done'}
  /** Cancelled, failed or stale: the upload's state goes, and the field if nothing else is left. */
  | {type: 'upload.removed'}
  /** ED-IMG-010. */
  | {type: 'clear'}
  /** ED-IMG-011: a value with neither asset nor upload is reset (unset; an array item keeps only what is not the asset's). */
  | {type: 'reset'}
  /** The hotspot and crop dialog's result (ED-IMG-022); both at their defaults are unset (ED-UP-066). */
  | {type: 'details'; hotspot: Hotspot; crop: Crop}

export interface FieldPatch {
  type: 'setIfMissing' | 'set' | 'unset'
  /** Relative to the field; empty for the field itself. */
  path: string[]
  value?: unknown
}

/**
 * The patches for `edit`, given the value as it is now (for whether an emptied value goes) and the
 * field's type name; an array item is never unset here (removing it is the array's business).
 */
export function assetEditPatches(edit: AssetEdit, current: unknown, typeName: string, isArrayItem = false): FieldPatch[] {
  const create: FieldPatch = {type: 'setIfMissing', path: [], value: {_type: typeName}}
  switch (edit.type) {
    case 'upload':
      return [create, {type: 'set', path: ['_upload'], value: edit.upload}]
    case 'asset':
      return [
        create,
        {type: 'set', path: ['asset'], value: {_type: 'reference', _ref: edit.assetId}},
        // ED-UP-025: hotspot and crop were drawn on the previous picture.
        {type: 'unset', path: ['hotspot']},
        {type: 'unset', path: ['crop']},
        edit.upload ? {type: 'set', path: ['_upload'], value: edit.upload} : {type: 'unset', path: ['_upload']},
      ]
    case 'upload.done':
      return [{type: 'unset', path: ['_upload']}]
    case 'upload.removed':
      return valueWithoutUpload(current, isArrayItem) === undefined ? [{type: 'unset', path: []}] : [{type: 'unset', path: ['_upload']}]
    case 'details':
      if (isDefaultToolValue({hotspot: edit.hotspot, crop: edit.crop})) return [{type: 'unset', path: ['hotspot']}, {type: 'unset', path: ['crop']}]
      return [
        create,
        {type: 'set', path: ['hotspot'], value: {_type: 'sanity.imageHotspot', ...edit.hotspot}},
        {type: 'set', path: ['crop'], value: {_type: 'sanity.imageCrop', ...edit.crop}},
      ]
    case 'reset':
      if (!isArrayItem) return [{type: 'unset', path: []}]
      return ['asset', 'crop', 'hotspot', '_upload'].map((key) => ({type: 'unset' as const, path: [key]}))
    case 'clear':
      return clearedAssetValue(current, isArrayItem) === undefined
        ? [{type: 'unset', path: []}]
        : ['asset', 'crop', 'hotspot', '_upload'].map((key) => ({type: 'unset' as const, path: [key]}))
  }
}
