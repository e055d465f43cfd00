// A file field's stored file (ED-UP-012): its name, size and type, and an options menu (Upload,
// Select from library, Download, Clear).
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {assetFileUrl, type AssetHost} from '../../../core/assets/assetIds.ts'
import {formatFileSize} from '../../../core/assets/fileSize.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {Button} from '../../components/Button.tsx'
import {DocumentIcon, MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import styles from './Assets.module.css'

export interface FileCardProps {
  assetId: string
  asset: SanityDocument | null
  host: AssetHost
  title: string
  readOnly: boolean
  canUploadHere: boolean
  onChoose: () => void
  onSelect: () => void
  onClear: () => void
}

export function FileCard({assetId, asset, host, title, readOnly, canUploadHere, onChoose, onSelect, onClear}: FileCardProps) {
  const {t} = useTranslation('form')
  const name = typeof asset?.originalFilename === 'string' ? asset.originalFilename : assetId
  const details = asset ? [typeof asset.size === 'number' ? formatFileSize(asset.size) : null, asset.mimeType].filter(Boolean).join(' · ') : ''
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
      <MenuTrigger>
        <Button tone="ghost" iconOnly aria-label={t('asset.menu', {field: title})}>
          <MoreIcon />
        </Button>
        <MenuPopover
          disabledKeys={readOnly ? ['upload', 'select', 'clear'] : canUploadHere ? [] : ['upload']}
          onAction={(key) => {
            if (key === 'upload') onChoose()
            else if (key === 'select') onSelect()
            else if (key === 'clear') onClear()
          }}
        >
          <MenuAction id="upload">{t('asset.menu.upload')}</MenuAction>
          <MenuAction id="select">{t('asset.menu.select')}</MenuAction>
          {url ? (
            <MenuAction id="download" href={`${url}?dl=`} download>
              {t('asset.menu.download')}
            </MenuAction>
          ) : null}
          <MenuAction id="clear">{t('asset.menu.clear')}</MenuAction>
        </MenuPopover>
      </MenuTrigger>
    </div>
  )
}
