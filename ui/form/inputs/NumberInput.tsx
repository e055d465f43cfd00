// Numbers: the text is kept while it is typed ('1.', '-'), the value changes whenever the text is a
// finite number, and an empty input unsets the field (ED-INPUT-012 … ED-INPUT-014). The on-screen
// keyboard follows the field's rules (ED-INPUT-015).
import {useMemo, useRef, useState} from 'react'
import {FieldError, Input, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {useCaretKeeper} from './caret.ts'
import {numberInputMode, ruleSpecsOf} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {formatNumber, numberOfText, parseNumberText} from './numberText.ts'
import styles from '../Field.module.css'

export function NumberInput({field, value, readOnly, onChange}: InputProps<number>) {
  const {t} = useTranslation('form')
  const [text, setText] = useState(() => formatNumber(value))
  const [seen, setSeen] = useState(value)
  // The value moved (someone else, or our own edit echoing back): show it unless the text already says it.
  if (value !== seen) {
    setSeen(value)
    if (numberOfText(text) !== value) setText(formatNumber(value))
  }
  const inputMode = useMemo(() => numberInputMode(ruleSpecsOf(field.definition)), [field.definition])
  const ref = useRef<HTMLInputElement>(null)
  useCaretKeeper(ref, text)
  const parsed = parseNumberText(text)
  return (
    <TextField
      className={styles.field}
      name={field.name}
      value={text}
      isReadOnly={readOnly}
      isInvalid={parsed.kind === 'invalid' || parsed.kind === 'unsafe'}
      onChange={(next) => {
        setText(next)
        const meaning = parseNumberText(next)
        if (meaning.kind === 'empty') onChange(undefined)
        else if (meaning.kind === 'number') onChange(meaning.value)
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <Input ref={ref} className={`${styles.input} ${styles.number}`} inputMode={inputMode} placeholder={field.placeholder} />
      <FieldError className={styles.error}>{t('number.not-finite')}</FieldError>
    </TextField>
  )
}
