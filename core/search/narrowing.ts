// Which document types a search covers, and which filters still fit them (SH-SEARCH-052, SH-SEARCH-053).
import type {SearchFieldDefinition, SearchFilter} from './types.ts'

/**
 * The selected types, sorted; with none selected, every document type that has the fields of all
 * applied field filters (so a filter on `article.title` alone narrows an open search to the types
 * with that field).
 */
export function narrowDocumentTypes(
  types: readonly string[],
  allDocumentTypes: readonly string[],
  filters: readonly SearchFilter[] = [],
  fieldDefinitions: readonly SearchFieldDefinition[] = [],
): string[] {
  if (types.length > 0) return [...new Set(types)].sort()
  let narrowed = [...new Set(allDocumentTypes)].sort()
  for (const filter of filters) {
    if (!filter.fieldId) continue
    const field = fieldDefinitions.find((candidate) => candidate.id === filter.fieldId)
    if (field && field.documentTypes.length > 0) narrowed = narrowed.filter((type) => field.documentTypes.includes(type))
  }
  return narrowed
}

/** The filters whose field every narrowed type has; pinned filters always stay. */
export function filtersValidForTypes(
  filters: readonly SearchFilter[],
  narrowedTypes: readonly string[],
  fieldDefinitions: readonly SearchFieldDefinition[],
): SearchFilter[] {
  return filters.filter((filter) => {
    if (!filter.fieldId) return true
    const field = fieldDefinitions.find((candidate) => candidate.id === filter.fieldId)
    if (!field) return false
    return field.documentTypes.length === 0 || narrowedTypes.every((type) => field.documentTypes.includes(type))
  })
}
