// The spec's numbers for uploads, image previews and the asset picker (seeds ED§9), named once.

/** K-ED-001: an upload with no progress for this long is stale (ED-UP-026). */
export const UPLOAD_STALE_MS = 120_000
/** K-ED-002: the progress an upload shows as soon as it starts. */
export const UPLOAD_INITIAL_PROGRESS = 2
/** K-ED-003: progress events are scaled into 2 … 98; 100 is kept for the moment the asset is set. */
export const UPLOAD_MAX_RUNNING_PROGRESS = 98
export const UPLOAD_COMPLETE_PROGRESS = 100

/** K-ED-045, K-ED-046: the image preview asks for 2000 px wide and shows at most 30vh high. */
export const IMAGE_PREVIEW_WIDTH = 2000
export const IMAGE_PREVIEW_MAX_HEIGHT = '30vh'

/** K-ED-048: an image or file input narrower than this shows its actions as icons (ED-UP-013; the CSS container query in ui/form/assets/Assets.module.css). */
export const COMPACT_FILE_ACTIONS_BELOW_PX = 440

/** K-ED-064, K-ED-065: an image change in review is drawn this high, asked for at the device's ratio up to 3 (ED-IMG-040). */
export const IMAGE_DIFF_HEIGHT = 190
export const IMAGE_DIFF_MAX_DPR = 3

/** K-ED-051: assets per picker page. */
export const ASSET_PAGE_SIZE = 200
/** K-ED-052: the image grid's narrowest cell. */
export const ASSET_GRID_CELL_MIN_PX = 120
/** K-ED-053: file names longer than this get a tooltip. */
export const FILE_NAME_TOOLTIP_CHARS = 37
/** K-ED-054: picker thumbnails are this many CSS pixels high (times the device pixel ratio). */
export const ASSET_THUMBNAIL_HEIGHT = 200

/** K-ED-072: the hotspot and crop an image has when none is stored. */
export const DEFAULT_HOTSPOT = {x: 0.5, y: 0.5, width: 1, height: 1} as const
export const DEFAULT_CROP = {top: 0, bottom: 0, left: 0, right: 0} as const

/** The lake's asset document types, by the kind of field that refers to them. */
export const ASSET_DOCUMENT_TYPES = {image: 'sanity.imageAsset', file: 'sanity.fileAsset'} as const
export type AssetKind = keyof typeof ASSET_DOCUMENT_TYPES

/** K-ED-004: uploads into one array that run at once; the rest wait (ED-ARR-031). */
export const ARRAY_UPLOAD_CONCURRENCY = 4
/** K-ED-005, K-ED-006: the low-quality preview an image shows while it travels (ED-UP-002). */
export const UPLOAD_PREVIEW_WIDTH = 120
export const UPLOAD_PREVIEW_JPEG_QUALITY = 0.1
/** K-ED-007: how much of a file EXIF is looked for in (ED-UP-024). */
export const EXIF_READ_BYTES = 128_000
/** K-ED-050: what a pasted image without a name is stored as (ED-UP-034). */
export const PASTED_IMAGE_NAME = 'pasted-image.jpg'
export const PASTED_IMAGE_TYPE = 'image/jpeg'
/** K-ED-056: how wide each document's preview is in the Show usage dialog (ED-PICK-011). */
export const USAGE_PREVIEW_WIDTH = 200
