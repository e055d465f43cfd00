// A file field's stored file (ED-UP-012): its name, size and type, and an options menu (Upload,
// Select from library, Download, Clear).
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {assetFileUrl, type AssetHost} from '../../../core/assets/assetIds.ts'
import {formatFileSize} from '../../../core/assets/fileSize.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {DocumentIcon} from '../../components/Icons.tsx'
import {AssetOptionsMenu} from './AssetOptionsMenu.tsx'
import type {AssetSourceChoice} from './assetSourceTypes.ts'
import styles from './Assets.module.css'

export interface FileCardProps {
  assetId: string
  asset: SanityDocument | null
  host: AssetHost
  title: string
  readOnly: boolean
  canUploadHere: boolean
  onChoose: () => void
  sources: readonly AssetSourceChoice[]
  onBrowse: (source: string) => void
  onClear: () => void
}

export function FileCard({assetId, asset, host, title, readOnly, canUploadHere, onChoose, sources, onBrowse, onClear}: FileCardProps) {
  const {t, i18n} = useTranslation('form')
  const name = typeof asset?.originalFilename === 'string' ? asset.originalFilename : assetId
  const details = asset ? [typeof asset.size === 'number' ? formatFileSize(asset.size, i18n.language) : null, asset.mimeType].filter(Boolean).join(' · ') : ''
  const url = assetFileUrl(host, assetId)
  return (
    <div className={styles.card}>
      <DocumentIcon />
      <div className={styles.cardTexts}>
        <span className={styles.cardTitle} title={name}>
          {name}
        </span>
        {details && <span className={styles.cardDetail}>{details}</span>}
      </div>
      <AssetOptionsMenu
        title={title}
        readOnly={readOnly}
        canUploadHere={canUploadHere}
        link={url ? {href: `${url}?dl=`, kind: 'download'} : null}
        onChoose={onChoose}
        sources={sources}
        onBrowse={onBrowse}
        onClear={onClear}
      />
    </div>
  )
}
