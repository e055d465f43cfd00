// Whether a field has a value at all: offered for booleans and dates (SH-SEARCH-084, SH-SEARCH-089).
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys} from './shared.ts'

export const definedOperators: SearchOperatorDefinition<null>[] = [
  {
    type: 'defined',
    ...operatorKeys('defined'),
    initialValue: null,
    inputComponent: 'none',
    groqFilter: ({fieldPath}) => (fieldPath ? `defined(${fieldPath})` : null),
  },
  {
    type: 'notDefined',
    ...operatorKeys('not-defined'),
    initialValue: null,
    inputComponent: 'none',
    groqFilter: ({fieldPath}) => (fieldPath ? `!defined(${fieldPath})` : null),
  },
]
