// What image and file fields need from the studio: the workspace's lake (duplicate checks, the
// picker's pages, deletes), an uploader with progress, the file hash, and where images are served.
import type {AssetHost} from '../../../core/assets/assetIds.ts'
import type {AssetSourceSettings} from '../../../core/config/assetSourceSettings.ts'
import type {DirectUploads} from '../../../core/config/directUploads.ts'
import type {AssetUploader, ContentLake} from '../../../core/ports.ts'
import {createLazyAssetUploader} from './lazyUploader.ts'

export interface AssetServices {
  lake: ContentLake
  uploader: AssetUploader
  host: AssetHost
  hash(file: Blob, signal?: AbortSignal): Promise<string>
  /** Whether files from the editor's computer may be uploaded, per kind (ED-UP-040). */
  directUploads: DirectUploads
  /** The workspace's `form.<kind>.assetSources`, resolved by each input against the built-in sources. */
  sourceSettings: AssetSourceSettings
}

export interface AssetAddress {
  apiHost: string
  projectId: string
  dataset: string
  token: string | null
}

export function createAssetServices(
  lake: ContentLake,
  address: AssetAddress,
  directUploads: DirectUploads = {image: true, file: true},
  sourceSettings: AssetSourceSettings = {image: undefined, file: undefined},
): AssetServices {
  return {
    lake,
    uploader: createLazyAssetUploader({...address, withCredentials: !address.token}),
    // The lake serves `/images/...` and `/files/...` beside its API, on the same host.
    host: {baseUrl: address.apiHost.replace(/\/+$/, ''), projectId: address.projectId, dataset: address.dataset},
    // The hash's code loads with the first upload, not with every studio.
    hash: (file, signal) => import('../../../adapters/files/hashInWorker.ts').then((module) => module.sha1InWorker(file, signal)),
    directUploads,
    sourceSettings,
  }
}
