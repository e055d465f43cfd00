// References and assets (SH-SEARCH-080): the reference itself, the asset of an image or file
// field, and (pinned, no field) any reference to a document anywhere in the document.
import type {ReferenceValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys, refLiteralOf} from './shared.ts'

function referenceOperator(type: string, id: string, clause: (path: string, literal: string) => string): SearchOperatorDefinition<ReferenceValue> {
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

export const referencesDocumentOperator: SearchOperatorDefinition<ReferenceValue> = {
  type: 'referencesDocument',
  ...operatorKeys('reference.references-document'),
  initialValue: null,
  inputComponent: 'reference',
  groqFilter: ({value}) => {
    const literal = refLiteralOf(value)
    return literal ? `references(${literal})` : null
  },
}

export const referenceOperators: SearchOperatorDefinition<ReferenceValue>[] = [
  referenceOperator('referenceEqual', 'reference.equal', (path, v) => `${path}._ref == ${v}`),
  referenceOperator('referenceNotEqual', 'reference.not-equal', (path, v) => `${path}._ref != ${v}`),
  referenceOperator('referencesAssetFile', 'reference.references-asset-file', (path, v) => `${path}.asset._ref == ${v}`),
  referenceOperator('referencesAssetImage', 'reference.references-asset-image', (path, v) => `${path}.asset._ref == ${v}`),
  referencesDocumentOperator,
]
