// Booleans (SH-SEARCH-084, SH-SEARCH-066): a new filter asks for `true`.
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys} from './shared.ts'

export const booleanEqualOperator: SearchOperatorDefinition<boolean> = {
  type: 'booleanEqual',
  ...operatorKeys('boolean.equal'),
  initialValue: true,
  inputComponent: 'boolean',
  groqFilter: ({fieldPath, value}) => (fieldPath && typeof value === 'boolean' ? `${fieldPath} == ${value ? 'true' : 'false'}` : null),
}

export const booleanOperators: SearchOperatorDefinition<boolean>[] = [booleanEqualOperator]
