// The search config of one workspace (config.ts), made from its schema with this folder's pure
// functions: searchable types, field definitions, operators, clauses and the request builder.
import type {SchemaTypeDefinition} from '../schema/definitions.ts'
import {buildSearchQuery} from './buildQuery.ts'
import type {SearchConfig} from './config.ts'
import {createFieldDefinitions, searchableDocumentTypeNames} from './fieldDefinitions.ts'
import {filterClauseOf, filterDefinitionOf, operatorTypesOf, SEARCH_FILTER_DEFINITIONS} from './filterDefinitions.ts'
import {operatorOf} from './operators/index.ts'
import {DEFAULT_ORDERING, SEARCH_ORDERINGS} from './orderings.ts'
import {createSearchSpecs, type SearchSpec} from './searchSpecs.ts'
import type {SearchFieldDefinition, SearchFilter} from './types.ts'

export interface WorkspaceSearchConfig extends SearchConfig {
  fieldDefinitions: readonly SearchFieldDefinition[]
  specs: readonly SearchSpec[]
}

type FilterRef = Pick<SearchFilter, 'filterName' | 'fieldId'>

export function searchConfigOf(schemaTypes: readonly SchemaTypeDefinition[], now: () => Date = () => new Date()): WorkspaceSearchConfig {
  const fieldDefinitions = createFieldDefinitions(schemaTypes)
  const specs = createSearchSpecs(schemaTypes)
  const fieldById = new Map(fieldDefinitions.map((field) => [field.id, field]))

  /** The filter's definition, provided a field filter names a field of its own kind. */
  const definitionOf = (filter: FilterRef) => {
    const definition = filterDefinitionOf(filter.filterName)
    if (!definition) return null
    if (definition.type === 'pinned') return definition
    const field = filter.fieldId === undefined ? undefined : fieldById.get(filter.fieldId)
    return field && field.filterName === definition.name ? definition : null
  }

  return {
    fieldDefinitions,
    specs,
    documentTypes: searchableDocumentTypeNames(schemaTypes).sort((a, b) => a.localeCompare(b)),
    orderings: SEARCH_ORDERINGS,
    defaultOrdering: DEFAULT_ORDERING,
    // Identity leaves the operator out, so changing a filter's operator keeps it the same filter
    // (its chip, its place) and the same field cannot be added twice (DECISIONS.md, Search).
    keyOf: (filter) => `${filter.filterName}-${filter.fieldId ?? ''}`,
    defaultOperatorOf: (filter) => {
      const definition = definitionOf(filter)
      return definition ? (operatorTypesOf(definition)[0] ?? null) : null
    },
    hasOperator: (filter, operatorType) => {
      const definition = definitionOf(filter)
      return definition !== null && operatorTypesOf(definition).includes(operatorType)
    },
    operator: (operatorType) => {
      const operator = operatorOf(operatorType)
      return operator ? {initialValue: operator.initialValue, inputComponent: operator.inputComponent} : null
    },
    clauseOf: (filter) => filterClauseOf(filter, SEARCH_FILTER_DEFINITIONS, fieldDefinitions, now()),
    appliesToTypes: (filter, types) => {
      const definition = definitionOf(filter)
      if (!definition) return false
      if (definition.type === 'pinned') return true
      const field = fieldById.get(filter.fieldId!)!
      // Underscore fields have no type scope: every type has them (SH-SEARCH-101).
      return field.documentTypes.length === 0 || types.every((type) => field.documentTypes.includes(type))
    },
    buildRequest: ({terms, filterClauses, ordering, pageIndex}) =>
      buildSearchQuery({terms, filterClauses, ordering, pageIndex, specs, recentIndex: terms.recentIndex}),
  }
}
