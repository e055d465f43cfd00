// The open document as its history selection shows it (issue 17): a revision read-only, with a
// banner saying which one and offering the current version or a restore; or a range, with its
// changes per field and their authors above the form (the version at the range's end, or the
// live form when the range runs up to now).
import {useEffect, useRef, useState, type ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import type {Chunk} from '../../../../core/history/index.ts'
import type {ContentLake} from '../../../../core/ports.ts'
import {Button, LinkButton} from '../../../components/Button.tsx'
import {Loading} from '../../../components/Spinner.tsx'
import type {FormEnvironment} from '../../../form/formContext.ts'
import {ReasonButton} from '../../ReasonButton.tsx'
import {useDateTimeFormat} from '../../time.ts'
import {restoreRevision} from '../restoreRevision.ts'
import {ChangeList} from './ChangeList.tsx'
import {useHistoryNavigation} from './historyNavigation.ts'
import {RevisionForm} from './RevisionForm.tsx'
import {useUserNames as useAuthorNames, useUsers as useAuthors} from '../../useUserNames.ts'
import {useHistorySelection} from './useHistorySelection.ts'
import {useRangeChanges} from './useRangeChanges.ts'
import {useRestoreDenied, type DocumentOperationsActor} from './useRestoreDenied.ts'
import {useVersionAt} from './useVersionAt.ts'
import styles from './History.module.css'

export interface HistoryReviewProps {
  lake: ContentLake
  documentId: string
  rev: string | null
  since: string | null
  typeName: string
  typeTitle: string
  label: string
  liveEdit: boolean
  environment: FormEnvironment
  operations: DocumentOperationsActor
  fieldTitle: (name: string) => string
  /** The live form, for a range that runs up to now. */
  liveForm: ReactNode
}

function Banner({children, actions}: {children: ReactNode; actions: ReactNode}) {
  const {t} = useTranslation('structure')
  // Opened from the history, focus went back to the menu that opened it, far from what changed:
  // it goes to the banner instead, which says what is shown (SH-HIST-056). A frame later, after
  // the closing dialog has handed focus back.
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const frame = requestAnimationFrame(() => region.current?.focus({preventScroll: false}))
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <div ref={region} tabIndex={-1} role="region" aria-label={t('history.review')} className={styles.banner}>
      <p className={styles.bannerText}>{children}</p>
      {actions}
    </div>
  )
}

function BackToCurrent() {
  const {t} = useTranslation('structure')
  const navigation = useHistoryNavigation()
  if (!navigation) return null
  return (
    <LinkButton href={navigation.hrefOf({})} tone="ghost">
      {t('history.back-to-current')}
    </LinkButton>
  )
}

function RevisionView(props: HistoryReviewProps & {chunk: Chunk; latest: Chunk | null}) {
  const {t} = useTranslation('structure')
  const {lake, documentId, chunk, latest, liveEdit, operations} = props
  const version = useVersionAt(lake, documentId, {revision: chunk.id})
  const names = useAuthorNames(chunk.authors)
  const format = useDateTimeFormat()
  const denied = useRestoreDenied(operations)
  const navigation = useHistoryNavigation()
  const [restoring, setRestoring] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const restore = () => {
    setRestoring(true)
    setFailure(null)
    restoreRevision(lake, documentId, chunk.id, liveEdit).then(
      () => navigation?.select({}),
      (error: unknown) => {
        setRestoring(false)
        setFailure(error instanceof Error ? error.message : String(error))
      },
    )
  }
  const reason = chunk === latest ? t('history.restore-current') : chunk.type === 'delete' ? t('history.restore-deleted') : denied
  return (
    <>
      <Banner
        actions={
          <>
            <BackToCurrent />
            <ReasonButton tone="primary" reason={reason} isPending={restoring} onPress={restore}>
              {t('history.restore')}
            </ReasonButton>
          </>
        }
      >
        {t('history.viewing', {
          change: t(`history.chunk.${chunk.type}`),
          authors: chunk.authors.map((id) => names.get(id) ?? id).join(', '),
          time: format(chunk.endTimestamp),
        })}
      </Banner>
      {failure && (
        <p role="alert" className={styles.summary}>
          {t('history.restore-failed', {message: failure})}
        </p>
      )}
      {version.state === 'loading' && <Loading label={t('history.loading-revision')} />}
      {version.state === 'failed' && (
        <div role="alert" className={styles.banner}>
          <p className={styles.bannerText}>{t('history.revision-failed')}</p>
          <Button onPress={version.retry}>{t('history.retry')}</Button>
        </div>
      )}
      {version.state === 'ready' && (
        <RevisionForm pair={version.pair} publishedId={documentId} typeName={props.typeName} typeTitle={props.typeTitle} label={props.label} environment={props.environment} />
      )}
    </>
  )
}

function RangeView(props: HistoryReviewProps & {sinceChunk: Chunk; revChunk: Chunk | null; latest: Chunk; transactions: Parameters<typeof useRangeChanges>[2]}) {
  const {t} = useTranslation('structure')
  const {lake, documentId, sinceChunk: since, revChunk: rev, latest, transactions} = props
  const end = rev ?? latest
  const range = useRangeChanges(lake, documentId, transactions, since, end)
  const authors = range.state === 'ready' ? range.changes.flatMap((change) => change.authors) : []
  const users = useAuthors(authors)
  const format = useDateTimeFormat()
  const endVersion = useVersionAt(lake, documentId, rev ? {revision: rev.id} : null)
  return (
    <>
      <Banner actions={<BackToCurrent />}>
        {rev
          ? t('history.range', {from: format(since.startTimestamp), to: format(rev.endTimestamp)})
          : t('history.range-to-now', {from: format(since.startTimestamp)})}
      </Banner>
      {range.state === 'loading' && <Loading label={t('history.loading-revision')} />}
      {range.state === 'failed' && (
        <div role="alert" className={styles.banner}>
          <p className={styles.bannerText}>{t('history.revision-failed')}</p>
          <Button onPress={range.retry}>{t('history.retry')}</Button>
        </div>
      )}
      {range.state === 'ready' && (
        <ChangeList changes={range.changes} fieldTitle={props.fieldTitle} users={users} services={{references: props.environment.references, assetHost: props.environment.assets?.host}} />
      )}
      {!rev
        ? props.liveForm
        : endVersion.state === 'ready' && (
            <RevisionForm pair={endVersion.pair} publishedId={documentId} typeName={props.typeName} typeTitle={props.typeTitle} label={props.label} environment={props.environment} />
          )}
    </>
  )
}

export function HistoryReview(props: HistoryReviewProps) {
  const {t} = useTranslation('structure')
  const selection = useHistorySelection(props.lake, props.documentId, props.rev, props.since)
  switch (selection.state) {
    case 'loading':
      return <Loading label={t('history.loading')} />
    case 'failed':
      return (
        <div role="alert" className={styles.banner}>
          <p className={styles.bannerText}>{t('history.failed', {message: selection.message})}</p>
          <Button onPress={selection.retry}>{t('history.retry')}</Button>
          <BackToCurrent />
        </div>
      )
    case 'invalid':
      return (
        <>
          <Banner actions={<BackToCurrent />}>{t('history.invalid')}</Banner>
          {props.liveForm}
        </>
      )
    case 'rev':
      return <RevisionView {...props} chunk={selection.rev} latest={selection.latest} />
    case 'range':
      return <RangeView {...props} sinceChunk={selection.since} revChunk={selection.rev} latest={selection.latest ?? selection.since} transactions={selection.transactions} />
  }
}
