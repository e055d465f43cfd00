// The notices under a set reference (core/references/referenceNotices.ts), each with the actions
// the seeds give it: clear, replace, weaken or strengthen, remove the strengthen-on-publish mark.
import {useTranslation} from 'react-i18next'
import type {ReferenceNotice} from '../../../core/references/index.ts'
import {Button} from '../../components/Button.tsx'
import styles from './ReferenceInput.module.css'

export interface ReferenceNoticesProps {
  notices: readonly ReferenceNotice[]
  readOnly: boolean
  /** Strengthening needs a published target. */
  targetPublished: boolean
  onClear(): void
  onReplace(): void
  onStrength(weak: boolean): void
  onRemoveMark(): void
}

export function ReferenceNotices({notices, readOnly, targetPublished, onClear, onReplace, onStrength, onRemoveMark}: ReferenceNoticesProps) {
  const {t} = useTranslation('form')
  return (
    <>
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'permissionDenied':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="caution" role="status">
                <p className={styles.noticeTitle}>{t('reference.permission-denied.title')}</p>
                <p className={styles.noticeText}>{t('reference.permission-denied.description')}</p>
              </div>
            )
          case 'nonexistent':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="critical" role="status">
                <p className={styles.noticeTitle}>{t('reference.nonexistent.title')}</p>
                <p className={styles.noticeText}>{t('reference.nonexistent.description')}</p>
                <div className={styles.noticeActions}>
                  <Button isDisabled={readOnly} onPress={onClear}>{t('reference.clear')}</Button>
                  <Button isDisabled={readOnly} onPress={onReplace}>{t('reference.replace')}</Button>
                </div>
              </div>
            )
          case 'weakNonexistent':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="caution" role="status">
                <p className={styles.noticeTitle}>{t('reference.weak-nonexistent.title')}</p>
                <p className={styles.noticeText}>{t('reference.weak-nonexistent.description')}</p>
                <div className={styles.noticeActions}>
                  <Button isDisabled={readOnly} onPress={onClear}>{t('reference.clear')}</Button>
                </div>
              </div>
            )
          case 'invalidType':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="critical" role="status">
                <p className={styles.noticeTitle}>{t('reference.invalid-type.title')}</p>
                <p className={styles.noticeText}>{t('reference.invalid-type.description', {type: notice.type})}</p>
              </div>
            )
          case 'strengthMismatch':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="caution" role="status">
                <p className={styles.noticeTitle}>{t(notice.schemaWeak ? 'reference.should-be-weak.title' : 'reference.should-be-strong.title')}</p>
                <p className={styles.noticeText}>{t(notice.schemaWeak ? 'reference.should-be-weak.description' : 'reference.should-be-strong.description')}</p>
                <div className={styles.noticeActions}>
                  <Button isDisabled={readOnly || (!notice.schemaWeak && !targetPublished)} onPress={() => onStrength(notice.schemaWeak)}>
                    {t(notice.schemaWeak ? 'reference.weaken' : 'reference.strengthen')}
                  </Button>
                </div>
              </div>
            )
          case 'strengthenReady':
            return (
              <div key={notice.kind} className={styles.notice} data-tone="info" role="status">
                <p className={styles.noticeTitle}>{t('reference.strengthen-ready.title')}</p>
                <p className={styles.noticeText}>{t('reference.strengthen-ready.description')}</p>
                <div className={styles.noticeActions}>
                  <Button isDisabled={readOnly} onPress={onRemoveMark}>{t('reference.strengthen-ready.action')}</Button>
                </div>
              </div>
            )
        }
      })}
    </>
  )
}
