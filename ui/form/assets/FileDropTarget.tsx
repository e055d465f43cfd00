// Wraps an image or file field, or an array of them, as the place files are dropped and pasted
// (ED-UP-010, ED-ARR-030): while files hover it takes the spec's tone (primary when every file is
// taken, critical when one is refused or uploads are not allowed, ED-UP-031) and says so.
import type {ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {UploadTarget} from '../../../core/assets/droppedFiles.ts'
import {useFileDrop} from './useFileDrop.ts'
import styles from './Assets.module.css'

export interface FileDropTargetProps {
  targets: readonly UploadTarget[]
  uploadsAllowed: boolean
  onFiles: (files: File[], how: 'drop' | 'paste') => void
  className?: string
  children: ReactNode
}

export function FileDropTarget({targets, uploadsAllowed, onFiles, className, children}: FileDropTargetProps) {
  const {t} = useTranslation('form')
  const {handlers, hovering} = useFileDrop({targets, uploadsAllowed, onFiles})
  const message = !hovering
    ? ''
    : !uploadsAllowed
      ? t('asset.drop.not-allowed')
      : hovering.rejected > 0
        ? t('asset.drop.rejected', {count: hovering.rejected})
        : t('asset.drop.accepted', {count: hovering.accepted})
  return (
    <div className={`${styles.dropTarget} ${className ?? ''}`} data-drop-target data-drop-tone={hovering?.tone} {...handlers}>
      {children}
      {hovering && (
        <div className={styles.dropMessage} data-drop-tone={hovering.tone} aria-hidden="true">
          {message}
        </div>
      )}
    </div>
  )
}
