// The document's history (issue 17), on demand from its action menu: the timeline machine reads
// the pair's transactions from the lake and chunks them; the list shows each chunk newest first —
// what happened, who did it (names from the project's users; the id when a name cannot be had),
// and when — with older changes loaded on request.
import {useActorRef, useSelector} from '@xstate/react'
import {useMemo, useState} from 'react'
import {checkPairPermission} from '../../../core/operations/index.ts'
import {permissionText} from '../permissions.ts'
import {restoreRevision} from './restoreRevision.ts'
import type {ActorRefFrom} from 'xstate'
import type {DocumentOperationsMachine} from '../../../machines/documentOperations.ts'
import {useTranslation} from 'react-i18next'
import type {Chunk} from '../../../core/history/chunks.ts'
import {historyTimelineMachine} from '../../../machines/historyTimeline.ts'
import {historyPageReader} from '../../../machines/historyTimelineActors.ts'
import {Button} from '../../components/Button.tsx'
import {ReasonButton} from '../ReasonButton.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {useStructure} from '../structureContext.ts'
import {useUserNames} from '../useUserNames.ts'
import {useDateTimeFormat} from '../time.ts'
import styles from './DocumentPane.module.css'

// The open document's operations (DocumentActions passes it): its grants and pair say who may restore.
type DocumentOperationsActor = ActorRefFrom<DocumentOperationsMachine>

/** Why the user may not restore (no update permission on the document), or null. */
function useRestoreDenied(operations: DocumentOperationsActor): string | null {
  const {t} = useTranslation('structure')
  return useSelector(operations, ({context}) => {
    if (!context.grants) return null
    const result = checkPairPermission('update', {
      grants: context.grants,
      publishedId: context.publishedId,
      draftId: context.draftId,
      type: context.type,
      liveEdit: context.liveEdit,
      draft: context.pair.draft,
      published: context.pair.published,
      identity: context.identity,
    })
    return permissionText(t, 'update', result)
  })
}

export function HistoryDialog({documentId, operations, onClose}: {documentId: string; operations: DocumentOperationsActor; onClose: () => void}) {
  const {t} = useTranslation('structure')
  const {lake} = useStructure()
  const denied = useRestoreDenied(operations)
  const liveEdit = useSelector(operations, (s) => s.context.liveEdit)
  const [restoring, setRestoring] = useState<string | null>(null)
  const [restoreError, setRestoreError] = useState<string | null>(null)
  const restore = (chunk: Chunk) => {
    setRestoring(chunk.id)
    setRestoreError(null)
    restoreRevision(lake, documentId, chunk.id, liveEdit).then(onClose, (error: unknown) => {
      setRestoring(null)
      setRestoreError(error instanceof Error ? error.message : String(error))
    })
  }
  const machine = useMemo(() => historyTimelineMachine.provide({actors: {readPage: historyPageReader(lake, documentId)}}), [lake, documentId])
  const timeline = useActorRef(machine, {input: {publishedId: documentId}})
  const chunks = useSelector(timeline, (s) => s.context.chunks)
  const error = useSelector(timeline, (s) => s.context.error)
  const state = useSelector(timeline, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') || s.matches('checking') ? 'loading' : s.matches('idle') ? 'more' : 'complete'))
  const names = useUserNames(useMemo(() => chunks.flatMap((chunk) => chunk.authors), [chunks]))
  const format = useDateTimeFormat()
  const newestFirst = useMemo(() => [...chunks].reverse(), [chunks])
  const latest = chunks.at(-1)

  return (
    <ModalDialog title={t('history.title')} dismissable onClose={onClose} actions={<Button onPress={onClose} autoFocus>{t('history.close')}</Button>}>
      {newestFirst.length > 0 && (
        <ol aria-label={t('history.list')} className={styles.history}>
          {newestFirst.map((chunk) => (
            <li key={`${chunk.index}-${chunk.id}`} className={styles.historyEntry}>
              <span className={styles.historyType}>{t(`history.chunk.${chunk.type}`)}</span>
              <span className={styles.historyAuthors}>{chunk.authors.map((id) => names.get(id) ?? id).join(', ')}</span>
              <time dateTime={chunk.endTimestamp} className={styles.historyTime}>
                {format(chunk.endTimestamp)}
              </time>
              <ReasonButton
                className={styles.historyRestore}
                reason={chunk === latest ? t('history.restore-current') : chunk.type === 'delete' ? t('history.restore-deleted') : denied}
                isPending={restoring === chunk.id}
                onPress={() => restore(chunk)}
                aria-label={t('history.restore-label', {change: t(`history.chunk.${chunk.type}`), time: format(chunk.endTimestamp)})}
              >
                {t('history.restore')}
              </ReasonButton>
            </li>
          ))}
        </ol>
      )}
      {restoreError && (
        <p role="alert" className={styles.historyFailure}>
          {t('history.restore-failed', {message: restoreError})}
        </p>
      )}
      {state === 'loading' && <p>{t('history.loading')}</p>}
      {state === 'failed' && (
        <div role="alert" className={styles.historyFailure}>
          <p>{t('history.failed', {message: error ?? ''})}</p>
          <Button onPress={() => timeline.send({type: 'retry'})}>{t('history.retry')}</Button>
        </div>
      )}
      {state === 'more' && <Button onPress={() => timeline.send({type: 'loadMore'})}>{t('history.more')}</Button>}
      {state === 'complete' && chunks.length > 0 && <p className={styles.historyStart}>{t('history.start')}</p>}
    </ModalDialog>
  )
}
