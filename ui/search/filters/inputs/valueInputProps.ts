// What every value editor of a filter receives: the current value as the machine holds it (any
// shape: it may come from local storage), and where to send a new one.
import type {SearchFieldDefinition} from '../../../../core/search/types.ts'

export interface ValueInputProps {
  value: unknown
  onChange: (value: unknown) => void
  /** Accessible name of the editor ("Value"). */
  label: string
  field?: SearchFieldDefinition
}
