// Uploads into one image or file field: each accepted file gets an upload actor (uploadActor.ts)
// whose writes become the form's patches. Files the field does not take are refused with a warning
// toast naming each (ED-UP-033). An array item's upload belongs to its array (arrayUploads.ts), so
// closing the item's editor does not stop it. Otherwise leaving the form stops the actor, which
// aborts the transfer; the `_upload` left behind turns stale after 2 minutes (ED-UP-029).
import {useCallback, useEffect, useRef, useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {canUpload} from '../../../core/assets/accept.ts'
import type {AssetEdit} from '../../../core/assets/assetEdits.ts'
import type {AssetDocumentProps} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {Ancestor} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'
import {useArrayUploadsOf, useItemUpload} from './arrayUploads.ts'
import {assetFieldPatches} from './fieldEdits.ts'
import {refuseFiles, startAssetUpload, type AssetUploadActor} from './uploadActor.ts'

export type {AssetUploadActor} from './uploadActor.ts'

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

/** The field's running upload and how to start one with the files given (the first taken one goes). */
export function useAssetUpload(place: AssetFieldPlace): {upload: AssetUploadActor | null; start: (files: readonly File[], documentProps?: AssetDocumentProps) => void} {
  const {t} = useTranslation('form')
  const {assets} = useForm()
  const write = useAssetEdit(place)
  const item = useArrayUploadsOf(place.path)
  const itemUpload = useItemUpload(item?.uploads ?? null, item?.key ?? '')
  const [upload, setUpload] = useState<AssetUploadActor | null>(null)
  const current = useRef<AssetUploadActor | null>(null)
  const {kind, definition, typeName} = place
  const accept = (definition.options as {accept?: unknown} | undefined)?.accept

  useEffect(() => () => current.current?.stop(), [])

  const start = useCallback(
    (files: readonly File[], documentProps?: AssetDocumentProps) => {
      if (!assets) return
      // One value holds one file: the first the field takes; the ones it cannot take are refused.
      const refused = files.filter((file) => !canUpload(kind, file, accept))
      refuseFiles(refused, t)
      const file = files.find((candidate) => !refused.includes(candidate))
      if (!file) return
      // An array item's upload runs in the array's queue, so that closing its editor does not stop it.
      if (item) return item.uploads.uploadInto(item.key, typeName, file, documentProps)
      current.current?.stop()
      const actor = startAssetUpload({assets, file, kind, definition, write, t, documentProps})
      actor.subscribe({complete: () => current.current === actor && ((current.current = null), setUpload(null))})
      current.current = actor
      setUpload(actor)
    },
    [assets, kind, accept, definition, write, t, item, typeName],
  )
  return {upload: item ? itemUpload : upload, start}
}
