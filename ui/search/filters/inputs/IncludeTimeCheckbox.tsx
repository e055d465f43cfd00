// Whether a datetime filter compares whole days or instants (SH-SEARCH-068).
import {Checkbox} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {CheckIcon} from '../../../components/Icons.tsx'
import styles from './inputs.module.css'

export function IncludeTimeCheckbox({isSelected, onChange}: {isSelected: boolean; onChange: (includeTime: boolean) => void}) {
  const {t} = useTranslation('search')
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} className={styles.checkbox}>
      <span className={styles.checkboxMark} aria-hidden="true">
        {isSelected && <CheckIcon />}
      </span>
      {t('date.include-time')}
    </Checkbox>
  )
}
