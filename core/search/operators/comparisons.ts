// Comparisons of a number with a finite value (==, !=, >, >=, <, <=) and an exclusive range:
// numbers compare the field, array counts compare `count(field)`; the family is the same.
import {groqNumber} from '../groqLiteral.ts'
import type {RangeValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, rangeLiteralsOf} from './shared.ts'

const COMPARISONS = [
  ['Equal', 'equal', '=='],
  ['NotEqual', 'not-equal', '!='],
  ['Gt', 'gt', '>'],
  ['Gte', 'gte', '>='],
  ['Lt', 'lt', '<'],
  ['Lte', 'lte', '<='],
] as const

/**
 * The seven operators of one family: `<typePrefix>Equal` … `<typePrefix>Range`, texts under
 * `operator.<keyPrefix>.*`, each comparing `subject(fieldPath)`.
 */
export function comparisonOperators(typePrefix: string, keyPrefix: string, subject: (fieldPath: string) => string): SearchOperatorDefinition<any>[] {
  const compare = ([suffix, id, op]: (typeof COMPARISONS)[number]): SearchOperatorDefinition<number> => ({
    type: `${typePrefix}${suffix}`,
    ...operatorKeys(`${keyPrefix}.${id}`),
    initialValue: null,
    inputComponent: 'number',
    groqFilter: ({fieldPath, value}) => {
      const literal = groqNumber(value)
      return fieldPath && literal !== null ? `${subject(fieldPath)} ${op} ${literal}` : null
    },
  })
  const range: SearchOperatorDefinition<RangeValue> = {
    type: `${typePrefix}Range`,
    ...operatorKeys(`${keyPrefix}.range`),
    initialValue: {from: null, to: null},
    inputComponent: 'numberRange',
    groqFilter: ({fieldPath, value}) => {
      const bounds = rangeLiteralsOf(value)
      return fieldPath && bounds ? `${subject(fieldPath)} > ${bounds[0]} && ${subject(fieldPath)} < ${bounds[1]}` : null
    },
  }
  return [...COMPARISONS.map(compare), range]
}
