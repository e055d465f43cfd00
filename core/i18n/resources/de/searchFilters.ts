// German texts of the search filter bar, key for key as resources/en/searchFilters.ts; merged
// into the `search` namespace by search.ts.
import type {searchFiltersEn} from '../en/searchFilters.ts'
import type {Translation} from '../translation.ts'

export const searchFiltersDe: Translation<typeof searchFiltersEn> = {
  'filters.bar.label': 'Suchfilter',

  // Auswahl der Dokumenttypen
  'types.all': 'Alle Typen',
  'types.count': '{{count}} Typen',
  'types.button.label': 'Dokumenttypen: {{types}}',
  'types.search.label': 'Dokumenttypen filtern',
  'types.search.placeholder': 'Typen filtern',
  'types.list.label': 'Dokumenttypen',
  'types.selected': 'Ausgewählt',
  'types.other': 'Dokumenttypen',
  'types.clear': 'Typfilter entfernen',
  'types.empty': 'Keine passenden Typen',

  // Filter hinzufügen
  'filters.add': 'Filter hinzufügen',
  'filters.search.label': 'Felder filtern',
  'filters.search.placeholder': 'Felder filtern',
  'filters.list.label': 'Felder, nach denen gefiltert werden kann',
  'filters.empty': 'Keine passenden Felder',
  'filters.tooltip.types': 'In: {{types}}',

  // Ein Filter-Chip und sein Popover
  'filter.remove': 'Filter entfernen: {{title}}',
  'filter.operator.label': 'Bedingung',
  'filter.value.label': 'Wert',
  'filter.value.from': 'Von',
  'filter.value.to': 'Bis',
  'filter.value.range': '{{from}} und {{to}}',
  'filter.value.amount': 'Anzahl',
  'filter.value.unit': 'Einheit',
  'filter.value.last': '{{count}} {{unit}}',
  'filter.value.string.placeholder': 'Wert',
  'filter.value.list.none': 'Wert wählen',
  'filter.value.number.placeholder': 'Zahl',
  'filter.value.reference.placeholder': 'Nach einem Dokument suchen',
  'filter.value.reference.empty': 'Keine Dokumente gefunden',
  'filter.value.reference.loading': 'Suche läuft …',
  'filter.value.reference.error': 'Dokumente konnten nicht gesucht werden',
}
