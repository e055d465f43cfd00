// ED-UP-010: an empty image or file field, with Upload (where uploads are allowed) and a button per
// asset source (Select for the library, From URL, a workspace's own); with no usable source it says
// so (ED-UP-051). Files
// are dropped or pasted onto the whole field (FileDropTarget around it), so the placeholder itself
// only says what can be done.
import type {ComponentType} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {Button} from '../../components/Button.tsx'
import {UploadIcon} from '../../components/Icons.tsx'
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

/**
 * A button with an icon and its label; where the field is narrower than 440 px (K-ED-048) the label
 * is only read out, and the title gives a pointer its tooltip, so the actions stay on one line
 * (ED-UP-013).
 */
function Action({icon: Icon, label, onPress, isDisabled}: {icon: ComponentType; label: string; onPress: () => void; isDisabled: boolean}) {
  return (
    <Button className={styles.action} onPress={onPress} isDisabled={isDisabled}>
      <span className={styles.actionFace} title={label}>
        <Icon />
        <span className={styles.actionLabel}>{label}</span>
      </span>
    </Button>
  )
}

export function UploadPlaceholder({kind, readOnly, canUploadHere, onChoose, sources, onBrowse}: UploadPlaceholderProps) {
  const {t} = useTranslation('form')
  const text = canUploadHere ? (kind === 'image' ? 'asset.image.empty' : 'asset.file.empty') : kind === 'image' ? 'asset.image.empty-no-upload' : 'asset.file.empty-no-upload'
  return (
    <div className={styles.placeholder}>
      <span className={styles.placeholderText}>{t(text)}</span>
      <div className={styles.placeholderActions}>
        {canUploadHere && <Action icon={UploadIcon} label={t('asset.upload')} onPress={onChoose} isDisabled={readOnly} />}
        {sources.map((source) => (
          <Action key={source.name} icon={source.icon} label={source.button} onPress={() => onBrowse(source.name)} isDisabled={readOnly} />
        ))}
        {sources.length === 0 && <span className={styles.notice}>{t('asset.sources.none')}</span>}
      </div>
    </div>
  )
}
