// The editor's footer: when the document was last published and edited, whether the latest edits
// are saved, any failed action, and the actions themselves.
import {useSelector} from '@xstate/react'
import {memo, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {isConsistent} from '../../../core/editing/index.ts'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {Button} from '../../components/Button.tsx'
import {pairStatusOf} from '../listEntries.ts'
import {StatusDot, useStatusText} from '../StatusDot.tsx'
import {FooterTime} from './FooterTime.tsx'
import {useNow, useRelativeTime} from '../time.ts'
import {DocumentActions, type DocumentOperationsActor} from './DocumentActions.tsx'
import type {TypesByName} from '../../../core/schema/index.ts'
import type {ValidationActor} from './useDocumentValidation.ts'
import {ValidationStatus} from './ValidationStatus.tsx'
import {shownDocument} from '../../form/shownDocument.ts'
import styles from './DocumentPane.module.css'

export interface DocumentFooterProps {
  pair: DocumentPairActor
  operations: DocumentOperationsActor
  validation: ValidationActor
  documentType: string
  types: TypesByName
}

export const DocumentFooter = memo(function DocumentFooter({pair, operations, validation, documentType, types}: DocumentFooterProps) {
  const {t} = useTranslation('structure')
  // Errors block publishing (the validation machine decides); the button says so.
  const blocked = useSelector(validation, (s) => s.context.blocksPublish)
  // Deleted while open: nothing to validate (the empty form is not a new document).
  const gone = useSelector(pair, (s) => s.context.gone !== null)
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.footerRow}>
        <DocumentStatus pair={pair} />
        {!gone && <ValidationStatus validation={validation} documentType={documentType} types={types} document={() => shownDocument(pair.getSnapshot())} />}
        <DocumentActions operations={operations} publishBlocked={blocked ? t('validation.publish-blocked') : null} />
      </div>
      <OperationError operations={operations} />
    </footer>
  )
})

function DocumentStatus({pair}: {pair: DocumentPairActor}) {
  const {t} = useTranslation('structure')
  const publishedAt = useSelector(pair, (s) => s.context.editing.head.published?._updatedAt ?? null)
  const editedAt = useSelector(pair, (s) => s.context.editing.head.draft?._updatedAt ?? null)
  const exists = useSelector(pair, (s) => Boolean(s.context.editing.edge.draft ?? s.context.editing.edge.published))
  const saving = useSelector(pair, (s) => !isConsistent(s.context.editing))
  // After a refusal what the editor typed is not stored, whatever the queues say.
  const refused = useSelector(pair, (s) => s.context.error?.type === 'commitRefused')
  const gone = useSelector(pair, (s) => s.context.gone !== null)
  // "Saved" only after something was saved while the pane was open.
  const [savedOnce, setSavedOnce] = useState(false)
  if (saving && !savedOnce) setSavedOnce(true)
  const now = useNow([publishedAt, editedAt])
  const relative = useRelativeTime()
  const ago = (iso: string) => relative(iso, now) ?? t('footer.just-now')
  const status = pairStatusOf({draft: editedAt, published: publishedAt})
  const statusText = useStatusText()
  return (
    <div className={styles.status}>
      <StatusDot status={status} editedAt={editedAt ?? undefined} />
      <div className={styles.statusText}>
        {publishedAt ? (
          <FooterTime className={styles.statusStrong} text={t('footer.published', {time: ago(publishedAt)})} tooltip={statusText('published', publishedAt)} at={publishedAt} />
        ) : (
          <span className={styles.statusStrong}>{gone ? t('footer.deleted') : exists ? t('footer.not-published') : t('footer.new')}</span>
        )}
        {editedAt && <FooterTime text={t('footer.edited', {time: ago(editedAt)})} tooltip={statusText('edited', editedAt)} at={editedAt} />}
        <span role="status" className={styles.saveState}>
          {gone ? '' : saving ? t('footer.saving') : refused ? t('footer.not-saved') : savedOnce ? t('footer.saved') : ''}
        </span>
      </div>
    </div>
  )
}

function OperationError({operations}: {operations: DocumentOperationsActor}) {
  const {t} = useTranslation('structure')
  const error = useSelector(operations, (s) => s.context.error)
  if (!error) return null
  const action = t(`action.${error.operation}`)
  // A refusal carries the disabled reason's name; other failures a message.
  const message = error.reason === 'DISABLED' ? t(`reason.${error.message}` as 'reason.NO_CHANGES') : error.message
  return (
    <div className={`${styles.notice} ${styles.critical} ${styles.footerNotice}`} role="alert">
      <span className={styles.noticeText}>{t('action.failed', {action, message})}</span>
      <Button tone="ghost" onPress={() => operations.send({type: 'error.dismiss'})}>
        {t('action.dismiss')}
      </Button>
    </div>
  )
}
