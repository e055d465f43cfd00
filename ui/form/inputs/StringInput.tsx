// Single-line text (ED-INPUT-011), also for e-mail (ED-INPUT-016) and url fields (ED-INPUT-017:
// a browser url input unless the uri rule lets relative URLs in). An empty input unsets the field
// rather than storing ''. Typed text reaches the document right after its frame is painted
// (useTypedText.ts).
import {useCallback, useMemo, useRef} from 'react'
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
    <TextField className={styles.field} name={field.name} type={inputType} value={typed.text} isReadOnly={readOnly} onChange={typed.type} onBlur={typed.flush}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <Input ref={ref} className={styles.input} placeholder={field.placeholder} spellCheck={spellCheckOf(field.definition)} />
    </TextField>
  )
}
