// Arrays of strings, numbers or booleans picked from a list (SH-SEARCH-082). The value is one of
// the field's list values, chosen with the same list input as a string list.
import {groqLiteral, groqString} from '../groqLiteral.ts'
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys} from './shared.ts'

type ListValue = string | number | boolean

function listItemLiteral(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? groqString(value) : null
  return groqLiteral(value)
}

function arrayListOperator(type: string, id: string, clause: (path: string, literal: string) => string): SearchOperatorDefinition<ListValue> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'stringList',
    groqFilter: ({fieldPath, value}) => {
      const literal = listItemLiteral(value)
      return fieldPath && literal !== null ? clause(fieldPath, literal) : null
    },
  }
}

export const arrayListOperators: SearchOperatorDefinition<ListValue>[] = [
  arrayListOperator('arrayListIncludes', 'array-list.includes', (path, v) => `${v} in ${path}`),
  arrayListOperator('arrayListNotIncludes', 'array-list.not-includes', (path, v) => `!(${v} in ${path})`),
]
