// "Referenced by" (issue 14): the documents that refer to the open one, on demand from its action
// menu — the first 100 of the seeds' referring-documents query, each a link, strong references
// first (they keep the document from being deleted), then weak ones.
import {Link} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {publishedIdOf} from '../../../core/documents/ids.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {useStructure} from '../structureContext.ts'
import {useReferringDocuments, type Referrer} from './useReferringDocuments.ts'
import styles from './DocumentPane.module.css'

export function ReferencedByDialog({documentId, onClose}: {documentId: string; onClose: () => void}) {
  const {t} = useTranslation('structure')
  const {lake, hrefOf} = useStructure()
  const referring = useReferringDocuments(lake, documentId)
  const entry = (referrer: Referrer, strength: 'strong' | 'weak') => (
    <li key={referrer.id} className={styles.referrer}>
      <Link href={hrefOf({type: referrer.type, id: publishedIdOf(referrer.id)})} onPress={onClose}>
        {referrer.title}
      </Link>
      <span className={styles.referrerStrength}>{t(strength === 'strong' ? 'referenced-by.strong' : 'referenced-by.weak')}</span>
    </li>
  )
  const count = referring.state === 'ready' ? referring.strong.length + referring.weak.length : 0
  return (
    <ModalDialog title={t('referenced-by.title')} dismissable onClose={onClose} actions={<Button onPress={onClose} autoFocus>{t('referenced-by.close')}</Button>}>
      {referring.state === 'loading' && <p>{t('referenced-by.loading')}</p>}
      {referring.state === 'failed' && <p role="alert">{t('referenced-by.failed')}</p>}
      {referring.state === 'ready' && count === 0 && <p>{t('referenced-by.none')}</p>}
      {referring.state === 'ready' && count > 0 && (
        <ul aria-label={t('referenced-by.list')} className={styles.referrers}>
          {referring.strong.map((referrer) => entry(referrer, 'strong'))}
          {referring.weak.map((referrer) => entry(referrer, 'weak'))}
        </ul>
      )}
      {referring.state === 'ready' && referring.more && <p>{t('delete.more-referrers')}</p>}
    </ModalDialog>
  )
}
