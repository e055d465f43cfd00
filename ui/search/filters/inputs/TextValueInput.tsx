// Strings (string, stringList, slug, portable text): each keystroke goes to the machine, which
// debounces the request.
import {Input, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

export function TextValueInput({value, onChange, label}: ValueInputProps) {
  const {t} = useTranslation('search')
  return (
    <TextField aria-label={label} value={typeof value === 'string' ? value : ''} onChange={(text) => onChange(text === '' ? null : text)} autoFocus>
      <Input className={styles.input} placeholder={t('filter.value.string.placeholder')} />
    </TextField>
  )
}
