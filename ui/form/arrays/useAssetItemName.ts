// The file name of an image or file item: the travelling file's while it uploads, else the stored
// asset's original file name (read once per asset); null when the item has neither or its preview
// has a title of its own.
import {assetIdOf, isAssetValue} from '../../../core/assets/assetValue.ts'
import {isUploadState} from '../../../core/assets/uploadState.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {useAssetDocument} from '../assets/useAssetDocument.ts'
import {useForm} from '../formContext.ts'

export function useAssetItemName(item: KeyedItem | null, wanted: boolean): string | null {
  const {assets} = useForm()
  const uploading = item && isAssetValue(item) && isUploadState(item._upload) ? item._upload.file?.name || null : null
  const assetId = wanted && item && !uploading ? assetIdOf(item) : null
  const asset = useAssetDocument(assets?.lake, assetId)
  if (!wanted) return null
  if (uploading) return uploading
  return typeof asset?.originalFilename === 'string' && asset.originalFilename ? asset.originalFilename : null
}
