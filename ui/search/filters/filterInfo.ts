// What a chip needs to know about one applied filter: its definition, field, operator and the
// title shown for it. Pinned filters are titled by their own key, field filters by the field's
// title path ("Search and sharing / Title").
import {filterDefinitionOf} from '../../../core/search/filterDefinitions.ts'
import {operatorOf} from '../../../core/search/operators/index.ts'
import type {WorkspaceSearchConfig} from '../../../core/search/searchConfigOf.ts'
import type {SearchFieldDefinition, SearchFilter, SearchFilterDefinition, SearchOperatorDefinition} from '../../../core/search/types.ts'

export interface FilterInfo {
  definition: SearchFilterDefinition
  field?: SearchFieldDefinition
  operator?: SearchOperatorDefinition<unknown>
  /** The whole title path, "Search and sharing / Title". */
  title: string
  /** The field's own title, "Title". */
  shortTitle: string
}

export function filterInfoOf(config: WorkspaceSearchConfig, filter: SearchFilter, translate: (key: string) => string): FilterInfo | null {
  const definition = filterDefinitionOf(filter.filterName)
  if (!definition) return null
  const field = filter.fieldId === undefined ? undefined : config.fieldDefinitions.find((candidate) => candidate.id === filter.fieldId)
  const title = definition.type === 'pinned' ? translate(definition.titleKey ?? definition.name) : (field?.titlePath.join(' / ') ?? filter.filterName)
  const shortTitle = definition.type === 'pinned' ? title : (field?.title ?? title)
  return {definition, field, operator: operatorOf(filter.operatorType), title, shortTitle}
}
