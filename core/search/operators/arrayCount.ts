// Arrays compared by their number of items, `count(path)` (SH-SEARCH-081).
import {groqNumber} from '../groqLiteral.ts'
import type {RangeValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, rangeLiteralsOf} from './shared.ts'

function countOperator(type: string, id: string, op: string): SearchOperatorDefinition<number> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'number',
    groqFilter: ({fieldPath, value}) => {
      const literal = groqNumber(value)
      return fieldPath && literal !== null ? `count(${fieldPath}) ${op} ${literal}` : null
    },
  }
}

export const arrayCountRangeOperator: SearchOperatorDefinition<RangeValue> = {
  type: 'arrayCountRange',
  ...operatorKeys('array-count.range'),
  initialValue: {from: null, to: null},
  inputComponent: 'numberRange',
  groqFilter: ({fieldPath, value}) => {
    const range = rangeLiteralsOf(value)
    return fieldPath && range ? `count(${fieldPath}) > ${range[0]} && count(${fieldPath}) < ${range[1]}` : null
  },
}

export const arrayCountOperators: SearchOperatorDefinition<any>[] = [
  countOperator('arrayCountEqual', 'array-count.equal', '=='),
  countOperator('arrayCountNotEqual', 'array-count.not-equal', '!='),
  countOperator('arrayCountGt', 'array-count.gt', '>'),
  countOperator('arrayCountGte', 'array-count.gte', '>='),
  countOperator('arrayCountLt', 'array-count.lt', '<'),
  countOperator('arrayCountLte', 'array-count.lte', '<='),
  arrayCountRangeOperator,
]
