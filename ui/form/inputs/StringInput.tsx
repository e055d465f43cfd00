// Single-line text (ED-INPUT-011), also for e-mail (ED-INPUT-016) and url fields (ED-INPUT-017:
// a browser url input unless the uri rule lets relative URLs in). An empty input unsets the field
// rather than storing ''. Typed text reaches the document once typing pauses (useTypedText.ts).
import {useMemo} from 'react'
import {ruleSpecsOf, urlInputType} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {useTypedField} from './typedField.ts'
import {TypedTextField} from './TypedTextField.tsx'

export function StringInput({type = 'text', ...props}: InputProps<string> & {type?: 'text' | 'email' | 'url'}) {
  const fieldProps = useTypedField<HTMLInputElement>(props)
  const definition = props.field.definition
  const inputType = useMemo(() => (type === 'url' ? urlInputType(ruleSpecsOf(definition)) : type), [type, definition])
  return <TypedTextField {...fieldProps} type={inputType} />
}
