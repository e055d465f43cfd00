// Single-line text (ED-INPUT-011), also for e-mail (ED-INPUT-016) and url fields (ED-INPUT-017:
// a browser url input unless the uri rule lets relative URLs in). An empty input unsets the field
// rather than storing ''. Typed text reaches the document right after its frame is painted
// (useTypedText.ts).
import {memo, useCallback, useMemo, useRef, type RefObject} from 'react'
import {Input, TextField} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import {useCaretKeeper} from './caret.ts'
import {ruleSpecsOf, spellCheckOf, urlInputType} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {useTypedText} from './useTypedText.ts'
import styles from '../Field.module.css'

export function StringInput({field, value, readOnly, onChange, type = 'text'}: InputProps<string> & {type?: 'text' | 'email' | 'url'}) {
  const ref = useRef<HTMLInputElement>(null)
  const commit = useCallback((next: string) => onChange(next === '' ? undefined : next), [onChange])
  const typed = useTypedText(typeof value === 'string' ? value : '', commit, ref)
  useCaretKeeper(ref, typed.text)
  const inputType = useMemo(() => (type === 'url' ? urlInputType(ruleSpecsOf(field.definition)) : type), [type, field.definition])
  return (
    <StringField
      inputRef={ref}
      name={field.name}
      type={inputType}
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

interface StringFieldProps {
  inputRef: RefObject<HTMLInputElement | null>
  name: string
  type: string
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

/**
 * The field itself, memoised on what it shows: each keystroke renders it once, with the typed
 * text; the document catching up with that same text right after the paint re-renders the input
 * above, not the field.
 */
const StringField = memo(function StringField({inputRef, name, type, text, readOnly, onType, onLeave, title, description, deprecated, placeholder, spellCheck}: StringFieldProps) {
  return (
    <TextField className={styles.field} name={name} type={type} value={text} isReadOnly={readOnly} onChange={onType} onBlur={onLeave}>
      <FieldHeader title={title} description={description} deprecated={deprecated} />
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} spellCheck={spellCheck} />
    </TextField>
  )
})
