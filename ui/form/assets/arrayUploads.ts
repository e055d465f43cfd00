// The uploads of one array of images or files (ED-ARR-030, ED-ARR-031), shared by its cards and its
// items' editors: which item has an upload running in this session (so its card shows Cancel and
// closing the item's editor does not stop it), and how a file goes into an item.
import {createContext, useContext, useSyncExternalStore} from 'react'
import type {AssetDocumentProps} from '../../../core/assets/assetSources.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {AssetUploadActor} from './uploadActor.ts'

export interface ArrayUploads {
  arrayPath: Path
  actorOf(key: string): AssetUploadActor | null
  /** Called whenever an item's upload starts or ends. */
  subscribe(listener: () => void): () => void
  /** Uploads a file into the item `key` (its editor's Upload, a drop onto it, an asset source's answer with what it said of the file). */
  uploadInto(key: string, typeName: string, file: File, documentProps?: AssetDocumentProps): void
}

export const ArrayUploadsContext = createContext<ArrayUploads | null>(null)

const NONE = () => () => {}

/** The array's uploads, when `path` is one of its items. */
export function useArrayUploadsOf(path: Path): {uploads: ArrayUploads; key: string} | null {
  const uploads = useContext(ArrayUploadsContext)
  const last = path.at(-1)
  if (!uploads || typeof last !== 'object' || last === null || !('_key' in last) || path.length !== uploads.arrayPath.length + 1) return null
  if (JSON.stringify(path.slice(0, -1)) !== JSON.stringify(uploads.arrayPath)) return null
  return {uploads, key: last._key}
}

/** The item's running upload in this session, if any. */
export function useItemUpload(uploads: ArrayUploads | null, key: string): AssetUploadActor | null {
  return useSyncExternalStore(uploads?.subscribe ?? NONE, () => uploads?.actorOf(key) ?? null)
}
