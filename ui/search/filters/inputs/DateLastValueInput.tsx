// "In the last N units" (SH-SEARCH-067): an amount and a unit.
import {useTranslation} from 'react-i18next'
import {DATE_UNITS} from '../../../../core/search/dates.ts'
import type {DateFilterValue} from '../../../../core/search/types.ts'
import {ChoiceSelect} from './ChoiceSelect.tsx'
import {NumberBox} from './NumberValueInput.tsx'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

export function DateLastValueInput({value, onChange}: ValueInputProps) {
  const {t} = useTranslation('search')
  const current: DateFilterValue = value && typeof value === 'object' ? (value as DateFilterValue) : {}
  return (
    <div className={styles.row}>
      <NumberBox label={t('filter.value.amount')} value={current.unitValue} onChange={(unitValue) => onChange({...current, unitValue})} autoFocus />
      <ChoiceSelect
        label={t('filter.value.unit')}
        choices={DATE_UNITS.map((unit) => ({id: unit, label: t(`date.unit.${unit}`)}))}
        selected={current.unit ?? null}
        onChange={(unit) => onChange({...current, unit})}
        className={styles.field}
      />
    </div>
  )
}
