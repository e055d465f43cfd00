// Filter definitions, keys, clauses, the add-filter list and narrowing (SH-SEARCH-020, -021, -026,
// -032, -046, -048, -052, -060, -061, -090).
import {describe, expect, it} from 'vitest'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'
import {
  PINNED_FILTERS,
  SEARCH_FILTER_DEFINITIONS,
  addFilterGroups,
  createFieldDefinitions,
  displayFilterTitle,
  filterClauseOf,
  filterClausesOf,
  filterKeyOf,
  filterTooltip,
  filtersValidForTypes,
  initialFilterOf,
  isFilterValid,
  narrowDocumentTypes,
  withOperator,
} from '../../../core/search/index.ts'

const schema = [
  {name: 'post', type: 'document', fields: [
    {name: 'title', type: 'string', title: 'Title', description: 'x'.repeat(300)},
    {name: 'likes', type: 'number', title: 'Likes'},
    {name: 'body', type: 'array', title: 'Body', of: [{type: 'block'}]},
  ]},
  {name: 'page', type: 'document', fields: [{name: 'title', type: 'string', title: 'Title', description: 'x'.repeat(300)}, {name: 'url', type: 'url', title: 'Address'}]},
  {name: 'tag', type: 'document', fields: [{name: 'label', type: 'string', title: 'Label'}]},
] as unknown as SchemaTypeDefinition[]
const fields = createFieldDefinitions(schema)
const idOf = (path: string) => fields.find((field) => field.fieldPath === path)!.id
const now = new Date('2024-06-15T12:00:00Z')

describe('filter keys and clauses', () => {
  it('key is filterName-fieldId-operatorType with an empty fieldId for pinned filters (SH-SEARCH-032)', () => {
    expect(filterKeyOf({filterName: 'string', fieldId: 'f1', operatorType: 'stringEqual'})).toBe('string-f1-stringEqual')
    expect(filterKeyOf({filterName: 'references', operatorType: 'referencesDocument'})).toBe('references--referencesDocument')
  })

  it('a field filter takes its path from the field definition', () => {
    const filter = {filterName: 'number', fieldId: idOf('likes'), operatorType: 'numberGt', value: 3}
    expect(filterClauseOf(filter, SEARCH_FILTER_DEFINITIONS, fields, now)).toBe('likes > 3')
    expect(isFilterValid(filter, SEARCH_FILTER_DEFINITIONS, fields, now)).toBe(true)
  })

  it('contributes nothing without a definition, an offered operator, the field or a valid value (SH-SEARCH-060)', () => {
    const likes = idOf('likes')
    expect(filterClauseOf({filterName: 'nope', fieldId: likes, operatorType: 'numberGt', value: 3}, SEARCH_FILTER_DEFINITIONS, fields)).toBeNull()
    expect(filterClauseOf({filterName: 'number', fieldId: likes, operatorType: 'stringEqual', value: 'x'}, SEARCH_FILTER_DEFINITIONS, fields)).toBeNull()
    expect(filterClauseOf({filterName: 'number', fieldId: 'gone', operatorType: 'numberGt', value: 3}, SEARCH_FILTER_DEFINITIONS, fields)).toBeNull()
    expect(filterClauseOf({filterName: 'string', fieldId: likes, operatorType: 'stringEqual', value: 'x'}, SEARCH_FILTER_DEFINITIONS, fields)).toBeNull()
    expect(isFilterValid({filterName: 'number', fieldId: likes, operatorType: 'numberGt', value: null}, SEARCH_FILTER_DEFINITIONS, fields)).toBe(false)
  })

  it('pinned filters: created, updated and references (SH-SEARCH-090)', () => {
    expect(PINNED_FILTERS.map((definition) => definition.name)).toEqual(['createdAt', 'updatedAt', 'references'])
    expect(filterClauseOf({filterName: 'createdAt', operatorType: 'dateTimeLast', value: {unit: 'days', unitValue: 1}}, SEARCH_FILTER_DEFINITIONS, fields, now))
      .toBe(`dateTime(_createdAt) > dateTime("2024-06-14T12:00:00.000Z") && dateTime(_createdAt) <= dateTime("${now.toISOString()}")`)
    expect(filterClauseOf({filterName: 'references', operatorType: 'referencesDocument', value: {_ref: 'p1'}}, SEARCH_FILTER_DEFINITIONS, fields)).toBe('references("p1")')
  })

  it('keeps the clauses that apply, in order (SH-SEARCH-061)', () => {
    const filters = [
      {filterName: 'number', fieldId: idOf('likes'), operatorType: 'numberLt', value: 9},
      {filterName: 'number', fieldId: idOf('likes'), operatorType: 'numberLt', value: null},
      {filterName: 'portableText', fieldId: idOf('body'), operatorType: 'portableTextMatches', value: 'cat'},
    ]
    expect(filterClausesOf(filters, fields, now)).toEqual(['likes < 9', 'pt::text(body) match "cat"'])
  })

  it('starts a filter at its first operator and keeps the value across operators of the same input (SH-SEARCH-046, SH-SEARCH-048)', () => {
    const created = initialFilterOf(PINNED_FILTERS[0])!
    expect(created).toEqual({filterName: 'createdAt', operatorType: 'dateTimeLast', value: {unit: 'days', unitValue: 7}})
    const number = {filterName: 'number', fieldId: 'x', operatorType: 'numberGt', value: 4}
    expect(withOperator(number, 'numberLt').value).toBe(4)
    expect(withOperator(number, 'numberRange').value).toEqual({from: null, to: null})
  })
})

