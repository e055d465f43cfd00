// ED-UP-010: an empty image or file field: a drop target (drag and drop, or paste while it has
// focus) with Upload and Select buttons. A dropped file the field does not take is refused by the
// upload hook with a toast; hovering files are not judged yet (React Aria hands over only a
// `has(type)` test of their types, ED-UP-031 is planned).
import {DropZone, isFileDropItem, type DropItem} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {Button} from '../../components/Button.tsx'
import styles from './Assets.module.css'

export interface UploadPlaceholderProps {
  kind: AssetKind
  readOnly: boolean
  /** Upload is offered only where the studio can upload (services present, uploads allowed). */
  canUploadHere: boolean
  onFile: (file: File) => void
  onChoose: () => void
  onSelect: () => void
  label: string
}

export function UploadPlaceholder({kind, readOnly, canUploadHere, onFile, onChoose, onSelect, label}: UploadPlaceholderProps) {
  const {t} = useTranslation('form')
  return (
    <DropZone
      className={styles.placeholder}
      aria-label={label}
      isDisabled={readOnly || !canUploadHere}
      onDrop={async (event) => {
        const item = event.items.find((candidate: DropItem) => isFileDropItem(candidate))
        if (item && isFileDropItem(item)) onFile(await item.getFile())
      }}
    >
      <span className={styles.placeholderText}>{t(kind === 'image' ? 'asset.image.empty' : 'asset.file.empty')}</span>
      {canUploadHere && (
        <Button onPress={onChoose} isDisabled={readOnly}>
          {t('asset.upload')}
        </Button>
      )}
      <Button onPress={onSelect} isDisabled={readOnly}>
        {t('asset.select')}
      </Button>
    </DropZone>
  )
}
