// Asks before discarding the draft (ED-OP-033), as delete and unpublish ask: what is discarded
// cannot be had back from here.
import {useTranslation} from 'react-i18next'
import {ConfirmDialog} from '../../components/ConfirmDialog.tsx'
import {useDocumentTitle} from './documentTitle.ts'

export function ConfirmDiscardDialog({onCancel, onConfirm}: {onCancel: () => void; onConfirm: () => void}) {
  const {t} = useTranslation('structure')
  const {text} = useDocumentTitle()
  return (
    <ConfirmDialog title={t('discardChanges.title')} confirmLabel={t('discardChanges.confirm')} cancelLabel={t('delete.cancel')} onCancel={onCancel} onConfirm={onConfirm}>
      <p>{t('discardChanges.description', {title: text})}</p>
    </ConfirmDialog>
  )
}
