// The value editor an operator asks for by its input component (SearchOperatorDefinition).
import type {OperatorInputComponent} from '../../../core/search/types.ts'
import {BooleanValueInput} from './inputs/BooleanValueInput.tsx'
import {DateLastValueInput} from './inputs/DateLastValueInput.tsx'
import {DateValueInput} from './inputs/DateValueInput.tsx'
import {ListValueInput} from './inputs/ListValueInput.tsx'
import {NumberRangeValueInput} from './inputs/NumberRangeValueInput.tsx'
import {NumberValueInput} from './inputs/NumberValueInput.tsx'
import {ReferenceValueInput} from './inputs/ReferenceValueInput.tsx'
import {TextValueInput} from './inputs/TextValueInput.tsx'
import type {ValueInputProps} from './inputs/valueInputProps.ts'

export function ValueEditor({component, ...props}: ValueInputProps & {component: OperatorInputComponent}) {
  switch (component) {
    case 'none':
      return null
    case 'string':
      return <TextValueInput {...props} />
    case 'stringList':
      return <ListValueInput {...props} />
    case 'number':
      return <NumberValueInput {...props} />
    case 'numberRange':
      return <NumberRangeValueInput {...props} />
    case 'boolean':
      return <BooleanValueInput {...props} />
    case 'reference':
      return <ReferenceValueInput {...props} />
    case 'date':
      return <DateValueInput {...props} range={false} timeAllowed={false} />
    case 'datetime':
      return <DateValueInput {...props} range={false} timeAllowed />
    case 'dateRange':
      return <DateValueInput {...props} range timeAllowed={false} />
    case 'datetimeRange':
      return <DateValueInput {...props} range timeAllowed />
    case 'dateLast':
      return <DateLastValueInput {...props} />
  }
}
