// A number range, both bounds exclusive (SH-SEARCH-064): two boxes, from and to.
import {useTranslation} from 'react-i18next'
import type {RangeValue} from '../../../../core/search/types.ts'
import {NumberBox} from './NumberValueInput.tsx'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

export function NumberRangeValueInput({value, onChange}: ValueInputProps) {
  const {t} = useTranslation('search')
  const range: RangeValue = {from: null, to: null, ...(value && typeof value === 'object' ? (value as RangeValue) : {})}
  return (
    <div className={styles.row}>
      <NumberBox label={t('filter.value.from')} value={range.from} onChange={(from) => onChange({...range, from})} autoFocus />
      <NumberBox label={t('filter.value.to')} value={range.to} onChange={(to) => onChange({...range, to})} />
    </div>
  )
}
