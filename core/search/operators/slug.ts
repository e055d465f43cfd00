// Slug fields compare their `current` (SH-SEARCH-087).
import type {SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, stringLiteralOf} from './shared.ts'

function slugOperator(type: string, id: string, clause: (path: string, literal: string) => string): SearchOperatorDefinition<string> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'string',
    groqFilter: ({fieldPath, value}) => {
      const literal = stringLiteralOf(value)
      return fieldPath && literal ? clause(`${fieldPath}.current`, literal) : null
    },
  }
}

export const slugOperators: SearchOperatorDefinition<string>[] = [
  slugOperator('slugEqual', 'slug.equal', (path, v) => `${path} == ${v}`),
  slugOperator('slugNotEqual', 'slug.not-equal', (path, v) => `${path} != ${v}`),
  slugOperator('slugMatches', 'slug.matches', (path, v) => `${path} match ${v}`),
  slugOperator('slugNotMatches', 'slug.not-matches', (path, v) => `!(${path} match ${v})`),
]
