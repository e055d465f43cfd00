// Multi-line text: `rows` from the schema, 10 by default (ED-INPUT-018, K-ED-035). Typed text
// reaches the document once typing pauses (useTypedText.ts).
import type {InputProps} from './inputProps.ts'
import {useTypedField} from './typedField.ts'
import {TypedTextField} from './TypedTextField.tsx'

export const DEFAULT_TEXT_ROWS = 10

export function TextInput(props: InputProps<string>) {
  const fieldProps = useTypedField<HTMLTextAreaElement>(props)
  const {rows} = props.field.definition
  return <TypedTextField {...fieldProps} multiline rows={typeof rows === 'number' && rows > 0 ? rows : DEFAULT_TEXT_ROWS} />
}
