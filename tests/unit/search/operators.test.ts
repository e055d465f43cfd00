// Operators per field type (SH-SEARCH-080 … SH-SEARCH-089) and their validity (SH-SEARCH-060 … SH-SEARCH-072).
import {describe, expect, it} from 'vitest'
import {FIELD_FILTER_OPERATORS, SEARCH_OPERATORS, operatorOf, operatorTypesOf, FIELD_FILTER_DEFINITIONS} from '../../../core/search/index.ts'
import {searchCoreEn} from '../../../core/i18n/resources/en/searchCore.ts'

const clause = (type: string, value: unknown, fieldPath: string | undefined = 'f', now = new Date('2024-06-15T12:00:00Z')) =>
  operatorOf(type)!.groqFilter({fieldPath, value, now})

const items = (name: string) => operatorTypesOf(FIELD_FILTER_DEFINITIONS.find((d) => d.name === name)!)

describe('operators offered per filter', () => {
  it('follow the catalogue', () => {
    expect(items('reference')).toEqual(['referenceEqual', 'referenceNotEqual'])
    expect(items('array')).toEqual(['arrayCountEqual', 'arrayCountNotEqual', 'arrayCountGt', 'arrayCountGte', 'arrayCountLt', 'arrayCountLte', 'arrayCountRange'])
    expect(items('arrayList')).toEqual(['arrayListIncludes', 'arrayListNotIncludes'])
    expect(items('arrayReferences')).toEqual(['arrayReferencesIncludes', 'arrayReferencesNotIncludes'])
    expect(items('boolean')).toEqual(['booleanEqual', 'defined', 'notDefined'])
    expect(items('number')).toEqual(['numberEqual', 'numberNotEqual', 'numberGt', 'numberGte', 'numberLt', 'numberLte', 'numberRange'])
    expect(items('portableText')).toEqual(['portableTextEqual', 'portableTextNotEqual', 'portableTextMatches', 'portableTextNotMatches'])
    expect(items('slug')).toEqual(['slugEqual', 'slugNotEqual', 'slugMatches', 'slugNotMatches'])
    expect(items('string')).toEqual(['stringEqual', 'stringNotEqual', 'stringMatches', 'stringNotMatches'])
    expect(items('stringList')).toEqual(['stringListEqual', 'stringListNotEqual'])
    expect(items('datetime')).toEqual(['dateTimeLast', 'dateTimeAfter', 'dateTimeBefore', 'dateTimeEqual', 'dateTimeRange', 'defined', 'notDefined'])
    expect(items('date')).toEqual(['dateLast', 'dateAfter', 'dateBefore', 'dateEqual', 'dateRange', 'defined', 'notDefined'])
  })

  it('name only operators that exist, and every operator has its texts', () => {
    for (const entries of Object.values(FIELD_FILTER_OPERATORS)) {
      for (const entry of entries) if (entry.type === 'item') expect(SEARCH_OPERATORS[entry.name], entry.name).toBeDefined()
    }
    for (const operator of Object.values(SEARCH_OPERATORS)) {
      expect(searchCoreEn[operator.nameKey], operator.nameKey).toBeTruthy()
      expect(searchCoreEn[operator.descriptionKey!], operator.descriptionKey).toBeTruthy()
    }
  })
})

describe('clauses and validity', () => {
  it('strings need a non-empty value and are escaped (SH-SEARCH-062)', () => {
    expect(clause('stringEqual', 'a"b')).toBe('f == "a\\"b"')
    expect(clause('stringNotMatches', 'x')).toBe('!(f match "x")')
    expect(clause('stringEqual', '')).toBeNull()
    expect(clause('stringEqual', 3)).toBeNull()
    expect(operatorOf('stringEqual')!.groqFilter({value: 'x'})).toBeNull()
    expect(clause('slugMatches', 'post')).toBe('f.current match "post"')
    expect(clause('portableTextEqual', 'hi')).toBe('pt::text(f) == "hi"')
  })

  it('numbers and counts need finite numbers; ranges both finite ends, exclusive (SH-SEARCH-063, SH-SEARCH-064)', () => {
    expect(clause('numberGte', 2.5)).toBe('f >= 2.5')
    expect(clause('numberEqual', Number.NaN)).toBeNull()
    expect(clause('numberEqual', Infinity)).toBeNull()
    expect(clause('numberEqual', '3')).toBeNull()
    expect(clause('arrayCountLt', 3)).toBe('count(f) < 3')
    expect(clause('numberRange', {from: 1, to: 5})).toBe('f > 1 && f < 5')
    expect(clause('arrayCountRange', {from: 0, to: 2})).toBe('count(f) > 0 && count(f) < 2')
    expect(clause('numberRange', {from: 1, to: null})).toBeNull()
    expect(clause('numberRange', {from: -Infinity, to: 1})).toBeNull()
  })

  it('references need a _ref (SH-SEARCH-065, SH-SEARCH-072)', () => {
    expect(clause('referenceEqual', {_ref: 'abc'})).toBe('f._ref == "abc"')
    expect(clause('referencesAssetImage', {_ref: 'image-1'})).toBe('f.asset._ref == "image-1"')
    expect(operatorOf('referencesDocument')!.groqFilter({value: {_ref: 'abc'}})).toBe('references("abc")')
    expect(clause('arrayReferencesIncludes', {_ref: 'a'})).toBe('"a" in f[]._ref')
    expect(clause('arrayReferencesNotIncludes', {_ref: 'a'})).toBe('!("a" in f[]._ref)')
    expect(clause('referenceEqual', {})).toBeNull()
    expect(clause('referenceEqual', {_ref: ''})).toBeNull()
    expect(clause('referenceEqual', null)).toBeNull()
  })

  it('booleans need a defined value and start at true (SH-SEARCH-066, SH-SEARCH-084)', () => {
    expect(operatorOf('booleanEqual')!.initialValue).toBe(true)
    expect(clause('booleanEqual', false)).toBe('f == false')
    expect(clause('booleanEqual', undefined)).toBeNull()
    expect(clause('defined', null)).toBe('defined(f)')
    expect(clause('notDefined', null)).toBe('!defined(f)')
  })

  it('array lists take one list value', () => {
    expect(clause('arrayListIncludes', 'red')).toBe('"red" in f')
    expect(clause('arrayListNotIncludes', 3)).toBe('!(3 in f)')
    expect(clause('arrayListIncludes', '')).toBeNull()
  })
})
