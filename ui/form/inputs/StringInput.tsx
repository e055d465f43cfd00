// Single-line text (ED-INPUT-011), also for e-mail (ED-INPUT-016) and url fields (ED-INPUT-017:
// a browser url input unless the uri rule lets relative URLs in). An empty input unsets the field
// rather than storing ''. Typed text reaches the document once typing pauses (useTypedText.ts).
import {memo, useMemo} from 'react'
import {Input, TextField} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import {ruleSpecsOf, urlInputType} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {useTypedField, type TypedFieldProps} from './typedField.ts'
import styles from '../Field.module.css'

export function StringInput({type = 'text', ...props}: InputProps<string> & {type?: 'text' | 'email' | 'url'}) {
  const fieldProps = useTypedField<HTMLInputElement>(props)
  const definition = props.field.definition
  const inputType = useMemo(() => (type === 'url' ? urlInputType(ruleSpecsOf(definition)) : type), [type, definition])
  return <StringField {...fieldProps} type={inputType} />
}

/** The field itself, memoised on what it shows (typedField.ts). */
const StringField = memo(function StringField({inputRef, name, type, text, readOnly, onType, onLeave, title, description, deprecated, placeholder, spellCheck}: TypedFieldProps<HTMLInputElement> & {type: string}) {
  return (
    <TextField className={styles.field} name={name} type={type} value={text} isReadOnly={readOnly} onChange={onType} onBlur={onLeave}>
      <FieldHeader title={title} description={description} deprecated={deprecated} />
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} spellCheck={spellCheck} />
    </TextField>
  )
})
