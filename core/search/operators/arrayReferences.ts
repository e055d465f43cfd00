// Arrays of references: membership of the chosen document, `"id" in path[]._ref` (SH-SEARCH-083).
import type {ReferenceValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, refLiteralOf} from './shared.ts'

function arrayReferencesOperator(type: string, id: string, clause: (path: string, literal: string) => string): SearchOperatorDefinition<ReferenceValue> {
  return {
    type,
    ...operatorKeys(id),
    initialValue: null,
    inputComponent: 'reference',
    groqFilter: ({fieldPath, value}) => {
      const literal = refLiteralOf(value)
      return fieldPath && literal ? clause(fieldPath, literal) : null
    },
  }
}

export const arrayReferencesOperators: SearchOperatorDefinition<ReferenceValue>[] = [
  arrayReferencesOperator('arrayReferencesIncludes', 'array-references.includes', (path, v) => `${v} in ${path}[]._ref`),
  arrayReferencesOperator('arrayReferencesNotIncludes', 'array-references.not-includes', (path, v) => `!(${v} in ${path}[]._ref)`),
]
