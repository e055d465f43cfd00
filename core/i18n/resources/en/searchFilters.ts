// English texts of the search filter bar (SH-SEARCH-020 … SH-SEARCH-028): the document-type picker,
// the add-filter list, the filter chips and their value editors. Merged into the `search`
// namespace with searchCore.ts (operators, date units and errors, group titles) by whoever
// assembles the search bundle.
export const searchFiltersEn = {
  'filters.bar.label': 'Search filters',

  // Document-type picker (SH-SEARCH-022)
  'types.all': 'All types',
  'types.count': '{{count}} types',
  'types.button.label': 'Document types: {{types}}',
  'types.search.label': 'Filter document types',
  'types.search.placeholder': 'Filter types',
  'types.list.label': 'Document types',
  'types.selected': 'Selected',
  'types.other': 'Document types',
  'types.clear': 'Clear type filters',
  'types.empty': 'No matching types',

  // Add-filter list (SH-SEARCH-020, SH-SEARCH-021)
  'filters.add': 'Add filter',
  'filters.search.label': 'Filter fields',
  'filters.search.placeholder': 'Filter fields',
  'filters.list.label': 'Fields to filter by',
  'filters.empty': 'No matching fields',
  'filters.tooltip.types': 'In: {{types}}',

  // A filter chip and its popover (SH-SEARCH-023, SH-SEARCH-024)
  'filter.remove': 'Remove filter: {{title}}',
  'filter.operator.label': 'Condition',
  'filter.value.label': 'Value',
  'filter.value.from': 'From',
  'filter.value.to': 'To',
  'filter.value.range': '{{from}} and {{to}}',
  'filter.value.amount': 'Amount',
  'filter.value.unit': 'Unit',
  'filter.value.last': '{{count}} {{unit}}',
  'filter.value.string.placeholder': 'Value',
  'filter.value.list.none': 'Choose a value',
  'filter.value.number.placeholder': 'Number',
  'filter.value.reference.placeholder': 'Search for a document',
  'filter.value.reference.empty': 'No documents found',
  'filter.value.reference.loading': 'Searching…',
  'filter.value.reference.error': 'Could not look up documents',
}
