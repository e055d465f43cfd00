// Rich text compares its plain text, `pt::text(path)` (SH-SEARCH-086, SH-SEARCH-072).
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, stringLiteralOf} from './shared.ts'

function portableTextOperator(type: string, id: string, clause: (text: string, literal: string) => string): SearchOperatorDefinition<string> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'string',
    groqFilter: ({fieldPath, value}) => {
      const literal = stringLiteralOf(value)
      return fieldPath && literal ? clause(`pt::text(${fieldPath})`, literal) : null
    },
  }
}

export const portableTextOperators: SearchOperatorDefinition<string>[] = [
  portableTextOperator('portableTextEqual', 'portable-text.equal', (text, v) => `${text} == ${v}`),
  portableTextOperator('portableTextNotEqual', 'portable-text.not-equal', (text, v) => `${text} != ${v}`),
  portableTextOperator('portableTextMatches', 'portable-text.matches', (text, v) => `${text} match ${v}`),
  portableTextOperator('portableTextNotMatches', 'portable-text.not-matches', (text, v) => `!(${text} match ${v})`),
]
