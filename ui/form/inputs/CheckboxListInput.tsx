// An array of primitives with a `list` option (ED-INPUT-030): one checkbox per option, in a grid
// of `columns` (2 to 4, K-ED-031) when set. Ticked values are stored in the list's order; values
// the list does not know stay at the end; nothing ticked unsets the field.
import type {CSSProperties} from 'react'
import {Checkbox, CheckboxGroup} from 'react-aria-components'
import {FieldHeader} from '../FieldHeader.tsx'
import type {OptionItem} from '../inputKind.ts'
import type {InputProps} from './inputProps.ts'
import {optionKey} from './optionKey.ts'
import fieldStyles from '../Field.module.css'
import styles from './ListInputs.module.css'

type Primitive = string | number

const MIN_COLUMNS = 2
const MAX_COLUMNS = 4

export function checkboxColumnsOf(options: unknown): number {
  const {columns, layout} = (options ?? {}) as {columns?: unknown; layout?: unknown}
  if (typeof columns === 'number' && Number.isFinite(columns)) return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor(columns)))
  return layout === 'grid' ? MIN_COLUMNS : 1
}

export function CheckboxListInput({field, value, readOnly, onChange, options}: InputProps<Primitive[]> & {options: OptionItem[]}) {
  const current = Array.isArray(value) ? value : []
  const columns = checkboxColumnsOf(field.definition.options)
  const grid = {'--columns': columns, '--narrow-columns': Math.min(columns, MIN_COLUMNS)} as CSSProperties
  return (
    <CheckboxGroup
      className={fieldStyles.field}
      name={field.name}
      value={current.map(optionKey)}
      isReadOnly={readOnly}
      onChange={(keys) => {
        const ticked = new Set(keys)
        const known = new Set(options.map((option) => optionKey(option.value)))
        const next = [...options.filter((option) => ticked.has(optionKey(option.value))).map((option) => option.value), ...current.filter((item) => !known.has(optionKey(item)))]
        onChange(next.length > 0 ? next : undefined)
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={styles.checkboxGrid} style={grid}>
        {options.map((option) => (
          <Checkbox key={optionKey(option.value)} value={optionKey(option.value)} className={fieldStyles.toggle}>
            <span className={fieldStyles.checkbox} aria-hidden="true" />
            <span className={styles.optionTitle}>{option.title}</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  )
}
