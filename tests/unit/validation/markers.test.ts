// Reading markers for display: a field's own markers, the level that picks icon and tone, the
// panel's order, and the titles that say what a marker is about.
import {describe, expect, it} from 'vitest'
import {typesByNameOf, type FieldDefinition, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {highestLevel, markersAt, sameMarkers, sortMarkers} from '../../../core/validation/markers.ts'
import {fieldNotFound, markerTitlePath, markerTitlePathWithin} from '../../../core/validation/markerTitles.ts'
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
  it('names the parts of a rich-text block by their types: an annotation, an inline object, a span by position (ED-PT-047)', () => {
    const types = typesByNameOf(schemaTypes as SchemaTypeDefinition[])
    const article = {
      body: [
        {_key: 'p', _type: 'block', markDefs: [{_key: 'l1', _type: 'link'}, {_key: 'i1', _type: 'internalLink'}], children: [{_key: 's', _type: 'span'}, {_key: 'f', _type: 'footnote'}]},
        {_key: 'c', _type: 'callout'},
      ],
    }
    expect(markerTitlePath(['body', {_key: 'p'}, 'markDefs', {_key: 'l1'}, 'href'], 'article', types, article)).toEqual(['Body', '#1', 'Link', 'Address'])
    expect(markerTitlePath(['body', {_key: 'p'}, 'markDefs', {_key: 'i1'}, 'reference'], 'article', types, article)).toEqual(['Body', '#1', 'Internal link', 'Document'])
    expect(markerTitlePath(['body', {_key: 'p'}, 'children', {_key: 'f'}, 'text'], 'article', types, article)).toEqual(['Body', '#1', 'Footnote', 'Footnote text'])
    expect(markerTitlePath(['body', {_key: 'p'}, 'children', {_key: 's'}, 'text'], 'article', types, article)).toEqual(['Body', '#1', '#1', 'text'])
    // A block object is an item like any other; a list of that name elsewhere is not a block's.
    expect(markerTitlePath(['body', {_key: 'c'}, 'body'], 'article', types, article)).toEqual(['Body', '#2', 'Text'])
    expect(markerTitlePath(['body', {_key: 'gone'}, 'markDefs', {_key: 'x'}, 'href'], 'article', types, article)).toEqual(['Body', '#', 'markDefs', '#', 'href'])
    expect(fieldNotFound(['body', {_key: 'p'}, 'markDefs', {_key: 'l1'}, 'href'], 'article', types, article)).toBeNull()
    // The same walk from the field itself, as a block's own marker card names things.
    const body = (types.get('article') as {fields: FieldDefinition[]}).fields.find((field) => field.name === 'body')!
    expect(markerTitlePathWithin([{_key: 'p'}, 'markDefs', {_key: 'l1'}, 'href'], body, article.body, types)).toEqual(['#1', 'Link', 'Address'])
    expect(markerTitlePathWithin([{_key: 'c'}, 'body'], body, article.body, types)).toEqual(['#2', 'Text'])
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
