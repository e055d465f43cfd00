// Which filter edits a field, and which operators each field filter offers (SH-SEARCH-080 …
// SH-SEARCH-089, SH-SEARCH-103). A field whose filter name is not a key here is not offered.
import type {OperatorListEntry} from './types.ts'

const item = (name: string): OperatorListEntry => ({name, type: 'item'})
const divider: OperatorListEntry = {type: 'divider'}

const STRING_OPERATORS = [item('stringEqual'), item('stringNotEqual'), divider, item('stringMatches'), item('stringNotMatches')]
const COUNT_OPERATORS = [
  item('arrayCountEqual'), item('arrayCountNotEqual'), divider,
  item('arrayCountGt'), item('arrayCountGte'), item('arrayCountLt'), item('arrayCountLte'), divider,
  item('arrayCountRange'),
]
const DATE_OPERATORS = (prefix: 'date' | 'dateTime'): OperatorListEntry[] => [
  item(`${prefix}Last`), item(`${prefix}After`), item(`${prefix}Before`), item(`${prefix}Equal`), item(`${prefix}Range`), divider,
  item('defined'), item('notDefined'),
]

export const FIELD_FILTER_OPERATORS: Readonly<Record<string, OperatorListEntry[]>> = {
  array: COUNT_OPERATORS,
  arrayList: [item('arrayListIncludes'), item('arrayListNotIncludes')],
  arrayReferences: [item('arrayReferencesIncludes'), item('arrayReferencesNotIncludes')],
  boolean: [item('booleanEqual'), divider, item('defined'), item('notDefined')],
  date: DATE_OPERATORS('date'),
  datetime: DATE_OPERATORS('dateTime'),
  email: STRING_OPERATORS,
  file: [item('referencesAssetFile')],
  image: [item('referencesAssetImage')],
  number: [
    item('numberEqual'), item('numberNotEqual'), divider,
    item('numberGt'), item('numberGte'), item('numberLt'), item('numberLte'), divider,
    item('numberRange'),
  ],
  portableText: [item('portableTextEqual'), item('portableTextNotEqual'), divider, item('portableTextMatches'), item('portableTextNotMatches')],
  reference: [item('referenceEqual'), item('referenceNotEqual')],
  slug: [item('slugEqual'), item('slugNotEqual'), divider, item('slugMatches'), item('slugNotMatches')],
  string: STRING_OPERATORS,
  stringList: [item('stringListEqual'), item('stringListNotEqual')],
  text: STRING_OPERATORS,
  url: STRING_OPERATORS,
}

export function isFieldFilterName(name: string): boolean {
  return Object.hasOwn(FIELD_FILTER_OPERATORS, name)
}
