// Every search operator by its type: the table filters, the machine and the UI look operators up in.
import type {SearchOperatorDefinition} from '../types.ts'
import {arrayCountOperators} from './arrayCount.ts'
import {arrayListOperators} from './arrayList.ts'
import {arrayReferencesOperators} from './arrayReferences.ts'
import {booleanOperators} from './boolean.ts'
import {dateOperators} from './date.ts'
import {datetimeOperators} from './datetime.ts'
import {definedOperators} from './defined.ts'
import {numberOperators} from './number.ts'
import {portableTextOperators} from './portableText.ts'
import {referenceOperators} from './reference.ts'
import {slugOperators} from './slug.ts'
import {stringOperators} from './string.ts'

export const SEARCH_OPERATORS: Readonly<Record<string, SearchOperatorDefinition<any>>> = Object.fromEntries(
  [
    ...arrayCountOperators,
    ...arrayListOperators,
    ...arrayReferencesOperators,
    ...booleanOperators,
    ...dateOperators,
    ...datetimeOperators,
    ...definedOperators,
    ...numberOperators,
    ...portableTextOperators,
    ...referenceOperators,
    ...slugOperators,
    ...stringOperators,
  ].map((operator) => [operator.type, operator]),
)

export function operatorOf(type: string): SearchOperatorDefinition<any> | undefined {
  return Object.hasOwn(SEARCH_OPERATORS, type) ? SEARCH_OPERATORS[type] : undefined
}

export {
  arrayCountOperators,
  arrayListOperators,
  arrayReferencesOperators,
  booleanOperators,
  dateOperators,
  datetimeOperators,
  definedOperators,
  numberOperators,
  portableTextOperators,
  referenceOperators,
  slugOperators,
  stringOperators,
}
export {finiteOrNull} from './shared.ts'
