// The add-filter list (SH-SEARCH-020, SH-SEARCH-021, SH-SEARCH-026): pinned filters, fields shared
// by the types in play, and each type's own fields, narrowed by a typed title.
import {searchCoreEn} from '../i18n/resources/en/searchCore.ts'
import {
  FILTER_TITLE_MAX,
  FILTER_TITLE_MAX_FULLSCREEN,
  FILTER_TOOLTIP_DESCRIPTION_MAX,
  FILTER_TOOLTIP_TYPE_NAMES_MAX,
} from './constants.ts'
import {FIELD_FILTER_DEFINITIONS, filterDefinitionOf, initialFilterOf} from './filterDefinitions.ts'
import {PINNED_FILTERS} from './pinnedFilters.ts'
import type {SearchFieldDefinition, SearchFilter, SearchFilterDefinition} from './types.ts'

export interface FilterTooltip {
  description?: string
  /** At most 10 document type names (K-SH-056). */
  typeNames: string[]
  /** Type names left out, shown as '+N more' (`filter.tooltip.more`); 0 when none. */
  moreCount: number
}

export interface FilterMenuEntry {
  /** The filter that choosing the entry adds, with its first operator's initial value. */
  filter: SearchFilter
  definition: SearchFilterDefinition
  field?: SearchFieldDefinition
  title: string
  /** Titles from the document down to the field; one element for pinned filters. */
  titlePath: string[]
  tooltip: FilterTooltip
}

export type FilterMenuGroup =
  | {kind: 'pinned'; entries: FilterMenuEntry[]}
  | {kind: 'shared'; entries: FilterMenuEntry[]}
  | {kind: 'type'; documentType: string; entries: FilterMenuEntry[]}

export function filterTooltip(description: string | undefined, documentTypes: readonly string[]): FilterTooltip {
  const trimmed = description?.trim()
  return {
    ...(trimmed ? {description: trimmed.length > FILTER_TOOLTIP_DESCRIPTION_MAX ? `${trimmed.slice(0, FILTER_TOOLTIP_DESCRIPTION_MAX).trimEnd()}…` : trimmed} : {}),
    typeNames: documentTypes.slice(0, FILTER_TOOLTIP_TYPE_NAMES_MAX),
    moreCount: Math.max(0, documentTypes.length - FILTER_TOOLTIP_TYPE_NAMES_MAX),
  }
}

/** A title shortened to 25 characters in fullscreen and 40 otherwise, the ellipsis included (K-SH-057, K-SH-058). */
export function displayFilterTitle(title: string, fullscreen: boolean): string {
  const max = fullscreen ? FILTER_TITLE_MAX_FULLSCREEN : FILTER_TITLE_MAX
  return title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title
}

const englishText = (key: string) => searchCoreEn[key] ?? key

function matchesTitle(titlePath: readonly string[], titleFilter: string): boolean {
  const needle = titleFilter.trim().toLowerCase()
  return needle === '' || titlePath.join(' / ').toLowerCase().includes(needle)
}

function fieldEntry(field: SearchFieldDefinition, documentTypes: readonly string[]): FilterMenuEntry | null {
  const definition = filterDefinitionOf(field.filterName, FIELD_FILTER_DEFINITIONS)
  const filter = definition && initialFilterOf(definition, field.id)
  if (!definition || !filter) return null
  return {
    filter,
    definition,
    field,
    title: field.title,
    titlePath: field.titlePath,
    tooltip: filterTooltip(field.description, field.documentTypes.length > 0 ? field.documentTypes : documentTypes),
  }
}

const appliesTo = (field: SearchFieldDefinition, type: string) => field.documentTypes.length === 0 || field.documentTypes.includes(type)

/**
 * The groups of the add-filter list. Shared fields are the ones every selected type has when two or
 * more types are selected, or the ones more than one type has when none is; one selected type has
 * no shared group. A type's group lists its fields that are not already shared. Empty groups are
 * left out; `translate` gives the pinned titles the title filter is matched against.
 */
export function addFilterGroups(
  fieldDefinitions: readonly SearchFieldDefinition[],
  selectedTypes: readonly string[],
  titleFilter: string,
  translate: (key: string) => string = englishText,
): FilterMenuGroup[] {
  const groups: FilterMenuGroup[] = []

  const pinned = PINNED_FILTERS.flatMap((definition): FilterMenuEntry[] => {
    const title = translate(definition.titleKey ?? definition.name)
    const filter = initialFilterOf(definition)
    if (!filter || !matchesTitle([title], titleFilter)) return []
    const description = definition.descriptionKey ? translate(definition.descriptionKey) : undefined
    return [{filter, definition, title, titlePath: [title], tooltip: filterTooltip(description, [])}]
  })
  if (pinned.length > 0) groups.push({kind: 'pinned', entries: pinned})

  const allTypes = [...new Set(fieldDefinitions.flatMap((field) => field.documentTypes))].sort()
  const types = selectedTypes.length > 0 ? [...selectedTypes].sort() : allTypes
  const inPlay = fieldDefinitions.filter((field) => types.some((type) => appliesTo(field, type)))

  const isShared = (field: SearchFieldDefinition) =>
    selectedTypes.length === 1
      ? false
      : selectedTypes.length > 1
        ? types.every((type) => appliesTo(field, type))
        : field.documentTypes.length !== 1
  const visible = (field: SearchFieldDefinition) => matchesTitle(field.titlePath, titleFilter)

  const shared = inPlay.filter((field) => isShared(field) && visible(field)).flatMap((field) => fieldEntry(field, types) ?? [])
  if (shared.length > 0) groups.push({kind: 'shared', entries: shared})

  for (const documentType of types) {
    const entries = inPlay
      .filter((field) => !isShared(field) && appliesTo(field, documentType) && visible(field))
      .flatMap((field) => fieldEntry(field, types) ?? [])
    if (entries.length > 0) groups.push({kind: 'type', documentType, entries})
  }
  return groups
}
