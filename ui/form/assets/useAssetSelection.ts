// What happens when an asset source answers (ED-UP-050, ED-UP-051): core/assets decides what the
// answer stands for (or throws); an existing asset becomes the field's reference, anything else is
// fetched or decoded in the browser and uploaded with what the source said about it. A broken answer
// is a source's bug: logged with its message and told to the editor in an error toast.
import type {TFunction} from 'i18next'
import {useCallback} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {dataUrlAsFile, fetchAsFile} from '../../../adapters/files/fetchAsFile.ts'
import type {AssetEdit} from '../../../core/assets/assetEdits.ts'
import {assetSelectionOf, type AssetDocumentProps, type AssetSelection} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {showErrorToast} from '../../app/toasts.ts'

export function useAssetSelection(
  kind: AssetKind,
  write: (edit: AssetEdit) => void,
  start: (files: readonly File[], documentProps?: AssetDocumentProps) => void,
): (results: unknown) => void {
  const {t} = useTranslation('form')
  return useCallback(
    (results: unknown) => {
      let selection: AssetSelection
      try {
        selection = assetSelectionOf(results)
      } catch (error) {
        report(error, t)
        return
      }
      if (selection.kind === 'assetDocumentId') return write({type: 'asset', assetId: selection.assetId})
      if (selection.kind === 'file') {
        const {file, props} = selection
        if (!(file instanceof Blob)) return report(new Error('An asset source gave a file that is not a File or Blob'), t)
        return start([file instanceof File ? file : new File([file], props.originalFilename ?? kind, {type: file.type})], props)
      }
      if (selection.kind === 'base64') {
        try {
          return start([dataUrlAsFile(selection.dataUrl, selection.props.originalFilename ?? kind)], selection.props)
        } catch (error) {
          return report(error, t)
        }
      }
      fetchAsFile(selection.url, {name: selection.props.originalFilename, fallbackName: kind}).then(
        (file) => start([file], selection.props),
        (error: unknown) => report(error, t),
      )
    },
    [kind, write, start, t],
  )
}

function report(error: unknown, t: TFunction<'form'>): void {
  const message = error instanceof Error ? error.message : String(error)
  console.error('Asset source:', error)
  showErrorToast(t('asset.source.failed'), message)
}
