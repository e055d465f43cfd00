// The lake's content-addressed asset ids and the paths it serves them under (docs/api.md, Assets):
// `image-<sha1>-<w>x<h>-<ext>` → `images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`,
// `file-<sha1>-<ext>` → `files/<project>/<dataset>/<sha1>.<ext>`. The path follows from the id, so
// a preview needs no request for the asset document.
import type {AssetKind} from './constants.ts'

export interface ParsedAssetId {
  kind: AssetKind
  sha1: string
  extension: string
  /** Images only. */
  dimensions?: {width: number; height: number}
}

const IMAGE_ID = /^image-([0-9a-f]+)-(\d+)x(\d+)-([a-z0-9]+)$/i
const FILE_ID = /^file-([0-9a-f]+)-([a-z0-9]+)$/i

/** The parts of an asset id, or null for anything that is not one. */
export function parseAssetId(id: string): ParsedAssetId | null {
  const image = IMAGE_ID.exec(id)
  if (image) return {kind: 'image', sha1: image[1], extension: image[4], dimensions: {width: Number(image[2]), height: Number(image[3])}}
  const file = FILE_ID.exec(id)
  if (file) return {kind: 'file', sha1: file[1], extension: file[2]}
  return null
}

export interface AssetHost {
  /** Where the lake serves assets from, without a trailing slash ('' for the studio's own origin). */
  baseUrl: string
  projectId: string
  dataset: string
}

/** The URL of the stored asset (no transformation), or null when `id` is no asset id. */
export function assetFileUrl(host: AssetHost, id: string): string | null {
  const parsed = parseAssetId(id)
  if (!parsed) return null
  const where = `${host.baseUrl}/${parsed.kind}s/${encodeURIComponent(host.projectId)}/${encodeURIComponent(host.dataset)}`
  return parsed.dimensions
    ? `${where}/${parsed.sha1}-${parsed.dimensions.width}x${parsed.dimensions.height}.${parsed.extension}`
    : `${where}/${parsed.sha1}.${parsed.extension}`
}
