// Field definitions from the schema (SH-SEARCH-033, SH-SEARCH-100 … SH-SEARCH-104).
import {describe, expect, it} from 'vitest'
import {schemaTypes} from '../../../demo/schema/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'
import {createFieldDefinitions, fieldDefinitionId, searchableDocumentTypeNames} from '../../../core/search/index.ts'

const demo = createFieldDefinitions(schemaTypes as SchemaTypeDefinition[])
const byPath = (path: string) => demo.filter((field) => field.fieldPath === path)

describe('field definitions of the demo schema', () => {
  it('carry a list field\'s options as title and value, for picking a filter value', () => {
    const role = demo.find((field) => field.fieldPath === 'role' && field.documentTypes.includes('author'))
    expect(role?.options).toEqual([
      {title: 'Staff writer', value: 'staff'},
      {title: 'Editor', value: 'editor'},
      {title: 'Contributor', value: 'contributor'},
      {title: 'Guest', value: 'guest'},
    ])
    expect(demo.find((field) => field.fieldPath === 'title')?.options).toBeUndefined()
  })

  it('carry the target types of references and arrays of references', () => {
    const of = (path: string) => demo.find((field) => field.fieldPath === path && field.documentTypes.includes('article'))?.referenceTypes
    expect(of('author')).toEqual(['author'])
    expect(of('coAuthors')).toEqual(['author'])
    expect(of('title')).toBeUndefined()
  })

  it('maps field types to filter names (SH-SEARCH-104)', () => {
    const filterOf = (path: string, type: string) => demo.find((field) => field.fieldPath === path && field.documentTypes.includes(type))?.filterName
    expect(filterOf('role', 'author')).toBe('stringList')
    expect(filterOf('coAuthors', 'article')).toBe('arrayReferences')
    expect(filterOf('body', 'article')).toBe('portableText')
    expect(filterOf('bio', 'author')).toBe('portableText')
    expect(filterOf('audience', 'siteBanner')).toBe('arrayList')
    expect(filterOf('checkboxList', 'fieldShowcase')).toBe('arrayList')
    expect(filterOf('tags', 'article')).toBe('array')
    expect(filterOf('slug', 'article')).toBe('slug')
    expect(filterOf('publishedAt', 'article')).toBe('datetime')
    expect(filterOf('joinedAt', 'author')).toBe('date')
    expect(filterOf('readingTime', 'article')).toBe('number')
    expect(filterOf('mainImage', 'article')).toBe('image')
    expect(filterOf('attachment', 'fieldShowcase')).toBe('file')
    expect(filterOf('author', 'article')).toBe('reference')
  })

  it('leaves out field types without a filter and fields hidden for good (SH-SEARCH-103)', () => {
    expect(byPath('place')).toEqual([])
    expect(byPath('archivedArticle')).toEqual([])
    expect(byPath('nested')).toEqual([])
    expect(byPath('hiddenField')).toEqual([])
  })

  it('goes into objects through aliases, at most three levels deep (SH-SEARCH-102)', () => {
    const street = byPath('venue.address.street')[0]
    expect(street.titlePath).toEqual(['Venue', 'Address', 'Street'])
    expect(street.documentTypes).toEqual(['event'])
    expect(byPath('nested.inner.note')).toHaveLength(1)
    expect(demo.every((field) => field.fieldPath.split('.').length <= 3)).toBe(true)
  })

  it('merges a field shared by several types into one definition listing them all', () => {
    const slugs = byPath('slug')
    expect(slugs).toHaveLength(1)
    expect(slugs[0].documentTypes).toEqual(['article', 'author', 'category', 'event', 'fieldShowcase', 'landingPage', 'product'])
    expect(slugs[0].id).toBe('slug-slug-slug-article,author,category,event,fieldShowcase,landingPage,product')
    expect(byPath('seo.metaTitle')[0].documentTypes).toEqual(['article', 'landingPage'])
  })

  it('keeps the schema description for tooltips', () => {
    expect(byPath('readingTime')[0].description).toBe('Worked out from the body when the article is saved')
  })
})

describe('field definitions of small schemas', () => {
  const schema = [
    {name: 'post', type: 'document', fields: [
      {name: 'title', type: 'string'},
      {name: '_secret', type: 'string', title: 'Secret'},
      {name: 'deep', type: 'object', fields: [{name: 'a', type: 'object', fields: [{name: 'b', type: 'object', fields: [{name: 'c', type: 'string'}]}, {name: 'x', type: 'string'}]}]},
      {name: 'bad-name', type: 'string'},
    ]},
    {name: 'hidden', type: 'document', __experimental_omnisearch_visibility: false, fields: [{name: 'title', type: 'string'}]},
    {name: 'sanity.imageAsset', type: 'document', fields: [{name: 'title', type: 'string'}]},
    {name: 'slug', type: 'document', fields: [{name: 'title', type: 'string'}]},
    {name: 'page', type: 'document', fields: [{name: 'title', type: 'string'}, {name: '_secret', type: 'string', title: 'Secret'}]},
  ] as unknown as SchemaTypeDefinition[]
  const fields = createFieldDefinitions(schema)

  it('leaves out types that are not searchable, sanity.* types and the slug type (SH-SEARCH-100)', () => {
    expect(searchableDocumentTypeNames(schema)).toEqual(['post', 'page'])
    expect(fields.find((field) => field.fieldPath === 'title')?.documentTypes).toEqual(['page', 'post'])
  })

  it('gives underscore fields no document-type scope (SH-SEARCH-101)', () => {
    const secret = fields.filter((field) => field.name === '_secret')
    expect(secret).toHaveLength(1)
    expect(secret[0].documentTypes).toEqual([])
    expect(secret[0].id).toBe('string-_secret-string-')
  })

  it('stops at depth 3 and skips names GROQ cannot write bare', () => {
    expect(fields.map((field) => field.fieldPath)).toEqual(['title', '_secret', 'deep.a.x'])
  })

  it('joins type, path, filter and sorted types into the id (SH-SEARCH-033)', () => {
    expect(fieldDefinitionId('string', 'a.b', 'string', ['z', 'a'])).toBe('string-a.b-string-a,z')
  })
})
