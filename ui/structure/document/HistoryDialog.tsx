// The document's history (issue 17), on demand from its action menu: the timeline machine reads
// the pair's transactions from the lake and chunks them; the list shows each chunk newest first —
// what happened, who did it (names from the project's users; the id when a name cannot be had),
// and when — with older changes loaded on request.
import {useActorRef, useSelector} from '@xstate/react'
import {useMemo, useState} from 'react'
import {restoreRevision} from './restoreRevision.ts'
import {useTranslation} from 'react-i18next'
import type {Chunk} from '../../../core/history/chunks.ts'
import {useUsers} from '../useUserNames.ts'
import {Authors} from './history/Authors.tsx'
import {useWhenVisible} from './history/useWhenVisible.ts'
import {useRestoreDenied, type DocumentOperationsActor} from './history/useRestoreDenied.ts'
import {useHistoryNavigation} from './history/historyNavigation.ts'
import {historyTimelineMachine} from '../../../machines/historyTimeline.ts'
import {historyPageReader} from '../../../machines/historyTimelineActors.ts'
import {Button} from '../../components/Button.tsx'
import {ReasonButton} from '../ReasonButton.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {useStructure} from '../structureContext.ts'
import {useDateTimeFormat} from '../time.ts'
import styles from './DocumentPane.module.css'

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
  const authors = useUsers(useMemo(() => chunks.flatMap((chunk) => chunk.authors), [chunks]))
  const navigation = useHistoryNavigation()
  const show = (selection: {rev?: string; since?: string}) => {
    onClose()
    navigation?.select(selection)
  }
  const format = useDateTimeFormat()
  const newestFirst = useMemo(() => [...chunks].reverse(), [chunks])
  const latest = chunks.at(-1)
  // Scrolling down to the end of the list reads the next page.
  const moreRef = useWhenVisible<HTMLDivElement>(() => timeline.send({type: 'loadMore'}), state === 'more')

  return (
    <ModalDialog title={t('history.title')} dismissable onClose={onClose} actions={<Button onPress={onClose} autoFocus>{t('history.close')}</Button>}>
      {newestFirst.length > 0 && (
        <ol aria-label={t('history.list')} className={styles.history}>
          {newestFirst.map((chunk) => (
            <li key={`${chunk.index}-${chunk.id}`} className={styles.historyEntry}>
              <span className={styles.historyType}>{t(`history.chunk.${chunk.type}`)}</span>
              <Authors ids={chunk.authors} users={authors} className={styles.historyAuthors} />
              <time dateTime={chunk.endTimestamp} className={styles.historyTime}>
                {format(chunk.endTimestamp)}
              </time>
              <span className={styles.historyActions}>
                {navigation && (
                  <>
                    <Button
                      tone="ghost"
                      onPress={() => show({rev: chunk.id})}
                      aria-label={t('history.view-label', {change: t(`history.chunk.${chunk.type}`), time: format(chunk.endTimestamp)})}
                    >
                      {t('history.view')}
                    </Button>
                    <Button
                      tone="ghost"
                      onPress={() => show({since: chunk.id, rev: chunk.id})}
                      aria-label={t('history.review-changes-label', {change: t(`history.chunk.${chunk.type}`), time: format(chunk.endTimestamp)})}
                    >
                      {t('history.review-changes')}
                    </Button>
                  </>
                )}
                <ReasonButton
                  reason={chunk === latest ? t('history.restore-current') : chunk.type === 'delete' ? t('history.restore-deleted') : denied}
                  isPending={restoring === chunk.id}
                  onPress={() => restore(chunk)}
                  aria-label={t('history.restore-label', {change: t(`history.chunk.${chunk.type}`), time: format(chunk.endTimestamp)})}
                >
                  {t('history.restore')}
                </ReasonButton>
              </span>
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
      {state === 'more' && (
        <div ref={moreRef}>
          <Button onPress={() => timeline.send({type: 'loadMore'})}>{t('history.more')}</Button>
        </div>
      )}
      {state === 'complete' && chunks.length > 0 && <p className={styles.historyStart}>{t('history.start')}</p>}
    </ModalDialog>
  )
}
