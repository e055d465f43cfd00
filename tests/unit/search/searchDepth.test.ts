// The search depth from a dataset's index settings (LAKE-CALL-021, ED-REF-017): their maxFieldDepth
// caps how deep nested fields are searched, never past the studio's own limit; no answer keeps it.
import {describe, expect, it} from 'vitest'
import {createSearchSpecs, SEARCH_FIELD_MAX_DEPTH, searchDepthOf} from '../../../core/search/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/index.ts'

const types = [
  {
    type: 'document',
    name: 'page',
    fields: [
      {name: 'title', type: 'string'},
      {name: 'seo', type: 'object', fields: [{name: 'heading', type: 'string'}, {name: 'social', type: 'object', fields: [{name: 'caption', type: 'string'}]}]},
    ],
  },
] as unknown as SchemaTypeDefinition[]

const paths = (depth?: number) => createSearchSpecs(types, depth)[0].paths.map((path) => path.path).filter((path) => !path.startsWith('_'))

describe('search depth', () => {
  it('comes from maxFieldDepth, capped by the studio limit; anything else keeps the default (0)', () => {
    expect(searchDepthOf({partialIndexSettings: {maxFieldDepth: 2}})).toBe(2)
    expect(searchDepthOf({partialIndexSettings: {maxFieldDepth: 99}})).toBe(SEARCH_FIELD_MAX_DEPTH)
    for (const settings of [null, undefined, {}, {partialIndexSettings: null}, {partialIndexSettings: {maxFieldDepth: 'deep'}}, {partialIndexSettings: {maxFieldDepth: 0}}]) {
      expect(searchDepthOf(settings as never)).toBe(0)
    }
  })

  it('limits the fields the search looks in', () => {
    expect(paths()).toEqual(['title', 'seo.heading', 'seo.social.caption'])
    expect(paths(0)).toEqual(['title', 'seo.heading', 'seo.social.caption'])
    expect(paths(2)).toEqual(['title', 'seo.heading'])
    expect(paths(1)).toEqual(['title'])
  })
})
