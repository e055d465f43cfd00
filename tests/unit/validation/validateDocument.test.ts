import {describe, expect, it} from 'vitest'
import {schemaTypes} from '../../../demo/schema/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'
import {Rule, validateDocument, VALIDATION_CONCURRENCY} from '../../../core/validation/index.ts'

const seo = {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string', validation: (r: Rule) => r.max(3).warning()}]}
const post = {
  name: 'post',
  type: 'document',
  validation: (r: Rule) => r.custom((doc: {title?: string; subtitle?: string}) => (doc.title && doc.title === doc.subtitle ? 'Title and subtitle must differ' : true)),
  fields: [
    {name: 'title', type: 'string', validation: (r: Rule) => r.required()},
    {name: 'subtitle', type: 'string'},
    {name: 'seo', type: 'seo'},
    {name: 'sections', type: 'array', of: [{type: 'object', name: 'section', fields: [{name: 'heading', type: 'string', validation: (r: Rule) => r.required()}, {name: 'seo', type: 'seo'}]}]},
    {name: 'body', type: 'array', of: [{type: 'block', marks: {annotations: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'url', validation: (r: Rule) => r.required()}]}]}}]},
  ],
} as SchemaTypeDefinition
const types = [post, seo] as SchemaTypeDefinition[]

describe('validateDocument (ED-VAL-002, 004, 005, 010)', () => {
  it('walks the document, named object types, array items by key and annotations of blocks', async () => {
    const markers = await validateDocument(
      {
        _id: 'drafts.p1', _type: 'post', subtitle: 'Same', title: 'Same',
        seo: {title: 'Long'},
        sections: [{_key: 's1', _type: 'section', seo: {title: 'Longer'}}, {_key: 's2', _type: 'section', heading: 'Fine'}],
        body: [{_key: 'b1', _type: 'block', children: [{_key: 'c1', _type: 'span', text: 'x', marks: ['m1']}], markDefs: [{_key: 'm1', _type: 'link'}]}],
      },
      types,
    )
    expect(markers).toMatchObject([
      {level: 'error', message: 'Title and subtitle must differ', path: []},
      {level: 'warning', message: 'Must be at most 3 characters long', path: ['seo', 'title']},
      {level: 'error', message: 'Required', path: ['sections', {_key: 's1'}, 'heading']},
      {level: 'warning', message: 'Must be at most 3 characters long', path: ['sections', {_key: 's1'}, 'seo', 'title']},
      {level: 'error', message: 'Required', path: ['body', {_key: 'b1'}, 'markDefs', {_key: 'm1'}, 'href']},
    ])
  })

  it('a document of a type the schema does not have gets one warning and nothing else (ED-VAL-004)', async () => {
    expect(await validateDocument({_id: 'x', _type: 'ghost', title: 1}, types)).toMatchObject([
      {level: 'warning', message: 'Could not find schema type for type ghost, skipping validation', path: []},
    ])
  })

  it('fields the type does not declare are named (ED-VAL-010)', async () => {
    expect(await validateDocument({_id: 'p', _type: 'post', title: 'T', colour: 'red', seo: {tone: 'x'}}, types)).toMatchObject([
      {level: 'warning', message: 'Field colour does not exist on type post', path: ['colour']},
      {level: 'warning', message: 'Field tone does not exist on type seo', path: ['seo', 'tone']},
    ])
  })

  it('a validation property that throws costs its field an error marker, the rest still runs (ED-VAL-005)', async () => {
    const broken = {name: 'broken', type: 'document', fields: [
      {name: 'a', type: 'string', validation: () => { throw new Error('Bad rule') }},
      {name: 'b', type: 'string', validation: (r: Rule) => r.required()},
    ]} as SchemaTypeDefinition
    expect(await validateDocument({_id: 'x', _type: 'broken'}, [broken])).toMatchObject([
      {level: 'error', message: 'Bad rule', path: ['a']},
      {level: 'error', message: 'Required', path: ['b']},
    ])
  })

  it(`runs at most ${VALIDATION_CONCURRENCY} checks at once (K-ED-024), and lookups at most 10 (K-ED-025)`, async () => {
    let inFlight = 0
    let most = 0
    let lookups = 0
    let mostLookups = 0
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1))
    const field = (name: string) => ({name, type: 'string', validation: (r: Rule) => r.custom(async () => {
      most = Math.max(most, ++inFlight)
      await tick()
      inFlight--
      return true
    })})
    const wide = {name: 'wide', type: 'document', fields: [
      ...Array.from({length: 100}, (_, i) => field(`f${i}`)),
      {name: 'refs', type: 'array', of: [{type: 'reference', to: [{type: 'wide'}]}]},
    ]} as SchemaTypeDefinition
    const refs = Array.from({length: 30}, (_, i) => ({_key: `k${i}`, _type: 'reference', _ref: `r${i}`}))
    const isPublished = async () => {
      mostLookups = Math.max(mostLookups, ++lookups)
      await tick()
      lookups--
      return true
    }
    expect(await validateDocument({_id: 'w', _type: 'wide', refs}, [wide], {isPublished})).toEqual([])
    expect(most).toBe(VALIDATION_CONCURRENCY)
    expect(mostLookups).toBe(10)
  })

  it('every demo document type validates an empty document without failing', async () => {
    for (const type of schemaTypes.filter((t) => t.type === 'document')) {
      const markers = await validateDocument({_id: `drafts.${type.name}`, _type: type.name}, schemaTypes as SchemaTypeDefinition[])
      expect(markers.every((m) => m.message === 'Required' || m.level !== 'error'), type.name).toBe(true)
    }
  })

  it('a demo product with a lowercase SKU and a price of too many decimals', async () => {
    const markers = await validateDocument(
      {_id: 'drafts.p', _type: 'product', name: 'Lamp', sku: 'abc-1234', price: 19.999},
      schemaTypes as SchemaTypeDefinition[],
    )
    const byPath = Object.fromEntries(markers.filter((m) => m.message !== 'Required').map((m) => [JSON.stringify(m.path), m.message]))
    expect(byPath['["price"]']).toBe('Max precision is 2')
    expect(markers.filter((m) => JSON.stringify(m.path) === '["sku"]').map((m) => m.message)).toEqual([
      'Must be all uppercase characters',
      'Does not match "SKU"-pattern',
    ])
  })
})
