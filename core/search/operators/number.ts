// Number fields (SH-SEARCH-085): comparisons with a finite number, and an exclusive range.
import {groqNumber} from '../groqLiteral.ts'
import type {RangeValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, rangeLiteralsOf} from './shared.ts'

function numberOperator(type: string, id: string, op: string): SearchOperatorDefinition<number> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'number',
    groqFilter: ({fieldPath, value}) => {
      const literal = groqNumber(value)
      return fieldPath && literal !== null ? `${fieldPath} ${op} ${literal}` : null
    },
  }
}

export const numberRangeOperator: SearchOperatorDefinition<RangeValue> = {
  type: 'numberRange',
  ...operatorKeys('number.range'),
  initialValue: {from: null, to: null},
  inputComponent: 'numberRange',
  groqFilter: ({fieldPath, value}) => {
    const range = rangeLiteralsOf(value)
    return fieldPath && range ? `${fieldPath} > ${range[0]} && ${fieldPath} < ${range[1]}` : null
  },
}

export const numberOperators: SearchOperatorDefinition<any>[] = [
  numberOperator('numberEqual', 'number.equal', '=='),
  numberOperator('numberNotEqual', 'number.not-equal', '!='),
  numberOperator('numberGt', 'number.gt', '>'),
  numberOperator('numberGte', 'number.gte', '>='),
  numberOperator('numberLt', 'number.lt', '<'),
  numberOperator('numberLte', 'number.lte', '<='),
  numberRangeOperator,
]
