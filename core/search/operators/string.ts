// String, text, e-mail and URL fields, and strings chosen from a list (SH-SEARCH-088, SH-SEARCH-062).
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, stringLiteralOf} from './shared.ts'

type StringOperator = SearchOperatorDefinition<string>

function stringOperator(type: string, id: string, inputComponent: 'string' | 'stringList', clause: (path: string, literal: string) => string): StringOperator {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent,
    groqFilter: ({fieldPath, value}) => {
      const literal = stringLiteralOf(value)
      return fieldPath && literal ? clause(fieldPath, literal) : null
    },
  }
}

export const stringOperators: StringOperator[] = [
  stringOperator('stringEqual', 'string.equal', 'string', (path, v) => `${path} == ${v}`),
  stringOperator('stringNotEqual', 'string.not-equal', 'string', (path, v) => `${path} != ${v}`),
  stringOperator('stringMatches', 'string.matches', 'string', (path, v) => `${path} match ${v}`),
  stringOperator('stringNotMatches', 'string.not-matches', 'string', (path, v) => `!(${path} match ${v})`),
  stringOperator('stringListEqual', 'string.list-equal', 'stringList', (path, v) => `${path} == ${v}`),
  stringOperator('stringListNotEqual', 'string.list-not-equal', 'stringList', (path, v) => `${path} != ${v}`),
]
