// The typed half of the date inputs (ED-DATE-001, ED-DATE-005): text in the field's display format.
// Text that means a value stores it at once; an empty input unsets the field; text that means
// nothing leaves the stored value alone and, once the editor leaves the input, marks it invalid
// with 'Invalid date value: "…"' (a custom validity on the native input).
import {useRef, useState, type ReactNode} from 'react'
import {FieldError, Input, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {TypedDate} from '../../../core/dates/dateValues.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import type {FieldInfo} from './inputProps.ts'
import fieldStyles from '../Field.module.css'
import styles from './DateInput.module.css'

export interface DateTextFieldProps {
  field: FieldInfo
  value: string | undefined
  readOnly: boolean
  /** The stored value written in the display format. */
  display: string
  format: string
  read: (text: string) => TypedDate
  onChange: (value: string | undefined) => void
  /** The calendar button, beside the text. */
  calendar: ReactNode
  /** Shown after the calendar button (a rich date's time zone). */
  after?: ReactNode
}

export function DateTextField({field, value, readOnly, display, format, read, onChange, calendar, after}: DateTextFieldProps) {
  const {t} = useTranslation('form')
  const [text, setText] = useState(display)
  const [seen, setSeen] = useState(value)
  const [left, setLeft] = useState(false)
  // The value moved (the calendar, someone else, our own edit echoing back): show it unless the text already means it.
  if (value !== seen) {
    setSeen(value)
    const meaning = read(text)
    const same = meaning.kind === 'value' ? meaning.value === value : meaning.kind === 'empty' && value === undefined
    if (!same) setText(display)
  }
  const ref = useRef<HTMLInputElement>(null)
  const invalid = left && read(text).kind === 'invalid'
  return (
    <TextField
      className={fieldStyles.field}
      name={field.name}
      value={text}
      isReadOnly={readOnly}
      isInvalid={invalid}
      onBlur={() => setLeft(true)}
      onChange={(next) => {
        setText(next)
        setLeft(false)
        const meaning = read(next)
        if (meaning.kind === 'empty') onChange(undefined)
        else if (meaning.kind === 'value' && meaning.value !== value) onChange(meaning.value)
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={styles.row}>
        <Input ref={ref} className={`${fieldStyles.input} ${styles.text}`} placeholder={field.placeholder ?? format} />
        {calendar}
        {after}
      </div>
      <FieldError className={fieldStyles.error}>{t('date.invalid', {value: text})}</FieldError>
    </TextField>
  )
}
