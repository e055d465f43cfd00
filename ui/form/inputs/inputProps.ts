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

export interface InputProps<V> {
  field: FieldInfo
  value: V | undefined
  readOnly: boolean
  onChange: (value: V | undefined) => void
}
