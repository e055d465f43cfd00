// German texts of the built-in validation messages (namespace `validation`), key for key as
// resources/en/validation.ts. Terse like the English ones: they stand next to a field.
import type {validationEn} from '../en/validation.ts'
import type {Translation} from '../translation.ts'

export const validationDe: Translation<typeof validationEn> = {
  'required': 'Erforderlich',
  'type.wrong': 'Typ {{expected}} erwartet, {{actual}} erhalten',
  'allowed.no-match': 'Der Wert ist keiner der erlaubten Werte',
  'allowed.no-match-value': 'Der Wert „{{value}}“ ist keiner der erlaubten Werte',
  'field.unknown': 'Das Feld {{field}} gibt es im Typ {{type}} nicht',
  'schema-type.missing': 'Kein Schematyp für den Typ {{type}} gefunden, Validierung übersprungen',
  'custom.slow': 'Der eigene Validator bei {{path}} braucht länger als {{ms, number}} ms für eine Antwort',
  // Zahlen
  'number.integer': 'Muss eine ganze Zahl sein',
  'number.min': 'Muss größer oder gleich {{min, number}} sein',
  'number.max': 'Muss kleiner oder gleich {{max, number}} sein',
  'number.greater-than': 'Muss größer als {{limit, number}} sein',
  'number.less-than': 'Muss kleiner als {{limit, number}} sein',
  'number.precision': 'Höchstens {{limit, number}} Nachkommastellen',
  // Texte
  'string.min_one': 'Muss mindestens {{count, number}} Zeichen lang sein',
  'string.min_other': 'Muss mindestens {{count, number}} Zeichen lang sein',
  'string.max_one': 'Darf höchstens {{count, number}} Zeichen lang sein',
  'string.max_other': 'Darf höchstens {{count, number}} Zeichen lang sein',
  'string.length_one': 'Muss genau {{count, number}} Zeichen lang sein',
  'string.length_other': 'Muss genau {{count, number}} Zeichen lang sein',
  'string.uppercase': 'Darf nur Großbuchstaben enthalten',
  'string.lowercase': 'Darf nur Kleinbuchstaben enthalten',
  'string.regex.match': 'Entspricht nicht dem Muster „{{name}}“',
  'string.regex.invert': 'Darf nicht dem Muster „{{name}}“ entsprechen',
  'string.email': 'Muss eine gültige E-Mail-Adresse sein',
  'uri.scheme': 'Dieses Protokoll ist nicht erlaubt',
  'uri.credentials': 'Benutzername und Passwort sind nicht erlaubt',
  'uri.invalid': 'Keine gültige URL',
  'uri.relative': 'Relative URLs sind nicht erlaubt',
  'uri.relative-only': 'Nur relative URLs sind erlaubt',
  // Listen: Elemente, in Rich Text Blöcke
  'array.min.items_one': 'Muss mindestens {{count, number}} Element enthalten',
  'array.min.items_other': 'Muss mindestens {{count, number}} Elemente enthalten',
  'array.max.items_one': 'Darf höchstens {{count, number}} Element enthalten',
  'array.max.items_other': 'Darf höchstens {{count, number}} Elemente enthalten',
  'array.length.items_one': 'Muss genau {{count, number}} Element enthalten',
  'array.length.items_other': 'Muss genau {{count, number}} Elemente enthalten',
  'array.min.blocks_one': 'Muss mindestens {{count, number}} Block enthalten',
  'array.min.blocks_other': 'Muss mindestens {{count, number}} Blöcke enthalten',
  'array.max.blocks_one': 'Darf höchstens {{count, number}} Block enthalten',
  'array.max.blocks_other': 'Darf höchstens {{count, number}} Blöcke enthalten',
  'array.length.blocks_one': 'Muss genau {{count, number}} Block enthalten',
  'array.length.blocks_other': 'Muss genau {{count, number}} Blöcke enthalten',
  'array.duplicate': 'Darf nicht doppelt vorkommen',
  // Verweise und Assets
  'reference.not-reference': 'Muss ein Verweis auf ein Dokument sein',
  'reference.not-published': 'Das Dokument, auf das verwiesen wird, muss veröffentlicht sein',
  'asset.required.file': 'Eine Datei ist erforderlich',
  'asset.required.image': 'Ein Bild ist erforderlich',
  'asset.required.asset': 'Ein Asset ist erforderlich',
  // Datumswerte
  'date.invalid': 'Muss ein gültiges Datum im ISO-8601-Format sein',
  'date.min': 'Darf nicht vor {{min}} liegen',
  'date.max': 'Darf nicht nach {{max}} liegen',
  // Slugs und der Content Lake
  'slug.not-object': 'Der Slug muss ein Objekt sein',
  'slug.missing-current': 'Der Slug braucht einen Wert',
  'slug.not-unique': 'Der Slug „{{slug}}“ wird bereits verwendet',
  'lake.unreachable': 'Dieser Wert konnte nicht geprüft werden: Der Content Lake war nicht erreichbar. Er wird erneut geprüft, sobald die Verbindung wieder besteht.',
  'slug.in-array': 'Der Slug bei {{path}} liegt in einer Liste: Die Eindeutigkeit wird gegen jedes Element dieses Felds geprüft',
  'slug.needs-context': 'Die Slug-Validierung braucht das Dokument und den Pfad des Slugs',
}
