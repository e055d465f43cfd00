// Runs the assetUpload machine for one image or file field: each accepted file gets an actor whose
// hash, duplicate query and transfer are the workspace's, whose writes become the form's patches,
// and whose failure is the 'Upload failed' toast. Files the field does not take are refused with a
// warning toast naming each (ED-UP-033). Leaving the form stops the actor, which aborts the
// transfer; the `_upload` left behind turns stale after 2 minutes and can be cleared (ED-UP-029).
import {useCallback, useEffect, useRef, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {createActor, fromEventObservable, fromPromise, type ActorRefFrom} from 'xstate'
import {canUpload} from '../../../core/assets/accept.ts'
import type {AssetEdit} from '../../../core/assets/assetEdits.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {duplicateQueryParams, FIND_DUPLICATE_QUERY, FIND_DUPLICATE_TAG} from '../../../core/assets/queries.ts'
import {uploadOptionsFor} from '../../../core/assets/uploadOptions.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {assetUploadMachine} from '../../../machines/assetUpload.ts'
import {showErrorToast, showToast} from '../../app/toasts.ts'
import type {Ancestor} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'
import {assetFieldPatches} from './fieldEdits.ts'

export type AssetUploadActor = ActorRefFrom<typeof assetUploadMachine>

export interface AssetFieldPlace {
  kind: AssetKind
  path: Path
  ancestors: readonly Ancestor[]
  typeName: string
  definition: Readonly<Record<string, unknown>>
}

export function useAssetEdit(place: AssetFieldPlace): (edit: AssetEdit) => void {
  const {edit, values} = useForm()
  const {path, ancestors, typeName} = place
  return useCallback((change: AssetEdit) => edit(assetFieldPatches(change, values.valueAt(path), {path, ancestors, typeName})), [edit, values, path, ancestors, typeName])
}

export function useAssetUpload(place: AssetFieldPlace): {upload: AssetUploadActor | null; start: (file: File) => void} {
  const {t} = useTranslation('form')
  const {assets} = useForm()
  const write = useAssetEdit(place)
  const [upload, setUpload] = useState<AssetUploadActor | null>(null)
  const current = useRef<AssetUploadActor | null>(null)
  const {kind, definition} = place
  const accept = (definition.options as {accept?: unknown} | undefined)?.accept

  useEffect(() => () => current.current?.stop(), [])

  const start = useCallback(
    (file: File) => {
      if (!assets) return
      if (!canUpload(kind, file, accept)) {
        showToast({status: 'warning', title: t('asset.rejected.title', {name: file.name}), description: t('asset.rejected.description', {type: file.type || t('asset.file.unknown-type')})})
        return
      }
      current.current?.stop()
      const machine = assetUploadMachine.provide({
        actors: {
          hash: fromPromise(({signal}) => assets.hash(file, signal)),
          findDuplicate: fromPromise(({input, signal}) =>
            assets.lake.query<string | null>(FIND_DUPLICATE_QUERY, duplicateQueryParams(input.kind, input.sha1), {tag: FIND_DUPLICATE_TAG, signal}),
          ),
          upload: fromEventObservable(({input}) => assets.uploader.upload(input.kind, file, uploadOptionsFor(definition, file))),
        },
        actions: {
          write: (_, change) => write(change),
          reportFailure: (_, {message}) => {
            console.warn('Upload failed:', message)
            showErrorToast(t('asset.upload-failed.title'), t('asset.upload-failed.description'))
          },
        },
      })
      const actor = createActor(machine, {input: {file, kind, now: () => new Date()}})
      actor.subscribe({complete: () => current.current === actor && ((current.current = null), setUpload(null))})
      current.current = actor
      setUpload(actor)
      actor.start()
    },
    [assets, kind, accept, definition, write, t],
  )
  return {upload, start}
}
