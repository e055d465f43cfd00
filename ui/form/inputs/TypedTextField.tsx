// The field of the string and text inputs: label, description and markers (FieldHeader) wired to
// an input that keeps its own text. React Aria's TextField holds the value in React state and
// renders on every keystroke; here the label and description reach the header through the same
// React Aria contexts, and the input is React Aria's Input (hover and focus states) left
// uncontrolled, its text written by useTypedText.ts only when the document changes.
import {memo, useId, type ChangeEvent, type RefObject} from 'react'
import {Input, LabelContext, Provider, TextArea, TextContext} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import type {TypedFieldProps} from './typedField.ts'
import styles from '../Field.module.css'

type Props = TypedFieldProps<HTMLInputElement | HTMLTextAreaElement> & ({multiline?: false; type: string} | {multiline: true; rows: number})

export const TypedTextField = memo(function TypedTextField(props: Props) {
  const {inputRef, name, initialText, readOnly, onType, onLeave, title, description, deprecated, placeholder, spellCheck} = props
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = `${id}-description`
  const common = {
    id,
    name,
    defaultValue: initialText,
    readOnly,
    placeholder,
    spellCheck,
    onBlur: onLeave,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onType(event.currentTarget.value),
    'aria-labelledby': labelId,
    'aria-describedby': description ? descriptionId : undefined,
  }
  return (
    <div className={styles.field} data-readonly={readOnly || undefined}>
      <Provider
        values={[
          [LabelContext, {id: labelId, htmlFor: id}],
          [TextContext, {slots: {description: {id: descriptionId}}}],
        ]}
      >
        <FieldHeader title={title} description={description} deprecated={deprecated} />
      </Provider>
      {props.multiline ? (
        <TextArea {...common} ref={inputRef as RefObject<HTMLTextAreaElement | null>} rows={props.rows} className={styles.textarea} />
      ) : (
        <Input {...common} ref={inputRef as RefObject<HTMLInputElement | null>} type={props.type} className={styles.input} />
      )}
    </div>
  )
})
