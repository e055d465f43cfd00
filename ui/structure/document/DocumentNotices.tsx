// What the editor must know about the pair right now, above the form: the document is read-only,
// the connection is being re-established or has closed, or the lake refused the latest edits (with
// the refused text kept visible to copy, EDITING-MODEL.md).
import {useSelector} from '@xstate/react'
import {useId, useState} from 'react'
import {useTranslation} from 'react-i18next'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {Button} from '../../components/Button.tsx'
import {WarningIcon} from '../../components/Icons.tsx'
import {shownOf} from '../../form/shownDocument.ts'
import {refusedFields} from './refusedText.ts'
import styles from './DocumentPane.module.css'

export function DocumentNotices({pair, readOnly, fieldTitle}: {pair: DocumentPairActor; readOnly: boolean; fieldTitle: (name: string) => string}) {
  const {t} = useTranslation('structure')
  const connection = useSelector(pair, (s) =>
    s.matches({sync: 'closed'}) ? 'closed' : s.matches({sync: 'live'}) ? 'live' : s.context.editing.loaded ? 'reconnecting' : 'connecting',
  )
  const retrying = useSelector(pair, (s) => s.context.retrying)
  const error = useSelector(pair, (s) => s.context.error)
  return (
    <>
      {readOnly && (
        <p className={`${styles.notice} ${styles.neutral}`} role="note">
          {t('document.read-only')}
        </p>
      )}
      {connection === 'live' && retrying ? (
        // Connected, yet the lake did not store the edits (it answered 5xx, or timed out): not a
        // reconnection, and the wait between tries grows, so the editor may try at once.
        <div className={`${styles.notice} ${styles.caution}`} role="status">
          <WarningIcon />
          <span className={styles.noticeText}>
            {t('document.save-retrying')}
            <span className={styles.detail}>{retrying}</span>
          </span>
          <Button onPress={() => pair.send({type: 'retry.now'})}>{t('document.retry-now')}</Button>
        </div>
      ) : (connection === 'reconnecting' || retrying) && connection !== 'closed' && (
        <p className={`${styles.notice} ${styles.caution}`} role="status">
          <WarningIcon />
          <span>
            {t('document.reconnecting')}
            {retrying && <span className={styles.detail}>{retrying}</span>}
          </span>
        </p>
      )}
      {error?.type === 'listenerClosed' && (
        <div className={`${styles.notice} ${styles.critical}`} role="alert">
          <WarningIcon />
          <span className={styles.noticeText}>{t('document.connection-closed', {message: error.message})}</span>
          <Button onPress={() => window.location.reload()}>{t('document.reload')}</Button>
        </div>
      )}
      {error?.type === 'invalidPatch' && (
        <div className={`${styles.notice} ${styles.critical}`} role="alert">
          <WarningIcon />
          <span className={styles.noticeText}>
            <strong>{t('invalid-patch.title')}</strong> {error.message}
          </span>
          <Button tone="ghost" onPress={() => pair.send({type: 'error.dismiss'})}>
            {t('refused.dismiss')}
          </Button>
        </div>
      )}
      <RefusedCommit pair={pair} fieldTitle={fieldTitle} />
    </>
  )
}

interface Refusal {
  transactionId: string
  message: string
  text: string
}

/**
 * Every refusal since the editor last dismissed them, each with the text it took back, taken when
 * it arrived (what the form shows moves on as the editor keeps typing).
 */
function useRefusals(pair: DocumentPairActor, fieldTitle: (name: string) => string): [Refusal[], () => void] {
  const error = useSelector(pair, (s) => s.context.error)
  const [refusals, setRefusals] = useState<Refusal[]>([])
  const [seen, setSeen] = useState(error)
  if (error !== seen) {
    setSeen(error)
    if (error?.type === 'commitRefused' && !refusals.some((r) => r.transactionId === error.transactionId)) {
      const {editing} = pair.getSnapshot().context
      const side = editing.spec.liveEdit ? 'published' : 'draft'
      const fields = refusedFields(error.shown[side] ?? null, shownOf(editing))
      const text = fields.map((field) => `${fieldTitle(field.name)}:\n${field.text}`).join('\n\n')
      setRefusals([...refusals, {transactionId: error.transactionId, message: error.message, text}])
    }
  }
  const dismiss = () => {
    setRefusals([])
    if (pair.getSnapshot().context.error?.type === 'commitRefused') pair.send({type: 'error.dismiss'})
  }
  return [refusals, dismiss]
}

function RefusedCommit({pair, fieldTitle}: {pair: DocumentPairActor; fieldTitle: (name: string) => string}) {
  const {t} = useTranslation('structure')
  const [copied, setCopied] = useState(false)
  const [refusals, dismiss] = useRefusals(pair, fieldTitle)
  const textId = useId()
  if (refusals.length === 0) return null
  const text = refusals
    .map((refusal) => refusal.text)
    .filter(Boolean)
    .join('\n\n')
  const message = refusals[refusals.length - 1].message
  return (
    <div className={`${styles.notice} ${styles.critical} ${styles.refused}`} role="alert">
      <div className={styles.refusedHeader}>
        <WarningIcon />
        <span className={styles.noticeText}>
          <strong>{t('refused.title')}</strong>
          <span className={styles.detail}>{t('refused.description', {message})}</span>
        </span>
      </div>
      {text && (
        <>
          <label className={styles.refusedLabel} htmlFor={textId}>
            {t('refused.copy-hint')}
          </label>
          <textarea id={textId} className={styles.refusedText} readOnly value={text} rows={Math.min(8, text.split('\n').length + 1)} />
        </>
      )}
      <div className={styles.refusedActions}>
        {text && (
          <Button
            onPress={() =>
              void navigator.clipboard?.writeText(text).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('refused.copied') : t('refused.copy')}
          </Button>
        )}
        <Button tone="ghost" onPress={dismiss}>
          {t('refused.dismiss')}
        </Button>
      </div>
    </div>
  )
}
