// One running upload of one file into one image or file value: the assetUpload machine with the
// workspace's hash, duplicate query and transfer, its writes turned into the form's patches by the
// caller, its failure the 'Upload failed' toast (ERR-ED-002). An image also gets its low-quality
// preview (ED-UP-002), made beside the upload; failing to make one is only a warning (ED-UP-024).
import type {TFunction} from 'i18next'
import {createActor, fromEventObservable, fromPromise, type ActorRefFrom} from 'xstate'
import {lowQualityPreview} from '../../../adapters/files/uploadPreview.ts'
import type {AssetEdit} from '../../../core/assets/assetEdits.ts'
import {withDocumentProps, type AssetDocumentProps} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {duplicateQueryParams, FIND_DUPLICATE_QUERY, FIND_DUPLICATE_TAG} from '../../../core/assets/queries.ts'
import {uploadOptionsFor} from '../../../core/assets/uploadOptions.ts'
import {assetUploadMachine} from '../../../machines/assetUpload.ts'
import {showErrorToast, showToast} from '../../app/toasts.ts'
import type {AssetServices} from './assetServices.ts'

export type AssetUploadActor = ActorRefFrom<typeof assetUploadMachine>

export interface UploadRequest {
  assets: AssetServices
  file: File
  kind: AssetKind
  /** The field's (or member type's) schema definition: its upload options. */
  definition: Readonly<Record<string, unknown>>
  write: (edit: AssetEdit) => void
  t: TFunction<'form'>
  /** What an asset source said about the file (title, credit line, where it came from). */
  documentProps?: AssetDocumentProps
}

export function startAssetUpload({assets, file, kind, definition, write, t, documentProps = {}}: UploadRequest): AssetUploadActor {
  const machine = assetUploadMachine.provide({
    actors: {
      hash: fromPromise(({signal}) => assets.hash(file, signal)),
      findDuplicate: fromPromise(({input, signal}) =>
        assets.lake.query<string | null>(FIND_DUPLICATE_QUERY, duplicateQueryParams(input.kind, input.sha1), {tag: FIND_DUPLICATE_TAG, signal}),
      ),
      upload: fromEventObservable(({input}) => assets.uploader.upload(input.kind, file, withDocumentProps(uploadOptionsFor(definition, file), documentProps))),
    },
    actions: {
      write: (_, change) => write(change),
      reportFailure: (_, {message}) => {
        console.warn('Upload failed:', message)
        // The seed's sentence, then which file and the lake's reason: 'at this time' alone sent
        // editors to try a file that is too large again later.
        showErrorToast(t('asset.upload-failed.title'), `${t('asset.upload-failed.description')} ${t('asset.upload-failed.reason', {name: file.name, reason: message})}`)
      },
    },
  })
  const actor = createActor(machine, {input: {file, kind, now: () => new Date()}})
  actor.start()
  if (kind === 'image' && file.type.startsWith('image/'))
    lowQualityPreview(file).then(
      (previewImage) => actor.getSnapshot().status === 'active' && actor.send({type: 'preview.made', previewImage}),
      (error: unknown) => console.warn(`No preview for ${file.name}: ${error instanceof Error ? error.message : String(error)}; the upload goes on`),
    )
  return actor
}

/** ED-UP-033, ERR-ED-003: one warning toast per file no uploader takes, naming it and its type. */
export function refuseFiles(files: readonly File[], t: TFunction<'form'>): void {
  for (const file of files)
    showToast({status: 'warning', title: t('asset.rejected.title', {name: file.name}), description: t('asset.rejected.description', {type: file.type || t('asset.file.unknown-type')})})
}
