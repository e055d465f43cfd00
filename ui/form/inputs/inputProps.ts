// What the form gives each primitive input: the field's texts and options, its value from EDGE,
// and one way to change it (undefined unsets the field).
export interface FieldInfo {
  name: string
  title: string
  description?: string
  deprecated?: string
  placeholder?: string
  /** The field's resolved schema definition, for type-specific options (rows, list, layout…). */
  definition: Readonly<Record<string, unknown>>
}

/** How a value changed: `atomic` for a choice (option, date) that must be stored as it is, never merged as text. */
export interface ChangeOptions {
  atomic?: boolean
}

/** A value picked rather than typed. */
export const CHOICE: ChangeOptions = {atomic: true}

export interface InputProps<V> {
  field: FieldInfo
  value: V | undefined
  readOnly: boolean
  onChange: (value: V | undefined, options?: ChangeOptions) => void
}