describe('add-filter groups (SH-SEARCH-020)', () => {
  const titles = (groups: ReturnType<typeof addFilterGroups>) =>
    groups.map((group) => [group.kind === 'type' ? group.documentType : group.kind, group.entries.map((entry) => entry.title)])

  it('with no type selected: pinned, fields of more than one type, then each type', () => {
    expect(titles(addFilterGroups(fields, [], ''))).toEqual([
      ['pinned', ['Created', 'Updated', 'References']],
      ['shared', ['Title']],
      ['page', ['Address']],
      ['post', ['Likes', 'Body']],
      ['tag', ['Label']],
    ])
  })

  it('with types selected: shared are the fields every selected type has', () => {
    expect(titles(addFilterGroups(fields, ['post', 'page'], ''))).toEqual([
      ['pinned', ['Created', 'Updated', 'References']],
      ['shared', ['Title']],
      ['page', ['Address']],
      ['post', ['Likes', 'Body']],
    ])
    expect(titles(addFilterGroups(fields, ['post'], ''))).toEqual([
      ['pinned', ['Created', 'Updated', 'References']],
      ['post', ['Title', 'Likes', 'Body']],
    ])
  })

  it('narrows every group by the typed title, case-insensitively', () => {
    expect(titles(addFilterGroups(fields, [], 'li'))).toEqual([['post', ['Likes']]])
    expect(titles(addFilterGroups(fields, [], 'UPD'))).toEqual([['pinned', ['Updated']]])
  })

  it('entries carry the filter to add and a tooltip', () => {
    const shared = addFilterGroups(fields, [], 'title')[0]
    expect(shared.entries[0].filter).toEqual({filterName: 'string', fieldId: idOf('title'), operatorType: 'stringEqual', value: null})
    expect(shared.entries[0].tooltip.typeNames).toEqual(['page', 'post'])
    expect(shared.entries[0].tooltip.description).toHaveLength(257)
  })
})

describe('tooltips and titles (SH-SEARCH-021, SH-SEARCH-026)', () => {
  it('cuts the description at 256 characters and lists at most 10 types', () => {
    const types = Array.from({length: 13}, (_, index) => `t${index}`)
    const tooltip = filterTooltip('y'.repeat(256), types)
    expect(tooltip.description).toBe('y'.repeat(256))
    expect(tooltip.typeNames).toEqual(types.slice(0, 10))
    expect(tooltip.moreCount).toBe(3)
    expect(filterTooltip('y'.repeat(257), []).description).toBe(`${'y'.repeat(256)}…`)
    expect(filterTooltip(undefined, ['a'])).toEqual({typeNames: ['a'], moreCount: 0})
  })

  it('shortens titles to 25 characters in fullscreen and 40 otherwise', () => {
    const title = 'A rather long field title that goes on and on'
    expect(displayFilterTitle(title, true)).toBe('A rather long field titl…')
    expect(displayFilterTitle(title, true)).toHaveLength(25)
    expect(displayFilterTitle(title, false)).toBe('A rather long field title that goes on…')
    expect(displayFilterTitle('Short', true)).toBe('Short')
  })
})

describe('narrowing (SH-SEARCH-052)', () => {
  const all = ['tag', 'post', 'page']
  it('narrows to the selected types, or to the types that have every filtered field', () => {
    expect(narrowDocumentTypes(['post', 'page'], all)).toEqual(['page', 'post'])
    expect(narrowDocumentTypes([], all)).toEqual(['page', 'post', 'tag'])
    const filters = [{filterName: 'string', fieldId: idOf('title'), operatorType: 'stringEqual', value: 'x'}]
    expect(narrowDocumentTypes([], all, filters, fields)).toEqual(['page', 'post'])
  })

  it('drops filters whose field some narrowed type lacks; pinned filters stay', () => {
    const likes = {filterName: 'number', fieldId: idOf('likes'), operatorType: 'numberGt', value: 1}
    const title = {filterName: 'string', fieldId: idOf('title'), operatorType: 'stringEqual', value: 'x'}
    const created = {filterName: 'createdAt', operatorType: 'dateTimeLast', value: {unit: 'days', unitValue: 7}}
    expect(filtersValidForTypes([likes, title, created], ['post'], fields)).toEqual([likes, title, created])
    expect(filtersValidForTypes([likes, title, created], ['page', 'post'], fields)).toEqual([title, created])
    expect(filtersValidForTypes([likes, title, created], ['page', 'post', 'tag'], fields)).toEqual([created])
  })
})
