// The media of an image or file item's card (ED-ARR-020 for asset members): the image's thumbnail,
// a file icon, or, while the item's file travels, its low-quality preview (ED-UP-002) and progress
// with Cancel when this session runs the upload. The file name is what names such an item when
// its preview has no title.
import {useSelector} from '@xstate/react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {assetIdOf, isAssetValue} from '../../../core/assets/assetValue.ts'
import {imageUrl} from '../../../core/assets/imageUrl.ts'
import {isUploadState} from '../../../core/assets/uploadState.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {Button} from '../../components/Button.tsx'
import {DocumentIcon} from '../../components/Icons.tsx'
import type {AssetUploadActor} from '../assets/uploadActor.ts'
import {useForm} from '../formContext.ts'
import styles from './Arrays.module.css'

/**
 * In a list, 33 × 33 CSS pixels, the default preview's media size (seeds ED§2 Previews); in a grid
 * tile the image spans the tile, 96 px high. Requested at 2× density.
 */
const MEDIA = {row: {width: 33, height: 33}, tile: {width: 240, height: 96}} as const

export function ItemMedia({item, kind, title, upload, variant}: {item: KeyedItem; kind: 'image' | 'file'; title: string; upload: AssetUploadActor | null; variant: 'row' | 'tile'}) {
  const {t} = useTranslation('form')
  const {assets} = useForm()
  const uploading = isAssetValue(item) && isUploadState(item._upload) ? item._upload : null
  const assetId = assetIdOf(item)
  if (uploading) {
    const percent = Math.round(uploading.progress)
    const name = uploading.file?.name ?? ''
    return (
      <span className={styles.media}>
        {uploading.previewImage?.startsWith('data:image/') ? (
          <img className={styles.mediaImage} src={uploading.previewImage} alt={t('asset.upload-preview', {name})} />
        ) : (
          <DocumentIcon />
        )}
        <span
          role="progressbar"
          className={styles.mediaProgress}
          aria-label={t('asset.progress', {name})}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <span style={{width: `${percent}%`}} />
        </span>
        {upload && <CancelUpload upload={upload} name={name} />}
      </span>
    )
  }
  if (kind === 'image' && assetId && assets) {
    const size = MEDIA[variant]
    const src = imageUrl(assets.host, assetId, {width: size.width * 2, height: size.height * 2, fit: 'crop', rectFrom: (item as {crop?: never}).crop, autoFormat: true})
    if (src)
      return (
        <span className={styles.media}>
          <img className={styles.mediaImage} src={src} alt={t('array.item-image', {title})} loading="lazy" />
        </span>
      )
  }
  return (
    <span className={styles.media} aria-hidden="true">
      <DocumentIcon />
    </span>
  )
}

function CancelUpload({upload, name}: {upload: AssetUploadActor; name: string}) {
  const {t} = useTranslation('form')
  const running = useSelector(upload, (snapshot) => snapshot.status === 'active')
  if (!running) return null
  return (
    <Button tone="ghost" onPress={() => upload.send({type: 'cancel'})} aria-label={t('array.cancel-upload', {name})}>
      {t('asset.cancel-upload')}
    </Button>
  )
}
