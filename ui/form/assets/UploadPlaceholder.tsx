// ED-UP-010: an empty image or file field, with Upload (where uploads are allowed) and Select. Files
// are dropped or pasted onto the whole field (FileDropTarget around it), so the placeholder itself
// only says what can be done.
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {Button} from '../../components/Button.tsx'
import styles from './Assets.module.css'

export interface UploadPlaceholderProps {
  kind: AssetKind
  readOnly: boolean
  /** Upload is offered only where the studio can upload (services present, uploads allowed). */
  canUploadHere: boolean
  onChoose: () => void
  onSelect: () => void
}

export function UploadPlaceholder({kind, readOnly, canUploadHere, onChoose, onSelect}: UploadPlaceholderProps) {
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
      <Button onPress={onSelect} isDisabled={readOnly}>
        {t('asset.select')}
      </Button>
    </div>
  )
}
