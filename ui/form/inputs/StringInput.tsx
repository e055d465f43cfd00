// Single-line text (ED-INPUT-011), also for e-mail (ED-INPUT-016) and url fields. An empty input
// unsets the field rather than storing ''.
import {useRef} from 'react'
import {Input, TextField} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import {useCaretKeeper} from './caret.ts'
import type {InputProps} from './inputProps.ts'
import styles from '../Field.module.css'

export function StringInput({field, value, readOnly, onChange, type = 'text'}: InputProps<string> & {type?: 'text' | 'email' | 'url'}) {
  const text = typeof value === 'string' ? value : ''
  const ref = useRef<HTMLInputElement>(null)
  useCaretKeeper(ref, text)
  return (
    <TextField
      className={styles.field}
      name={field.name}
      type={type}
      value={text}
      isReadOnly={readOnly}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <Input ref={ref} className={styles.input} placeholder={field.placeholder} spellCheck={spellCheckOf(field.definition)} />
    </TextField>
  )
}

/** ED-INPUT-020: `options.spellCheck` turns the browser's spell checking on or off. */
export function spellCheckOf(definition: Readonly<Record<string, unknown>>): boolean | undefined {
  const spellCheck = (definition.options as {spellCheck?: unknown} | undefined)?.spellCheck
  return typeof spellCheck === 'boolean' ? spellCheck : undefined
}
