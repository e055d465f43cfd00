// Numbers and counts: anything not finite is sent as null, so the filter stays out of the query
// (SH-SEARCH-071).
import {Input, NumberField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {finiteOrNull} from '../../../../core/search/operators/index.ts'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

export function NumberBox({value, onChange, label, autoFocus}: {value: unknown; onChange: (value: number | null) => void; label: string; autoFocus?: boolean}) {
  const {t} = useTranslation('search')
  return (
    <NumberField
      aria-label={label}
      value={finiteOrNull(value) ?? Number.NaN}
      onChange={(number) => onChange(finiteOrNull(number))}
      formatOptions={{useGrouping: false, maximumFractionDigits: 20}}
      autoFocus={autoFocus}
    >
      <Input className={styles.input} placeholder={t('filter.value.number.placeholder')} />
    </NumberField>
  )
}

export function NumberValueInput({value, onChange, label}: ValueInputProps) {
  return <NumberBox value={value} onChange={onChange} label={label} autoFocus />
}
