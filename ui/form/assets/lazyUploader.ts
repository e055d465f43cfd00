// The lake's asset uploader, with its code loaded at the first upload: every workspace hands its
// forms an uploader, but few visits upload anything. Like the file hash's code (assetServices.ts),
// the small chunk is fetched as the first upload starts, beside a transfer that takes longer.
import {Observable} from 'rxjs'
import type {LakeClientConfig} from '../../../adapters/http/config.ts'
import type {AssetUploadEvent, AssetUploader} from '../../../core/ports.ts'

export function createLazyAssetUploader(config: LakeClientConfig): AssetUploader {
  let uploader: Promise<AssetUploader> | null = null
  const load = () => (uploader ??= import('../../../adapters/http/assetUpload.ts').then((module) => module.createHttpAssetUploader(config)))
  return {
    upload: (kind, file, options) =>
      new Observable<AssetUploadEvent>((subscriber) => {
        let closed = false
        let inner: {unsubscribe: () => void} | null = null
        load().then(
          (loaded) => {
            if (!closed) inner = loaded.upload(kind, file, options).subscribe(subscriber)
          },
          (error: unknown) => {
            // A failed chunk is asked for again by the next upload.
            uploader = null
            subscriber.error(error)
          },
        )
        return () => {
          closed = true
          inner?.unsubscribe()
        }
      }),
  }
}
