// Multi-line text: `rows` from the schema, 10 by default (ED-INPUT-018, K-ED-035). Typed text
// reaches the document right after its frame is painted (useTypedText.ts).
import {memo, useCallback, useRef, type RefObject} from 'react'
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
    <TextAreaField
      inputRef={ref}
      name={field.name}
      rows={rows}
      text={typed.text}
      readOnly={readOnly}
      onType={typed.type}
      onLeave={typed.flush}
      title={field.title}
      description={field.description}
      deprecated={field.deprecated}
      placeholder={field.placeholder}
      spellCheck={spellCheckOf(field.definition)}
    />
  )
}

interface TextAreaFieldProps {
  inputRef: RefObject<HTMLTextAreaElement | null>
  name: string
  rows: number
  text: string
  readOnly: boolean
  onType: (text: string) => void
  onLeave: () => void
  title: string
  description?: string
  deprecated?: string
  placeholder?: string
  spellCheck?: boolean
}

/** Memoised on what it shows, as StringInput's field: one render per keystroke, not two. */
const TextAreaField = memo(function TextAreaField({inputRef, name, rows, text, readOnly, onType, onLeave, title, description, deprecated, placeholder, spellCheck}: TextAreaFieldProps) {
  return (
    <TextField className={styles.field} name={name} value={text} isReadOnly={readOnly} onChange={onType} onBlur={onLeave}>
      <FieldHeader title={title} description={description} deprecated={deprecated} />
      <TextArea ref={inputRef} rows={rows} className={styles.textarea} placeholder={placeholder} spellCheck={spellCheck} />
    </TextField>
  )
})
