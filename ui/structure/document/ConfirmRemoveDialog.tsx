// Asks before deleting or unpublishing, after looking for documents that refer to this one: the
// lake refuses both while another document refers to it strongly (unpublishing removes the
// published version those references point to), so the dialog says which documents hold such a
// reference, with links, instead of offering an operation that fails.
import {Link} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {publishedIdOf} from '../../../core/documents/ids.ts'
import {ConfirmDialog} from '../../components/ConfirmDialog.tsx'
import {useStructure} from '../structureContext.ts'
import {useDocumentTitle} from './documentTitle.ts'
import {useReferringDocuments, type Referrer} from './useReferringDocuments.ts'

export type RemoveOperation = 'delete' | 'unpublish'

export interface ConfirmRemoveDialogProps {
  operation: RemoveOperation
  documentId: string
  onCancel: () => void
  onConfirm: () => void
}

export function ConfirmRemoveDialog({operation, documentId, onCancel, onConfirm}: ConfirmRemoveDialogProps) {
  const {t} = useTranslation('structure')
  const {lake, hrefOf} = useStructure()
  const {text} = useDocumentTitle()
  const referring = useReferringDocuments(lake, documentId)
  const blocked = referring.state === 'ready' && referring.strong.length > 0
  const link = (referrer: Referrer) => (
    <li key={referrer.id}>
      <Link href={hrefOf({type: referrer.type, id: publishedIdOf(referrer.id)})}>{referrer.title}</Link>
    </li>
  )
  return (
    <ConfirmDialog
      title={t(`${operation}.title`)}
      confirmLabel={t(`${operation}.confirm`)}
      cancelLabel={t('delete.cancel')}
      isConfirmDisabled={referring.state === 'loading' || blocked}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {referring.state === 'loading' && <p>{t('delete.checking-references')}</p>}
      {blocked ? (
        <>
          <p>{t(`${operation}.blocked`, {title: text, count: referring.strong.length})}</p>
          <ul aria-label={t('delete.referring-list')}>{referring.strong.map(link)}</ul>
        </>
      ) : (
        referring.state !== 'loading' && <p>{t(`${operation}.description`, {title: text})}</p>
      )}
      {referring.state === 'ready' && referring.weak.length > 0 && (
        <>
          <p>{t(`${operation}.weak-referrers`, {count: referring.weak.length})}</p>
          <ul aria-label={t('delete.weak-list')}>{referring.weak.map(link)}</ul>
        </>
      )}
      {referring.state === 'ready' && referring.more && <p>{t('delete.more-referrers')}</p>}
      {referring.state === 'failed' && <p>{t(`${operation}.references-unknown`)}</p>}
    </ConfirmDialog>
  )
}
