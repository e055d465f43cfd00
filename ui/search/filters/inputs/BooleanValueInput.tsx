// True or false (SH-SEARCH-084): a pair of radio buttons.
import {Radio, RadioGroup} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

export function BooleanValueInput({value, onChange, label}: ValueInputProps) {
  const {t} = useTranslation('search')
  return (
    <RadioGroup
      aria-label={label}
      orientation="horizontal"
      className={styles.radios}
      value={typeof value === 'boolean' ? String(value) : null}
      onChange={(choice) => onChange(choice === 'true')}
    >
      {(['true', 'false'] as const).map((choice) => (
        <Radio key={choice} value={choice} className={styles.radio} autoFocus={String(value ?? true) === choice}>
          <span className={styles.radioMark} aria-hidden="true" />
          {t(`operator.boolean.${choice}`)}
        </Radio>
      ))}
    </RadioGroup>
  )
}
