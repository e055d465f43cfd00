// Filter definitions (SH-SEARCH-034) and what an applied filter contributes to the query
// (SH-SEARCH-060, SH-SEARCH-061): a clause, or nothing when any part of it is missing or invalid.
import {FIELD_FILTER_OPERATORS} from './fieldFilters.ts'
import {operatorOf} from './operators/index.ts'
import {PINNED_FILTERS} from './pinnedFilters.ts'
import type {SearchFieldDefinition, SearchFilter, SearchFilterDefinition, SearchOperatorDefinition} from './types.ts'

export const FIELD_FILTER_DEFINITIONS: readonly SearchFilterDefinition[] = Object.entries(FIELD_FILTER_OPERATORS).map(([name, operators]) => ({
  type: 'field',
  name,
  operators,
}))

/** Every filter that can be added: the pinned ones, then one per field filter name. */
export const SEARCH_FILTER_DEFINITIONS: readonly SearchFilterDefinition[] = [...PINNED_FILTERS, ...FIELD_FILTER_DEFINITIONS]

export function filterDefinitionOf(name: string, definitions: readonly SearchFilterDefinition[] = SEARCH_FILTER_DEFINITIONS): SearchFilterDefinition | undefined {
  return definitions.find((definition) => definition.name === name)
}

/** SH-SEARCH-032: `filterName-fieldId-operatorType`, a missing fieldId left empty. */
export function filterKeyOf(filter: Pick<SearchFilter, 'filterName' | 'fieldId' | 'operatorType'>): string {
  return `${filter.filterName}-${filter.fieldId ?? ''}-${filter.operatorType}`
}

/** The operator types a definition offers, dividers left out. */
export function operatorTypesOf(definition: SearchFilterDefinition): string[] {
  return definition.operators.flatMap((entry) => (entry.type === 'item' ? [entry.name] : []))
}

interface Resolved {
  operator: SearchOperatorDefinition<any>
  fieldPath?: string
}

function resolveFilter(
  filter: SearchFilter,
  definitions: readonly SearchFilterDefinition[],
  fieldDefinitions: readonly SearchFieldDefinition[],
): Resolved | null {
  const definition = filterDefinitionOf(filter.filterName, definitions)
  if (!definition || !operatorTypesOf(definition).includes(filter.operatorType)) return null
  const operator = operatorOf(filter.operatorType)
  if (!operator) return null
  if (definition.type === 'pinned') return {operator, fieldPath: definition.fieldPath}
  const field = fieldDefinitions.find((candidate) => candidate.id === filter.fieldId)
  if (!field || field.filterName !== definition.name) return null
  return {operator, fieldPath: field.fieldPath}
}

/** The filter's clause, or null when its definition, operator, field or value is not there (SH-SEARCH-060). */
export function filterClauseOf(
  filter: SearchFilter,
  definitions: readonly SearchFilterDefinition[],
  fieldDefinitions: readonly SearchFieldDefinition[],
  now: Date = new Date(),
): string | null {
  const resolved = resolveFilter(filter, definitions, fieldDefinitions)
  if (!resolved) return null
  return resolved.operator.groqFilter({fieldPath: resolved.fieldPath, value: filter.value, now})
}

export function isFilterValid(
  filter: SearchFilter,
  definitions: readonly SearchFilterDefinition[],
  fieldDefinitions: readonly SearchFieldDefinition[],
  now: Date = new Date(),
): boolean {
  return filterClauseOf(filter, definitions, fieldDefinitions, now) !== null
}

/** The clauses of the filters that apply, in order; they are joined with AND (SH-SEARCH-061). */
export function filterClausesOf(
  filters: readonly SearchFilter[],
  fieldDefinitions: readonly SearchFieldDefinition[],
  now: Date = new Date(),
  definitions: readonly SearchFilterDefinition[] = SEARCH_FILTER_DEFINITIONS,
): string[] {
  return filters.flatMap((filter) => {
    const clause = filterClauseOf(filter, definitions, fieldDefinitions, now)
    return clause === null ? [] : [clause]
  })
}

/** A new filter: the definition's first operator with its initial value (SH-SEARCH-046). */
export function initialFilterOf(definition: SearchFilterDefinition, fieldId?: string): SearchFilter | null {
  const operatorType = operatorTypesOf(definition)[0]
  const operator = operatorType ? operatorOf(operatorType) : undefined
  if (!operator) return null
  return {filterName: definition.name, ...(fieldId ? {fieldId} : {}), operatorType, value: operator.initialValue}
}

/**
 * The filter with another operator (SH-SEARCH-048): the value stays when both operators edit it with
 * the same input component, otherwise it becomes the new operator's initial value.
 */
export function withOperator(filter: SearchFilter, operatorType: string): SearchFilter {
  const next = operatorOf(operatorType)
  if (!next) return filter
  const current = operatorOf(filter.operatorType)
  const keep = current !== undefined && current.inputComponent === next.inputComponent
  return {...filter, operatorType, value: keep ? filter.value : next.initialValue}
}
