// ED-UP-010: an empty image or file field, with Upload (where uploads are allowed) and a button per
// asset source (Select for the library, From URL, a workspace's own); with no usable source it says
// so (ED-UP-051). Files
// are dropped or pasted onto the whole field (FileDropTarget around it), so the placeholder itself
// only says what can be done.
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {Button} from '../../components/Button.tsx'
import type {AssetSourceChoice} from './assetSourceTypes.ts'
import styles from './Assets.module.css'

export interface UploadPlaceholderProps {
  kind: AssetKind
  readOnly: boolean
  /** Upload is offered only where the studio can upload (services present, uploads allowed). */
  canUploadHere: boolean
  onChoose: () => void
  sources: readonly AssetSourceChoice[]
  onBrowse: (source: string) => void
}

export function UploadPlaceholder({kind, readOnly, canUploadHere, onChoose, sources, onBrowse}: UploadPlaceholderProps) {
  const {t} = useTranslation('form')
  const text = canUploadHere ? (kind === 'image' ? 'asset.image.empty' : 'asset.file.empty') : kind === 'image' ? 'asset.image.empty-no-upload' : 'asset.file.empty-no-upload'
  return (
    <div className={styles.placeholder}>
      <span className={styles.placeholderText}>{t(text)}</span>
      {canUploadHere && (
        <Button onPress={onChoose} isDisabled={readOnly}>
          {t('asset.upload')}
        </Button>
      )}
      {sources.map((source) => (
        <Button key={source.name} onPress={() => onBrowse(source.name)} isDisabled={readOnly}>
          {source.button}
        </Button>
      ))}
      {sources.length === 0 && <span className={styles.notice}>{t('asset.sources.none')}</span>}
    </div>
  )
}
