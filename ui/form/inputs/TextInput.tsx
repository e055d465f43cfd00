// Multi-line text: `rows` from the schema, 10 by default (ED-INPUT-018, K-ED-035). Typed text
// reaches the document once typing pauses (useTypedText.ts).
import {memo} from 'react'
import {TextArea, TextField} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import type {InputProps} from './inputProps.ts'
import {useTypedField, type TypedFieldProps} from './typedField.ts'
import styles from '../Field.module.css'

export const DEFAULT_TEXT_ROWS = 10

export function TextInput(props: InputProps<string>) {
  const fieldProps = useTypedField<HTMLTextAreaElement>(props)
  const {rows} = props.field.definition
  return <TextAreaField {...fieldProps} rows={typeof rows === 'number' && rows > 0 ? rows : DEFAULT_TEXT_ROWS} />
}

/** Memoised on what it shows, as StringInput's field (typedField.ts). */
const TextAreaField = memo(function TextAreaField({inputRef, name, rows, text, readOnly, onType, onLeave, title, description, deprecated, placeholder, spellCheck}: TypedFieldProps<HTMLTextAreaElement> & {rows: number}) {
  return (
    <TextField className={styles.field} name={name} value={text} isReadOnly={readOnly} onChange={onType} onBlur={onLeave}>
      <FieldHeader title={title} description={description} deprecated={deprecated} />
      <TextArea ref={inputRef} rows={rows} className={styles.textarea} placeholder={placeholder} spellCheck={spellCheck} />
    </TextField>
  )
})
