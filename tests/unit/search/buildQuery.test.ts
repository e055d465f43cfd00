// The search request (SH-SEARCH-110 … SH-SEARCH-124), checked as text and by running it with groq-js.
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {schemaTypes} from '../../../demo/schema/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'
import {
  ORDERING_CREATED_DESC,
  ORDERING_RELEVANCE,
  SEARCH_ORDERINGS,
  buildSearchQuery,
  createSearchSpecs,
  sortOf,
  termParams,
  type SearchSpec,
} from '../../../core/search/index.ts'

const specs: SearchSpec[] = [
  {typeName: 'article', paths: [{path: '_id', weight: 1, key: '_id'}, {path: '_type', weight: 1, key: '_type'}, {path: 'title', weight: 10, key: 'w0'}, {path: 'pt::text(body)', weight: 1, key: 'w1'}]},
  {typeName: 'author', paths: [{path: '_id', weight: 1, key: '_id'}, {path: '_type', weight: 1, key: '_type'}, {path: 'name', weight: 10, key: 'w0'}]},
]

describe('orderings (SH-SEARCH-110 … SH-SEARCH-112)', () => {
  it('relevance first and default, the other four ignore the score', () => {
    expect(SEARCH_ORDERINGS.map((ordering) => [ordering.titleKey, ordering.sort.field, ordering.sort.direction, ordering.ignoreScore])).toEqual([
      ['ordering.relevance', '_updatedAt', 'desc', false],
      ['ordering.created-ascending', '_createdAt', 'asc', true],
      ['ordering.created-descending', '_createdAt', 'desc', true],
      ['ordering.updated-ascending', '_updatedAt', 'asc', true],
      ['ordering.updated-descending', '_updatedAt', 'desc', true],
    ])
    expect(ORDERING_RELEVANCE.customMeasurementLabel).toBe('ordering.relevance.measurement')
    expect(sortOf(null)).toEqual({field: '_id', direction: 'asc'})
  })
})

describe('buildSearchQuery', () => {
  it('writes the documented shape', () => {
    const request = buildSearchQuery({
      terms: {query: '  hello  world ', types: ['author', 'article']},
      filterClauses: ['likes > 3', 'defined(title)'],
      ordering: ORDERING_RELEVANCE,
      pageIndex: 2,
      specs,
      recentIndex: 1,
    })
    const paths = (t: string) => `(_id match $${t} || _type match $${t} || title match $${t} || pt::text(body) match $${t} || name match $${t})`
    expect(request.query).toBe(
      [
        '// findability-mvi:4',
        '// findability-recent-search:1',
        '// findability-selected-types:2',
        '// findability-sort:_updatedAt desc',
        '// findability-source:global',
        '// findability-filter-count:2',
        `*[_type in $__types && (likes > 3) && (defined(title)) && ${paths('t0')} && ${paths('t1')}] | order(_updatedAt desc) [2000...3000] ` +
          '{_type, _id, _createdAt, _updatedAt, ...select(_type == "article" => {"w0": title, "w1": pt::text(body)}, _type == "author" => {"w0": name})}',
      ].join('\n'),
    )
    expect(request.params).toEqual({__types: ['article', 'author'], t0: 'hello*', t1: 'world*'})
    expect(request.tag).toBe('studio.search.global')
    expect(() => parse(request.query)).not.toThrow()
  })

  it('searches every type when none is selected, sorts by _id without an ordering, and starts at offset 0', () => {
    const request = buildSearchQuery({terms: {query: '', types: []}, filterClauses: [], ordering: null, pageIndex: 0, specs})
    expect(request.query.split('\n').slice(1, 4)).toEqual(['// findability-recent-search:none', '// findability-selected-types:0', '// findability-sort:_id asc'])
    expect(request.query).toContain('*[_type in $__types] | order(_id asc) [0...1000]')
    expect(request.params).toEqual({__types: ['article', 'author']})
  })

  it('never writes a word of the query into the text', () => {
    expect(termParams('a "b" $c')).toEqual({t0: 'a*', t1: '"b"*', t2: '$c*'})
    const request = buildSearchQuery({terms: {query: 'zebra"] | *[true', types: []}, filterClauses: [], ordering: ORDERING_CREATED_DESC, pageIndex: 0, specs})
    expect(request.query).not.toContain('zebra')
    expect(request.params.t0).toBe('zebra"]*')
  })

  it('finds documents when run by groq-js, words matched anywhere in the searched paths', async () => {
    const demoSpecs = createSearchSpecs(schemaTypes as SchemaTypeDefinition[])
    const dataset = [
      {_id: 'a1', _type: 'article', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-02T00:00:00Z', title: 'Northern lights',
        body: [{_type: 'block', _key: 'k', children: [{_type: 'span', _key: 's', text: 'Seen from Tromsø'}]}]},
      {_id: 'a2', _type: 'article', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-03T00:00:00Z', title: 'Southern cooking'},
      {_id: 'p1', _type: 'author', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', name: 'North Person'},
    ]
    const run = async (query: string, types: string[] = []) => {
      const request = buildSearchQuery({terms: {query, types}, filterClauses: [], ordering: ORDERING_RELEVANCE, pageIndex: 0, specs: demoSpecs})
      const result = await (await evaluate(parse(request.query), {dataset, params: request.params})).get()
      return result as Record<string, unknown>[]
    }
    expect((await run('nor')).map((row) => row._id)).toEqual(['a1', 'p1'])
    expect((await run('nor', ['article'])).map((row) => row._id)).toEqual(['a1'])
    expect((await run('tromsø lights')).map((row) => row._id)).toEqual(['a1'])
    const [row] = await run('southern')
    expect(row).toMatchObject({_id: 'a2', w0: 'Southern cooking'})
  })
})

describe('search specs', () => {
  it('weigh the preview title 10, subtitle 5, other text 1, and reach into arrays and rich text', () => {
    const demo = createSearchSpecs(schemaTypes as SchemaTypeDefinition[])
    const weights = (type: string) => Object.fromEntries(demo.find((spec) => spec.typeName === type)!.paths.map(({path, weight}) => [path, weight]))
    expect(weights('article')).toMatchObject({'_id': 1, '_type': 1, title: 10, 'slug.current': 1, 'pt::text(body)': 1, 'tags[]': 1, 'seo.metaTitle': 1})
    expect(weights('fieldShowcase')).toMatchObject({title: 10, dropdown: 5, 'mixed[].text': 1, 'nested.inner.note': 1})
    expect(weights('author')).toMatchObject({name: 10, 'socialLinks[].handle': 1})
    expect(weights('fieldShowcase')).not.toHaveProperty('hiddenField')
  })
})
