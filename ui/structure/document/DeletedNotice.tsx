// The open document deleted by someone else (machines/documentPairGone.ts): the pane says who,
// the form is read-only (nothing typed recreates a partial document), what the editor had typed
// and not saved is kept here to copy, and Restore brings back the last saved version (the same
// restore as the recently deleted list and the history: restoreRevision). Close leaves the pane.
// The pane's own Delete is not announced: the pair forgets it and the pane goes to the list.
import {useSelector} from '@xstate/react'
import {useEffect, useId, useState} from 'react'
import {useTranslation} from 'react-i18next'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {goneRevision, type PairGone} from '../../../machines/documentPairGone.ts'
import {Button, LinkButton} from '../../components/Button.tsx'
import {WarningIcon} from '../../components/Icons.tsx'
import {useCreateDenied} from '../permissions.ts'
import {ReasonButton} from '../ReasonButton.tsx'
import {useStructure} from '../structureContext.ts'
import {useUserNames} from '../useUserNames.ts'
import type {DocumentOperationsActor} from './DocumentActions.tsx'
import {refusedFields} from './refusedText.ts'
import {restoreRevision} from './restoreRevision.ts'
import styles from './DocumentPane.module.css'

/**
 * The pair's deletion when it was someone else's: null while the pair is there, and when the
 * deleting transaction is this pane's own operation (then the pair is told to forget it).
 */
export function useDeletedElsewhere(pair: DocumentPairActor, operations: DocumentOperationsActor): PairGone | null {
  const gone = useSelector(pair, (s) => s.context.gone)
  const own = useSelector(operations, (s) => {
    const id = gone?.transactionId
    return id != null && (s.context.transaction?.transactionId === id || s.context.completed?.transactionId === id)
  })
  useEffect(() => {
    if (gone && own) pair.send({type: 'gone.forget'})
  }, [gone, own, pair])
  return gone && !own ? gone : null
}

/** Rich text as the editor reads it, a paragraph a line; null for anything else (then JSON, as a refused commit shows it). */
function blockText(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const lines: string[] = []
  for (const block of value as Array<{_type?: unknown; children?: unknown}>) {
    if (block?._type !== 'block' || !Array.isArray(block.children)) return null
    lines.push((block.children as Array<{text?: unknown}>).map((child) => (typeof child?.text === 'string' ? child.text : '')).join(''))
  }
  return lines.join('\n')
}

export interface DeletedNoticeProps {
  gone: PairGone
  type: DocumentDefinition
  id: string
  closeHref: string | null
  fieldTitle: (name: string) => string
}

export function DeletedNotice({gone, type, id, closeHref, fieldTitle}: DeletedNoticeProps) {
  const {t} = useTranslation('structure')
  const {lake} = useStructure()
  const liveEdit = Boolean(type.liveEdit)
  const names = useUserNames(gone.identity ? [gone.identity] : [])
  const name = gone.identity ? (names.get(gone.identity) ?? gone.identity) : null
  const denied = useCreateDenied(type, id, t('gone.restore-denied'))
  const [restoring, setRestoring] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const textId = useId()
  const titleId = useId()

  // The fields whose shown value the lake never stored, as text to copy.
  const side = liveEdit ? 'published' : gone.shown.draft ? 'draft' : 'published'
  const stored = liveEdit ? gone.stored.published : (gone.stored.draft ?? gone.stored.published)
  const shown = gone.shown[side]
  const unsaved = gone.unsaved
    ? refusedFields(shown, stored)
        .map((field) => `${fieldTitle(field.name)}:\n${blockText(shown?.[field.name]) ?? field.text}`)
        .join('\n\n')
    : ''
  const revision = goneRevision(gone, liveEdit)

  const restore = () => {
    if (!revision) return
    setRestoring(true)
    setFailure(null)
    // The pair comes back through the listener, and this notice goes with its `gone`.
    restoreRevision(lake, id, revision, liveEdit).then(
      () => setRestoring(false),
      (error: unknown) => {
        setRestoring(false)
        setFailure(error instanceof Error ? error.message : String(error))
      },
    )
  }

  return (
    <div className={`${styles.notice} ${styles.critical} ${styles.refused} ${styles.gone}`} role="alert" aria-labelledby={titleId}>
      <div className={styles.refusedHeader}>
        <WarningIcon />
        <span className={styles.noticeText}>
          <strong id={titleId}>{name ? t('gone.title', {name}) : t('gone.title-unknown')}</strong>
          <span className={styles.detail}>{t('gone.description')}</span>
        </span>
      </div>
      {unsaved && (
        <>
          <label className={styles.refusedLabel} htmlFor={textId}>
            {t('gone.unsaved-hint')}
          </label>
          <textarea id={textId} className={styles.refusedText} readOnly value={unsaved} rows={Math.min(5, unsaved.split('\n').length + 1)} />
        </>
      )}
      {failure && <p className={styles.detail}>{t('gone.restore-failed', {message: failure})}</p>}
      <div className={styles.refusedActions}>
        {unsaved && (
          <Button
            onPress={() =>
              void navigator.clipboard?.writeText(unsaved).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('refused.copied') : t('refused.copy')}
          </Button>
        )}
        {revision && (
          <ReasonButton tone="primary" reason={denied} isPending={restoring} onPress={restore}>
            {t('gone.restore')}
          </ReasonButton>
        )}
        {closeHref && (
          <LinkButton href={closeHref} tone="ghost">
            {t('gone.close')}
          </LinkButton>
        )}
      </div>
    </div>
  )
}
