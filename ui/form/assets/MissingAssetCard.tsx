// ED-IMG-011: an image or file value that points at no asset and has no upload running (a value
// written by a script, an asset reference removed by hand) says so in a caution card, and Reset
// empties the field so it can be filled again.
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button} from '../../components/Button.tsx'
import styles from './Assets.module.css'

export function MissingAssetCard({readOnly, onReset}: {readOnly: boolean; onReset: () => void}) {
  const {t} = useTranslation('form')
  return (
    <div className={`${styles.card} ${styles.stale}`} role="alert">
      <div className={styles.cardTexts}>
        <span className={styles.cardTitle}>{t('asset.missing.text')}</span>
      </div>
      <Button onPress={onReset} isDisabled={readOnly}>
        {t('asset.missing.reset')}
      </Button>
    </div>
  )
}
