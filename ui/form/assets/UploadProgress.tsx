// The upload state an image or file value carries (ED-UP-011, ED-UP-026): a progress card with
// Cancel while this session's upload runs; the same card without Cancel for someone else's; a
// warning card offering to clear the upload once it made no progress for 2 minutes. An image shows
// its low-quality preview (ED-UP-002) while it travels.
import {useSelector} from '@xstate/react'
import {useEffect, useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {isStaleUpload, type UploadState} from '../../../core/assets/uploadState.ts'
import {Button} from '../../components/Button.tsx'
import type {AssetUploadActor} from './useAssetUpload.ts'
import styles from './Assets.module.css'

/** How often a card without a running upload asks whether it has gone stale. */
const STALE_CHECK_MS = 10_000

export function UploadProgress({upload, actor, readOnly, onClearStale}: {upload: UploadState; actor: AssetUploadActor | null; readOnly: boolean; onClearStale: () => void}) {
  const {t} = useTranslation('form')
  const now = useNow(actor ? null : STALE_CHECK_MS)
  const runningStale = useSelector(actor ?? undefined, (snapshot) => snapshot?.matches({uploading: 'stale'}) ?? false)
  const stale = actor ? runningStale : isStaleUpload(upload, now)
  const percent = Math.round(upload.progress)
  const name = upload.file?.name ?? ''
  if (stale)
    return (
      <div className={`${styles.card} ${styles.stale}`} role="alert">
        <div className={styles.cardTexts}>
          <span className={styles.cardTitle}>{t('asset.stale.title')}</span>
          <span className={styles.cardDetail}>{t('asset.stale.text')}</span>
        </div>
        <Button onPress={() => (actor ? actor.send({type: 'stale.clear'}) : onClearStale())} isDisabled={readOnly}>
          {t('asset.stale.clear')}
        </Button>
      </div>
    )
  return (
    <div className={styles.card}>
      {upload.previewImage?.startsWith('data:image/') && <img className={styles.uploadPreview} src={upload.previewImage} alt={t('asset.upload-preview', {name})} />}
      <div className={styles.cardTexts}>
        <span className={styles.cardTitle}>{t('asset.uploading', {name})}</span>
        <div
          role="progressbar"
          aria-label={t('asset.progress', {name})}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className={styles.progressTrack}
        >
          <div className={styles.progressFill} style={{width: `${percent}%`}} />
        </div>
      </div>
      {actor && (
        <Button onPress={() => actor.send({type: 'cancel'})}>{t('asset.cancel-upload')}</Button>
      )}
    </div>
  )
}

/** The time now, again every `interval` ms (never when null). */
function useNow(interval: number | null): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (interval === null) return
    const timer = setInterval(() => setNow(new Date()), interval)
    return () => clearInterval(timer)
  }, [interval])
  return now
}
