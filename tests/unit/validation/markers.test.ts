// Reading markers for display: a field's own markers, the level that picks icon and tone, the
// panel's order, and the titles that say what a marker is about.
import {describe, expect, it} from 'vitest'
import {typesByNameOf, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {highestLevel, markersAt, sameMarkers, sortMarkers} from '../../../core/validation/markers.ts'
import {fieldNotFound, markerTitlePath} from '../../../core/validation/markerTitles.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'

const info: ValidationMarker = {level: 'info', message: 'Consider a subtitle', path: ['subtitle']}
const warning: ValidationMarker = {level: 'warning', message: 'Short titles read better in lists', path: ['title']}
const error: ValidationMarker = {level: 'error', message: 'Required', path: ['title']}
const nested: ValidationMarker = {level: 'error', message: 'Required', path: ['seo', 'metaTitle']}

describe('markers for display', () => {
  it('gives a field only the markers of its own path', () => {
    expect(markersAt([info, warning, error, nested], ['title'])).toEqual([warning, error])
    expect(markersAt([info, warning, error, nested], ['seo'])).toEqual([])
    expect(markersAt([nested], ['seo', 'metaTitle'])).toEqual([nested])
  })

  it('lets the highest level decide, and has none without markers', () => {
    expect(highestLevel([info, warning])).toBe('warning')
    expect(highestLevel([warning, error, info])).toBe('error')
    expect(highestLevel([])).toBeNull()
  })

  it('lists errors first, then warnings, then notes, each in document order', () => {
    expect(sortMarkers([info, warning, error, nested])).toEqual([error, nested, warning, info])
  })

  it('compares lists by content, so an unchanged list does not re-render a field', () => {
    expect(sameMarkers([{...error}], [error])).toBe(true)
    expect(sameMarkers([error], [{...error, message: 'Other'}])).toBe(false)
    expect(sameMarkers([error], [])).toBe(false)
  })

  it('names a marker by the titles of the fields down its path', () => {
    const types = typesByNameOf(schemaTypes as SchemaTypeDefinition[])
    expect(markerTitlePath(['title'], 'article', types)).toEqual(['Title'])
    expect(markerTitlePath(['mainImage', 'alt'], 'article', types)).toEqual(['Main image', 'Alternative text'])
    expect(markerTitlePath(['tags', 2], 'article', types)).toEqual(['Tags', '#3'])
    expect(markerTitlePath([], 'article', types)).toEqual([])
    const product = {variants: [{_key: 'a', _type: 'productVariant'}, {_key: 'b', _type: 'productVariant'}]}
    expect(markerTitlePath(['variants', {_key: 'b'}, 'title'], 'product', types, product)).toEqual(['Variants', '#2', 'Title'])
    expect(markerTitlePath(['variants', {_key: 'gone'}, 'title'], 'product', types, product)).toEqual(['Variants', '#', 'Title'])
  })
  it('reports the first name on a path that its object has no field for (ED-FORM-007)', () => {
    const types = typesByNameOf(schemaTypes as SchemaTypeDefinition[])
    expect(fieldNotFound(['title'], 'article', types)).toBeNull()
    expect(fieldNotFound(['legacyTeaser'], 'article', types)).toEqual({code: 'form.error.field-not-found', fieldName: 'legacyTeaser', at: []})
    expect(fieldNotFound(['mainImage', 'photographer', 'name'], 'article', types)).toEqual({code: 'form.error.field-not-found', fieldName: 'photographer', at: ['mainImage']})
    const product = {variants: [{_key: 'a', _type: 'productVariant'}]}
    expect(fieldNotFound(['variants', {_key: 'a'}, 'weight'], 'product', types, product)).toEqual({code: 'form.error.field-not-found', fieldName: 'weight', at: ['variants', {_key: 'a'}]})
    // Where the schema says no fields are there (under a string), nothing is claimed.
    expect(fieldNotFound(['name', 'first'], 'product', types, product)).toBeNull()
  })
})
