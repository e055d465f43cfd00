// Multi-line text: `rows` from the schema, 10 by default (ED-INPUT-018, K-ED-035). Typed text
// reaches the document right after its frame is painted (useTypedText.ts).
import {useCallback, useRef} from 'react'
import {TextArea, TextField} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import {useCaretKeeper} from './caret.ts'
import type {InputProps} from './inputProps.ts'
import {spellCheckOf} from './fieldRules.ts'
import {useTypedText} from './useTypedText.ts'
import styles from '../Field.module.css'

export const DEFAULT_TEXT_ROWS = 10

export function TextInput({field, value, readOnly, onChange}: InputProps<string>) {
  const ref = useRef<HTMLTextAreaElement>(null)
  const commit = useCallback((next: string) => onChange(next === '' ? undefined : next), [onChange])
  const typed = useTypedText(typeof value === 'string' ? value : '', commit, ref)
  useCaretKeeper(ref, typed.text)
  const rows = typeof field.definition.rows === 'number' && field.definition.rows > 0 ? field.definition.rows : DEFAULT_TEXT_ROWS
  return (
    <TextField className={styles.field} name={field.name} value={typed.text} isReadOnly={readOnly} onChange={typed.type} onBlur={typed.flush}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <TextArea ref={ref} rows={rows} className={styles.textarea} placeholder={field.placeholder} spellCheck={spellCheckOf(field.definition)} />
    </TextField>
  )
}
