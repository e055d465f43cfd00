// German texts of global search (namespace `search`), key for key as resources/en/search.ts.
import type {SearchDialogTextKey} from '../en/search.ts'
import type {Translation} from '../translation.ts'
import {searchCoreDe} from './searchCore.ts'
import {searchFiltersDe} from './searchFilters.ts'

const searchDialogDe: Translation<Record<SearchDialogTextKey, string>> = {
  'button.label': 'Suche',
  'button.shortcut': 'Strg K',
  'dialog.label': 'Dokumente durchsuchen',
  'input.label': 'Suche',
  'input.placeholder': 'Suchen',
  'close': 'Suche schließen',
  'filters.show': 'Filter anzeigen',
  'filters.hide': 'Filter ausblenden',
  'type-pills.more': '+{{count}}',
  'instructions': 'Geben Sie ein oder zwei Wörter ein, um Dokumente über ihren Inhalt zu finden, oder blenden Sie die Filter ein, um nach Typ und Feld einzugrenzen.',
  // Letzte Suchen
  'recent.title': 'Letzte Suchen',
  'recent.label': 'Letzte Suchen',
  'recent.empty': 'Hier erscheinen Ihre letzten Suchen.',
  'recent.clear': 'Letzte Suchen löschen',
  'recent.all-types': 'Alle Typen',
  'recent.filter-count_one': '{{count}} Filter',
  'recent.filter-count_other': '{{count}} Filter',
  'recent.no-query': 'Kein Text',
  // Ergebnisse
  'results.label': 'Suchergebnisse',
  'results.loading': 'Suche läuft …',
  'results.loading-more': 'Weitere Ergebnisse werden geladen …',
  'results.count_one': '{{count}} Ergebnis',
  'results.count_other': '{{count}} Ergebnisse',
  'results.count-more': 'Über {{count}} Ergebnisse',
  'results.no-results-title': 'Keine Ergebnisse gefunden',
  'results.no-results-help': 'Versuchen Sie ein anderes Wort, weniger Filter oder alle Dokumenttypen.',
  'error.unspecified-error-title': 'Bei der Suche ist etwas schiefgelaufen',
  'error.unspecified-error-help-description': 'Bitte versuchen Sie es erneut oder prüfen Sie Ihre Verbindung. ({{message}})',
  'ordering.label': 'Ergebnisse sortieren',
  'hit.untitled': 'Ohne Titel',
  'hit.type': 'Typ: {{type}}',
  // Debug (#_debug_search_score)
  'debug.score': 'Punktzahl {{score}}',
  'debug.no-matches': 'Keine Treffer',
  'debug.story': '{{path}}: {{why}} ({{score}})',
}

export const searchDe: Record<string, string> = {...searchCoreDe, ...searchFiltersDe, ...searchDialogDe}
