// A value from the field's option list as radio buttons, laid out horizontally or vertically
// (`options.direction`, vertical by default) (ED-INPUT-010).
import {Radio, RadioGroup} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import type {OptionItem} from '../inputKind.ts'
import {CHOICE, type InputProps} from './inputProps.ts'
import {optionKey} from './optionKey.ts'
import styles from '../Field.module.css'

export function RadioInput({field, value, readOnly, onChange, options}: InputProps<string | number> & {options: OptionItem[]}) {
  const direction = (field.definition.options as {direction?: unknown} | undefined)?.direction === 'horizontal' ? 'horizontal' : 'vertical'
  const selected = options.find((option) => option.value === value)
  return (
    <RadioGroup
      className={styles.field}
      name={field.name}
      orientation={direction}
      value={selected ? optionKey(selected.value) : null}
      isReadOnly={readOnly}
      onChange={(key) => {
        const option = options.find((candidate) => optionKey(candidate.value) === key)
        if (option) onChange(option.value, CHOICE)
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={direction === 'horizontal' ? styles.radiosHorizontal : styles.radiosVertical}>
        {options.map((option) => (
          <Radio key={optionKey(option.value)} value={optionKey(option.value)} className={styles.radio}>
            <span className={styles.radioCircle} aria-hidden="true" />
            {option.title}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
