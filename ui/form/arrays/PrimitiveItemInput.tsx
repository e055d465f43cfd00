// One item of a primitive array: a text box for strings and numbers, a checkbox for booleans, and
// its remove button. A number is stored once the text is a finite number; until then the text
// stays as typed ("1." on the way to "1.5").
import {useEffect, useState, type ReactNode} from 'react'
import {Button, Checkbox, Input, TextField} from 'react-aria-components'
import {RemoveIcon} from '../inputs/dateIcons.tsx'
import fieldStyles from '../Field.module.css'
import styles from './Arrays.module.css'

export type Primitive = string | number | boolean

interface PrimitiveItemInputProps {
  type: string
  value: Primitive
  readOnly: boolean
  label: string
  removeLabel: string
  onChange: (value: Primitive) => void
  onRemove: () => void
  /** Drawn between the input and its remove button. */
  markers?: ReactNode
}

export function PrimitiveItemInput({type, value, readOnly, label, removeLabel, onChange, onRemove, markers}: PrimitiveItemInputProps) {
  return (
    <>
      {type === 'boolean' ? (
        <Checkbox className={fieldStyles.toggle} isSelected={value === true} isReadOnly={readOnly} onChange={onChange} aria-label={label}>
          <span className={fieldStyles.checkbox} aria-hidden="true" />
        </Checkbox>
      ) : type === 'number' ? (
        <NumberItem value={value} readOnly={readOnly} label={label} onChange={onChange} />
      ) : (
        <TextField className={styles.itemInput} value={String(value ?? '')} isReadOnly={readOnly} onChange={onChange} aria-label={label}>
          <Input className={fieldStyles.input} />
        </TextField>
      )}
      {markers}
      {!readOnly && (
        <Button className={styles.remove} aria-label={removeLabel} onPress={onRemove}>
          <RemoveIcon />
        </Button>
      )}
    </>
  )
}

function NumberItem({value, readOnly, label, onChange}: {value: Primitive; readOnly: boolean; label: string; onChange: (value: number) => void}) {
  const [text, setText] = useState(String(value))
  // Someone else's edit (or a reorder) replaces the text unless it already says the same number.
  useEffect(() => setText((current) => (Number(current) === value && current.trim() !== '' ? current : String(value))), [value])
  return (
    <TextField
      className={styles.itemInput}
      value={text}
      isReadOnly={readOnly}
      inputMode="decimal"
      aria-label={label}
      onChange={(next) => {
        setText(next)
        const number = Number(next)
        if (next.trim() !== '' && Number.isFinite(number)) onChange(number)
      }}
    >
      <Input className={`${fieldStyles.input} ${fieldStyles.number}`} />
    </TextField>
  )
}
