// Date and datetime values: one day or instant ('date', 'datetime'), or a range of them
// ('dateRange', 'datetimeRange'). Only datetime filters offer "Include time". A change of
// includeTime remounts the text boxes so they show the value in the other pattern.
import {useTranslation} from 'react-i18next'
import type {DateFilterValue} from '../../../../core/search/types.ts'
import {DateTextField} from './DateTextField.tsx'
import {IncludeTimeCheckbox} from './IncludeTimeCheckbox.tsx'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

const dateValueOf = (value: unknown): DateFilterValue => (value && typeof value === 'object' ? (value as DateFilterValue) : {})

export function DateValueInput({value, onChange, label, range, timeAllowed}: ValueInputProps & {range: boolean; timeAllowed: boolean}) {
  const {t} = useTranslation('search')
  const current = dateValueOf(value)
  const includeTime = timeAllowed && current.includeTime === true
  const mode = includeTime ? 'time' : 'day'
  return (
    <div className={styles.column}>
      {range ? (
        <div className={styles.row}>
          <DateTextField key={`from-${mode}`} label={t('filter.value.from')} value={current.from} includeTime={includeTime} onChange={(from) => onChange({...current, from})} autoFocus />
          <DateTextField key={`to-${mode}`} label={t('filter.value.to')} value={current.to} includeTime={includeTime} onChange={(to) => onChange({...current, to})} />
        </div>
      ) : (
        <DateTextField key={mode} label={label} value={current.date} includeTime={includeTime} onChange={(date) => onChange({...current, date})} autoFocus />
      )}
      {timeAllowed && <IncludeTimeCheckbox isSelected={includeTime} onChange={(next) => onChange({...current, includeTime: next})} />}
    </div>
  )
}
