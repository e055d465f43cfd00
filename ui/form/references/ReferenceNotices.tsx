// The notices under a set reference (core/references/referenceNotices.ts), each with the actions
// the seeds give it: clear, replace, weaken or strengthen, remove the strengthen-on-publish mark.
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {ReferenceNotice} from '../../../core/references/index.ts'
import {Button} from '../../components/Button.tsx'
import {Notice} from '../../components/Notice.tsx'

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
  const clear = (
    <Button isDisabled={readOnly} onPress={onClear}>
      {t('reference.clear')}
    </Button>
  )
  return (
    <>
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'permissionDenied':
            return <Notice key={notice.kind} tone="caution" title={t('reference.permission-denied.title')} text={t('reference.permission-denied.description')} />
          case 'nonexistent':
            return (
              <Notice key={notice.kind} tone="critical" title={t('reference.nonexistent.title')} text={t('reference.nonexistent.description')}>
                {clear}
                <Button isDisabled={readOnly} onPress={onReplace}>
                  {t('reference.replace')}
                </Button>
              </Notice>
            )
          case 'weakNonexistent':
            return (
              <Notice key={notice.kind} tone="caution" title={t('reference.weak-nonexistent.title')} text={t('reference.weak-nonexistent.description')}>
                {clear}
              </Notice>
            )
          case 'invalidType':
            return <Notice key={notice.kind} tone="critical" title={t('reference.invalid-type.title')} text={t('reference.invalid-type.description', {type: notice.type})} />
          case 'strengthMismatch': {
            const weak = notice.schemaWeak
            return (
              <Notice
                key={notice.kind}
                tone="caution"
                title={t(weak ? 'reference.should-be-weak.title' : 'reference.should-be-strong.title')}
                text={t(weak ? 'reference.should-be-weak.description' : 'reference.should-be-strong.description')}
              >
                <Button isDisabled={readOnly || (!weak && !targetPublished)} onPress={() => onStrength(weak)}>
                  {t(weak ? 'reference.weaken' : 'reference.strengthen')}
                </Button>
              </Notice>
            )
          }
          case 'strengthenReady':
            return (
              <Notice key={notice.kind} tone="info" title={t('reference.strengthen-ready.title')} text={t('reference.strengthen-ready.description')}>
                <Button isDisabled={readOnly} onPress={onRemoveMark}>
                  {t('reference.strengthen-ready.action')}
                </Button>
              </Notice>
            )
        }
      })}
    </>
  )
}
