// The array inputs the form renders for kind 'array' (object items) and 'primitiveArray'.
import {ArrayField, type ArrayFieldProps} from './ArrayField.tsx'
import {PrimitiveArrayField} from './PrimitiveArrayField.tsx'

export function ArrayInput({kind, ...props}: ArrayFieldProps & {kind: 'array' | 'primitiveArray'}) {
  return kind === 'array' ? <ArrayField {...props} /> : <PrimitiveArrayField {...props} />
}
