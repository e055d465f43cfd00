// An image field (ED-IMG-020, ED-IMG-021): once set, a preview 2000 px wide at source and at most
// 30vh high, with an options menu (Upload, Select from library, Clear, Open original) and, where the
// field has the `hotspot` option, Edit details; while uploading, the progress card; empty, the upload
// placeholder. It renders what the value holds and sends the editor's choices up; it decides nothing.
import {useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {assetFileUrl, type AssetHost} from '../../../core/assets/assetIds.ts'
import {IMAGE_PREVIEW_MAX_HEIGHT} from '../../../core/assets/constants.ts'
import {previewImageUrl} from '../../../core/assets/imageUrl.ts'
import type {AssetValue} from '../../../core/assets/assetValue.ts'
import {Button} from '../../components/Button.tsx'
import {AssetOptionsMenu} from './AssetOptionsMenu.tsx'
import type {AssetSourceChoice} from './assetSourceTypes.ts'
import styles from './Assets.module.css'

export interface ImagePreviewProps {
  assetId: string
  value: AssetValue
  host: AssetHost
  title: string
  readOnly: boolean
  canUploadHere: boolean
  onChoose: () => void
  sources: readonly AssetSourceChoice[]
  onBrowse: (source: string) => void
  onClear: () => void
  /** Opens the hotspot and crop dialog (ED-IMG-022); absent without the field's `hotspot` option. */
  onEditDetails?: () => void
}

export function ImagePreview({assetId, value, host, title, readOnly, canUploadHere, onChoose, sources, onBrowse, onClear, onEditDetails}: ImagePreviewProps) {
  const {t} = useTranslation('form')
  const [failed, setFailed] = useState<string | null>(null)
  const dpr = typeof window === 'undefined' ? 1 : Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)))
  const src = previewImageUrl(host, assetId, value.crop, dpr)
  const original = assetFileUrl(host, assetId)
  return (
    <div className={styles.preview}>
      {src && failed !== src ? (
        <img className={styles.previewImage} src={src} alt={t('asset.image-alt', {field: title})} style={{maxHeight: IMAGE_PREVIEW_MAX_HEIGHT}} onError={() => setFailed(src)} />
      ) : (
        <p className={styles.notice} role="alert">
          {t('asset.load-failed', {url: src ?? assetId})}
        </p>
      )}
      <div className={styles.previewActions}>
        {onEditDetails && (
          // Read-only, the dialog still shows the hotspot and crop (and changes nothing).
          <Button tone="ghost" onPress={onEditDetails}>
            {t('asset.edit-details')}
          </Button>
        )}
        <AssetOptionsMenu
          title={title}
          readOnly={readOnly}
          canUploadHere={canUploadHere}
          link={original ? {href: original, kind: 'open'} : null}
          onChoose={onChoose}
          sources={sources}
          onBrowse={onBrowse}
          onClear={onClear}
        />
      </div>
    </div>
  )
}
